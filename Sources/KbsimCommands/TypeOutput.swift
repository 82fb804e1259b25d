import JSONCoding
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
        "refused: \(JSONWriter.string(refusal.character)) at \(refusal.index): \(refusal.reason)")
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// One JSON object on one line, keys in the documented order.
  var json: String {
    let object: JSONValue = [
      "committed": .string(result.committed), "displayed": .string(result.displayed),
      "taps": .number(result.taps), "extraTaps": .number(result.extraTaps),
      "refused": .array(result.refused.map(\.json)), "returnKey": result.returnKey?.json ?? .null,
      "lint": .array(lint.map(\.json)),
    ]
    return JSONWriter.line(object) + "\n"
  }

  /// One event per line.
  var jsonl: String { events.map { $0.jsonLine + "\n" }.joined() }
}
