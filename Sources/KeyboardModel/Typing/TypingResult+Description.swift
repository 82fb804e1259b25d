extension TypingResult: CustomStringConvertible {
  /// One line: what was committed, what it cost, what was refused.
  ///
  /// ```swift
  /// print(result)  // committed "John@example.com" in 16 taps (0 extra), 0 refused
  /// ```
  public var description: String {
    var line =
      "committed \(quote(committed)) in \(taps) tap\(taps == 1 ? "" : "s") (\(extraTaps) extra)"
    line += ", \(refused.count) refused"
    if displayed != committed { line += ", shows \(quote(displayed))" }
    return line
  }

  private func quote(_ text: String) -> String {
    let shown = text.count > 40 ? String(text.prefix(37)) + "…" : text
    return "\"" + shown.replacingOccurrences(of: "\n", with: "\\n") + "\""
  }
}
