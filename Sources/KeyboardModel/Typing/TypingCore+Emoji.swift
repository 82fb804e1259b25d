/// The emoji keyboard: iOS types emoji from it, opened with the 🌐 key (the emoji key when only
/// one keyboard is installed, docs/sources.md#keys-per-keyboard-type) and closed with its ABC key.
/// The engine keeps it as a state beside the planes: one tap per emoji, whatever the emoji.
extension TypingCore {
  /// Types one emoji (a whole grapheme: ZWJ sequences, flags, skin tones, keycaps) and returns
  /// how many scalars it consumed.
  mutating func typeEmoji(_ scalars: ArraySlice<Unicode.Scalar>, at index: Int) -> Int {
    var emoji = ""
    emoji.unicodeScalars.append(contentsOf: scalars)
    if !display.showsEmoji {
      if setup.effective.isSecure {
        refuse(emoji, at: index, reason: "the emoji keyboard is not offered in secure fields")
        return scalars.count
      }
      guard let globe = compiled.planeKeys[display.plane].nextKeyboard else {
        refuse(
          emoji, at: index,
          reason: "the \(setup.keyboard.keyboardType.name) keyboard has no emoji key")
        return scalars.count
      }
      countTap(.planeSwitch)
      if setup.records {
        recordTap(label: virtualKey(compiled.keys[globe]).label, plane: planeName, .planeSwitch)
        log.events.append(.plane(EmojiKeyboard.planeName, cause: .tap))
      }
      display.showsEmoji = true
    }
    countTap(.character)
    if setup.records { recordTap(label: emoji, plane: EmojiKeyboard.planeName, .character) }
    commit(.bytes(Array(emoji.utf8)), literal: true)
    return scalars.count
  }

  /// Taps the emoji keyboard's ABC key: back to the plane it was opened from.
  mutating func closeEmojiKeyboard() {
    countTap(.planeSwitch)
    if setup.records {
      recordTap(label: "ABC", plane: EmojiKeyboard.planeName, .planeSwitch)
      log.events.append(.plane(planeName, cause: .tap))
    }
    display.showsEmoji = false
  }

  private var planeName: String { compiled.planeNames[display.plane] }

  private mutating func recordTap(label: String, plane: String, _ purpose: TypingEvent.Purpose) {
    log.events.append(
      .tap(
        TypingEvent.Tap(
          milliseconds: clock.now / 1_000_000, plane: plane, key: label, keysyms: [],
          purpose: purpose)))
  }
}

/// What the emoji keyboard types.
enum EmojiKeyboard {
  /// The plane name events give the emoji keyboard.
  static let planeName = "emoji"

  /// U+231A WATCH, the lowest code point with `Emoji_Presentation`.
  static let firstEmojiPresentation: UInt32 = 0x231A

  /// The length in scalars of the emoji grapheme at `index`, or nil when none starts there:
  /// a scalar shown as emoji by default, a text-default one followed by U+FE0F, a regional
  /// indicator pair, or a keycap (`1️⃣`).
  @inline(__always)
  static func emojiLength(in scalars: [Unicode.Scalar], at index: Int) -> Int? {
    // Below U+231A (⌚, the first scalar shown as emoji by default) only a scalar followed by
    // U+FE0F or U+20E3 can start an emoji: the common case costs two comparisons.
    if scalars[index].value < Self.firstEmojiPresentation,
      index + 1 == scalars.count || scalars[index + 1].value < Self.firstEmojiModifier
    {
      return nil
    }
    return emojiGraphemeLength(in: scalars, at: index)
  }

  /// U+20E3 COMBINING ENCLOSING KEYCAP, the lower of the two scalars (with U+FE0F) that make the
  /// scalar before them an emoji.
  static let firstEmojiModifier: UInt32 = 0x20E3

  /// ``emojiLength(in:at:)`` past its fast path: the Unicode properties of the scalar.
  private static func emojiGraphemeLength(in scalars: [Unicode.Scalar], at index: Int) -> Int? {
    let scalar = scalars[index]
    let next = index + 1 < scalars.count ? scalars[index + 1] : nil
    let properties = scalar.properties
    let isEmoji =
      properties.isEmojiPresentation
      || (properties.isEmoji && next == "\u{FE0F}")
      || (properties.isEmoji && next == "\u{20E3}")
    guard isEmoji else { return nil }
    // The whole grapheme: as many scalars as the first Character of what follows holds.
    var text = ""
    text.unicodeScalars.append(contentsOf: scalars[index..<min(scalars.count, index + 32)])
    return text.first.map { $0.unicodeScalars.count } ?? 1
  }
}
