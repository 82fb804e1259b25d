public import Foundation

/// A text field's drawing rects for its bounds, border style, overlays, editing state and
/// layout direction: `UITextField`'s `borderRect(forBounds:)`, `textRect(forBounds:)`,
/// `placeholderRect(forBounds:)`, `editingRect(forBounds:)`, `clearButtonRect(forBounds:)`,
/// `leftViewRect(forBounds:)` and `rightViewRect(forBounds:)`
/// (docs/sources.md#text-field-geometry).
///
/// Rects are in the field's bounds, rounded to whole pixels, widths never negative. In
/// right-to-left layout everything mirrors: the view set as `leftView` shows on the right
/// (the leading edge), so ``leftViewRect`` — the left slot, as UIKit's method — then holds the
/// view set as `rightView`.
///
/// ```swift
/// var properties = TextFieldProperties()
/// properties.borderStyle = .roundedRect
/// properties.clearButtonMode = .whileEditing
/// properties.frame = CGRect(x: 0, y: 0, width: 300, height: 34)
/// let editing = TextFieldGeometry(properties, isEditing: true, isEmpty: false)
/// editing.textRect          // (7, 2, 286, 30): the rect when not editing
/// editing.editingRect       // (7, 2, 259, 30): 27 pt less for the clear button
/// editing.clearButtonRect   // (276, 8, 19, 19)
/// ```
public struct TextFieldGeometry: Hashable, Sendable {
  /// The bounds: `borderRect(forBounds:)` [H].
  public var borderRect: CGRect
  /// Where the text draws while not editing.
  public var textRect: CGRect
  /// Where the text draws while editing.
  public var editingRect: CGRect
  /// Where the placeholder draws: the current text or editing rect, one line high, centred.
  public var placeholderRect: CGRect
  /// The clear button's rect (19×19 pt), whether or not it shows.
  public var clearButtonRect: CGRect
  /// The left slot: the view set as `leftView` in left-to-right layout, as `rightView` in
  /// right-to-left layout; nil when that view is absent.
  public var leftViewRect: CGRect?
  /// The right slot: the view set as `rightView` in left-to-right layout, as `leftView` in
  /// right-to-left layout; nil when that view is absent.
  public var rightViewRect: CGRect?
  /// Which overlays show.
  public var visibility: OverlayVisibility

  /// The geometry of a field with `properties`, editing or not, with or without text.
  public init(_ properties: TextFieldProperties, isEditing: Bool, isEmpty: Bool) {
    let bounds = properties.bounds
    let scale = max(properties.contentScaleFactor, 1)
    let rtl = properties.layoutDirection == .rightToLeft
    func round(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
    func pixelRect(_ r: CGRect) -> CGRect {
      let x = round(r.minX)
      let y = round(r.minY)
      return CGRect(x: x, y: y, width: max(0, round(r.maxX) - x), height: max(0, round(r.maxY) - y))
    }
    /// A rect laid out from the leading edge, placed in the bounds.
    func place(_ r: CGRect) -> CGRect {
      let physical =
        rtl ? CGRect(x: bounds.width - r.maxX, y: r.minY, width: r.width, height: r.height) : r
      return pixelRect(physical)
    }
    let inset = TextFieldMetrics.inset(for: properties.borderStyle)
    let leading = (inset: rtl ? inset.right : inset.left, view: properties.leftView)
    let trailing = (inset: rtl ? inset.left : inset.right, view: properties.rightView)
    let midY = bounds.height / 2

    func viewRect(_ size: CGSize, atLeading: Bool) -> CGRect {
      let x = atLeading ? 0 : (bounds.width - size.width).rounded()
      return CGRect(
        x: x, y: (midY - size.height / 2).rounded(), width: size.width, height: size.height)
    }
    let leadingRect = leading.view.map { viewRect($0, atLeading: true) }
    let trailingRect = trailing.view.map { viewRect($0, atLeading: false) }
    let side = TextFieldMetrics.clearButtonSide
    let clear = CGRect(
      x: (bounds.width - side - 8).rounded() + 3, y: (midY - 10.5).rounded() + 1,
      width: side, height: side)

    func contentRect(editing: Bool) -> CGRect {
      let shown = OverlayVisibility(properties, isEditing: editing, isEmpty: isEmpty)
      let start = leading.inset + (shown.leftView ? (leadingRect?.maxX ?? 0) : 0)
      var end = bounds.width - trailing.inset
      if shown.rightView, let trailingRect {
        end = trailingRect.minX
      } else if shown.clearButton {
        end -= TextFieldMetrics.clearButtonTextShrink
      }
      return place(
        CGRect(
          x: start, y: inset.top, width: max(0, end - start),
          height: max(0, bounds.height - inset.top - inset.bottom)))
    }

    borderRect = bounds
    textRect = contentRect(editing: false)
    editingRect = contentRect(editing: true)
    visibility = OverlayVisibility(properties, isEditing: isEditing, isEmpty: isEmpty)
    clearButtonRect = place(clear)
    let placedLeading = leadingRect.map(place)
    let placedTrailing = trailingRect.map(place)
    leftViewRect = rtl ? placedTrailing : placedLeading
    rightViewRect = rtl ? placedLeading : placedTrailing
    let current = isEditing ? editingRect : textRect
    let lineHeight = TextFieldMetrics.lineHeight(fontSize: properties.fontSize)
    placeholderRect = pixelRect(
      CGRect(
        x: current.minX, y: current.minY + ((current.height - lineHeight) / 2).rounded(),
        width: current.width, height: lineHeight))
  }

  /// The intrinsic height of a field in `style` at `fontSize`: a rounded-rect field is at least
  /// 34 pt (30 + 4) [M]; the others are one line plus their insets [L].
  ///
  /// ```swift
  /// TextFieldGeometry.intrinsicHeight(style: .roundedRect, fontSize: 17)  // 34
  /// ```
  public static func intrinsicHeight(style: BorderStyle, fontSize: CGFloat) -> CGFloat {
    let line = TextFieldMetrics.lineHeight(fontSize: fontSize)
    switch style {
    case .roundedRect: return max(line, TextFieldMetrics.roundedRectMinimumContentHeight) + 4
    default:
      let inset = TextFieldMetrics.inset(for: style)
      return line + inset.top + inset.bottom
    }
  }
}
