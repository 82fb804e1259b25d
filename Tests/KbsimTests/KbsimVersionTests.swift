import Foundation
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
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["pkg-config"] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = Pipe()
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
