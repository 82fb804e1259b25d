/// Converts UTF-8 byte offsets of the field's text to UTF-16 and grapheme offsets, counting forward
/// from the last offset it converted, so converting offsets in text order costs one pass over the
/// text.
///
/// Offsets it converts are word starts and ends: grapheme boundaries.
struct PositionCache {
  private var byte = 0
  private var utf16 = 0
  private var graphemes = 0

  mutating func position(of offset: Int, in text: TextBuffer) -> (utf16: Int, graphemes: Int) {
    if offset < byte || byte > text.count { (byte, utf16, graphemes) = (0, 0, 0) }
    if offset > byte {
      let piece = String(decoding: text.bytes[byte..<offset], as: UTF8.self)
      utf16 += piece.utf16.count
      graphemes += piece.count
      byte = offset
    }
    return (utf16, graphemes)
  }

  mutating func range(_ start: Int, _ end: Int, in text: TextBuffer) -> WordRange {
    let from = position(of: start, in: text)
    let to = position(of: end, in: text)
    return WordRange(
      utf16: .init(location: from.utf16, length: to.utf16 - from.utf16),
      graphemes: .init(location: from.graphemes, length: to.graphemes - from.graphemes))
  }
}
