import Foundation

extension KeyboardPresenter {
  /// A field becomes first responder (`becomeFirstResponder()`).
  ///
  /// From hidden: WillChangeFrame, WillShow, DidChangeFrame, DidShow, from below the screen to
  /// the docked frame (docs/sources.md#keyboard-show-order). Between fields: the same four from the
  /// old frame to the new one when they differ, or a different accessory or input view instance
  /// (docs/sources.md#focus-change-different-keyboard); between identical keyboards, the four with
  /// begin == end up to iOS 10 and nothing from iOS 11
  /// (docs/sources.md#focus-change-identical-keyboard,
  /// ``PresentationOptions/identicalKeyboardFocus``). Undocked, split and floating iPad keyboards
  /// post frame changes only (docs/sources.md#ipad-undocked-keyboard).
  ///
  /// ```swift
  /// try keyboard.focus(name)   // WCF, WS (then DCF, DS after 0.25 s)
  /// try keyboard.focus(email)  // nothing on iOS 17 when both keyboards are 336 pt
  /// ```
  ///
  /// - Throws: ``PresentationError`` for invalid heights or while a drag is running.
  public mutating func focus(_ field: InputField) throws(PresentationError)
    -> [KeyboardNotification]
  {
    try requireNoDrag(for: "focus '\(field.id)'")
    if focusedField == field { return [] }
    let new = try frame(for: field)
    let old = current
    let previous = focusedField
    focusedField = field
    current = new
    guard let previous, let old else {
      if new.isOnScreen {
        move(from: nil, to: new)
      } else if postsLoneWillHide {
        loneWillHide()
      }
      return flush()
    }
    if old.isOnScreen, new.isOnScreen, old.rect == new.rect,
      previous.accessoryIdentity == field.accessoryIdentity,
      previous.inputViewIdentity == field.inputViewIdentity
    {
      if identicalFocusPosts {
        schedule(new.postsShowAndHide ? .show : .frameChange, from: old.rect, to: new.rect, at: now)
      }
      return flush()
    }
    if !old.isOnScreen, !new.isOnScreen {
      if postsLoneWillHide { loneWillHide() }
      return flush()
    }
    move(from: old, to: new, always: true)
    return flush()
  }

  /// The first responder resigns (`resignFirstResponder()`): WillChangeFrame, WillHide,
  /// DidChangeFrame, DidHide, from the frame to below the screen at full height
  /// (docs/sources.md#keyboard-hide-order).
  ///
  /// ```swift
  /// try keyboard.resign()  // WCF, WH (then DCF, DH)
  /// ```
  public mutating func resign() throws(PresentationError) -> [KeyboardNotification] {
    guard focusedField != nil, let old = current else { return [] }
    if let offset = dragOffset {
      return endDrag(dismissing: true, offset: offset)
    }
    if old.isOnScreen {
      move(from: old, to: nil)
    } else if postsLoneWillHide {
      loneWillHide()
    }
    focusedField = nil
    current = nil
    return flush()
  }

  /// The interface rotates (docs/sources.md#rotation-notifications): with a keyboard shown, the
  /// hide pair in the old orientation, then the show pair in the new one a duration later
  /// (``PresentationOptions/rotationStyle``, ``PresentationOptions/rotationRepeats``).
  ///
  /// ```swift
  /// try keyboard.rotate(to: .landscapeLeft)  // WCF, WH now
  /// keyboard.settle()  // DCF, DH, WCF, WS at 0.25 s; DCF, DS at 0.5 s
  /// ```
  public mutating func rotate(to orientation: InterfaceOrientation) throws(PresentationError)
    -> [KeyboardNotification]
  {
    try requireNoDrag(for: "rotate")
    guard orientation != geometry.orientation else { return [] }
    let oldGeometry = geometry
    var newGeometry = geometry
    newGeometry.orientation = orientation
    guard let field = focusedField, let old = current else {
      geometry = newGeometry
      return []
    }
    let new = try frame(for: field, in: newGeometry)
    geometry = newGeometry
    current = new
    let iOS5Log: Bool
    switch options.rotationStyle {
    case .byVersion: iOS5Log = oldGeometry.iOS.major < 7
    case .hideThenShow: iOS5Log = false
    case .iOS5Log: iOS5Log = true
    }
    var variation = Variation()
    variation.didOmitsAnimationKeys = iOS5Log
    var start = now
    for _ in 0..<max(1, options.rotationRepeats) {
      if old.isOnScreen, new.isOnScreen, !(old.postsShowAndHide && new.postsShowAndHide) {
        start = schedule(
          .frameChange, from: old.rect, to: new.rect, at: start, in: newGeometry, variation)
        continue
      }
      if old.isOnScreen {
        start = schedule(
          .hide, from: old.rect, to: hideEnd(old, from: old.rect, in: oldGeometry), at: start,
          in: oldGeometry, variation)
      }
      if new.isOnScreen {
        var show = variation
        show.willChangeFrameBeginsAtEnd = iOS5Log
        start = schedule(
          .show, from: showBegin(new, in: newGeometry), to: new.rect, at: start, in: newGeometry,
          show)
      }
    }
    return flush()
  }

