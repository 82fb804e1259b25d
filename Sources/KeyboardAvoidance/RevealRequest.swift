import Foundation

/// A rect to bring into view, with the padding to honour around it, as it travels from the
/// innermost scroll view outwards (docs/keyboard-avoidance.md#the-algorithm: reveal and nesting).
struct RevealRequest: Hashable, Sendable {
  /// The rect itself (caret or field, or the part of it a scroll view already showed).
  var core: CGRect
  var paddingTop: CGFloat
  var paddingBottom: CGFloat

  /// How far, in points, a rect may stick out and still count as visible: far below anything
  /// visible, far above the rounding left by a previous answer (1e-9 pt), so that applying a
  /// result and asking again does not move by a rounding error.
  static let tolerance: CGFloat = 1e-9

  /// The request in the coordinates of the container whose content holds a scroll view at
  /// `frame` with `contentOffset` `offset`.
  func mapped(throughFrame frame: CGRect, offset: CGPoint) -> RevealRequest {
    var request = self
    request.core = core.offsetBy(dx: frame.minX - offset.x, dy: frame.minY - offset.y)
    return request
  }

  /// The minimal vertical scroll that reveals the request in a viewport whose visible rect is
  /// `[y + adjustedTop, y + adjustedTop + visibleHeight]` in content coordinates.
  ///
  /// - A rect that fits is revealed with as much padding as fits, scaled down evenly when the
  ///   padded rect would be taller than the visible height; nothing moves when it is already
  ///   inside (`scrollRectToVisible` semantics, docs/sources.md#scroll-rect-to-visible).
  /// - A rect taller than the visible height follows `policy` and ignores padding.
  ///
  /// - Returns: The new offset (unclamped) and the part of the rect that is shown.
  func reveal(
    from y: CGFloat, adjustedTop: CGFloat, visibleHeight: CGFloat, policy: TallTargetPolicy
  ) -> (offset: CGFloat, shown: CGRect) {
    let visibleTop = y + adjustedTop
    let visibleBottom = visibleTop + visibleHeight
    if core.height <= visibleHeight {
      let room = visibleHeight - core.height
      let padding = paddingTop + paddingBottom
      let scale = padding > room ? room / padding : 1
      let top = core.minY - paddingTop * scale
      let bottom = core.maxY + paddingBottom * scale
      if top >= visibleTop - Self.tolerance && bottom <= visibleBottom + Self.tolerance {
        return (y, core)
      }
      if bottom > visibleBottom { return (y + (bottom - visibleBottom), core) }
      return (y - (visibleTop - top), core)
    }
    let offset: CGFloat
    switch policy {
    case .top:
      offset = core.minY - adjustedTop
    case .minimal:
      if core.minY <= visibleTop + Self.tolerance && core.maxY >= visibleBottom - Self.tolerance {
        offset = y
      } else if core.minY > visibleTop {
        offset = core.minY - adjustedTop
      } else {
        offset = core.maxY - visibleHeight - adjustedTop
      }
    }
    let shown = CGRect(
      x: core.minX, y: offset + adjustedTop, width: core.width, height: visibleHeight)
    return (offset, shown)
  }
}
