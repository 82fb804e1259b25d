import Foundation
import InputTraits
import Testing
import TraitScan

struct ProjectScannerTests {
  /// A tree with a storyboard, a Swift file, an Objective-C file, a generated copy, a broken
  /// storyboard and a binary file named `.swift`.
  static func makeTree() throws -> URL {
    let root = try Support.temporaryDirectory()
    let manager = FileManager.default
    func write(_ path: String, _ data: Data) throws {
      let url = root.appendingPathComponent(path)
      try manager.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url)
    }
    let storyboard = Support.storyboard(#"<textField id="f"/>"#)
    try write("App/Main.storyboard", storyboard)
    try write("App/Broken.storyboard", Data("<document><scenes>".utf8))
    try write(
      "App/Login.swift", Data("import UIKit\nfunc f() { field.keyboardType = .URL }\n".utf8))
    try write("App/Logo.swift", Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0x1A]))
    try write(
      "App/Legacy.m",
      Data("@implementation L\n- (void)f { [f setSecureTextEntry:YES]; }\n@end\n".utf8))
    try write("App/fr.xcloc/Source Contents/Main.storyboard", storyboard)
    try write("App/build/Intermediates/Main.storyboard", storyboard)
    try write(
      "App/Pods/Lib/Field.swift", Data("import UIKit\nfunc f() { x.keyboardType = .URL }\n".utf8))
    try write("App/README.md", Data("# not scanned\n".utf8))
    try write(
      ".hidden/Secret.swift", Data("import UIKit\nfunc f() { x.keyboardType = .URL }\n".utf8))
    return root
  }

  @Test func aTreeIsScannedAndEveryFailureReportedWhileTheRestGoesOn() throws {
    let root = try Self.makeTree()
    defer { try? FileManager.default.removeItem(at: root) }
    let app = root.appendingPathComponent("App").path
    let result = ProjectScanner().scan(
      ScanOptions(paths: [app, root.appendingPathComponent("Nowhere").path]))
    #expect(result.fields.map(\.source) == [.objC, .uiKit, .interfaceBuilder, .uiKit])
    #expect(result.filesRead == [.interfaceBuilder: 2, .swift: 3, .objC: 1])
    #expect(result.generatedSkipped == 2)
    #expect(
      result.failures.map { "\($0.code) \(URL(fileURLWithPath: $0.file ?? "").lastPathComponent)" }
        == [
          "missingPath Nowhere", "malformedXML Broken.storyboard", "notText Logo.swift",
        ])
  }

  @Test func excludesAndGeneratedFolders() throws {
    let root = try Self.makeTree()
    defer { try? FileManager.default.removeItem(at: root) }
    let app = root.appendingPathComponent("App").path
    let excluded = ProjectScanner().scan(
      ScanOptions(paths: [app], excludes: ["*/Pods/*", "Broken.*", "Logo.swift"]))
    #expect(excluded.excluded == 3)
    #expect(excluded.failures.isEmpty)
    let everything = ProjectScanner().scan(ScanOptions(paths: [app], includeGenerated: true))
    #expect(everything.generatedSkipped == 0)
    #expect(everything.count(.interfaceBuilder) == 3)
  }

  @Test func oneWorkerAndManyGiveTheSameResult() throws {
    let root = try Self.makeTree()
    defer { try? FileManager.default.removeItem(at: root) }
    let app = root.appendingPathComponent("App").path
    let serial = ProjectScanner().scan(ScanOptions(paths: [app], jobs: 1))
    let parallel = ProjectScanner().scan(ScanOptions(paths: [app], jobs: 8))
    #expect(serial.fields == parallel.fields)
    #expect(serial.failures.map(\.message) == parallel.failures.map(\.message))
  }

  @Test(.enabled(if: getuid() != 0, "root reads every file"))
  func anUnreadableFileIsReported() throws {
    let root = try Support.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let path = root.appendingPathComponent("Secret.swift").path
    try Data("let x = 1\n".utf8).write(to: URL(fileURLWithPath: path))
    chmod(path, 0)
    let result = ProjectScanner().scan(ScanOptions(paths: [path]))
    #expect(result.failures.map(\.code) == [.unreadable])
  }

  @Test func aDanglingLinkIsReported() throws {
    let root = try Support.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent("Gone.swift").path, withDestinationPath: "/nonexistent")
    let result = ProjectScanner().scan(ScanOptions(paths: [root.path]))
    #expect(result.failures.map(\.code) == [.unreadable])
  }
}
