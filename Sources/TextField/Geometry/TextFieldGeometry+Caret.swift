public import Foundation

extension TextFieldGeometry {
  /// The caret's rect in the field's bounds, for the keyboard-avoidance calculator.
  ///
  /// The editing rect's start plus the estimated width of the text before the caret, one line
  /// high, centred vertically; kept inside the editing rect, as a field scrolls its text to
  /// keep the caret visible (docs/sources.md#text-field-properties). Widths are estimates
  /// (``TextFieldMetrics``).
  ///
  /// ```swift
  /// let caret = TextFieldGeometry.caretRect(
  ///   properties, text: EditableText("abc"), displayedText: "abc")
  /// caret.height  // 20.29: one line of 17-pt text
  /// ```
  ///
  /// - Parameters:
  ///   - properties: The field's properties.
  ///   - text: The text and the caret.
  ///   - displayedText: What the field shows (bullets for secure entry).
  /// - Returns: The caret's rect, in the field's bounds.
  public static func caretRect(
    _ properties: TextFieldProperties, text: EditableText, displayedText: String
  ) -> CGRect {
    let geometry = TextFieldGeometry(properties, isEditing: true, isEmpty: text.text.isEmpty)
    let rect = geometry.editingRect
    let fontSize = fittingFontSize(properties, displayedText: displayedText)
    let graphemes = text.graphemeSelection.upperBound
    let before = TextFieldMetrics.width(of: displayedText.prefix(graphemes), fontSize: fontSize)
    let total = TextFieldMetrics.width(of: displayedText, fontSize: fontSize)
    let caret = TextFieldMetrics.caretWidth
    let rtl = properties.layoutDirection == .rightToLeft
    let lineStart: CGFloat
    switch properties.textAlignment.resolved(for: properties.layoutDirection) {
    case .center: lineStart = rect.minX + (rect.width - total) / 2
    case .right: lineStart = rect.maxX - total
    default: lineStart = rect.minX
    }
    // Right-to-left text runs from the line's right end.
    var x = rtl ? lineStart + total - before : lineStart + before
    x = min(max(x, rect.minX), max(rect.minX, rect.maxX - caret))
    let height = TextFieldMetrics.lineHeight(fontSize: fontSize)
    return CGRect(x: x, y: rect.midY - height / 2, width: caret, height: height)
  }

  /// The font size a field draws `displayedText` at: the set size, or with
  /// `adjustsFontSizeToFitWidth` the largest size, in 1-pt steps down to `minimumFontSize`,
  /// whose text fits the editing rect minus the caret and 10 pt (docs/sources.md#font-shrinking
  /// [M]).
  ///
  /// ```swift
  /// properties.adjustsFontSizeToFitWidth = true
  /// properties.minimumFontSize = 12
  /// TextFieldGeometry.fittingFontSize(properties, displayedText: String(repeating: "m", count: 60))
  /// // 12: the text does not fit even at the minimum
  /// ```
  public static func fittingFontSize(
    _ properties: TextFieldProperties, displayedText: String
  ) -> CGFloat {
    guard properties.adjustsFontSizeToFitWidth else { return properties.fontSize }
    let rect = TextFieldGeometry(properties, isEditing: true, isEmpty: displayedText.isEmpty)
      .editingRect
    let budget = rect.width - TextFieldMetrics.caretWidth - TextFieldMetrics.fitWidthSlack
    let floor = max(properties.minimumFontSize, 1)
    var size = properties.fontSize
    while size - 1 >= floor, TextFieldMetrics.width(of: displayedText, fontSize: size) > budget {
      size -= 1
    }
    return size
  }
}
