import Diagnostics

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Converts words between UTF-8 (Swift's strings) and a dictionary's `SET` encoding with
/// iconv; UTF-8 dictionaries (every one Debian ships for en, de and fr) skip the conversion.
struct TextEncoding: Sendable {
  /// The name hunspell reports (`UTF-8`, `ISO8859-1`, `microsoft-cp1251`, …).
  let name: String
  let isUTF8: Bool
  private let iconvName: String

  init(hunspellName name: String) throws(SpellingError) {
    self.name = name
    let upper = name.uppercased()
    isUTF8 = upper == "UTF-8" || upper == "UTF8"
    // hunspell spells ISO 8859 as ISO8859-n and Windows code pages as microsoft-cpNNNN.
    var iconvName = upper
    if upper.hasPrefix("ISO8859-") { iconvName = "ISO-8859-" + upper.dropFirst(8) }
    if upper.hasPrefix("MICROSOFT-CP") { iconvName = "CP" + upper.dropFirst(12) }
    if upper == "ISCII-DEVANAGARI" { iconvName = "UTF-8" }
    self.iconvName = iconvName
    if !isUTF8, Self.convert(Array("a".utf8), from: "UTF-8", to: iconvName) == nil {
      throw SpellingError(
        code: .unsupportedEncoding,
        message: "the dictionary's encoding \(quoted(name)) cannot be converted to UTF-8")
    }
  }

  /// The word in the dictionary's encoding, NUL-terminated; nil when it has no such spelling.
  func encode(_ word: String) -> [CChar]? {
    var bytes: [UInt8]
    if isUTF8 {
      bytes = Array(word.utf8)
    } else {
      guard let converted = Self.convert(Array(word.utf8), from: "UTF-8", to: iconvName) else {
        return nil
      }
      bytes = converted
    }
    bytes.append(0)
    return bytes.map { CChar(bitPattern: $0) }
  }

  /// A C string from hunspell, in the dictionary's encoding, as a Swift string.
  func decode(_ pointer: UnsafePointer<CChar>) -> String {
    if isUTF8 { return String(cString: pointer) }
    let length = strlen(pointer)
    let bytes = UnsafeRawBufferPointer(start: pointer, count: length).map { $0 }
    guard let utf8 = Self.convert(bytes, from: iconvName, to: "UTF-8") else {
      return String(decoding: bytes, as: UTF8.self)
    }
    return String(decoding: utf8, as: UTF8.self)
  }

  /// Converts bytes with iconv; nil when the text has no representation in `to`.
  static func convert(_ input: [UInt8], from: String, to: String) -> [UInt8]? {
    let converter = iconv_open(to, from)
    guard converter != iconv_t(bitPattern: -1) else { return nil }
    defer { iconv_close(converter) }
    var source = input.map { CChar(bitPattern: $0) }
    var output = [CChar](repeating: 0, count: input.count * 4 + 8)
    let produced: Int? = source.withUnsafeMutableBufferPointer { sourceBuffer in
      output.withUnsafeMutableBufferPointer { outputBuffer in
        var inPointer: UnsafeMutablePointer<CChar>? = sourceBuffer.baseAddress
        var inLeft = sourceBuffer.count
        var outPointer: UnsafeMutablePointer<CChar>? = outputBuffer.baseAddress
        var outLeft = outputBuffer.count
        let result = iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft)
        guard result != -1, inLeft == 0 else { return nil }
        return outputBuffer.count - outLeft
      }
    }
    guard let produced else { return nil }
    return output.prefix(produced).map { UInt8(bitPattern: $0) }
  }
}
