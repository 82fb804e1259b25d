import Foundation
import TestSupport
import Testing

struct KbsimVersionTests {
  @Test func versionNamesTheToolAndItsLibraries() throws {
    let result = try KbsimProcess.run(["--version"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    #expect(lines.first == "kbsim 0.2.0")
    #expect(lines.dropFirst().first?.hasPrefix("libxkbcommon ") == true)
    #expect(lines.last?.hasPrefix("xkb-data ") == true)
    // Checked against pkg-config, an independent reader of the same records, where it runs.
    if let version = try? pkgConfig("--modversion", "xkbcommon") {
      #expect(lines.dropFirst().first == "libxkbcommon \(version)")
    }
  }

  private func pkgConfig(_ arguments: String...) throws -> String? {
    let result = try ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/env"), ["pkg-config"] + arguments)
    guard result.status == 0 else { return nil }
    return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
