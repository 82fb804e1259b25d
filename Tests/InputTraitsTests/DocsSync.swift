import Foundation
import InputTraits
import Testing

/// Reads and checks generated blocks of docs/traits.md: the text between
/// `<!-- BEGIN name -->` and `<!-- END name -->` must equal what the code produces.
///
/// With `RECORD_DOCS=1` the block is rewritten and the check fails, so a recording never passes.
enum DocsSync {
  static var docURL: URL {
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("docs/traits.md")
  }

  static func expectBlock(
    _ name: String, equals generated: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let text = try String(contentsOf: docURL, encoding: .utf8)
    let begin = "<!-- BEGIN \(name) -->\n"
    let end = "<!-- END \(name) -->"
    let start = try #require(text.range(of: begin), "no \(begin) in docs/traits.md")
    let stop = try #require(
      text.range(of: end, range: start.upperBound..<text.endIndex), "no \(end)")
    let current = String(text[start.upperBound..<stop.lowerBound])
    if ProcessInfo.processInfo.environment["RECORD_DOCS"] == "1", current != generated {
      let updated = text.replacingCharacters(
        in: start.upperBound..<stop.lowerBound, with: generated)
      try updated.write(to: docURL, atomically: true, encoding: .utf8)
      Issue.record("recorded block '\(name)' in docs/traits.md", sourceLocation: sourceLocation)
      return
    }
    #expect(
      current == generated, "docs/traits.md block '\(name)' is stale; run with RECORD_DOCS=1",
      sourceLocation: sourceLocation)
  }
}

@Suite(.serialized)
struct DocsSyncTests {
  @Test func effectiveTraitTableInTheDocsMatchesTheCode() throws {
    try DocsSync.expectBlock("effective-traits", equals: EffectiveTraits.markdownTable())
  }

  @Test func traitTablesInTheDocsMatchTheCode() throws {
    try DocsSync.expectBlock("trait-values", equals: TraitTables.enumerations())
    try DocsSync.expectBlock("content-types", equals: TraitTables.contentTypes())
  }

  @Test func lintRuleTableInTheDocsMatchesTheCode() throws {
    try DocsSync.expectBlock("lint-rules", equals: TraitLintRule.markdownTable())
  }
}
