import Foundation
import Testing

/// `kbsim devices` end to end.
struct DevicesCommandTests {
  @Test func textListsIdsNamesAndSizes() throws {
    let result = try KbsimProcess.run(["devices"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.first?.hasPrefix("id ") == true)
    let fifteen = try #require(lines.first { $0.hasPrefix("iphone-15 ") })
    #expect(fifteen.contains("iPhone 15"))
    #expect(fifteen.contains("393×852"))
    // A model that came out after its screen class lists its own first release.
    let seventeen = try #require(lines.first { $0.hasPrefix("iphone-17 ") })
    #expect(seventeen.contains("402×874"))
    #expect(seventeen.hasSuffix("26+"))
    let sixteenPro = try #require(lines.first { $0.hasPrefix("iphone-16-pro ") })
    #expect(sixteenPro.hasSuffix("18+"))
    // Safe areas, portrait top/bottom and landscape top/bottom/sides
    // (docs/sources.md#safe-area-insets): Dynamic Island iPhones 59 / 34, 0 / 21 / 59.
    #expect(fifteen.contains("  59/34  "))
    #expect(fifteen.contains("  0/21/59  "))
    let se = try #require(lines.first { $0.hasPrefix("iphone-se-1 ") })
    #expect(se.contains("  20/0  "))
  }

  @Test func jsonGivesEachDevicesSafeAreas() throws {
    let result = try KbsimProcess.run(["devices", "--format", "json"])
    let devices = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    for device in devices {
      let safe = try #require(device["safeArea"] as? [String: [String: Int]], "\(device)")
      #expect(Set(safe.keys) == ["portrait", "landscape"])
    }
    let fifteen = try #require(devices.first { $0["id"] as? String == "iphone-15" })
    let safe = try #require(fifteen["safeArea"] as? [String: [String: Int]])
    #expect(safe["portrait"] == ["top": 59, "left": 0, "bottom": 34, "right": 0])
    #expect(safe["landscape"] == ["top": 0, "left": 59, "bottom": 21, "right": 59])
  }

  @Test func jsonListsEveryScreenClass() throws {
    let result = try KbsimProcess.run(["devices", "--format", "json"])
    #expect(result.status == 0)
    let devices = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    // 13 iPhone and 9 iPad screen classes (docs/sources.md#screen-sizes, and the iPhone Air's),
    // and the Display Zoom class 320×693 (docs/sources.md#display-zoom).
    let classes = Set(devices.compactMap { $0["class"] as? String })
    #expect(classes.count == 23)
    let fifteen = try #require(devices.first { $0["id"] as? String == "iphone-15" })
    #expect(fifteen["name"] as? String == "iPhone 15")
    let screen = try #require(fifteen["screen"] as? [String: Any])
    #expect(screen["width"] as? Int == 393)
    #expect(screen["height"] as? Int == 852)
  }

  @Test func aMissingLayoutsFolderIsOneLine() throws {
    let result = try KbsimProcess.run(["devices", "--layouts-dir", "/nonexistent"])
    #expect(result.status != 0)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr == "Error: --layouts-dir '/nonexistent' is not a folder: no layouts there\n")
  }

  @Test func aBrokenCatalogIsOneLine() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("kbsim-layouts-\(UUID().uuidString)")
    let devices = root.appendingPathComponent("devices")
    try FileManager.default.createDirectory(at: devices, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    try #"{"schema": 1, "sources": {}"#.write(
      to: devices.appendingPathComponent("sources.json"), atomically: true, encoding: .utf8)
    let result = try KbsimProcess.run(["devices", "--layouts-dir", root.path])
    #expect(result.status != 0)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr.hasSuffix(
        "sources.json:1:28: malformed JSON: unexpected end of input, expected ',' or '}'\n"))
  }
}
