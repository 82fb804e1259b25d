public import Diagnostics

extension TypingEngine {
  /// Taps the keys a line of tap tokens names (whitespace-separated, as `kbsim type --taps` and
  /// a script's `taps` step spell them: ``KeyTap/init(parsing:)``), handing the recorded events
  /// to `sink` a batch at a time.
  ///
  /// ```swift
  /// try engine.tap(tokens: "h i 123 1 space e>eacute") { events in print(events.count) }
  /// engine.committedText  // "hi1 é"
  /// ```
  ///
  /// - Throws: ``KeyboardModelError`` naming the first token (by its position) that does not
  ///   parse (`malformedToken`) or is not on the current plane (`unknownKey`).
  public func tap(tokens line: String, draining sink: ([TypingEvent]) -> Void = { _ in })
    throws(KeyboardModelError)
  {
    let tokens = line.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
    sink(takeEvents())
    for (index, token) in tokens.enumerated() {
      let tap: KeyTap
      do {
        tap = try KeyTap(parsing: String(token))
      } catch {
        throw KeyboardModelError(
          code: .malformedToken,
          message: "tap \(index + 1) \(quoted(String(token))): unknown keysym in a long press")
      }
      guard self.tap(tap) else {
        throw KeyboardModelError(
          code: .unknownKey,
          message:
            "tap \(index + 1) \(quoted(String(token))): no such key on the \(currentPlane.name) plane"
        )
      }
      if index % 1024 == 1023 { sink(takeEvents()) }
    }
    sink(takeEvents())
  }
}
