import Foundation
import TestSupport
import Testing

/// `make install` lays out PREFIX/bin/kbsim with PREFIX/share/kbsim/Layouts; the binary finds
/// its data relative to itself, wherever the tree is copied, and `make uninstall` removes it.
struct InstallTests {
  /// Installs the built binary with Tools/install.sh into a temporary prefix.
  static func install() throws -> URL {
    let prefix = FileManager.default.temporaryDirectory
      .appendingPathComponent("kbsim-install-\(UUID().uuidString)")
    let result = try run(
      "/bin/bash",
      [
        Repository.root.appendingPathComponent("Tools/install.sh").path, "install", prefix.path,
        try KbsimProcess.executable.path,
      ],
      in: Repository.root)
    #expect(result.status == 0, "\(result.stderr)")
    return prefix
  }

  @Test func theInstalledBinaryReadsItsOwnCopyOfLayouts() throws {
    let prefix = try Self.install()
    defer { try? FileManager.default.removeItem(at: prefix) }
    let kbsim = prefix.appendingPathComponent("bin/kbsim").path
    let hi = try Self.run(kbsim, ["type", "hi"], in: FileManager.default.temporaryDirectory)
    #expect(hi.status == 0)
    #expect(hi.stdout == "Hi\n")
    // Prove which copy it reads: without the installed twitter keyboard it names that file.
    let twitter = prefix.appendingPathComponent("share/kbsim/Layouts/keyboards/twitter.json")
    try FileManager.default.removeItem(at: twitter)
    let missing = try Self.run(kbsim, ["type", "--keyboard-type", "twitter", "x"], in: prefix)
    #expect(missing.status != 0)
    #expect(
      missing.stderr.contains(twitter.standardized.path) || missing.stderr.contains(twitter.path))
  }

  @Test func completionsAreInstalledAndUninstallRemovesEverything() throws {
    let prefix = try Self.install()
    defer { try? FileManager.default.removeItem(at: prefix) }
    for path in [
      "share/bash-completion/completions/kbsim", "share/zsh/site-functions/_kbsim",
      "share/fish/vendor_completions.d/kbsim.fish",
    ] {
      let text = try String(contentsOf: prefix.appendingPathComponent(path), encoding: .utf8)
      #expect(text.contains("simulate"), "\(path)")
    }
    let removed = try Self.run(
      "/bin/bash",
      [
        Repository.root.appendingPathComponent("Tools/install.sh").path, "uninstall", prefix.path,
      ],
      in: Repository.root)
    #expect(removed.status == 0)
    #expect(
      !FileManager.default.fileExists(atPath: prefix.appendingPathComponent("bin/kbsim").path))
    #expect(
      !FileManager.default.fileExists(atPath: prefix.appendingPathComponent("share/kbsim").path))
  }

  @Test func aLayoutsFolderNamedInTheEnvironmentMustExist() throws {
    let result = try KbsimProcess.run(
      ["type", "hi"], environment: ["KBSIM_LAYOUTS_DIR": "/nowhere/Layouts"])
    #expect(result.status != 0)
    #expect(
      result.stderr
        == "Error: KBSIM_LAYOUTS_DIR '/nowhere/Layouts' is not a folder: no layouts there\n")
  }

  /// Runs a program as a user would after `make install`: in `directory`, with the environment
  /// of the tests, no layouts folder named in it.
  static func run(_ executable: String, _ arguments: [String], in directory: URL) throws
    -> ProcessResult
  {
    var environment = ProcessInfo.processInfo.environment
    environment.removeValue(forKey: "KBSIM_LAYOUTS_DIR")
    return try ProcessRunner.run(
      URL(fileURLWithPath: executable), arguments, environment: environment, in: directory)
  }
}
