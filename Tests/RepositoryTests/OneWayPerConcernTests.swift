import Foundation
import Testing

/// The cross-cutting concerns have one home each: JSON is parsed and
/// printed only in `JSONCoding`, did-you-mean suggestions come from `Diagnostics` alone.
struct OneWayPerConcernTests {
  static let forbiddenOutsideJSONCoding = [
    "JSONEncoder", "JSONDecoder", "JSONSerialization", #""{\""#, "jsonString(",
  ]

  @Test(arguments: forbiddenOutsideJSONCoding)
  func jsonIsReadAndWrittenOnlyInJSONCoding(pattern: String) {
    let offenders = SourceTree.swiftFiles(under: "Sources")
      .filter { !$0.path.hasPrefix("Sources/JSONCoding/") && $0.text.contains(pattern) }
      .map(\.path)
    #expect(offenders.isEmpty, "\(pattern) outside Sources/JSONCoding: \(offenders)")
  }

  @Test func editDistanceLivesInDiagnosticsAlone() {
    let offenders = SourceTree.swiftFiles(under: "Sources")
      .filter { file in
        let code = file.text.split(separator: "\n")
          .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
          .joined(separator: "\n")
        return !file.path.hasPrefix("Sources/Diagnostics/")
          && (code.contains("func levenshtein") || code.contains("func editDistance")
            || code.contains("did you mean '"))
      }
      .map(\.path)
    #expect(offenders.isEmpty, "a second suggestion function: \(offenders)")
  }

  @Test func messagesNeverMatchOnText() {
    let offenders = SourceTree.swiftFiles(under: "Sources")
      .filter {
        $0.text.contains(#"message.contains("#) || $0.text.contains(#"message.hasPrefix("did"#)
      }
      .map(\.path)
    #expect(offenders.isEmpty, "errors matched on message text: \(offenders)")
  }

  @Test func uncheckedSendableSaysWhyItIsSafe() {
    var offenders: [String] = []
    for file in SourceTree.swiftFiles(under: "Sources") {
      let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
      for (index, line) in lines.enumerated() where line.contains("@unchecked Sendable") {
        let window = lines[max(0, index - 3)...min(lines.count - 1, index + 3)]
        if !window.contains(where: { $0.contains("// Safety:") }) {
          offenders.append("\(file.path):\(index + 1)")
        }
      }
    }
    #expect(offenders.isEmpty, "@unchecked Sendable without a // Safety: comment: \(offenders)")
  }

  /// The default Compose locale is one named constant, `ComposeTable.defaultLocale`.
  @Test func theDefaultComposeLocaleIsNamedOnce() {
    let offenders = SourceTree.swiftFiles(under: "Sources")
      .filter { $0.text.contains(#""en_US.UTF-8""#) && $0.path != "Sources/XKB/Compose.swift" }
      .map(\.path)
    #expect(offenders.isEmpty, "en_US.UTF-8 instead of ComposeTable.defaultLocale: \(offenders)")
  }

  /// `Hunspell_suggest` costs 30–700 ms a word on de_DE and fr_FR: the corrector ranks words
  /// one edit away from its word lists and hunspell's check instead (a fuzzer's text with
  /// hundreds of distinct German misspellings ran for minutes).
  @Test func theCorrectorNeverAsksHunspellForSuggestions() {
    let offenders = SourceTree.swiftFiles(under: "Sources/Autocorrection")
      .filter { $0.text.contains(".suggest(") }
      .map(\.path)
    #expect(offenders.isEmpty, "Hunspell_suggest on the typing path: \(offenders)")
  }
}
