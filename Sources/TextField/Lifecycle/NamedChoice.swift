import Diagnostics

/// A string-valued option read from JSON by name, with a did-you-mean for a typo.
protocol NamedChoice: RawRepresentable<String>, CaseIterable {
  /// What the value is called in messages: `selectionChange`, `maxLengthUnit`.
  static var choiceName: String { get }
}

extension NamedChoice {
  /// Decodes a name, or throws a ``TextFieldError`` naming the valid ones.
  static func decodeChoice(from decoder: any Decoder) throws -> Self {
    try parse(decoder.singleValueContainer().decode(String.self))
  }

  /// The value named `name`.
  ///
  /// - Throws: ``TextFieldError`` with code ``TextFieldErrorCode/invalidProperty``.
  static func parse(_ name: String) throws(TextFieldError) -> Self {
    if let value = Self(rawValue: name) { return value }
    let names = allCases.map(\.rawValue)
    let suggestion = Suggestion(for: name, among: names)
    throw TextFieldError(
      code: .invalidProperty,
      message: "unknown \(choiceName) \(quoted(name))\(suggestion.clause) "
        + "(valid: \(names.joined(separator: ", ")))",
      suggestion: suggestion)
  }
}