  /// A hardware keyboard is attached or detached (docs/sources.md#hardware-keyboard).
  ///
  /// An iPad from iOS 9 keeps the full-height frame with only the Shortcut Bar on screen; elsewhere
  /// only the accessory shows, or nothing. The change posts the show four (new frame) or the hide
  /// four (nothing left).
  public mutating func setHardwareKeyboard(_ attached: Bool) throws(PresentationError)
    -> [KeyboardNotification]
  {
    try requireNoDrag(for: "hardwareKeyboard")
    guard attached != hardwareKeyboard else { return [] }
    hardwareKeyboard = attached
    guard let field = focusedField else { return [] }
    let old = current
    current = try frame(for: field)
    move(from: old, to: current)
    return flush()
  }

  /// The user turns Predictive on or off (or collapses the iOS 8 bar): the show four with the
  /// new height when the height changes (docs/sources.md#input-mode-switch: 258 ↔ 225 on an
  /// iPhone 6).
  public mutating func setPredictiveBar(_ setting: PredictiveBarSetting)
    throws(PresentationError) -> [KeyboardNotification]
  {
    try requireNoDrag(for: "predictiveBar")
    if setting == .collapsed, geometry.device.family == .iPhone,
      geometry.metrics.collapsedPredictiveBar == nil
    {
      throw PresentationError(
        code: .invalidEvent,
        message:
          "a collapsed predictive bar is modelled on iOS 8–10 only, not on iOS \(geometry.iOS)")
    }
    let previous = predictiveBar
    predictiveBar = setting
    guard let field = focusedField else { return [] }
    do {
      let old = current
      current = try frame(for: field)
      move(from: old, to: current)
    } catch {
      predictiveBar = previous
      throw error
    }
    return flush()
  }

  /// The user switches to the emoji keyboard or another input mode: the show four, even at an
  /// unchanged height, with duration ``PresentationOptions/inputModeSwitchDuration`` (0)
  /// (docs/sources.md#input-mode-switch, docs/sources.md#keyboard-quirks item 1);
  /// nothing when picked from the long-press picker on iOS 11 (a bug); nothing while a pad, a
  /// custom input view or a hardware keyboard shows no globe key.
  public mutating func switchInputMode(to mode: InputMode, via route: InputModeSwitch = .globeKey)
    throws(PresentationError) -> [KeyboardNotification]
  {
    let field = try requireFocus(for: "inputMode")
    let previous = inputMode
    inputMode = mode
    let old = current
    let new: KeyboardFrame
    do {
      new = try frame(for: field)
    } catch {
      inputMode = previous
      throw error
    }
    current = new
    let showsGlobeKey =
      field.inputViewHeight == nil && !hardwareKeyboard
      && !(geometry.device.family == .iPhone
        && field.traits.keyboardType.isNumberPad)
    guard showsGlobeKey, mode != previous, let old else { return [] }
    if route == .longPressPicker, geometry.iOS.major == 11 {
      timeline.jump(to: geometry.reported(new.rect), at: now)
      return []
    }
    var variation = Variation()
    variation.duration = options.inputModeSwitchDuration
    move(from: old, to: new, always: true, variation)
    return flush()
  }

  /// `reloadInputViews()` on the first responder, optionally after changing its traits or
  /// views: the show four again, also when nothing changed
  /// (docs/sources.md#focus-change-identical-keyboard: SlackTextViewController
  /// #276, IQKeyboardManager #1697).
  public mutating func reloadInputViews(updating field: InputField? = nil)
    throws(PresentationError) -> [KeyboardNotification]
  {
    let focused = try requireFocus(for: "reloadInputViews")
    let updated = field ?? focused
    let new = try frame(for: updated)
    let old = current
    focusedField = updated
    current = new
    move(from: old, to: new, always: true)
    return flush()
  }

  /// Whether a focus change between identical keyboards posts
  /// (docs/sources.md#focus-change-identical-keyboard).
  private var identicalFocusPosts: Bool {
    switch options.identicalKeyboardFocus {
    case .byVersion: geometry.iOS.major <= 10
    case .legacy: true
    case .modern: false
    }
  }

  /// A lone WillHide with zero-height frames at the bottom edge (AlphaWallet PR 1254).
  private mutating func loneWillHide() {
    let screen = geometry.screenBounds
    let zero = CGRect(x: 0, y: screen.height, width: screen.width, height: 0)
    schedule(.willHideOnly, from: zero, to: zero, at: now)
  }
}
