public import Foundation

extension KeyboardPresenter {
  /// Undocks the iPad keyboard (docs/sources.md#ipad-undocked-keyboard): by gesture,
  /// WillChangeFrame and DidChangeFrame only ([C]); from the menu, the hide four with
  /// `UIKeyboardFrameChangedByUserInteraction` ([S]).
  ///
  /// The keyboard keeps its size and rises `bottomOffset` points.
  ///
  /// ```swift
  /// try keyboard.undock(via: .gesture)  // WCF (DCF after 0.25 s)
  /// ```
  ///
  /// - Throws: ``PresentationError`` with code ``PresentationErrorCode/invalidEvent`` on
  ///   iPhone, with a hardware keyboard, or without a shown keyboard.
  public mutating func undock(
    via route: KeyboardInteraction = .gesture,
    bottomOffset: CGFloat = KeyboardPlacement.defaultUndockedBottomOffset
  ) throws(PresentationError) -> [KeyboardNotification] {
    try place(.undocked(bottomOffset: bottomOffset), event: "undock") { presenter, old, new in
      presenter.schedule(
        route == .menu ? .hide : .frameChange, from: old.rect, to: new.rect, at: presenter.now,
        Variation(userInteraction: route == .menu ? true : nil))
    }
  }

  /// Splits the iPad keyboard; posts like ``undock(via:bottomOffset:)``.
  public mutating func split(
    via route: KeyboardInteraction = .gesture,
    bottomOffset: CGFloat = KeyboardPlacement.defaultUndockedBottomOffset
  ) throws(PresentationError) -> [KeyboardNotification] {
    try place(.split(bottomOffset: bottomOffset), event: "split") { presenter, old, new in
      presenter.schedule(
        route == .menu ? .hide : .frameChange, from: old.rect, to: new.rect, at: presenter.now,
        Variation(userInteraction: route == .menu ? true : nil))
    }
  }

  /// Docks (and merges) the iPad keyboard: from the menu, the show four with
  /// `UIKeyboardFrameChangedByUserInteraction` ([S]); by gesture, frame changes only (inferred:
  /// WillShow and DidShow were "sometimes missing" when docking interactively, openradar
  /// 18010127).
  public mutating func dock(via route: KeyboardInteraction = .gesture) throws(PresentationError)
    -> [KeyboardNotification]
  {
    try place(.docked, event: "dock") { presenter, old, new in
      presenter.schedule(
        route == .menu ? .show : .frameChange, from: old.rect, to: new.rect, at: presenter.now,
        Variation(userInteraction: route == .menu ? true : nil))
    }
  }

  /// Shrinks the iPad keyboard into the floating keyboard at `rect` (nil: the default size,
  /// centred): frame changes only by default, or the hide four
  /// (``PresentationOptions/floatingNotifications``, docs/sources.md#ipad-undocked-keyboard [D]).
  public mutating func float(at rect: CGRect? = nil) throws(PresentationError)
    -> [KeyboardNotification]
  {
    try place(.floating(rect), event: "float") { presenter, old, new in
      let hides = presenter.options.floatingNotifications == .hidePair && old.kind == .docked
      presenter.schedule(
        hides ? .hide : .frameChange, from: old.rect, to: new.rect, at: presenter.now)
    }
  }

  private mutating func place(
    _ placement: KeyboardPlacement, event: String,
    post: (inout KeyboardPresenter, KeyboardFrame, KeyboardFrame) -> Void
  ) throws(PresentationError) -> [KeyboardNotification] {
    guard geometry.device.family == .iPad else {
      throw PresentationError(
        code: .invalidEvent,
        message:
          "\(event): only an iPad keyboard can undock, split or float, not \(geometry.device.id)")
    }
    let field = try requireFocus(for: event)
    guard !hardwareKeyboard else {
      throw PresentationError(
        code: .invalidEvent,
        message: "\(event): a hardware keyboard is attached, so only the Shortcut Bar is on screen")
    }
    guard placement != self.placement, let old = current else { return [] }
    let previous = self.placement
    self.placement = placement
    let new: KeyboardFrame
    do {
      new = try frame(for: field)
    } catch {
      self.placement = previous
      throw error
    }
    current = new
    guard old.isOnScreen, new.isOnScreen else { return flush() }
    if old.kind == .docked || new.kind == .docked {
      post(&self, old, new)
    } else {
      schedule(.frameChange, from: old.rect, to: new.rect, at: now)
    }
    return flush()
  }
}

extension KeyboardPresenter.Variation {
  init(userInteraction: Bool?) {
    self.init()
    self.userInteraction = userInteraction
  }
}
