import Foundation
import Testing

/// The DocC catalogs' examples are code that runs.
///
/// Every example file in `Examples/` is compiled into this test target and run as its tests, and the catalog article that shows it holds
/// exactly the file's text, in the ```swift block after an `@Comment { Example: path }`
/// directive. `RECORD_SNAPSHOTS=1` copies the files into the articles and fails, so a recording
/// never passes silently. `make docs` (Tools/build-docs.sh) checks the links.
struct CatalogExampleTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// An example shown in an article.
  struct Shown: CustomTestStringConvertible, Sendable {
    /// The article, relative to the root.
    var article: String
    /// The example file, relative to the root.
    var example: String
    /// The block's text, between the fences; nil when no ```swift block follows the comment.
    var block: String?
    /// Where the block's text sits in the article (or where a block belongs).
    var range: Range<String.Index>

    var testDescription: String { "\(example) in \(article)" }
  }

  /// Every `Sources/<Module>/<Module>.docc` folder, relative to the root.
  static func catalogs() -> [String] {
    let sources = root.appendingPathComponent("Sources")
    let modules = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
    return modules.sorted().map { "Sources/\($0)/\($0).docc" }
      .filter { FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path) }
  }

  /// Every Markdown file of every catalog, relative to the root.
  static func articles() -> [String] {
    catalogs().flatMap { catalog -> [String] in
      let base = root.appendingPathComponent(catalog)
      guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [] }
      return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".md") }.sorted()
        .map { "\(catalog)/\($0)" }
    }
  }

  static func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The examples an article shows: each `@Comment { … Example: path … }` directive (or, in
  /// the README, `<!-- Example: path -->`) and the ```swift block right after it.
  static func shown(in article: String) throws -> [Shown] {
    let text = try text(article)
    var result: [Shown] = []
    var position = text.startIndex
    while let (comment, closer) = nextComment(in: text, from: position) {
      guard let close = text.range(of: closer, range: comment.upperBound..<text.endIndex) else {
        break
      }
      position = close.upperBound
      let body = text[comment.upperBound..<close.lowerBound]
      guard let marker = body.range(of: "Example: ") else { continue }
      let example = body[marker.upperBound...].prefix { !$0.isWhitespace }
      guard let open = text.range(of: "```swift\n", range: close.upperBound..<text.endIndex),
        text[close.upperBound..<open.lowerBound].allSatisfy(\.isWhitespace),
        let end = closingFence(in: text, from: open.upperBound)
      else {
        let here = close.upperBound..<close.upperBound
        result.append(Shown(article: article, example: String(example), block: nil, range: here))
        continue
      }
      let range = open.upperBound..<end
      result.append(
        Shown(article: article, example: String(example), block: String(text[range]), range: range))
      position = end
    }
    return result
  }

  /// The next DocC comment directive or HTML comment from `position`, with what closes it.
  static func nextComment(in text: String, from position: String.Index)
    -> (Range<String.Index>, String)?
  {
    let candidates = [("@Comment {", "}"), ("<!--", "-->")].compactMap { opener, closer in
      text.range(of: opener, range: position..<text.endIndex).map { ($0, closer) }
    }
    return candidates.min { $0.0.lowerBound < $1.0.lowerBound }
  }

  /// Where the fence that closes a block starting at `start` begins: the first line that is
  /// exactly ```.
  static func closingFence(in text: String, from start: String.Index) -> String.Index? {
    if text[start...].hasPrefix("```\n") { return start }
    return text.range(of: "\n```\n", range: start..<text.endIndex).map {
      text.index(after: $0.lowerBound)
    }
  }

  /// What the catalogs show, then what the README shows.
  static func allShown() throws -> [Shown] {
    try articles().flatMap(shown(in:)) + shown(in: "README.md")
  }

  @Test(arguments: try allShown())
  func articleShowsTheExampleFileExactly(_ shown: Shown) throws {
    let file = try Self.text(shown.example)
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1", shown.block != file {
      var article = try Self.text(shown.article)
      article.replaceSubrange(
        shown.range, with: shown.block == nil ? "\n\n```swift\n\(file)```" : file)
      try article.write(
        to: Self.root.appendingPathComponent(shown.article), atomically: true, encoding: .utf8)
      Issue.record(
        "copied \(shown.example) into \(shown.article); run again without RECORD_SNAPSHOTS")
      return
    }
    #expect(
      shown.block == file,
      "\(shown.article) does not show \(shown.example) as it is; RECORD_SNAPSHOTS=1 copies it")
  }

  @Test func everyExampleFileIsShownOnce() throws {
    let folder = "Tests/DocumentationTests/Examples"
    let files = try FileManager.default.contentsOfDirectory(
      atPath: Self.root.appendingPathComponent(folder).path
    ).filter { $0.hasSuffix(".swift") }.map { "\(folder)/\($0)" }.sorted()
    let shown = try Self.articles().flatMap(Self.shown(in:)).map(\.example).sorted()
    #expect(shown == files, "each file of \(folder) is shown by exactly one catalog article")
  }

  @Test func theReadmeShowsTheSimulationExample() throws {
    let shown = try Self.shown(in: "README.md").map(\.example)
    #expect(shown.contains("Tests/DocumentationTests/Examples/SimulationExample.swift"))
  }

  @Test func everyCatalogLandingPageShowsARunnableExample() throws {
    for catalog in Self.catalogs() {
      let module = (catalog as NSString).lastPathComponent.replacingOccurrences(
        of: ".docc", with: "")
      let landing = "\(catalog)/\(module).md"
      let examples = try Self.shown(in: landing)
      #expect(
        !examples.isEmpty, "\(landing) shows no example from Tests/DocumentationTests/Examples")
    }
  }

  /// Every library product's targets have a catalog.
  @Test func everyLibraryProductHasACatalog() throws {
    let manifest = try Self.text("Package.swift")
    let pattern = #/\.library\(\s*name:\s*"[^"]+",\s*targets:\s*\[([^\]]*)\]/#
    let targets = manifest.matches(of: pattern).flatMap { match in
      match.output.1.split(separator: ",").map {
        $0.trimmingCharacters(in: CharacterSet(charactersIn: " \n\""))
      }
    }
    #expect(!targets.isEmpty)
    let catalogs = Self.catalogs()
    for target in targets {
      #expect(catalogs.contains("Sources/\(target)/\(target).docc"), "no catalog for \(target)")
    }
  }
}
