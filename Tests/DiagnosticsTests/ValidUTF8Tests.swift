import Diagnostics
import Testing

struct ValidUTF8Tests {
  static let cases: [(bytes: [UInt8], text: String?)] = [
    ([], ""),
    (Array("café".utf8), "café"),
    (Array("👩‍💻 a\u{0}b".utf8), "👩‍💻 a\u{0}b"),
    ([0x63, 0x61, 0x66, 0xE9], nil),  // Latin-1 é
    ([0xEF, 0xBF], nil),  // U+FFFD cut short
    ([0xEF, 0xBF, 0xBD], "\u{FFFD}"),  // U+FFFD itself is valid
    ([0xC0, 0xAF], nil),  // overlong "/"
    ([0xED, 0xA0, 0x80], nil),  // a UTF-16 surrogate
    ([0xF4, 0x90, 0x80, 0x80], nil),  // past U+10FFFF
    ([0x80], nil),  // a lone continuation byte
  ]

  @Test(arguments: cases)
  func validBytesAreTextAndInvalidBytesAreNil(bytes: [UInt8], text: String?) {
    #expect(String(validUTF8: bytes) == text)
    #expect(String(validUTF8: bytes[...]) == text)
  }

  /// The standard library's validating initializer agrees on random bytes, most of them
  /// invalid, some of them valid (where it exists: macOS 15, iOS 18, and every Linux).
  @Test func agreesWithTheStandardLibrary() {
    guard #available(macOS 15, iOS 18, *) else { return }
    var generator = SystemRandomNumberGenerator()
    let alphabet: [UInt8] = [0x41, 0x7F, 0x80, 0xBF, 0xC2, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xFF]
    for _ in 0..<5_000 {
      let count = Int.random(in: 0...6, using: &generator)
      let bytes = (0..<count).map { _ in alphabet.randomElement(using: &generator) ?? 0 }
      #expect(String(validUTF8: bytes) == String(validating: bytes, as: UTF8.self), "\(bytes)")
    }
  }
}
