import Foundation

/// The repository's files, read from the source tree the tests were built from.
enum SourceTree {
  /// The package root: three levels above this file (Tests/RepositoryTests/SourceTree.swift).
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Every `.swift` file under `folder` (relative to the root), with its relative path.
  static func swiftFiles(under folder: String) -> [(path: String, text: String)] {
    let base = root.appendingPathComponent(folder)
    guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
    else { return [] }
    var files: [(String, String)] = []
    for case let url as URL in walker where url.pathExtension == "swift" {
      let relative = String(url.path.dropFirst(root.path.count + 1))
      if relative.contains("/Fixtures/") { continue }
      files.append((relative, (try? String(contentsOf: url, encoding: .utf8)) ?? ""))
    }
    return files.sorted { $0.0 < $1.0 }
  }

  /// The text of a file relative to the root.
  static func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The modules a source file imports (`import X`, `public import X`, `@_exported public import X`).
  static func imports(in text: String) -> Set<String> {
    var modules: Set<String> = []
    for line in text.split(separator: "\n") {
      let words = line.split(separator: " ").map(String.init)
      guard let index = words.firstIndex(of: "import"), index + 1 < words.count else { continue }
      let before = words[..<index]
      let modifiers: Set<String> = [
        "public", "package", "internal", "@_exported", "@preconcurrency",
      ]
      guard before.allSatisfy({ modifiers.contains($0) }) else { continue }
      modules.insert(words[index + 1])
    }
    return modules
  }
}
