import Foundation

extension KeyboardPresenter {
  /// The setup a field gets from the presenter's current state.
  func setup(for field: InputField) -> KeyboardSetup {
    KeyboardSetup(
      traits: field.traits, accessoryHeight: field.accessoryHeight,
      inputViewHeight: field.inputViewHeight, inputMode: inputMode, predictiveBar: predictiveBar,
      hardwareKeyboard: hardwareKeyboard, placement: placement, windowMode: windowMode)
  }

  /// The frame `field` gets now.
  func frame(for field: InputField, in geometry: KeyboardGeometry? = nil)
    throws(PresentationError) -> KeyboardFrame
  {
    try (geometry ?? self.geometry).frame(for: setup(for: field))
  }

  /// Where a show starts: the frame just below the screen (or doubled,
  /// docs/sources.md#keyboard-quirks item 4).
  func showBegin(_ frame: KeyboardFrame, in geometry: KeyboardGeometry? = nil) -> CGRect {
    let geometry = geometry ?? self.geometry
    var rect = frame.offscreen
    if options.offscreenPlacement == .doubledScreenHeight, frame.kind != .floating {
      rect.origin.y = geometry.screenBounds.height + frame.rect.minY
    }
    return rect
  }

  /// Where a hide ends (docs/sources.md#keyboard-hide-order, docs/sources.md#keyboard-quirks
  /// item 2).
  func hideEnd(
    _ frame: KeyboardFrame, from visible: CGRect? = nil, in geometry: KeyboardGeometry? = nil
  ) -> CGRect {
    var rect = showBegin(frame, in: geometry)
    if options.offscreenPlacement == .doubledScreenHeight, let visible {
      rect.origin.y = (geometry ?? self.geometry).screenBounds.height + visible.minY
    }
    switch options.hideEndFrame {
    case .fullHeight: break
    case .zeroHeight: rect.size.height = 0
    case .accessoryHeight: rect.size.height = focusedField?.accessoryHeight ?? 0
    }
    if motion.crossFades(on: (geometry ?? self.geometry).iOS) {
      // A cross-fade reports an empty end frame (docs/sources.md#reduce-motion-keyboard).
      return .zero
    }
    return rect
  }

  /// Whether this release posts a lone WillHide for an iPhone with a hardware keyboard and no
  /// accessory (docs/sources.md#hardware-keyboard).
  var postsLoneWillHide: Bool {
    guard geometry.device.family == .iPhone else { return false }
    switch options.accessorylessHardwareKeyboard {
    case .byVersion: return geometry.iOS.major >= 9
    case .silent: return false
    case .willHideOnly: return true
    }
  }

  /// Schedules the move of the keyboard from `old` to `new` at `now`, choosing the sequence:
  /// show or hide for docked keyboards, frame changes only for undocked, split and floating
  /// ones (docs/sources.md#ipad-undocked-keyboard, docs/sources.md#notification-sequences).
  ///
  /// With `always`, a move to an identical frame still posts.
  mutating func move(
    from old: KeyboardFrame?, to new: KeyboardFrame?, always: Bool = false,
    _ variation: Variation = Variation()
  ) {
    let oldFrame = old.flatMap { $0.isOnScreen ? $0 : nil }
    let newFrame = new.flatMap { $0.isOnScreen ? $0 : nil }
    switch (oldFrame, newFrame) {
    case (nil, nil):
      return
    case (nil, let appearing?):
      var variation = variation
      var begin = showBegin(appearing)
      if modalTransition == .presenting, appearing.kind != .floating {
        // The keyboard rides the presentation (docs/sources.md#modal-presentation-keyboard).
        if modalShowStyle == .fullScreen {
          begin.origin.y = geometry.screenBounds.height + appearing.rect.minY
        }
        if variation.duration == nil {
          variation.duration = options.showAnimationDuration ?? Self.modalShowDuration
        }
      }
      if variation.duration == nil { variation.duration = options.showAnimationDuration }
      schedule(
        appearing.postsShowAndHide ? .show : .frameChange, from: begin,
        to: appearing.rect, at: now, variation)
    case (let leaving?, nil):
      var end = hideEnd(leaving, from: leaving.rect)
      if modalTransition == .dismissing, options.hideEndFrame == .fullHeight,
        leaving.kind != .floating
      {
        // The keyboard leaves with the dismissed view controller.
        switch modalDismissStyle {
        case .fullScreen:
          end.origin.y = geometry.screenBounds.height + leaving.rect.minY
        case .sheet, .byVersion:
          end.size.height = 0
        }
      }
      schedule(
        leaving.postsShowAndHide ? .hide : .frameChange, from: leaving.rect,
        to: end, at: now, variation)
    case (let leaving?, let arriving?):
      guard always || leaving.rect != arriving.rect else { return }
      let docked = leaving.postsShowAndHide && arriving.postsShowAndHide
      schedule(
        docked ? .show : .frameChange, from: leaving.rect, to: arriving.rect, at: now, variation)
    }
  }

  /// Throws unless a field is focused and no interactive dismissal is running.
  func requireFocus(for event: String) throws(PresentationError) -> InputField {
    guard dragOffset == nil else {
      throw PresentationError(
        code: .invalidEvent,
        message: "\(event): the keyboard is being dragged; end the drag first")
    }
    guard let field = focusedField else {
      throw PresentationError(
        code: .invalidEvent, message: "\(event): no field is focused, so no keyboard is shown")
    }
    return field
  }

  /// Throws while an interactive dismissal is running.
  func requireNoDrag(for event: String) throws(PresentationError) {
    guard dragOffset == nil else {
      throw PresentationError(
        code: .invalidEvent,
        message: "\(event): the keyboard is being dragged; end the drag first")
    }
  }
}
