public import Diagnostics
import XKB

extension KeyTap {
  /// One tap as `kbsim type --taps` and a script's `taps` step spell it: `shift`, `backspace`,
  /// `return`, `🌐` (or `globe`), `🎤` (or `dictation`), `BASE>ALTERNATE` for a long press
  /// (`e>eacute`, `e>é`), a keysym name (`at`, `period`), a single character, or a key label
  /// (`123`, `ABC`, `space`, `.com`).
  ///
  /// ```swift
  /// try KeyTap(parsing: "e>eacute")  // .alternate(e, choose: eacute)
  /// try KeyTap(parsing: "123")       // .key("123")
  /// ```
  ///
  /// - Throws: ``KeyboardModelError`` with code ``KeyboardModelErrorCode/malformedToken`` for
  ///   a long press naming an unknown keysym.
  public init(parsing token: String) throws(KeyboardModelError) {
    switch token {
    case "shift", "⇧":
      self = .shift
      return
    case "backspace", "⌫":
      self = .backspace
      return
    case "return", "⏎":
      self = .return
      return
    case "🌐", "globe", "nextKeyboard":
      self = .key("🌐")
      return
    case "🎤", "dictation":
      self = .key("🎤")
      return
    default: break
    }
    if let split = token.firstIndex(of: ">"), split != token.startIndex,
      token.index(after: split) != token.endIndex
    {
      let base = String(token[..<split])
      let choice = String(token[token.index(after: split)...])
      guard let baseKeysym = Self.keysym(base), let choiceKeysym = Self.keysym(choice) else {
        throw KeyboardModelError(
          code: .malformedToken, message: "\(quoted(token)): unknown keysym in a long press")
      }
      self = .alternate(baseKeysym, choose: choiceKeysym)
      return
    }
    if token.count > 1 || token.unicodeScalars.count > 1, let named = try? Keysym(name: token),
      !named.utf8.isEmpty
    {
      self = .keysym(named)
      return
    }
    if token.count == 1, let single = Self.keysym(token) {
      self = .keysym(single)
      return
    }
    self = .key(token)
  }

  /// A keysym by name, or the keysym of a single character.
  private static func keysym(_ text: String) -> Keysym? {
    if let named = try? Keysym(name: text) { return named }
    guard text.count == 1, let character = text.first else { return nil }
    return Keysym(character: character)
  }
}
