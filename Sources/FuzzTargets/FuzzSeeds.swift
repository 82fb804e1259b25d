package import Foundation
import JSONCoding

/// Where a target's seed corpus comes from: files of the repository, read when the corpus is
/// made (`kbsim-fuzz --seeds`), so that no corpus is kept in git.
///
/// A struct rather than an enum with payloads: LeakSanitizer cannot see a pointer that a
/// multi-payload enum keeps with its case in the spare bits, and would report the arrays of
/// ``FuzzTarget/all`` as leaked.
package struct FuzzSeeds: Sendable {
  enum Kind: Sendable { case files, lines, values, generated }

  let kind: Kind
  let folders: [String]
  let extensions: [String]
  let key: String
  let make: (@Sendable @MainActor () throws -> [Data])?

  /// Every file under the folders (recursively) whose name ends with one of the extensions.
  package static func files(under folders: [String], extensions: [String]) -> FuzzSeeds {
    FuzzSeeds(kind: .files, folders: folders, extensions: extensions, key: "", make: nil)
  }

  /// Every non-empty line of those files, one seed each (JSON Lines).
  package static func lines(under folders: [String], extensions: [String]) -> FuzzSeeds {
    FuzzSeeds(kind: .lines, folders: folders, extensions: extensions, key: "", make: nil)
  }

  /// The value of every member named `key` in the JSON files under the folders, each printed
  /// as a document of its own (the `traits` objects of forms and scripts, say).
  package static func values(ofKey key: String, under folders: [String]) -> FuzzSeeds {
    FuzzSeeds(kind: .values, folders: folders, extensions: ["json"], key: key, make: nil)
  }

  /// Inputs the code makes (a plan printed by the planner, key tokens for sample text).
  package static func generated(_ make: @escaping @Sendable @MainActor () throws -> [Data])
    -> FuzzSeeds
  {
    FuzzSeeds(kind: .generated, folders: [], extensions: [], key: "", make: make)
  }

  /// The seeds, read from the repository at `root`.
  @MainActor
  package func collect(root: URL) throws -> [Data] {
    switch kind {
    case .files:
      return try Self.files(folders, extensions, root: root).map { try Data(contentsOf: $0) }
    case .lines:
      return try Self.files(folders, extensions, root: root).flatMap { url in
        try Data(contentsOf: url).split(separator: 0x0A).map { Data($0) }
      }
    case .values:
      var seeds: [Data] = []
      for url in try Self.files(folders, extensions, root: root) {
        guard let document = try? JSONDocument(data: Data(contentsOf: url), source: url.path)
        else { continue }
        Self.visit(document.root) { member, value in
          if member == key {
            seeds.append(Data(JSONWriter.pretty(value, style: .inlineLeaves).utf8))
          }
        }
      }
      return seeds
    case .generated:
      return try make?() ?? []
    }
  }

  /// Calls `body` with every object member under `value`, depth first.
  static func visit(_ value: JSONValue, _ body: (String, JSONValue) -> Void) {
    switch value {
    case .object(let object):
      for member in object {
        body(member.key, member.value)
        visit(member.value, body)
      }
    case .array(let array):
      for element in array { visit(element, body) }
    default: break
    }
  }

  /// The files under `folders` of `root` with one of `extensions`, sorted by path.
  static func files(_ folders: [String], _ extensions: [String], root: URL) throws -> [URL] {
    var found: [URL] = []
    for folder in folders {
      let base = root.appendingPathComponent(folder)
      guard
        let walker = FileManager.default.enumerator(
          at: base, includingPropertiesForKeys: [.isRegularFileKey])
      else { continue }
      for case let url as URL in walker
      where extensions.contains(url.pathExtension) && !url.path.contains("/.build") {
        found.append(url)
      }
    }
    return found.sorted { $0.path < $1.path }
  }
}
