import Foundation

/// Runs the built `kbsim` executable, for end-to-end tests of the command line.
struct KbsimProcess {
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The `kbsim` binary beside the test bundle (`swift build --build-tests` builds both).
  static var executable: URL {
    get throws {
      let candidates = [
        Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(),
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
      ]
      for directory in candidates {
        let url = directory.appendingPathComponent("kbsim")
        if FileManager.default.isExecutableFile(atPath: url.path) { return url }
      }
      throw CocoaError(.fileNoSuchFile)
    }
  }

  /// Runs `kbsim arguments…` with `stdin` as standard input, hermetically (no XKB or compose
  /// environment, an empty HOME), in `directory` when given; `executable` runs another program
  /// (such as a shell that starts kbsim) in the same environment.
  static func run(
    _ arguments: [String], stdin: String = "", environment extra: [String: String] = [:],
    in directory: URL? = nil, executable program: URL? = nil
  ) throws -> Result {
    let process = Process()
    process.executableURL = try program ?? executable
    if let directory { process.currentDirectoryURL = directory }
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    for key in environment.keys
    where key.hasPrefix("XKB_") || key == "XCOMPOSEFILE" || key == "XDG_CONFIG_HOME"
      || key == "KBSIM_RECORD"
    {
      environment.removeValue(forKey: key)
    }
    environment.merge(extra) { $1 }
    environment["HOME"] =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("kbsim-empty-home").path
    environment.merge(extra) { _, new in new }
    process.environment = environment
    let input = Pipe()
    let output = Pipe()
    let error = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = error
    try process.run()
    input.fileHandleForWriting.write(Data(stdin.utf8))
    try input.fileHandleForWriting.close()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus,
      stdout: String(decoding: out, as: UTF8.self),
      stderr: String(decoding: err, as: UTF8.self))
  }
}
