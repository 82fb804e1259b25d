import Foundation

extension KbsimProcess {
  /// Runs `/bin/sh -c script` with `$0` set to the `kbsim` binary, for input Swift strings
  /// cannot carry (bytes that are not UTF-8 in an argument or on standard input).
  static func runShell(_ script: String) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", script, try executable.path]
    var environment = ProcessInfo.processInfo.environment
    for key in environment.keys
    where key.hasPrefix("XKB_") || key == "XCOMPOSEFILE" || key == "XDG_CONFIG_HOME" {
      environment.removeValue(forKey: key)
    }
    process.environment = environment
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
      stderr: String(decoding: err, as: UTF8.self))
  }
}
