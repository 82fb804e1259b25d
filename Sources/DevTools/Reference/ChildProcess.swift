internal import Foundation

/// Runs a program to its end with a given standard input, for checks that must go through a
/// real process (`kbsim verify-layouts --press-process`).
///
/// Standard input, output and error are temporary files, not pipes: a child that writes more
/// than a pipe holds while its input is still being written cannot deadlock the parent.
///
/// ```swift
/// let run = try ChildProcess.run("/usr/local/bin/kbsim", ["press", "--layout", "us"], stdin: Array("AC01\n".utf8))
/// run.status                                      // 0
/// String(decoding: run.stdout, as: UTF8.self)     // "a\n"
/// ```
package enum ChildProcess {
  /// What a finished process left.
  package struct Result: Sendable {
    /// The exit status (the signal number plus 128 for a process killed by a signal).
    package var status: Int32
    /// Everything it wrote to standard output.
    package var stdout: [UInt8]
    /// Everything it wrote to standard error.
    package var stderr: [UInt8]
    /// Wall time from start to exit, in seconds.
    package var seconds: Double
  }

  /// Runs `executable` with `arguments` and `stdin`, and waits for it.
  ///
  /// - Throws: The error of creating the temporary files or starting the process.
  package static func run(
    _ executable: String, _ arguments: [String], stdin: [UInt8]
  ) throws -> Result {
    let files = FileManager.default
    let directory = files.temporaryDirectory.appendingPathComponent(
      "kbsim-child-\(UUID().uuidString)")
    try files.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? files.removeItem(at: directory) }
    let input = directory.appendingPathComponent("stdin")
    let output = directory.appendingPathComponent("stdout")
    let error = directory.appendingPathComponent("stderr")
    try Data(stdin).write(to: input)
    for url in [output, error] {
      guard files.createFile(atPath: url.path, contents: nil) else {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
      }
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let handles = try (
      input: FileHandle(forReadingFrom: input), output: FileHandle(forWritingTo: output),
      error: FileHandle(forWritingTo: error)
    )
    defer {
      try? handles.input.close()
      try? handles.output.close()
      try? handles.error.close()
    }
    process.standardInput = handles.input
    process.standardOutput = handles.output
    process.standardError = handles.error
    let clock = ContinuousClock()
    let start = clock.now
    try process.run()
    process.waitUntilExit()
    let elapsed = (clock.now - start).components
    let status =
      process.terminationReason == .uncaughtSignal
      ? 128 + process.terminationStatus : process.terminationStatus
    return Result(
      status: status, stdout: Array(try Data(contentsOf: output)),
      stderr: Array(try Data(contentsOf: error)),
      seconds: Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18)
  }
}
