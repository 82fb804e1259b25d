import Foundation
import Testing

/// The README's module table says what `Package.swift` says, and no source file imports a
/// module its target does not depend on (SwiftPM lets a file import any module built before it,
/// so the build alone would not notice).
struct ModuleTableTests {
  /// The targets of `Package.swift` (tests aside) with their dependencies, in file order:
  /// `.target(name: "X", dependencies: ["A", .product(name: "B", package: …)], …)`.
  static func packageTargets() throws -> [(name: String, dependencies: [String])] {
    let text = try SourceTree.text("Package.swift")
    var targets: [(String, [String])] = []
    let kinds = [".target(", ".executableTarget(", ".systemLibrary("]
    var rest = Substring(text)
    while let start = kinds.compactMap({ rest.range(of: $0) }).min(by: {
      $0.lowerBound < $1.lowerBound
    }) {
      let body = Self.balanced(rest[start.upperBound...])
      rest = rest[body.endIndex...]
      guard let name = Self.firstQuoted(after: "name:", in: body) else { continue }
      var dependencies: [String] = []
      if let list = body.range(of: "dependencies: [") {
        let inner = Self.balanced(body[list.upperBound...], open: "[", close: "]")
        var scan = inner
        while let quote = scan.firstIndex(of: "\"") {
          let after = scan[scan.index(after: quote)...]
          guard let end = after.firstIndex(of: "\"") else { break }
          let word = String(after[..<end])
          // `.product(name: "B", package: "p")`: the product's name, not its package's.
          let before = scan[..<quote]
          if !before.hasSuffix("package: ") { dependencies.append(word) }
          scan = after[after.index(after: end)...]
        }
      }
      targets.append((name, dependencies))
    }
    return targets
  }

  /// The text up to the bracket that closes the one just before `text`.
  static func balanced(_ text: Substring, open: Character = "(", close: Character = ")")
    -> Substring
  {
    var depth = 1
    var index = text.startIndex
    while index < text.endIndex {
      if text[index] == open { depth += 1 }
      if text[index] == close {
        depth -= 1
        if depth == 0 { return text[..<index] }
      }
      index = text.index(after: index)
    }
    return text
  }

  static func firstQuoted(after label: String, in text: Substring) -> String? {
    guard let range = text.range(of: label) else { return nil }
    let after = text[range.upperBound...]
    guard let open = after.firstIndex(of: "\"") else { return nil }
    let inner = after[after.index(after: open)...]
    guard let close = inner.firstIndex(of: "\"") else { return nil }
    return String(inner[..<close])
  }

  /// The README's module table: module → the modules of its "depends on" column.
  static func readmeTable() throws -> [String: [String]] {
    let readme = try SourceTree.text("README.md")
    guard let section = readme.range(of: "## Modules\n") else { return [:] }
    var table: [String: [String]] = [:]
    for line in readme[section.upperBound...].split(separator: "\n") {
      if line.hasPrefix("## ") { break }
      let cells = line.split(separator: "|", omittingEmptySubsequences: false)
        .map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count >= 4, cells[1].hasPrefix("`") else { continue }
      let name = cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
      let dependencies =
        cells[2] == "—"
        ? []
        : cells[2].split(separator: ",").map {
          $0.trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: "`")))
        }
      table[name] = dependencies
    }
    return table
  }

  @Test func theReadmeTableListsEveryTargetWithItsDependencies() throws {
    let targets = try Self.packageTargets()
    #expect(targets.count > 10, "Package.swift was not read")
    let table = try Self.readmeTable()
    for target in targets {
      let row = try #require(table[target.name], "the README's module table lacks \(target.name)")
      #expect(
        Set(row) == Set(target.dependencies),
        "\(target.name): README says \(row.sorted()), Package.swift says \(target.dependencies.sorted())"
      )
    }
    let names = Set(targets.map(\.name))
    #expect(Set(table.keys).subtracting(names).isEmpty, "README rows for no target")
  }

  /// Modules every target may import without declaring them: the toolchain's.
  static let toolchainModules: Set<String> = [
    "Foundation", "FoundationEssentials", "FoundationXML", "Glibc", "Musl", "Darwin", "Dispatch",
    "Synchronization", "Testing", "XCTest", "UIKit", "CoreGraphics", "Observation", "os",
  ]

  @Test func sourceFilesImportOnlyTheirTargetsDependencies() throws {
    for target in try Self.packageTargets() {
      let allowed = Set(target.dependencies).union(Self.toolchainModules)
      for file in SourceTree.swiftFiles(under: "Sources/\(target.name)") {
        let stray = SourceTree.imports(in: file.text).subtracting(allowed)
        #expect(
          stray.isEmpty, "\(file.path) imports \(stray.sorted()), not in its target's dependencies")
      }
    }
  }
}
