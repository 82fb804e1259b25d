import JSONInput
import InputTraits
import KeyboardModel
import Autocorrection

/// The three renderings of a `kbsim type` run.
struct TypeOutput {
  var result: TypingResult
  var events: [TypingEvent]
  var lint: [LintFinding]
  var corrections: [Correction] = []
  var misspellings: [Misspelling] = []
  /// The typos, when the person makes them (`--typos`).
  var typos: [Typo]?

  /// The committed text and a newline.
  var text: String { result.committed + "\n" }

  /// Lint findings and refused characters, for stderr in text mode.
  var notes: String {
    var lines = lint.map { "lint: \($0.severity.rawValue) \($0.rule): \($0.message)" }
    for refusal in result.refused {
      lines.append(
        "refused: \(jsonString(refusal.character)) at \(refusal.index): \(refusal.reason)")
    }
    for correction in corrections {
      lines.append(
        "corrected: \(jsonString(correction.typed)) → \(jsonString(correction.corrected)) at "
          + "\(correction.range.graphemes.location) (\(correction.kind.rawValue))")
    }
    for misspelling in misspellings {
      lines.append(
        "misspelled: \(jsonString(misspelling.word)) at \(misspelling.range.graphemes.location)")
    }
    if let typos {
      for typo in typos {
        lines.append(
          "typo: \(typo.kind.rawValue) \(jsonString(typo.intended)) → \(jsonString(typo.typed)) "
            + "in \(jsonString(typo.word)) at \(typo.index): "
            + (typo.outcome.map { "\($0.rawValue), \(jsonString(typo.result ?? ""))" } ?? "unfinished"))
      }
      let count = { (outcome: Typo.Outcome) in typos.filter { $0.outcome == outcome }.count }
      lines.append(
        "typos: \(typos.count) made, \(count(.fixed)) fixed, \(count(.missed)) missed, "
          + "\(count(.worse)) made worse")
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// One JSON object on one line, keys in the documented order.
  var json: String {
    var object = JSONObjectWriter()
    object.add("committed", result.committed)
    object.add("displayed", result.displayed)
    object.add("taps", Int64(result.taps))
    object.add("extraTaps", Int64(result.extraTaps))
    object.addRaw("refused", "[" + result.refused.map(\.jsonObject).joined(separator: ",") + "]")
    object.addRaw("returnKey", result.returnKey?.jsonObject ?? "null")
    object.addRaw("corrections", "[" + corrections.map(\.jsonObject).joined(separator: ",") + "]")
    object.addRaw("misspelled", "[" + misspellings.map(\.jsonObject).joined(separator: ",") + "]")
    if let typos {
      object.addRaw("typos", "[" + typos.map(\.jsonObject).joined(separator: ",") + "]")
    }
    object.addRaw("lint", "[" + lint.map(Self.json).joined(separator: ",") + "]")
    return object.text + "\n"
  }

  /// One event per line.
  var jsonl: String { events.map { $0.jsonLine + "\n" }.joined() }

  /// A lint finding as `kbsim lint --format json` spells it.
  static func json(_ finding: LintFinding) -> String {
    var object = JSONObjectWriter()
    object.add("rule", finding.rule)
    object.add("severity", finding.severity.rawValue)
    object.add("field", finding.field)
    object.add("message", finding.message)
    var fix = JSONObjectWriter()
    for change in finding.fix {
      switch change.value {
      case .name(let name): fix.add(change.trait, name)
      case .bool(let value): fix.add(change.trait, value)
      case .null: fix.addRaw(change.trait, "null")
      }
    }
    object.addRaw("fix", fix.text)
    object.addRaw("advice", finding.advice.map(jsonString) ?? "null")
    object.add("source", finding.source)
    return object.text
  }
}
