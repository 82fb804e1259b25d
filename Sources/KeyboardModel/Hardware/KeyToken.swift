public import Diagnostics

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
/// | `<VOL+>` | a key whose name contains `+`, written as in xkb's keymap text |
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
    case .tap(let key, let holding): (holding + [key]).map(Self.spell).joined(separator: "+")
    case .press(let key): "+" + Self.spell(key)
    case .release(let key): "-" + Self.spell(key)
    }
  }

  /// A key name as a token writes it: as is, or in angle brackets when it contains `+` or `<`
  /// or starts with `-` (evdev keymaps have `<VOL+>` and `<VOL->`).
  public static func spell(_ name: String) -> String {
    guard name.contains("+") || name.contains("<") || name.first == "-" else { return name }
    return "<\(name)>"
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
  public static func parse(_ text: String, position: Int = 1) throws(KeyboardModelError) -> KeyToken
  {
    func malformed(_ why: String) -> KeyboardModelError {
      KeyboardModelError(
        code: .malformedToken,
        message: "malformed token \(quoted(text)) at position \(position): \(why)")
    }
    guard !text.isEmpty else { throw malformed("empty token") }
    if let first = text.first, first == "+" || first == "-" {
      guard text.count > 1 else { throw malformed("expected a key name after '\(first)'") }
      if text.dropFirst().first != "<", text.dropFirst().contains("+") {
        throw malformed("a press or release names exactly one key")
      }
      let names = try names(in: text.dropFirst(), malformed: malformed)
      guard names.count == 1 else { throw malformed("a press or release names exactly one key") }
      return KeyToken(first == "+" ? .press(names[0]) : .release(names[0]))
    }
    let parts = try names(in: Substring(text), malformed: malformed)
    let holding = Array(parts.dropLast())
    guard Set(holding).count == holding.count, !holding.contains(parts[parts.count - 1]) else {
      throw malformed("a key appears twice")
    }
    return KeyToken(.tap(key: parts[parts.count - 1], holding: holding))
  }

  /// Splits `A+B+<VOL+>` into key names at the `+` signs outside angle brackets.
  private static func names(
    in text: Substring, malformed: (String) -> KeyboardModelError
  ) throws(KeyboardModelError) -> [String] {
    var names: [String] = []
    var rest = text
    while true {
      let name: Substring
      if rest.first == "<" {
        guard let close = rest.firstIndex(of: ">") else {
          throw malformed("'<' without a closing '>'")
        }
        name = rest[rest.index(after: rest.startIndex)..<close]
        rest = rest[rest.index(after: close)...]
        guard rest.isEmpty || rest.first == "+" else { throw malformed("expected '+' after '>'") }
      } else {
        let end = rest.firstIndex(of: "+") ?? rest.endIndex
        name = rest[..<end]
        rest = rest[end...]
        guard !name.contains("<"), !name.contains(">") else {
          throw malformed("\(quoted(String(name))) is not an XKB key name")
        }
      }
      guard !name.isEmpty else { throw malformed("empty key name") }
      guard isKeyName(name) else {
        throw malformed("\(quoted(String(name))) is not an XKB key name")
      }
      names.append(String(name))
      guard rest.first == "+" else { return names }
      rest = rest.dropFirst()
      guard !rest.isEmpty else { throw malformed("expected a key name after '+'") }
    }
  }

  /// Parses a whitespace-separated line of tokens.
  ///
  /// - Throws: `emptyLine` for a line without tokens, `malformedToken` naming the token and its
  ///   1-based position.
  public static func parseLine(_ line: String) throws(KeyboardModelError) -> [KeyToken] {
    let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    guard !words.isEmpty else {
      throw KeyboardModelError(
        code: .emptyLine, message: "empty line: expected key tokens such as 'AC01'")
    }
    var tokens: [KeyToken] = []
    tokens.reserveCapacity(words.count)
    for (index, word) in words.enumerated() {
      tokens.append(try parse(word, position: index + 1))
    }
    return tokens
  }

  private static func isKeyName(_ name: Substring) -> Bool {
    // Printable ASCII after the space, without DEL and '>'.
    name.unicodeScalars.allSatisfy { $0 > " " && $0 < "\u{7F}" && $0 != ">" }
  }
}
