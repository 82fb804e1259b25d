import KeyboardModel
import XKB

/// `kbsim type --taps`: TEXT as key taps.
enum TypeTaps {
  /// Performs the taps in `script` (whitespace-separated tokens).
  ///
  /// - Throws: `CLIError` naming the first token that does not parse or is not on the plane.
  static func perform(_ script: String, on engine: TypingEngine) throws {
    let tokens = script.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
    for (index, token) in tokens.enumerated() {
      let tap = try parse(String(token), position: index + 1)
      guard engine.tap(tap) else {
        throw CLIError(
          "tap \(index + 1) '\(token)': no such key on the \(engine.currentPlane.name) plane")
      }
    }
  }

  /// One token: shift, backspace, return, BASE>ALTERNATE, a keysym name, or a key label.
  static func parse(_ token: String, position: Int) throws -> KeyTap {
    switch token {
    case "shift", "⇧": return .shift
    case "backspace", "⌫": return .backspace
    case "return", "⏎": return .return
    default: break
    }
    if let split = token.firstIndex(of: ">"), split != token.startIndex,
      token.index(after: split) != token.endIndex
    {
      let base = String(token[..<split])
      let choice = String(token[token.index(after: split)...])
      guard let baseKeysym = keysym(base), let choiceKeysym = keysym(choice) else {
        throw CLIError("tap \(position) '\(token)': unknown keysym in a long press")
      }
      return .alternate(baseKeysym, choose: choiceKeysym)
    }
    if token.count > 1 || token.unicodeScalars.count > 1, let named = try? Keysym(name: token),
      !named.utf8.isEmpty
    {
      return .keysym(named)
    }
    if token.count == 1, let single = keysym(token) { return .keysym(single) }
    return .key(token)
  }

  /// A keysym by name, or the keysym of a single character.
  private static func keysym(_ text: String) -> Keysym? {
    if let named = try? Keysym(name: text) { return named }
    guard text.count == 1, let character = text.first else { return nil }
    return Keysym(character: character)
  }
}
