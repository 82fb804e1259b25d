extension String {
  /// The text of `bytes` when they are valid UTF-8, or nil: what `String(validating:as:)` does,
  /// at the package's platform minimums (that initializer needs macOS 15 and iOS 18; the package
  /// supports macOS 14 and iOS 16).
  ///
  /// ```swift
  /// String(validUTF8: [0x63, 0x61, 0x66, 0xC3, 0xA9])  // "café"
  /// String(validUTF8: [0x63, 0x61, 0x66, 0xE9])        // nil
  /// ```
  package init?(validUTF8 bytes: some Collection<UInt8>) {
    // Decoding repairs each ill-formed sequence into U+FFFD (EF BF BD), which differs from the
    // bytes it replaces (they would be valid otherwise): the bytes survive decoding unchanged
    // exactly when they are valid.
    let text = String(decoding: bytes, as: UTF8.self)
    guard text.utf8.elementsEqual(bytes) else { return nil }
    self = text
  }
}
