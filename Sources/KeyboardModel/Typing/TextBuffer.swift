/// The committed text of a field as UTF-8 bytes, with the caret at the end.
///
/// Bytes rather than a `String`, so that the typing hot path appends without allocating. A
/// secure field's buffer also keeps its grapheme count up to date (``graphemeCount``): the
/// field shows one mask per grapheme after every keystroke, and counting the whole text each
/// time made a long secure text quadratic.
struct TextBuffer {
  private(set) var bytes: [UInt8] = []
  /// The number of graphemes, kept current edit by edit; nil when not counted.
  private var countedGraphemes: Int?
  /// The shortest the text has been since ``setTokenFloor()`` was last called: the bytes below it are
  /// unchanged since, so what a backward scan learned about them still holds.
  private(set) var tokenFloor = 0

  var isEmpty: Bool { bytes.isEmpty }
  var count: Int { bytes.count }

  init() {}

  /// A buffer holding `text`; `countsGraphemes` keeps ``graphemeCount`` current as it changes.
  init(_ text: String, countsGraphemes: Bool = false) {
    bytes = Array(text.utf8)
    if countsGraphemes { countedGraphemes = text.count }
  }

  var string: String { String(decoding: bytes, as: UTF8.self) }

  mutating func reserve(_ capacity: Int) { bytes.reserveCapacity(capacity) }

  @inline(__always)
  mutating func append(_ byte: UInt8) {
    guard countedGraphemes != nil else {
      bytes.append(byte)
      return
    }
    appendCounting(CollectionOfOne(byte))
  }

  mutating func append(contentsOf other: some Collection<UInt8>) {
    guard countedGraphemes != nil else {
      bytes.append(contentsOf: other)
      return
    }
    appendCounting(other)
  }

  /// Removes the last `count` bytes, which start a grapheme (a word, a grapheme, a replacement).
  mutating func removeLast(_ count: Int) {
    let removed = Swift.min(count, bytes.count)
    if let counted = countedGraphemes {
      countedGraphemes = counted - graphemes(from: bytes.count - removed)
    }
    bytes.removeLast(removed)
    lowerFloors()
  }

  mutating func removeAll() {
    bytes.removeAll(keepingCapacity: true)
    if countedGraphemes != nil { countedGraphemes = 0 }
    lowerFloors()
  }

  @inline(__always)
  private mutating func lowerFloors() {
    tokenFloor = Swift.min(tokenFloor, bytes.count)
  }

  /// Marks the text as unchanged from here on for the word boundary's token scan.
  mutating func setTokenFloor() { tokenFloor = bytes.count }

  /// Appends and recounts only from the start of the last grapheme: the new bytes can join it
  /// (a combining mark, a second regional indicator) but no grapheme before it.
  @inline(never)
  private mutating func appendCounting(_ other: some Collection<UInt8>) {
    let lastStart = bytes.count - lastGraphemeLength()
    let before = (countedGraphemes ?? 0) - (bytes.isEmpty ? 0 : 1)
    bytes.append(contentsOf: other)
    countedGraphemes = before + graphemes(from: lastStart)
  }

  /// The number of graphemes from byte `start` (a grapheme boundary) to the end.
  private func graphemes(from start: Int) -> Int {
    start >= bytes.count ? 0 : String(decoding: bytes[start...], as: UTF8.self).count
  }

  /// The bytes from `start` to the end.
  func suffix(from start: Int) -> ArraySlice<UInt8> { bytes[start...] }

  /// The scalar that starts at byte `start`, and the byte offset just after it.
  func scalar(at start: Int) -> (scalar: Unicode.Scalar, end: Int)? {
    guard start < bytes.count else { return nil }
    return UTF8Scalars.scalar(in: bytes, at: start)
  }

  /// The scalar that ends at byte `end` (exclusive), and where it starts.
  func scalar(before end: Int) -> (scalar: Unicode.Scalar, start: Int)? {
    guard end > 0 else { return nil }
    var start = end - 1
    while start > 0, UTF8Scalars.isContinuation(bytes[start]) { start -= 1 }
    return (UTF8Scalars.scalar(in: bytes[..<end], at: start).scalar, start)
  }

  /// The last scalar, if any.
  var lastScalar: Unicode.Scalar? { scalar(before: bytes.count)?.scalar }

  /// The byte length of the last grapheme (extended grapheme cluster), 0 when empty.
  ///
  /// Looks at a window of the last bytes that starts on a scalar boundary and widens it while
  /// the whole window is one grapheme, so a long text costs no more than a short one.
  func lastGraphemeLength() -> Int {
    guard !bytes.isEmpty else { return 0 }
    var window = 32
    while true {
      var start = Swift.max(0, bytes.count - window)
      while start > 0, UTF8Scalars.isContinuation(bytes[start]) { start -= 1 }
      let tail = String(decoding: bytes[start...], as: UTF8.self)
      guard let last = tail.last else { return 0 }
      let length = last.utf8.count
      if start == 0 || length < bytes.count - start { return length }
      window *= 2
    }
  }

  /// The number of graphemes (for the secure-entry display): kept current in a buffer that
  /// counts them, counted otherwise.
  var graphemeCount: Int { countedGraphemes ?? string.count }

  /// The last grapheme, or nil when the text is empty.
  var lastGrapheme: String? {
    let length = lastGraphemeLength()
    return length == 0 ? nil : String(decoding: bytes[(bytes.count - length)...], as: UTF8.self)
  }
}
