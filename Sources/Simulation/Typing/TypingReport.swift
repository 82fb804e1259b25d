package import InputTraits
import JSONCoding
package import KeyboardModel

/// The notes and the JSON object of a `kbsim type` run.
///
/// Its text is the committed text, and its jsonl events stream as they are made. Each
/// rendering asks the engine for what it prints only.
package struct TypingReport {
  package var engine: TypingEngine
  package var lint: [LintFinding]
  /// The typos, when the person makes them (`--typos`).
  package var typos: [Typo]?

  /// The report of `engine`'s run, with the field's lint findings.
  package init(engine: TypingEngine, lint: [LintFinding], typos: [Typo]?) {
    self.engine = engine
    self.lint = lint
    self.typos = typos
  }

  /// Lint findings and refused characters, for stderr in text mode.
  package var notes: String {
    let corrections = engine.corrections
    let misspellings = engine.misspellings
    var lines = lint.map { "lint: \($0.severity.rawValue) \($0.rule): \($0.message)" }
    for refusal in engine.refusals {
      lines.append(
        "refused: \(JSONWriter.string(refusal.character)) at \(refusal.index): \(refusal.reason)")
    }
    for correction in corrections {
      lines.append(
        "corrected: \(JSONWriter.string(correction.typed)) → \(JSONWriter.string(correction.corrected)) at "
          + "\(correction.range.graphemes.location) (\(correction.kind.rawValue))")
    }
    for misspelling in misspellings {
      lines.append(
        "misspelled: \(JSONWriter.string(misspelling.word)) at \(misspelling.range.graphemes.location)"
      )
    }
    if let typos {
      for typo in typos {
        lines.append(
          "typo: \(typo.kind.rawValue) \(JSONWriter.string(typo.intended)) → \(JSONWriter.string(typo.typed)) "
            + "in \(JSONWriter.string(typo.word)) at \(typo.index): "
            + (typo.outcome.map { "\($0.rawValue), \(JSONWriter.string(typo.result ?? ""))" }
              ?? "unfinished"))
      }
      let count = { (outcome: Typo.Outcome) in typos.filter { $0.outcome == outcome }.count }
      lines.append(
        "typos: \(typos.count) made, \(count(.fixed)) fixed, \(count(.missed)) missed, "
          + "\(count(.worse)) made worse")
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// One JSON object on one line, keys in the documented order.
  package var json: String {
    let result = engine.result
    let corrections = engine.corrections
    let misspellings = engine.misspellings
    var members: [(String, JSONValue)] = [
      ("committed", .string(result.committed)), ("displayed", .string(result.displayed)),
      ("taps", .number(result.taps)), ("extraTaps", .number(result.extraTaps)),
      ("refused", .array(result.refused.map(\.json))),
      ("returnKey", result.returnKey?.json ?? .null),
      ("corrections", .array(corrections.map(\.json))),
      ("misspelled", .array(misspellings.map(\.json))),
    ]
    if let typos { members.append(("typos", .array(typos.map(\.json)))) }
    members.append(("lint", .array(lint.map(\.json))))
    return JSONWriter.line(.object(members)) + "\n"
  }
}
