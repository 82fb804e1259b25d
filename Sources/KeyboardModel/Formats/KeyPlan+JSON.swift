import JSONCoding
package import XKB

extension KeyPlan {
  /// Writes `{"layout", "cost", "steps", "skipped"}` on one line, as `kbsim plan --format json`
  /// prints it: the steps made and written one at a time, so a long text's plan never exists as
  /// JSON values all at once.
  ///
  /// - Parameters:
  ///   - layout: The layout the plan is for.
  ///   - write: Receives the line's text, piece by piece, in order (no line break).
  package func writeJSONLine(layout: RuleNames, _ write: (String) -> Void) {
    let steps = lazySteps.lazy.map { step -> JSONValue in
      [
        "text": .string(step.text),
        "tokens": .array(step.strokes.flatMap(\.tokens).map { .string($0.description) }),
        "cost": .number(step.cost),
      ]
    }
    let document: JSONValue = [
      "layout": .string(layout.description), "cost": .number(cost), "steps": [],
      "skipped": .array(skipped.map { .string($0) }),
    ]
    JSONWriter.lineStreaming(document, streaming: "steps", elements: steps, write: write)
  }
}
