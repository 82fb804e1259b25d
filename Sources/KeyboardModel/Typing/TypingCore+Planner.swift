import XKB

/// How the simulated person gets from intended text to taps (natural and exact modes).
extension TypingCore {
  /// Types `scalars`; `drain`, when given, receives the event log whenever it holds
  /// ``drainBatch`` events (``TypingEngine/type(_:draining:)``).
  mutating func typeScalars(
    _ scalars: [Unicode.Scalar], drain: ((inout [TypingEvent]) -> Void)? = nil
  ) {
    if let model = setup.options.typos, model.rate > 0 {
      typeWithTypos(scalars, model: model, drain: drain)
      return
    }
    var index = 0
    while index < scalars.count {
      index += typeCharacter(in: scalars, at: index)
      if let drain, log.events.count >= Self.drainBatch { drain(&log.events) }
    }
  }

  /// How many events pile up before a draining `type` hands them over.
  static let drainBatch = 4096

  /// Types the intended character at `index` (a newline, a multi-character key's text, or one
  /// scalar) and returns how many scalars it consumed.
  mutating func typeCharacter(in scalars: [Unicode.Scalar], at index: Int) -> Int {
    let scalar = scalars[index]
    if hardware == nil, let length = EmojiKeyboard.emojiLength(in: scalars, at: index) {
      return typeEmoji(scalars[index..<index + length], at: index)
    }
    if display.showsEmoji { closeEmojiKeyboard() }
    if scalar == "\n" || scalar == "\r" {
      typeNewline(at: index)
      return scalar == "\r" && index + 1 < scalars.count && scalars[index + 1] == "\n" ? 2 : 1
    }
    if hardware != nil {
      typeOnHardware(scalar, at: index)
      return 1
    }
    if !compiled.stringKeys.isEmpty, let (key, length) = stringKey(in: scalars, at: index) {
      switchPlane(to: compiled.keys[key].plane)
      press(key, purpose: .character)
      return length
    }
    guard let route = compiled.route(for: scalar, from: display.plane) else {
      refuse(scalar, at: index, reason: "not on the \(setup.keyboard.keyboardType.name) keyboard")
      return 1
    }
    type(route, scalars: scalars, at: index)
    return 1
  }

  /// Taps one key (the public `tap`): false when it is not on the current plane.
  mutating func tap(_ tap: KeyTap) -> Bool {
    if tap == .revert {
      guard revertTapped() else {
        if setup.records {
          log.events.append(.ignored(key: "revert", reason: "no correction to revert"))
        }
        return false
      }
      return true
    }
    guard let (key, alternate) = locate(tap) else {
      if setup.records {
        log.events.append(.ignored(key: "\(tap)", reason: "not on the current plane"))
      }
      return false
    }
    let purpose: TypingEvent.Purpose =
      switch compiled.keys[key].kind {
      case .shift: .shift
      case .backspace: .backspace
      case .return: .return
      case .planeSwitch: .planeSwitch
      default: alternate != nil ? .longPress : .character
      }
    press(key, alternate: alternate, purpose: purpose)
    return true
  }

  /// Taps what it takes to type one character along `route`.
  mutating func type(_ route: CompiledKeyboard.Route, scalars: [Unicode.Scalar], at index: Int) {
    let keyIndex = Int(route.key)
    let key = compiled.keys[keyIndex]
    if key.plane != display.plane { switchPlane(to: key.plane) }
    let alternate = route.alternate.map(Int.init)
    let sensitive =
      if let alternate {
        compiled.pool[compiled.alternate(alternate, of: key, shifted: false)]
          != compiled.pool[compiled.alternate(alternate, of: key, shifted: true)]
      } else {
        key.isShiftSensitive
      }
    if sensitive, compiled.planeKeys[display.plane].shift != nil {
      let shifted = isShifted(key)
      if route.isShifted && !shifted {
        if setup.options.settings.capsLock,
          capitalRun(scalars, from: index) >= setup.options.capsLockRunLength
        {
          tapShift(purpose: .capsLock)
          tapShift(purpose: .capsLock)
        } else {
          tapShift(purpose: .shift)
        }
      } else if !route.isShifted && shifted {
        if display.shift.isCapsLocked { tapShift(purpose: .capsLock) }
        if setup.options.mode == .exact && isShifted(key) { tapShift(purpose: .cancelAutoShift) }
      }
    }
    let serial = field.smartSerial
    press(keyIndex, alternate: alternate, purpose: alternate != nil ? .longPress : .character)
    if setup.options.mode == .exact, field.smartSerial != serial, field.smartUndo != nil {
      pressBackspace(purpose: .undoSmartReplacement)
    }
  }

