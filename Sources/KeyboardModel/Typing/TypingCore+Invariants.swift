import Diagnostics

#if DEBUG
/// What must hold between the groups of the engine's state after every public call; checked
/// by the tests (debug builds only, so the hot path pays nothing in release builds).
extension TypingCore {
  /// The broken invariants, one line each; empty when the state is consistent.
  func invariantViolations() -> [String] {
    var problems: [String] = []
    func require(_ condition: Bool, _ problem: @autoclosure () -> String) {
      if !condition { problems.append(problem()) }
    }
    require(
      compiled.planeNames.indices.contains(display.plane),
      "plane \(display.plane) is not one of \(compiled.planeNames.count) planes")
    require(
      display.shownShift == display.shift.display(autoShift: display.autoShift),
      "the shift key shows \(display.shownShift), its state says otherwise")
    require(display.autoShift == computeAutoShift(), "auto-shift is stale")
    require(
      !display.shift.isCapsLocked || !display.shift.isOneShot,
      "caps lock and a one-shot shift at once")
    require(
      field.typistRangeStart >= 0 && field.typistRangeStart <= text.count,
      "Typist's range starts at \(field.typistRangeStart), past the text (\(text.count) bytes)")
    if let undo = field.smartUndo {
      require(undo.start <= text.count, "a smart undo starts past the end of the text")
    }
    require(
      field.returnEnabled == (!setup.traits.enablesReturnKeyAutomatically || !text.isEmpty),
      "the return key's enabled state does not follow the text")
    require(
      !field.clearOnNextEdit || (setup.effective.isSecure && !text.isEmpty),
      "clear-on-edit is armed outside a secure field with text")
    require(
      field.revealUntil == nil || setup.effective.isSecure,
      "a character is revealed outside a secure field")
    require(clock.taps >= clock.extraTaps, "more extra taps than taps")
    require(setup.records || log.events.isEmpty, "events recorded while recording is off")
    require(
      String(validUTF8: text.bytes) != nil, "the text is not valid UTF-8")
    for records in [words.corrections, words.misspellings] {
      require(
        zip(records, records.dropFirst()).allSatisfy { $0.end <= $1.start },
        "word records overlap or are out of text order")
      require(
        records.allSatisfy { $0.start < $0.end && $0.end <= text.count },
        "a word record lies outside the text")
    }
    for record in words.corrections {
      let bytes = text.bytes[min(record.start, text.count)..<min(record.end, text.count)]
      require(
        String(decoding: bytes, as: UTF8.self) == record.corrected,
        "the text no longer holds the correction \(record.corrected)")
    }
    if let revertible = words.revertible {
      require(words.corrections.indices.contains(revertible), "a revert armed for no correction")
    }
    require(!setup.effective.isSecure || words.corrections.isEmpty, "a secure field was corrected")
    require(
      text.graphemeCount == text.string.count,
      "the field counts \(text.graphemeCount) graphemes, its text has \(text.string.count)")
    if let lettersPlane = compiled.lettersPlane {
      require(
        compiled.planeKeys[lettersPlane].shift != nil, "the letters plane has no shift key")
    }
    return problems
  }
}
#endif
