public import Diagnostics

/// A set of characters written as in a regular-expression bracket: single characters and
/// ranges, `0-9`, `A-Za-z`, `0-9.,`; a `-` first or last is itself, `\` escapes the next
/// character (`\-`, `\\`).
///
/// ```swift
/// let digits = try CharacterClass("0-9")
/// digits.contains("7")           // true
/// digits.admits("12a")           // false
/// ```
public struct CharacterClass: Hashable, Sendable, CustomStringConvertible {
  /// The pattern as written.
  public let pattern: String
  private let ranges: [ClosedRange<UInt32>]

  /// Parses `pattern`.
  ///
  /// - Throws: ``TextFieldError`` with code ``TextFieldErrorCode/invalidRule`` for an empty
  ///   pattern, a range whose ends are reversed (`9-0`), or a dangling `\`.
  public init(_ pattern: String) throws(TextFieldError) {
    self.pattern = pattern
    let scalars = Array(pattern.unicodeScalars)
    guard !scalars.isEmpty else {
      throw TextFieldError(
        code: .invalidRule, message: "allowedCharacters is empty: no character could be typed")
    }
    var items: [(scalar: UInt32, escaped: Bool)] = []
    var index = 0
    while index < scalars.count {
      if scalars[index] == "\\" {
        guard index + 1 < scalars.count else {
          throw TextFieldError(
            code: .invalidRule,
            message: "allowedCharacters \(quoted(pattern)) ends with a lone '\\'")
        }
        items.append((scalars[index + 1].value, true))
        index += 2
      } else {
        items.append((scalars[index].value, false))
        index += 1
      }
    }
    var ranges: [ClosedRange<UInt32>] = []
    var position = 0
    while position < items.count {
      let item = items[position]
      if position + 2 < items.count, items[position + 1].scalar == 0x2D,
        !items[position + 1].escaped
      {
        let upper = items[position + 2].scalar
        guard item.scalar <= upper else {
          throw TextFieldError(
            code: .invalidRule,
            message: "allowedCharacters \(quoted(pattern)): the range "
              + "\(quoted(String(Unicode.Scalar(item.scalar).map(Character.init) ?? " ")))-"
              + "\(quoted(String(Unicode.Scalar(upper).map(Character.init) ?? " "))) is reversed")
        }
        ranges.append(item.scalar...upper)
        position += 3
      } else {
        ranges.append(item.scalar...item.scalar)
        position += 1
      }
    }
    self.ranges = ranges
  }

  /// Whether the set holds `scalar`.
  public func contains(_ scalar: Unicode.Scalar) -> Bool {
    ranges.contains { $0.contains(scalar.value) }
  }

  /// Whether every scalar of `text` is in the set (an empty text is admitted: a deletion).
  public func admits(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy(contains)
  }

  /// The pattern.
  public var description: String { pattern }
}
