internal import CXKBCommon
public import Diagnostics

/// A keysym: the symbol a key produces (`xkb_keysym_t`), such as `a`, `Return` or `dead_acute`.
///
/// Raw values are the stable X11 protocol values, so keysyms are plain `Sendable` values.
///
/// ```swift
/// let e = try Keysym(name: "eacute")
/// e.rawValue        // 0xe9
/// e.utf8            // "é"
/// e.uppercased.name // "Eacute"
/// Keysym(character: "€")?.name  // "EuroSign"
/// ```
public struct Keysym: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The keysym value (`xkb_keysym_t`).
  public var rawValue: UInt32

  /// Creates a keysym from its value.
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// Looks a keysym up by name (`xkb_keysym_from_name`), case-sensitively.
  ///
  /// Accepts names (`adiaeresis`), Unicode forms (`U20AC`) and hex values (`0x1008ff13`).
  /// - Throws: ``XKBErrorCode/unknownKeysym``, suggesting a case-insensitive match if one exists.
  public init(name: String) throws(XKBError) {
    let value = xkb_keysym_from_name(name, XKB_KEYSYM_NO_FLAGS)
    guard value != 0 || name == "NoSymbol" else {
      let folded = xkb_keysym_from_name(name, XKB_KEYSYM_CASE_INSENSITIVE)
      let suggestion =
        folded != 0 ? Suggestion(input: name, candidate: Keysym(rawValue: folded).name) : nil
      throw XKBError(
        code: .unknownKeysym, message: "unknown keysym \(quoted(name))\(suggestion.clause)",
        suggestion: suggestion)
    }
    rawValue = value
  }

  /// The keysym that produces `character`, if it is a single code point
  /// (`xkb_utf32_to_keysym`).
  ///
  /// Control characters map to their function keysyms (Tab, Return…).
  public init?(character: Character) {
    guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else {
      return nil
    }
    let value = xkb_utf32_to_keysym(scalar.value)
    guard value != 0 else { return nil }
    rawValue = value
  }

  /// `NoSymbol` (0).
  public static let noSymbol = Keysym(rawValue: 0)

  /// `VoidSymbol` (0xffffff): a level that is deliberately empty.
  public static let voidSymbol = Keysym(rawValue: 0xffffff)

  /// The keysym's name (`xkb_keysym_get_name`); an unnamed keysym prints as `0x%08x`.
  public var name: String {
    var buffer = [CChar](repeating: 0, count: 64)
    let length = xkb_keysym_get_name(rawValue, &buffer, buffer.count)
    guard length > 0 else { return hexName(rawValue) }
    return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The text the keysym produces on its own (`xkb_keysym_to_utf8`); empty for dead keys,
  /// modifiers and function keys without a character.
  public var utf8: String {
    var buffer = [CChar](repeating: 0, count: 8)
    let length = xkb_keysym_to_utf8(rawValue, &buffer, buffer.count)
    guard length > 1 else { return "" }
    return String(
      decoding: buffer.prefix(Int(length) - 1).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The Unicode code point (`xkb_keysym_to_utf32`), or nil if the keysym has no character.
  public var utf32: Unicode.Scalar? {
    let value = xkb_keysym_to_utf32(rawValue)
    return value == 0 ? nil : Unicode.Scalar(value)
  }

  /// The upper-case keysym (`xkb_keysym_to_upper`).
  public var uppercased: Keysym { Keysym(rawValue: xkb_keysym_to_upper(rawValue)) }

  /// The lower-case keysym (`xkb_keysym_to_lower`).
  public var lowercased: Keysym { Keysym(rawValue: xkb_keysym_to_lower(rawValue)) }

  /// Whether this is a dead key (`dead_acute` … `dead_greek` and friends).
  public var isDeadKey: Bool { (0xfe50...0xfe93).contains(rawValue) }

  /// Whether this is a modifier keysym (Shift, Control, ISO_Level3_Shift, ISO_Level5_Shift…).
  public var isModifier: Bool {
    (0xffe1...0xffee).contains(rawValue) || (0xfe01...0xfe0f).contains(rawValue)
      || rawValue == 0xff7e || rawValue == 0xfe11 || rawValue == 0xfe12 || rawValue == 0xfe13
  }

  /// Orders keysyms by value.
  public static func < (lhs: Keysym, rhs: Keysym) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The keysym's name.
  public var description: String { name }
}

private func hexName(_ value: UInt32) -> String {
  let hex = String(value, radix: 16)
  return "0x" + String(repeating: "0", count: Swift.max(0, 8 - hex.count)) + hex
}
