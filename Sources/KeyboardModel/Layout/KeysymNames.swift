import Diagnostics
import XKB

/// Resolves keysym names from layout files, with a did-you-mean for typos.
enum KeysymNames {
  /// The keysym named `name`.
  ///
  /// - Throws: ``KeyboardModelErrorCode/unknownKeysym`` such as
  ///   `unknown keysym 'BackSpce'; did you mean 'BackSpace'?`.
  static func resolve(_ name: String) throws(KeyboardModelError) -> Keysym {
    do {
      return try Keysym(name: name)
    } catch {
      // libxkbcommon suggests case-insensitive matches itself; otherwise use edit distance.
      if error.suggestion != nil {
        throw KeyboardModelError(wrapping: error, code: .unknownKeysym)
      }
      throw .unknown("keysym", name, among: knownNames, code: .unknownKeysym)
    }
  }

  /// Resolves `name`, naming `place` in the message.
  static func resolve(_ name: String, at place: String) throws(KeyboardModelError) -> Keysym {
    do {
      return try resolve(name)
    } catch {
      throw KeyboardModelError(wrapping: error, code: .unknownKeysym, context: place)
    }
  }

  /// Every named keysym below 0x10000 plus the XF86 range: the candidates for suggestions.
  ///
  /// Built only on the error path (libxkbcommon 1.5 has no keysym iterator).
  static var knownNames: [String] {
    var names: [String] = []
    for value in UInt32(0x20)...UInt32(0xffff) {
      let name = Keysym(rawValue: value).name
      if !name.hasPrefix("0x") { names.append(name) }
    }
    return names
  }
}
