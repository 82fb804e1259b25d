package import Diagnostics

/// The one error type of the benchmarks: what they need cannot be set up, or a measured run
/// disagrees with its reference.
package typealias BenchmarkError = ModuleError<BenchmarkErrorCode>

/// The codes of ``BenchmarkError``.
package struct BenchmarkErrorCode: ErrorCode {
  private enum Wrapped: String, Sendable { case setup, failed }
  private let wrapped: Wrapped
  private init(_ wrapped: Wrapped) { self.wrapped = wrapped }

  /// A keymap, a dictionary, a sample app or a process could not be set up.
  package static var setup: Self { Self(.setup) }
  /// A measured run disagrees with its reference, or a timed process failed.
  package static var failed: Self { Self(.failed) }

  /// The code's name.
  package var description: String { wrapped.rawValue }
}
