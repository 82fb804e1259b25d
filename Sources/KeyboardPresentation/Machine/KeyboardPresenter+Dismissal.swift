public import Foundation

extension KeyboardPresenter {
  /// The user drags a docked keyboard down `offset` points (`keyboardDismissMode =
  /// .interactive`).
  ///
  /// Nothing is posted while dragging (docs/sources.md#interactive-dismissal); ``frame(at:)``
  /// follows the drag. Dragging it fully off screen dismisses it: the hide four from there.
  ///
  /// ```swift
  /// try keyboard.dragKeyboard(to: 120)         // []
  /// try keyboard.endKeyboardDrag(dismissing: true)  // WCF, WH from (0, 636, 393, 336)
  /// ```
  ///
  /// - Throws: ``PresentationError`` for a negative or NaN offset, or without a docked keyboard.
  public mutating func dragKeyboard(to offset: CGFloat) throws(PresentationError)
    -> [KeyboardNotification]
  {
    try PresentationError.requireGeometry(offset, "drag offset")
    guard focusedField != nil, let frame = current, frame.kind == .docked,
      placement.isDocked
    else {
      throw PresentationError(
        code: .invalidEvent, message: "dragKeyboard: no docked on-screen keyboard to drag")
    }
    dragOffset = offset
    let dragged = frame.rect.offsetBy(dx: 0, dy: offset)
    timeline.jump(to: geometry.reported(dragged), at: now)
    if offset >= frame.rect.height {
      return endDrag(dismissing: true, offset: offset)
    }
    return []
  }

  /// The drag ends: dismissing posts the hide four from the dragged frame
  /// (docs/sources.md#interactive-dismissal); cancelling springs the keyboard back
  /// (``PresentationOptions/cancelledDismissal``).
  ///
  /// - Throws: ``PresentationError`` with code ``PresentationErrorCode/invalidEvent`` when no
  ///   drag is running.
  public mutating func endKeyboardDrag(dismissing: Bool) throws(PresentationError)
    -> [KeyboardNotification]
  {
    guard let offset = dragOffset else {
      throw PresentationError(code: .invalidEvent, message: "endDrag: no drag is running")
    }
    return endDrag(dismissing: dismissing, offset: offset)
  }

  mutating func endDrag(dismissing: Bool, offset: CGFloat) -> [KeyboardNotification] {
    dragOffset = nil
    guard let frame = current else { return [] }
    let dragged = frame.rect.offsetBy(dx: 0, dy: offset)
    if dismissing {
      schedule(.hide, from: dragged, to: hideEnd(frame, from: frame.rect), at: now)
      focusedField = nil
      current = nil
    } else if options.cancelledDismissal == .frameChange {
      schedule(.frameChange, from: dragged, to: frame.rect, at: now)
    } else {
      timeline.animate(
        from: geometry.reported(dragged), to: geometry.reported(frame.rect), at: now,
        duration: options.animationDuration)
    }
    return flush()
  }
}
