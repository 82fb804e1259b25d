internal import Dispatch
internal import Foundation

/// Work split over the machine's cores, results in input order.
enum Parallel {
  /// `transform` applied to every element, in chunks on all cores; small inputs stay on the
  /// calling thread.
  static func map<T: Sendable, R: Sendable>(
    _ input: [T], _ transform: @Sendable (T) -> R
  ) -> [R] {
    let cores = ProcessInfo.processInfo.activeProcessorCount
    guard input.count >= 2_048, cores > 1 else { return input.map(transform) }
    let chunks = min(cores * 4, input.count / 512)
    let size = (input.count + chunks - 1) / chunks
    let parts = Box([[R]](repeating: [], count: chunks))
    DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
      let start = chunk * size
      let end = min(start + size, input.count)
      let part = start < end ? input[start..<end].map(transform) : []
      parts.lock.lock()
      parts.value[chunk] = part
      parts.lock.unlock()
    }
    return parts.value.flatMap { $0 }
  }

  private final class Box<Value>: @unchecked Sendable {
    // Safety: `value` is only touched under `lock`, and read after `concurrentPerform` returns.
    var value: Value
    let lock = NSLock()
    init(_ value: Value) { self.value = value }
  }
}
