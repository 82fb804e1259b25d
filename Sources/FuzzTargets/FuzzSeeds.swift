public import Foundation
import JSONCoding

/// Where a target's seed corpus comes from: files of the repository, read when the corpus is
/// made (`kbsim-fuzz --seeds`), so that no corpus is kept in git.
public enum FuzzSeeds: Sendable {
  /// Every file under the folders (recursively) whose name ends with one of the extensions.
  case files(under: [String], extensions: [String])
  /// Every non-empty line of those files, one seed each (JSON Lines).
  case lines(under: [String], extensions: [String])
  /// The value of every member named `key` in the JSON files under the folders, each printed
  /// as a document of its own (the `traits` objects of forms and scripts, say).
  case values(ofKey: String, under: [String])
  /// Inputs the code makes (a plan printed by the planner, key tokens for sample text).
  case generated(@Sendable @MainActor () throws -> [Data])

  /// The seeds, read from the repository at `root`.
  @MainActor
  public func collect(root: URL) throws -> [Data] {
    switch self {
    case .files(let folders, let extensions):
      return try Self.files(folders, extensions, root: root).map { try Data(contentsOf: $0) }
    case .lines(let folders, let extensions):
      return try Self.files(folders, extensions, root: root).flatMap { url in
        try Data(contentsOf: url).split(separator: 0x0A).map { Data($0) }
      }
    case .values(let key, let folders):
      var seeds: [Data] = []
      for url in try Self.files(folders, ["json"], root: root) {
        guard let document = try? JSONDocument(data: Data(contentsOf: url), source: url.path)
        else { continue }
        Self.visit(document.root) { member, value in
          if member == key { seeds.append(Data(JSONWriter.pretty(value, style: .inlineLeaves).utf8)) }
        }
      }
      return seeds
    case .generated(let make):
      return try make()
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
