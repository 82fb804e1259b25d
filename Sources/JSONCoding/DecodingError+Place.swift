internal import Diagnostics
package import Foundation

extension KeyedDecodingContainerProtocol {
  /// An error at `key` that keeps `error` as its cause: the strict decoder reports it at the
  /// key's value, with the cause's message, code and suggestion.
  ///
  /// ```swift
  /// guard let role = Role(rawValue: name) else {
  ///   throw container.error(at: .role, TraitError.unknownValue(name, trait: "role", valid: …))
  /// }
  /// // form.json:1:9: at role: unknown role 'register' (valid: login, signup, changePassword)
  /// ```
  package func error(at key: Key, _ error: any Error) -> DecodingError {
    let message = (error as? any KeyboardSimError)?.message ?? String(describing: error)
    return DecodingError.dataCorrupted(
      DecodingError.Context(
        codingPath: codingPath + [key], debugDescription: message, underlyingError: error))
  }
}

extension KeyedDecodingContainerProtocol {
  /// Decodes one of an enumeration's names: `unknown <noun> 'x'; did you mean 'y'? (valid: …)`
  /// at the key otherwise.
  ///
  /// ```swift
  /// let style = try c.decodeChoice(RotationStyle.self, forKey: .rotationStyle)
  /// ```
  package func decodeChoice<T: RawRepresentable & CaseIterable>(
    _ type: T.Type, forKey key: Key, noun: String = "value"
  ) throws -> T where T.RawValue == String {
    let name = try decode(String.self, forKey: key)
    if let value = T(rawValue: name) { return value }
    let valid = T.allCases.map(\.rawValue)
    let suggestion = Suggestion(for: name, among: valid)
    throw DecodingError.dataCorrupted(
      DecodingError.Context(
        codingPath: codingPath + [key],
        debugDescription: "unknown \(noun) \(quoted(name))\(suggestion.clause) "
          + "(valid: \(valid.joined(separator: ", ")))",
        underlyingError: JSONError(
          code: .invalidValue, message: "unknown \(noun) \(quoted(name))", suggestion: suggestion)))
  }

  /// Decodes ``decodeChoice(_:forKey:noun:)`` when the key is present.
  package func decodeChoiceIfPresent<T: RawRepresentable & CaseIterable>(
    _ type: T.Type, forKey key: Key, noun: String = "value"
  ) throws -> T? where T.RawValue == String {
    guard contains(key) else { return nil }
    return try decodeChoice(type, forKey: key, noun: noun)
  }

  /// Decodes a length in points: finite, from 0 to ``JSONGeometry/maximumPoints``.
  package func decodePoints(forKey key: Key) throws -> CGFloat {
    try JSONGeometry.checkLength(decode(Double.self, forKey: key), codingPath: codingPath + [key])
  }

  /// Decodes ``decodePoints(forKey:)`` when the key is present.
  package func decodePointsIfPresent(forKey key: Key) throws -> CGFloat? {
    guard contains(key) else { return nil }
    return try decodePoints(forKey: key)
  }
}

extension KeyedDecodingContainerProtocol {
  /// Decodes a time in seconds: finite, from 0 to ``InputBounds/seconds``.
  package func decodeSeconds(forKey key: Key) throws -> Double {
    let value = try decode(Double.self, forKey: key)
    guard InputBounds.isTime(value) else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: codingPath + [key],
          debugDescription: "must be a number of seconds from 0 to "
            + "\(formatNumber(InputBounds.seconds)), got \(messageNumber(value))"))
    }
    return value
  }

  /// Decodes ``decodeSeconds(forKey:)`` when the key is present.
  package func decodeSecondsIfPresent(forKey key: Key) throws -> Double? {
    guard contains(key) else { return nil }
    return try decodeSeconds(forKey: key)
  }
}
