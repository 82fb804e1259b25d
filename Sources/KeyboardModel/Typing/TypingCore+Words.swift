/// Word boundaries: where the corrector's seam (``TextCorrecting``) is asked about a word.
extension TypingCore {
  /// Whether a typed byte ends a word (input-semantics.md §2.2): space, `. , : ; ! ?`.
  @inline(__always)
  func isTerminator(_ byte: UInt8) -> Bool {
    switch byte {
    case ASCII.space, ASCII.period, ASCII.comma, ASCII.colon, ASCII.semicolon, ASCII.exclamation,
      ASCII.question:
      true
    default: false
    }
  }

  /// Asks the corrector about the word before the caret (letters, digits, `'` and `’`).
  mutating func correctWord(terminator: Character) {
    guard let corrector else { return }
    var start = text.count
    while let (scalar, begin) = text.scalar(before: start),
      scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "'"
        || scalar == "\u{2019}"
    {
      start = begin
    }
    guard start < text.count else { return }
    let word = String(decoding: text.suffix(from: start), as: UTF8.self)
    let boundary = WordBoundary(
      word: word, terminator: terminator, isAutocorrectionEnabled: setup.effective.autocorrection,
      isSpellCheckingEnabled: setup.effective.spellChecking)
    guard let replacement = corrector.correction(at: boundary), replacement != word else { return }
    text.removeLast(text.count - start)
    text.append(contentsOf: replacement.utf8)
    if setup.records { log.events.append(.correction(word: word, replacement: replacement)) }
  }
}
