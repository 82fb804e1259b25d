import JSONCoding

extension HardwareKeyboard.Output {
  /// The line `kbsim press --format json` prints: `{"text", "keysyms", "composeStatus"}`.
  package var jsonLine: String {
    JSONWriter.line([
      "text": .string(text), "keysyms": .array(keysyms.map { .string($0.name) }),
      "composeStatus": .string(composeStatus.rawValue),
    ])
  }
}