  /// Whether a tap on `key` gives its shifted output now.
  ///
  /// Auto-shift applies to cased keys only (docs/sources.md#autocapitalization-contract: ignored
  /// where the script has no case).
  @inline(__always)
  func isShifted(_ key: CompiledKeyboard.Key) -> Bool {
    display.shift.isCapsLocked || display.shift.isOneShot
      || (key.isCased && display.autoShift && !display.shift.isAutoShiftCancelled)
  }

  /// The number of capital letters in a row starting at `index`.
  private func capitalRun(_ scalars: [Unicode.Scalar], from index: Int) -> Int {
    var end = index
    while end < scalars.count, scalars[end].properties.isUppercase { end += 1 }
    return end - index
  }

  /// A multi-character key (`.com`) whose text starts at `index`, if one is reachable.
  private func stringKey(in scalars: [Unicode.Scalar], at index: Int) -> (Int, Int)? {
    for (key, text) in compiled.stringKeys where index + text.count <= scalars.count {
      guard compiled.switchPath[display.plane][compiled.keys[key].plane] != nil else { continue }
      if scalars[index..<(index + text.count)].elementsEqual(text) { return (key, text.count) }
    }
    return nil
  }

  /// A newline is the return key (a line break only in a multiline field).
  private mutating func typeNewline(at index: Int) {
    if hardware != nil {
      pressHardwareReturn(at: index)
      return
    }
    var best: (plane: Int, key: Int, path: Int)?
    for (candidate, keys) in compiled.planeKeys.enumerated() {
      guard let key = keys.return, let path = compiled.switchPath[display.plane][candidate] else {
        continue
      }
      if best == nil || path.count < best?.path ?? 0 { best = (candidate, key, path.count) }
    }
    guard let best else {
      refuse(
        "\n", at: index, reason: "no return key on the \(setup.keyboard.keyboardType.name) keyboard"
      )
      return
    }
    switchPlane(to: best.plane)
    if !field.returnEnabled && setup.options.isMultiline {
      refuse("\n", at: index, reason: "the return key is disabled while the field is empty")
    }
    press(best.key, purpose: .return)
  }

  /// Taps the plane keys from the current plane to `target`.
  mutating func switchPlane(to target: Int) {
    guard target != display.plane, let path = compiled.switchPath[display.plane][target] else {
      return
    }
    for key in path { press(key, purpose: .planeSwitch) }
  }

  mutating func refuse(_ scalar: Unicode.Scalar, at index: Int, reason: String) {
    refuse(String(Character(scalar)), at: index, reason: reason)
  }

  mutating func refuse(_ character: String, at index: Int, reason: String) {
    let refusal = Refusal(character: character, index: log.scalarBase + index, reason: reason)
    log.refusals.append(refusal)
    field.refusedSinceCommit = true
    if setup.records { log.events.append(.refused(refusal)) }
  }

  /// The key (and alternate) an explicit tap means, on the current plane.
  func locate(_ tap: KeyTap) -> (key: Int, alternate: Int?)? {
    let plane = display.plane
    let onPlane = compiled.keys.indices.filter { compiled.keys[$0].plane == plane }
    func first(_ predicate: (VirtualKey) -> Bool) -> Int? {
      onPlane.first { predicate(virtualKey(compiled.keys[$0])) }
    }
    switch tap {
    case .key(let label):
      return first { $0.label == label && $0.kind != .spacer }.map { ($0, nil) }
    case .keysym(let keysym):
      return first {
        $0.kind == .character && ($0.keysyms == [keysym] || $0.shiftedKeysyms == [keysym])
      }
      .map { ($0, nil) }
    case .alternate(let base, let choice):
      guard let key = first({ $0.kind == .character && $0.keysyms == [base] }) else { return nil }
      let alternates = virtualKey(compiled.keys[key]).alternates
      guard
        let index = alternates.firstIndex(where: {
          $0 == [choice] || $0.map(\.uppercased) == [choice]
        })
      else { return nil }
      return (key, index)
    case .shift:
      return compiled.planeKeys[plane].shift.map { ($0, nil) }
    case .backspace:
      return compiled.planeKeys[plane].backspace.map { ($0, nil) }
    case .return:
      return compiled.planeKeys[plane].return.map { ($0, nil) }
    case .revert:
      return nil
    case .plane(let name):
      return first { key in
        if case .planeSwitch(let target) = key.kind { return target == name }
        return false
      }.map { ($0, nil) }
    }
  }

  func virtualKey(_ key: CompiledKeyboard.Key) -> VirtualKey {
    setup.keyboard.planes[key.plane].rows[key.row][key.column]
  }
}
