import XKB

/// Typing on a hardware keyboard: any character the xkb layout can type reaches the field,
/// whatever the keyboard type (issue 3: "a hardware keyboard types anything into any field").
/// Auto-shift does not apply (there is no on-screen shift key; the facts do not cover hardware
/// auto-capitalization); smart punctuation, secure entry and the return key do.
extension TypingEngine {
  func typeOnHardware(_ scalar: Unicode.Scalar, at index: Int) {
    guard let hardware, let presses = hardware.plans[scalar.value] else {
      refuse(scalar, at: index, reason: "not on the \(keyboard.layout) hardware layout")
      return
    }
    for press in presses {
      for modifier in press.modifiers { recordHardwareKey(modifier) }
      recordHardwareKey(press.key)
    }
    let serial = smartSerial
    commit(bytes: hardware.replay(presses))
    if options.mode == .exact, smartSerial != serial, smartUndo != nil,
      let backspaceKey = hardware.backspaceKey
    {
      recordHardwareKey(backspaceKey, purpose: .undoSmartReplacement)
      backspace()
    }
  }

  func pressHardwareReturn(at index: Int) {
    guard let hardware, let key = hardware.returnKey else { return }
    if !returnEnabled && options.isMultiline {
      refuse("\n", at: index, reason: "the return key is disabled while the field is empty")
    }
    recordHardwareKey(key, purpose: .return)
    returnTapped()
  }

  private func recordHardwareKey(_ key: Keycode, purpose: TypingEvent.Purpose = .hardwareKey) {
    now &+= tapNanoseconds
    tapCount &+= 1
    if purpose.isExtra { extraTapCount &+= 1 }
    if revealUntil != nil { obscureIfDue() }
    guard records, let hardware else { return }
    events.append(
      .tap(
        TypingEvent.Tap(
          milliseconds: now / 1_000_000, plane: "hardware", key: hardware.name(of: key),
          keysyms: [hardware.keysymName(of: key)], purpose: purpose)))
  }
}
