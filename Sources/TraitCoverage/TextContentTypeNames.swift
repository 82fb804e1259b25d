internal import InputTraits

/// Content types by Swift name or raw string, as `TextContentType(name:)` reads them.
enum TextContentTypeNames {
  /// The Swift name of a known content type written by name or raw string.
  static func name(forRawOrName text: String) -> String? {
    guard let value = TextContentType(name: text), value.isKnown else { return nil }
    return value.name
  }
}
