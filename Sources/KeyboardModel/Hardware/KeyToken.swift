/// One token of the hardware key-token syntax that `kbsim press` reads and `kbsim plan` writes.
///
/// Tokens are separated by spaces; key names are XKB key names as in `xkbcli compile-keymap`:
///
/// | token | meaning |
/// |---|---|
/// | `AC01` | tap the key named AC01 |
/// | `LFSH+RALT+AD11` | press LFSH, press RALT, tap AD11, release RALT, then LFSH |
/// | `+RALT` | press RALT only (it stays down for the rest of the line) |
/// | `-RALT` | release RALT only |
///
/// ```swift
/// let tokens = try KeyToken.parseLine("LFSH+AC01 +RALT AD03 -RALT")
/// tokens[0].description  // "LFSH+AC01"
/// ```
public struct KeyToken: Hashable, Sendable, CustomStringConvertible {
  /// What the token does.
  public enum Action: Hashable, Sendable {
    /// Press the held keys in order, tap the key, release the held keys in reverse order.
    case tap(key: String, holding: [String])
    /// Press a key and leave it down.
    case press(String)
    /// Release a key that is down.
    case release(String)
  }

  /// The token's action.
  public var action: Action

  /// Creates a token.
  public init(_ action: Action) { self.action = action }

  /// A tap of `key` while holding `modifiers`, pressed in order.
  public static func tap(_ key: String, holding modifiers: [String] = []) -> KeyToken {
    KeyToken(.tap(key: key, holding: modifiers))
  }

  /// The token as text, the inverse of ``parse(_:position:)``.
  public var description: String {
    switch action {
    case .tap(let key, let holding): (holding + [key]).joined(separator: "+")
    case .press(let key): "+\(key)"
    case .release(let key): "-\(key)"
    }
  }

  /// The number of key presses the token makes (its cost in a plan).
  public var pressCount: Int {
    switch action {
    case .tap(_, let holding): holding.count + 1
    case .press: 1
    case .release: 0
    }
  }

  /// Parses one token; `position` (1-based) is used in the error message.
  ///
  /// - Throws: ``KeyboardModelError`` with code `malformedToken` for `AC01+`, `++`, `+`, `A++B`…
  public static func parse(_ text: String, position: Int = 1) throws(KeyboardModelError) -> KeyToken {
    func malformed(_ why: String) -> KeyboardModelError {
      KeyboardModelError(
        code: .malformedToken, message: "malformed token '\(text)' at position \(position): \(why)")
    }
    guard !text.isEmpty else { throw malformed("empty token") }
    if let first = text.first, first == "+" || first == "-" {
      let name = String(text.dropFirst())
      guard !name.isEmpty else { throw malformed("expected a key name after '\(first)'") }
      guard !name.contains("+"), !name.contains("-") || isKeyName(name) else {
        throw malformed("a press or release names exactly one key")
      }
      try checkName(name, in: text, position: position)
      return KeyToken(first == "+" ? .press(name) : .release(name))
    }
    let parts = text.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
    guard !parts.contains(where: \.isEmpty) else {
      throw malformed(text.hasSuffix("+") ? "expected a key name after '+'" : "empty key name")
    }
    for part in parts { try checkName(part, in: text, position: position) }
    let holding = Array(parts.dropLast())
    guard Set(holding).count == holding.count, !holding.contains(parts[parts.count - 1]) else {
      throw malformed("a key appears twice")
    }
    return KeyToken(.tap(key: parts[parts.count - 1], holding: holding))
  }

  /// Parses a whitespace-separated line of tokens.
  ///
  /// - Throws: `emptyLine` for a line without tokens, `malformedToken` naming the token and its
  ///   1-based position.
  public static func parseLine(_ line: String) throws(KeyboardModelError) -> [KeyToken] {
    let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    guard !words.isEmpty else {
      throw KeyboardModelError(code: .emptyLine, message: "empty line: expected key tokens such as 'AC01'")
    }
    var tokens: [KeyToken] = []
    tokens.reserveCapacity(words.count)
    for (index, word) in words.enumerated() {
      tokens.append(try parse(word, position: index + 1))
    }
    return tokens
  }

  private static func isKeyName(_ name: String) -> Bool {
    name.unicodeScalars.allSatisfy { $0.isASCII && $0.value > 0x20 && $0 != "+" }
  }

  private static func checkName(_ name: String, in text: String, position: Int) throws(KeyboardModelError) {
    guard isKeyName(name) else {
      throw KeyboardModelError(
        code: .malformedToken,
        message: "malformed token '\(text)' at position \(position): '\(name)' is not an XKB key name")
    }
  }
}
