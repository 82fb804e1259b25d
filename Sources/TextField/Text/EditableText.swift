/// A field's text and its selection, kept consistent through every edit: offsets in UTF-16
/// units (what UIKit's `NSRange` speaks) and in graphemes (Swift `Character`s).
///
/// A replacement puts the caret after the inserted text, as typing and pasting do. Ranges are
/// widened to whole graphemes before an edit, as `rangeOfComposedCharacterSequences(for:)`
/// does, so no edit can split an emoji or a flag.
///
/// ```swift
/// var text = EditableText("a👍🏽")   // the caret at the end
/// text.selection                     // {5, 0}: 1 + 4 UTF-16 units
/// text.graphemeSelection             // 2..<2
/// text.replace(TextRange(location: 1, length: 4), with: "b")
/// text.text                          // "ab"
/// text.selection                     // {2, 0}
/// ```
public struct EditableText: Hashable, Sendable {
  /// The text.
  public private(set) var text: String
  /// The selection in UTF-16 units; empty for a caret.
  public private(set) var selection: TextRange

  /// Text with the caret at its end, or with `selection` when it lies inside the text.
  public init(_ text: String = "", selection: TextRange? = nil) {
    self.text = text
    self.selection = .caret(text.utf16.count)
    if let selection, contains(selection) { self.selection = composedRange(enclosing: selection) }
  }

  // MARK: - Measures

  /// The length in UTF-16 units (`(text as NSString).length`).
  public var utf16Length: Int { text.utf16.count }

  /// The number of graphemes (`text.count`).
  public var graphemeCount: Int { text.count }

  /// The selection in graphemes.
  public var graphemeSelection: Range<Int> {
    graphemeOffset(ofUTF16: selection.location)..<graphemeOffset(ofUTF16: selection.upperBound)
  }

  /// The text before the selection: what the keyboard reads as its context.
  public var textBeforeSelection: String { String(text[..<index(selection.location)]) }

  /// The selected text.
  public var selectedText: String { substring(selection) }

  /// Whether `range` lies inside the text.
  public func contains(_ range: TextRange) -> Bool {
    range.location >= 0 && range.length >= 0 && range.upperBound <= utf16Length
  }

  /// The text in `range`, widened to whole graphemes.
  public func substring(_ range: TextRange) -> String {
    let whole = composedRange(enclosing: range)
    return String(text[index(whole.location)..<index(whole.upperBound)])
  }

  /// The number of graphemes that start before the UTF-16 offset `offset` (an offset inside a
  /// grapheme counts that grapheme).
  public func graphemeOffset(ofUTF16 offset: Int) -> Int {
    let end = index(offset)
    return text[..<end].count + (isGraphemeBoundary(offset) ? 0 : 1)
  }

  /// The UTF-16 offset where grapheme `offset` starts (the length for `offset == count`).
  public func utf16Offset(ofGrapheme offset: Int) -> Int {
    let clamped = min(max(offset, 0), text.count)
    let index = text.index(text.startIndex, offsetBy: clamped)
    return text.utf16.distance(from: text.utf16.startIndex, to: index)
  }

  /// Whether the UTF-16 offset falls between two graphemes (or at either end).
  public func isGraphemeBoundary(_ offset: Int) -> Bool {
    guard offset > 0, offset < utf16Length else { return offset == 0 || offset == utf16Length }
    return utf16Index(offset).samePosition(in: text) != nil
  }

  /// `range` widened to whole graphemes, as `rangeOfComposedCharacterSequences(for:)`.
  public func composedRange(enclosing range: TextRange) -> TextRange {
    let length = utf16Length
    let lower = min(max(range.location, 0), length)
    let upper = min(max(range.upperBound, lower), length)
    let start = text.utf16.distance(from: text.utf16.startIndex, to: index(lower))
    var endIndex = index(upper)
    if !isGraphemeBoundary(upper) { endIndex = text.index(after: endIndex) }
    let end = text.utf16.distance(from: text.utf16.startIndex, to: endIndex)
    return TextRange(location: start, length: end - start)
  }

  /// The range of the grapheme that ends at the UTF-16 offset `offset`; nil at the start.
  public func graphemeRange(endingAt offset: Int) -> TextRange? {
    guard offset > 0 else { return nil }
    let end = index(offset)
    let start = text.index(before: end)
    let location = text.utf16.distance(from: text.utf16.startIndex, to: start)
    return TextRange(location: location, length: offset - location)
  }

  // MARK: - Edits

  /// Replaces `range` (widened to whole graphemes and clamped to the text) with `replacement`
  /// and puts the caret after it.
  public mutating func replace(_ range: TextRange, with replacement: String) {
    let whole = composedRange(enclosing: range)
    let lower = index(whole.location)
    let upper = index(whole.upperBound)
    text.replaceSubrange(lower..<upper, with: replacement)
    selection = .caret(whole.location + replacement.utf16.count)
  }

  /// Replaces the whole text and puts the caret at the end.
  public mutating func setText(_ newText: String) {
    text = newText
    selection = .caret(newText.utf16.count)
  }

  /// Selects `range`, widened to whole graphemes.
  ///
  /// - Throws: ``TextFieldError`` with code ``TextFieldErrorCode/selectionOutOfRange`` when
  ///   the range does not lie inside the text.
  public mutating func select(_ range: TextRange) throws(TextFieldError) {
    guard contains(range) else {
      throw TextFieldError(
        code: .selectionOutOfRange,
        message: "selection \(range) is outside the text (UTF-16 length \(utf16Length))")
    }
    selection = composedRange(enclosing: range)
  }

  // MARK: - Indices

  /// The character index at or before the UTF-16 offset (rounded down to a grapheme start).
  private func index(_ offset: Int) -> String.Index {
    let clamped = min(max(offset, 0), utf16Length)
    let raw = utf16Index(clamped)
    if let exact = raw.samePosition(in: text) { return exact }
    var candidate = text.startIndex
    while true {
      let next = text.index(after: candidate)
      if next > raw { return candidate }
      candidate = next
    }
  }

  private func utf16Index(_ offset: Int) -> String.Index {
    text.utf16.index(text.utf16.startIndex, offsetBy: offset)
  }
}

extension EditableText {
  /// `text` as `UITextField` stores it: `\r\n`, `\r` and `\n` become a space and U+FFFC
  /// (the attachment character) is removed (docs/sources.md#text-field-properties [M]).
  ///
  /// ```swift
  /// EditableText.sanitizedForTextField("a\r\nb\nc\u{FFFC}")  // "a b c"
  /// ```
  public static func sanitizedForTextField(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { $0 == "\r" || $0 == "\n" || $0 == "\u{FFFC}" })
    else { return text }
    var result = String.UnicodeScalarView()
    var previousWasCR = false
    for scalar in text.unicodeScalars {
      defer { previousWasCR = scalar == "\r" }
      switch scalar {
      case "\u{FFFC}": continue
      case "\n" where previousWasCR: continue
      case "\r", "\n": result.append(" ")
      default: result.append(scalar)
      }
    }
    return String(result)
  }
}
