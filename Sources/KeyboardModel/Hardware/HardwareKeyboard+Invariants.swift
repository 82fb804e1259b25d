import XKB

#if DEBUG
extension HardwareKeyboard {
  /// Checks every mirrored field against the xkb and Compose states it mirrors (and, when
  /// asked, the key result cache's chains, which takes time in proportion to its size); returns
  /// what does not hold (empty when all is well).
  ///
  /// Debug builds only. The tests call it after every line they type:
  ///
  /// ```swift
  /// _ = try keyboard.type(KeyToken.parseLine("+LFSH AC01"))
  /// #expect(keyboard.checkInvariants() == [])
  /// ```
  package func checkInvariants(includingCache: Bool = false) -> [String] {
    var broken: [String] = []
    func require(_ holds: Bool, _ what: @autoclosure () -> String) {
      if !holds { broken.append(what()) }
    }
    require(
      modifiers == state.modifiers(.effective),
      "modifiers \(modifiers) but xkb's effective modifiers are \(state.modifiers(.effective))")
    require(layout == state.layout, "layout \(layout) but xkb's is \(state.layout)")
    require(
      latched == !state.modifiers(.latched).isEmpty,
      "latched \(latched) but xkb's latched modifiers are \(state.modifiers(.latched))")
    require(
      xkbKeysDown == state.downCount,
      "xkbKeysDown \(xkbKeysDown) but \(state.downCount) keys are down in xkb")
    require(
      quietlyDown.count == Int(keymap.maxKeycode.rawValue) + 1,
      "quietlyDown has \(quietlyDown.count) entries for keycodes up to \(keymap.maxKeycode)")
    let quiet = quietlyDown.indices.filter { quietlyDown[$0] }
    require(
      quietCount == quiet.count, "quietCount \(quietCount) but \(quiet.count) keys are quietly down"
    )
    for index in quiet where state.isDown(Keycode(rawValue: UInt32(index))) {
      broken.append("key \(index) is down both quietly and in xkb")
    }
    require(
      composing == (compose?.status == .composing),
      "composing \(composing) but the Compose status is \(compose?.status.rawValue ?? "off")")
    if !stateTouched {
      require(
        xkbKeysDown == 0 && modifiers.isEmpty && layout == 0 && !latched,
        "an untouched xkb state is not fresh")
    }
    if includingCache { broken += cache.checkInvariants() }
    return broken
  }
}

extension KeyResultCache {
  /// Every chain of entries ends, holds each entry once, and every long text index is valid.
  func checkInvariants() -> [String] {
    var broken: [String] = []
    var seen = Set<Int32>()
    for (code, head) in heads.enumerated() {
      var next = head
      while let index = next {
        guard Int(index) < entryCount, seen.insert(index).inserted else {
          broken.append("the chain of keycode \(code) reaches entry \(index) twice or past the end")
          break
        }
        for text in [entries[Int(index)].text, entries[Int(index)].composedText] {
          if case .long(let long) = text, Int(long) >= longTexts.count {
            broken.append("entry \(index) names long text \(long) of \(longTexts.count)")
          }
        }
        next = entries[Int(index)].next
      }
    }
    return broken
  }
}
#endif
