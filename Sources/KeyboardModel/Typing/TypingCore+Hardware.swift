import XKB

/// Typing on a hardware keyboard: any character the xkb layout can type reaches the field,
/// whatever the keyboard type, as on iOS (docs/typing.md,
/// docs/sources.md#lint-numeric-keyboard-validation). Auto-shift does not apply (there is no
/// on-screen shift key, and no source covers hardware auto-capitalization); smart punctuation,
/// secure entry and the return key do.
extension TypingCore {
  mutating func typeOnHardware(_ scalar: Unicode.Scalar, at index: Int) {
    guard let hardware, let strokes = hardware.strokes(for: scalar) else {
      refuse(scalar, at: index, reason: "not on the \(setup.keyboard.layout) hardware layout")
      return
    }
    for stroke in strokes {
      for (offset, name) in stroke.holdingNames.enumerated() {
        recordHardwareKey(name, keysym: stroke.fedKeysyms[offset].name)
      }
      recordHardwareKey(stroke.keyName, keysym: stroke.keysym.name)
    }
    let serial = field.smartSerial
    commit(.bytes(hardware.replay(strokes)), literal: false)
    if setup.options.mode == .exact, field.smartSerial != serial, field.smartUndo != nil,
      hardware.backspaceKey != nil
    {
      recordHardwareKey("BKSP", keysym: "BackSpace", purpose: .undoSmartReplacement)
      backspace()
    }
  }

  mutating func pressHardwareReturn(at index: Int) {
    guard hardware?.returnKey != nil else { return }
    if !field.returnEnabled && setup.options.isMultiline {
      refuse("\n", at: index, reason: "the return key is disabled while the field is empty")
    }
    recordHardwareKey("RTRN", keysym: "Return", purpose: .return)
    returnTapped()
  }

  private mutating func recordHardwareKey(
    _ name: String, keysym: String, purpose: TypingEvent.Purpose = .hardwareKey
  ) {
    countTap(purpose)
    guard setup.records else { return }
    log.events.append(
      .tap(
        TypingEvent.Tap(
          milliseconds: clock.now / 1_000_000, plane: "hardware", key: name, keysyms: [keysym],
          purpose: purpose)))
  }
}
