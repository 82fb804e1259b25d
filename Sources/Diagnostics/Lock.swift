#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A mutual-exclusion lock over `pthread_mutex_t`, for the C handles that are not thread-safe
/// (hunspell's, libxkbcommon's reference counts); the package's macOS floor predates
/// `Synchronization.Mutex`.
///
/// ```swift
/// let lock = Lock()
/// let value = lock.withLock { sharedHandle.read() }
/// ```
package final class Lock: @unchecked Sendable {
  // Safety: the mutex lives at a stable heap address for the lock's lifetime and is only
  // touched through pthread calls, which are thread-safe by definition.
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  /// Creates an unlocked lock.
  package init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Runs `body` while holding the lock.
  @inline(__always)
  package func withLock<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }
}
