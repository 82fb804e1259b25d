import JSONInput
import InputTraits
import KeyboardModel

/// The three renderings of a `kbsim type` run.
struct TypeOutput {
  var result: TypingResult
  var events: [TypingEvent]
  var lint: [LintFinding]

  /// The committed text and a newline.
  var text: String { result.committed + "\n" }

  /// Lint findings and refused characters, for stderr in text mode.
  var notes: String {
    var lines = lint.map { "lint: \($0.severity.rawValue) \($0.rule): \($0.message)" }
    for refusal in result.refused {
      lines.append(
        "refused: \(jsonString(refusal.character)) at \(refusal.index): \(refusal.reason)")
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
