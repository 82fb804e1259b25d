/// Word boundaries: where the corrector's seam (``TextCorrecting``) reviews a word, how a
/// correction is undone, and the corrections and misspellings that stand in the text.
extension TypingCore {
  /// Whether a typed byte ends a word (docs/sources.md#autocorrection-commit-and-undo): space,
  /// `. , : ; ! ?`, and closing brackets and quotes.
  @inline(__always)
  func isTerminator(_ byte: UInt8) -> Bool {
    switch byte {
    case ASCII.space, ASCII.period, ASCII.comma, ASCII.colon, ASCII.semicolon, ASCII.exclamation,
      ASCII.question, ASCII.closingParenthesis, ASCII.closingBracket, ASCII.closingBrace,
      ASCII.quote:
      true
    default: false
    }
  }

  /// Whether a scalar is a letter (ASCII without a table lookup).
  @inline(__always)
  static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.value < 0x80 {
      let value = scalar.value | 0x20
      return value >= 0x61 && value <= 0x7A
    }
    return scalar.properties.isAlphabetic
  }

  /// Whether a word can start with `scalar`: a letter, a digit or an apostrophe, not a mark.
  @inline(__always)
  static func startsWord(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.value < 0x80 { return isWordScalar(scalar) }
    return isWordScalar(scalar) && scalar.properties.generalCategory != .nonspacingMark
  }

  /// Whether a scalar belongs to a word: letters, digits, marks and the word-medial `'` `’`.
  @inline(__always)
  static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.value < 0x80 {
      let value = UInt8(scalar.value)
      return (value >= 0x61 && value <= 0x7A) || (value >= 0x41 && value <= 0x5A)
        || (value >= 0x30 && value <= 0x39) || value == ASCII.apostrophe
    }
    return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
      || scalar == "\u{2019}" || scalar.properties.generalCategory == .nonspacingMark
  }

  /// Asks the corrector about the word before the caret and applies its review.
  ///
  /// The word is the letters, digits and marks before the caret with the apostrophes between
  /// them; apostrophes before or after it bound it (an opening or closing quote, a plural
  /// possessive, an elision: docs/sources.md#word-boundary-apostrophes) and stay where they are
  /// whatever the corrector decides. The backward scans stop at the word and at the token's
  /// first whitespace, and never look further back than ``tokenScanLimit`` bytes before the
  /// word, so a long run without spaces costs the same per terminator as a short one.
  mutating func correctWord(terminator: Character) {
    guard let corrector, !setup.effective.isSecure else { return }
    // Apostrophes right before the caret close a quotation or a possessive: not the word's.
    var end = text.count
    while let (scalar, begin) = text.scalar(before: end), Self.isApostrophe(scalar) {
      words.scanWork &+= 1
      end = begin
      if text.count - end > Self.tokenScanLimit { return }
    }
    var start = end
    while let (scalar, begin) = text.scalar(before: start), Self.isWordScalar(scalar) {
      words.scanWork &+= 1
      start = begin
      if end - start > Self.tokenScanLimit { return }
    }
    // A word does not start with an apostrophe (an opening quote, an elided `’tis`), nor with a
    // mark left by what came before it (the U+FE0F of an emoji such as ❤️ is a mark).
    while let (scalar, next) = text.scalar(at: start), start < end,
      Self.isApostrophe(scalar) || !Self.startsWord(scalar)
    {
      words.scanWork &+= 1
      start = next
    }
    // Apostrophes that end the word's scalars (`don’’`) are trailing too.
    while let (scalar, begin) = text.scalar(before: end), begin >= start, Self.isApostrophe(scalar)
    {
      words.scanWork &+= 1
      end = begin
    }
    guard start < end else { return }
    // A record inside this word is stale: the person went back and changed the word.
    forgetWords(from: start)
    let word = String(decoding: text.bytes[start..<end], as: UTF8.self)
    let trailing = String(decoding: text.suffix(from: end), as: UTF8.self)
    words.lastBoundary = (word, word)
    guard !words.learned.contains(word.lowercased()) else { return }
    let (tokenStart, marks) = self.tokenStart(before: start)
    // The token as the leave-alone rules read it; a long one keeps its last bytes and, in front
    // of them, the `@ / .` it holds further back (all those rules look for).
    var token: String
    if start - tokenStart <= Self.tokenTail {
      token = String(decoding: text.bytes[tokenStart..<end], as: UTF8.self)
    } else {
      var tailStart = start - Self.tokenTail
      while tailStart < start, UTF8Scalars.isContinuation(text.bytes[tailStart]) { tailStart += 1 }
      token = marks + String(decoding: text.bytes[tailStart..<end], as: UTF8.self)
    }
    let autoCapitalized =
      field.autoCapitalizedAt == start
      && text.scalar(at: start).map { $0.scalar.properties.isUppercase } == true
    let boundary = WordBoundary(
      word: word, terminator: terminator, isAutocorrectionEnabled: setup.effective.autocorrection,
      isSpellCheckingEnabled: setup.effective.spellChecking,
      token: token,
      apostrophe: setup.smartQuotes ? Character(setup.glyphs.apostrophe) : "'",
      trailing: trailing, isAutoCapitalized: autoCapitalized)
    let review: WordReview
    if boundary.token == word, trailing.isEmpty, !autoCapitalized {
      // The review of a word depends on the word alone while nothing else is in its token
      // (the field's traits are fixed): memoized per field, as
      // docs/sources.md#hunspell-measurements suggests (a memo keyed by the token hits 90 % of
      // English words).
      if let known = words.reviews[word] {
        review = known
      } else {
        review = corrector.review(boundary)
        if words.reviews.count >= WordState.reviewMemoLimit { words.reviews.removeAll() }
        words.reviews[word] = review
      }
    } else {
      review = corrector.review(boundary)
    }
    if setup.effective.autocorrection, let replacement = review.replacement, replacement != word {
      let tail = Array(text.suffix(from: end))
      text.removeLast(text.count - start)
      text.append(contentsOf: replacement.utf8)
      let replacedEnd = text.count
      text.append(contentsOf: tail)
      let record = WordRecord(
        start: start, end: replacedEnd, typed: word, corrected: replacement, kind: review.kind)
      words.corrections.append(record)
      words.revertible = words.corrections.count - 1
      words.lastBoundary = (word, replacement)
      if setup.records { log.events.append(.correction(correction(record))) }
    } else if setup.effective.spellChecking, review.isMisspelled {
      let record = WordRecord(
        start: start, end: end, typed: word, corrected: word, kind: .spelling)
      words.misspellings.append(record)
      if setup.records { log.events.append(.misspelled(misspelling(record))) }
    }
  }

  /// Where the token that ends at byte `end` starts (just after the last whitespace), and
  /// which of `@ / .` it holds.
  ///
  /// The scan remembers where it stopped: the next one (the text only grows at the caret) reads
  /// the bytes typed since, unless the text was cut below that point (``TextBuffer/tokenFloor``),
  /// so a text without spaces costs one pass in all.
  mutating func tokenStart(before end: Int) -> (start: Int, marks: String) {
    var position = end
    var marks: UInt8 = 0
    var memo = words.tokenMemo
    if let known = memo, known.scanned > end || text.tokenFloor < known.scanned { memo = nil }
    while true {
      if let memo, position <= memo.scanned {
        position = memo.start
        marks |= memo.marks
        break
      }
      guard let (scalar, begin) = text.scalar(before: position),
        scalar.value > 0x20 && (scalar.value < 0x80 || !scalar.properties.isWhitespace)
      else { break }
      words.scanWork &+= 1
      switch scalar {
      case "@": marks |= 1
      case "/": marks |= 2
      case ".": marks |= 4
      default: break
      }
      position = begin
    }
    words.tokenMemo = (end, position, marks)
    text.setTokenFloor()
    let names =
      (marks & 1 != 0 ? "@" : "") + (marks & 2 != 0 ? "/" : "") + (marks & 4 != 0 ? "." : "")
    return (position, names)
  }

  /// The most bytes of a token before its word that a boundary hands the corrector.
  static let tokenTail = 256

  /// The most bytes a word boundary looks back for the word: a word longer than this (4 KiB of
  /// letters) is no word a dictionary holds, and is left alone.
  static let tokenScanLimit = 1 << 12

  /// `'` or `’`.
  @inline(__always)
  static func isApostrophe(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "'" || scalar == "\u{2019}"
  }

  /// Drops the corrections and misspellings that the text no longer holds whole.
  mutating func forgetWordsPastEnd() { forgetWords(from: text.count) }

  /// After the text was replaced from outside: keeps the corrections and misspellings whose
  /// words are still where they were, and disarms the revert.
  mutating func keepWordRecordsTheTextStillHolds() {
    let bytes = text.bytes
    func stillThere(_ record: WordRecord, _ word: String) -> Bool {
      record.end <= bytes.count && bytes[record.start..<record.end].elementsEqual(word.utf8)
    }
    words.corrections.removeAll { !stillThere($0, $0.corrected) }
    words.misspellings.removeAll { !stillThere($0, $0.typed) }
    words.revertible = nil
    words.positions = PositionCache()
  }

  /// Drops the corrections and misspellings that end after byte `offset`.
  mutating func forgetWords(from offset: Int) {
    while let last = words.corrections.last, last.end > offset { words.corrections.removeLast() }
    while let last = words.misspellings.last, last.end > offset { words.misspellings.removeLast() }
    if let revertible = words.revertible, revertible >= words.corrections.count {
      words.revertible = nil
    }
  }

  /// Restores the typed word of correction `index`, keeping what follows it; the word is
  /// learned for the field.
  mutating func revertCorrection(_ index: Int) {
    let record = words.corrections.remove(at: index)
    let tail = Array(text.suffix(from: record.end))
    text.removeLast(text.count - record.start)
    text.append(contentsOf: record.typed.utf8)
    text.append(contentsOf: tail)
    let delta = record.typed.utf8.count - record.corrected.utf8.count
    for later in words.corrections.indices where words.corrections[later].start > record.start {
      words.corrections[later].start += delta
      words.corrections[later].end += delta
    }
    for later in words.misspellings.indices where words.misspellings[later].start > record.start {
      words.misspellings[later].start += delta
      words.misspellings[later].end += delta
    }
    words.revertible = nil
    words.learned.insert(record.typed.lowercased())
    if text.count < field.typistRangeStart || delta != 0 {
      field.typistRangeStart = AutoShiftRule.typistRangeStart(text)
    }
    if setup.records {
      var reverted = record
      reverted.corrected = record.typed
      reverted.typed = record.corrected
      reverted.end = record.start + record.typed.utf8.count
      log.events.append(.revertCorrection(correction(reverted)))
    }
    edited(reveal: false)
  }

  /// A tap on the offered or underlined original (``KeyTap/revert``).
  mutating func revertTapped() -> Bool {
    countTap(.character)
    let mode = setup.options.correctionUndo
    guard let index = words.corrections.indices.last else { return false }
    switch mode {
    case .revertOnBackspace:
      guard words.revertible == index else { return false }
    case .offerOriginal:
      guard words.corrections[index].end == text.count else { return false }
    case .underlineTapToRevert:
      break
    }
    revertCorrection(index)
    return true
  }

  mutating func correction(_ record: WordRecord) -> Correction {
    Correction(
      typed: record.typed, corrected: record.corrected, kind: record.kind,
      range: words.positions.range(record.start, record.end, in: text))
  }

  mutating func misspelling(_ record: WordRecord) -> Misspelling {
    Misspelling(
      word: record.typed, range: words.positions.range(record.start, record.end, in: text))
  }

  /// The corrections standing in the text, with their ranges (one pass over the text).
  mutating func standingCorrections() -> [Correction] {
    words.corrections.map { record in
      Correction(
        typed: record.typed, corrected: record.corrected, kind: record.kind,
        range: words.positions.range(record.start, record.end, in: text))
    }
  }

  /// The misspellings standing in the text, with their ranges.
  mutating func standingMisspellings() -> [Misspelling] {
    words.misspellings.map { record in
      Misspelling(
        word: record.typed, range: words.positions.range(record.start, record.end, in: text))
    }
  }
}
