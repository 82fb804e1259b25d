import Dispatch
package import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a finished process left: its exit status and everything it wrote.
package struct ProcessResult: Sendable {
  /// The exit status (or the signal's number, for a process a signal ended).
  package var status: Int32
  /// Standard output, decoded as UTF-8 (invalid bytes repaired).
  package var stdout: String
  /// Standard error, decoded as UTF-8 (invalid bytes repaired).
  package var stderr: String
}

/// Runs programs for end-to-end tests: arguments and standard input in, exit status, standard
/// output and standard error out, with a time limit.
///
/// ```swift
/// let result = try ProcessRunner.run(
///   ProcessRunner.builtProduct("kbsim"), ["type", "hi"], stdin: "")
/// #expect(result.status == 0)
/// #expect(result.stdout == "Hi\n")
/// ```
package enum ProcessRunner {
  /// A process that ran past its time limit (and was ended).
  package struct Timeout: Error, CustomStringConvertible {
    package var command: [String]
    package var limit: Duration
    /// What it wrote before it was ended.
    package var partial: ProcessResult

    package var description: String {
      "\(command.joined(separator: " ")) ran longer than \(limit) and was ended; "
        + "stderr so far: \(partial.stderr.suffix(500))"
    }
  }

  /// An executable product that `swift build --build-tests` builds beside the test bundle, such
  /// as `kbsim`.
  package static func builtProduct(_ name: String) throws -> URL {
    let candidates = [
      Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(),
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
    ]
    for directory in candidates {
      let url = directory.appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: name])
  }

  /// Runs a program and waits for it to exit; output and error are read while it runs, so
  /// neither pipe fills up.
  ///
  /// - Parameters:
  ///   - executable: The program.
  ///   - arguments: Its arguments (after its name).
  ///   - stdin: What it reads on standard input (the pipe closes after it).
  ///   - environment: The whole environment; nil inherits the test process's.
  ///   - directory: The working directory; nil inherits the test process's.
  ///   - timeout: How long it may run before it is ended (SIGTERM, then SIGKILL).
  /// - Returns: Its exit status, standard output and standard error.
  /// - Throws: ``Timeout`` when it runs past `timeout`; the error of `Process.run()` when it
  ///   cannot start.
  package static func run(
    _ executable: URL, _ arguments: [String] = [], stdin: String = "",
    environment: [String: String]? = nil, in directory: URL? = nil,
    timeout: Duration = .seconds(300)
  ) throws -> ProcessResult {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let environment { process.environment = environment }
    if let directory { process.currentDirectoryURL = directory }
    let input = Pipe()
    let output = Pipe()
    let error = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = error
    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }
    // A process that exits without reading all its input must not end the tests with SIGPIPE.
    signal(SIGPIPE, SIG_IGN)
    try process.run()

    let streams = Streams()
    let group = DispatchGroup()
    let writer = input.fileHandleForWriting
    let bytes = Data(stdin.utf8)
    DispatchQueue.global().async(group: group) {
      try? writer.write(contentsOf: bytes)
      try? writer.close()
    }
    let outputReader = output.fileHandleForReading
    DispatchQueue.global().async(group: group) {
      streams.set(stdout: outputReader.readDataToEndOfFile())
    }
    let errorReader = error.fileHandleForReading
    DispatchQueue.global().async(group: group) {
      streams.set(stderr: errorReader.readDataToEndOfFile())
    }

    let seconds =
      Double(timeout.components.seconds)
      + Double(timeout.components.attoseconds) / 1e18
    var timedOut = false
    if exited.wait(timeout: .now() + seconds) == .timedOut {
      timedOut = true
      process.terminate()
      if exited.wait(timeout: .now() + 5) == .timedOut {
        kill(process.processIdentifier, SIGKILL)
        exited.wait()
      }
    }
    group.wait()
    process.waitUntilExit()
    let result = ProcessResult(
      status: process.terminationStatus,
      stdout: String(decoding: streams.stdout, as: UTF8.self),
      stderr: String(decoding: streams.stderr, as: UTF8.self))
    if timedOut {
      throw Timeout(command: [executable.path] + arguments, limit: timeout, partial: result)
    }
    return result
  }
}

/// The two output streams, filled by the threads that read them.
// Safety: every stored property is read and written only while `lock` is held.
private final class Streams: @unchecked Sendable {
  private let lock = NSLock()
  private var out = Data()
  private var err = Data()

  var stdout: Data { locked { out } }
  var stderr: Data { locked { err } }

  func set(stdout data: Data) { locked { out = data } }
  func set(stderr data: Data) { locked { err = data } }

  private func locked<T>(_ body: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }
}
