internal import Diagnostics

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
  public func error(at key: Key, _ error: any Error) -> DecodingError {
    let message = (error as? any KeyboardSimError)?.message ?? String(describing: error)
    return DecodingError.dataCorrupted(
      DecodingError.Context(
        codingPath: codingPath + [key], debugDescription: message, underlyingError: error))
  }
}
