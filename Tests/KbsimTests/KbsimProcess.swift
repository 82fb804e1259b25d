import Foundation
import TestSupport

/// The built `kbsim` executable, run hermetically for end-to-end tests of the command line.
enum KbsimProcess {
  /// The `kbsim` binary beside the test bundle (`swift build --build-tests` builds both).
  static var executable: URL {
    get throws { try ProcessRunner.builtProduct("kbsim") }
  }

  /// The test process's environment without what would make kbsim read the machine's own
  /// settings (XKB and Compose variables, its config folder, a recording or a layouts folder),
  /// with an empty HOME, and with `extra` on top.
  static func environment(_ extra: [String: String] = [:]) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    for key in environment.keys
    where key.hasPrefix("XKB_") || key == "XCOMPOSEFILE" || key == "XDG_CONFIG_HOME"
      || key == "KBSIM_RECORD" || key == "KBSIM_LAYOUTS_DIR"
    {
      environment.removeValue(forKey: key)
    }
    environment["HOME"] =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("kbsim-empty-home").path
    environment.merge(extra) { _, new in new }
    return environment
  }

  /// Runs `kbsim arguments…` with `stdin` as standard input, hermetically, in `directory` when
  /// given; `executable` runs another copy of kbsim (an installed one) the same way.
  static func run(
    _ arguments: [String], stdin: String = "", environment extra: [String: String] = [:],
    in directory: URL? = nil, executable program: URL? = nil
  ) throws -> ProcessResult {
    try ProcessRunner.run(
      program ?? executable, arguments, stdin: stdin, environment: environment(extra),
      in: directory)
  }

  /// Runs `/bin/sh -c script` with `$0` set to the `kbsim` binary, hermetically, for input that
  /// Swift strings cannot carry (bytes that are not UTF-8 in an argument or on standard input).
  static func shell(_ script: String) throws -> ProcessResult {
    try ProcessRunner.run(
      URL(fileURLWithPath: "/bin/sh"), ["-c", script, try executable.path],
      environment: environment())
  }
}
