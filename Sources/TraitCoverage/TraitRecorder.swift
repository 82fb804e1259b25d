internal import Foundation
public import InputTraits

#if canImport(Darwin)
internal import Darwin
#elseif canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#endif

/// Records the traits your own tests exercise, one JSON line per field, for
/// `kbsim coverage report` and `plan --seed-from`.
///
/// Safe from concurrent tests: records are appended under a lock, each line with one
/// `O_APPEND` write, so parallel tests (and parallel test processes) never interleave lines.
///
/// ```swift
/// // In an XCTest or Swift Testing suite:
/// let recorder = TraitRecorder(path: "traits.jsonl")   // or TraitRecorder.environment
///
/// @Test func emailFieldAcceptsAddresses() throws {
///   let traits = TextInputTraits(keyboardType: .emailAddress, autocapitalizationType: .none)
///   try recorder.record(traits, field: "email")   // test: "emailFieldAcceptsAddresses()"
///   // … exercise the field …
/// }
/// ```
public final class TraitRecorder: @unchecked Sendable {
  // Safety: `lock` guards `memory`; `path` is immutable.
  private let lock = NSLock()
  private var memory: [TraitRecord] = []
  /// The file records are appended to; nil for a recorder that only keeps them in memory.
  public let path: String?

  /// A recorder that appends to `path` (created if missing) and keeps the records in memory.
  public init(path: String) { self.path = path }

  /// A recorder that keeps records in memory only.
  public init() { self.path = nil }

  /// A recorder for the file named by the `KBSIM_RECORD` environment variable, or nil when it
  /// is unset or empty.
  public static var environment: TraitRecorder? {
    guard let path = ProcessInfo.processInfo.environment["KBSIM_RECORD"], !path.isEmpty else {
      return nil
    }
    return TraitRecorder(path: path)
  }

  /// The records this recorder has made, in order.
  public var records: [TraitRecord] {
    lock.lock()
    defer { lock.unlock() }
    return memory
  }

  /// Records that a test exercised a field with `traits`.
  ///
  /// - Parameters:
  ///   - traits: The field's traits as declared.
  ///   - field: The field's name.
  ///   - test: The test's name; by default the calling function's.
  ///   - file: With `line`, where the test is, as `file:line` in the record's `location`.
  ///   - line: The line of the call.
  /// - Throws: ``CoverageErrorCode/unreadable`` when the file cannot be written.
  public func record(
    _ traits: TextInputTraits, field: String? = nil, test: String? = #function,
    file: String = #fileID, line: Int = #line
  ) throws(CoverageError) {
    try record(
      TraitRecord(
        traits: traits, source: .test, field: field, test: test, location: "\(file):\(line)"))
  }

  /// Appends a prepared record.
  public func record(_ record: TraitRecord) throws(CoverageError) {
    lock.lock()
    defer { lock.unlock() }
    if let path { try Self.append([record], to: path) }
    memory.append(record)
  }

  /// Appends records to a recording file with one write (created if missing).
  ///
  /// - Throws: ``CoverageErrorCode/unreadable`` naming the file and the reason.
  public static func append(_ records: [TraitRecord], to path: String) throws(CoverageError) {
    guard !records.isEmpty else { return }
    let text = records.map { $0.jsonLine + "\n" }.joined()
    let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
    guard descriptor >= 0 else {
      throw CoverageError(
        code: .unreadable,
        message:
          "\(path): cannot open the recording for writing: \(String(cString: strerror(errno)))")
    }
    defer { _ = close(descriptor) }
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { buffer in
        guard let base = buffer.baseAddress else { return 0 }
        return write(descriptor, base + offset, buffer.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        throw CoverageError(
          code: .unreadable,
          message: "\(path): cannot write the recording: \(String(cString: strerror(errno)))")
      }
      offset += written
    }
    bytes.removeAll()
  }
}
