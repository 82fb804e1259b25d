extension KeyboardModelErrorCode {
  /// The layouts folder, or a keyboard type's file in it, does not exist.
  public static var layoutFileMissing: Self { .named("layoutFileMissing") }
  /// A layout file names a keysym libxkbcommon does not know.
  public static var unknownKeysym: Self { .named("unknownKeysym") }
}

extension KeyboardModelError {
  /// A layout-data error (`layoutData`, `layoutFileMissing`, `unknownKeysym`, `xkb`).
  static func layout(
    _ code: Code, _ message: String, underlying: (any Error & Sendable)? = nil
  ) -> KeyboardModelError {
    KeyboardModelError(code: code, message: message, underlying: underlying)
  }
}
