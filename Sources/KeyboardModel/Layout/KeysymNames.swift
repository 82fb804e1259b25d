import XKB

/// Resolves keysym names from layout files, with a did-you-mean for typos.
enum KeysymNames {
  /// The keysym named `name`, or a message such as
  /// `unknown keysym 'BackSpce'; did you mean 'BackSpace'?`.
  static func resolve(_ name: String) -> Result<Keysym, KeysymNameError> {
    do {
      return .success(try Keysym(name: name))
    } catch {
      // libxkbcommon suggests case-insensitive matches itself; otherwise use edit distance.
      if error.message.contains("did you mean") { return .failure(KeysymNameError(error.message)) }
      return .failure(
        KeysymNameError("unknown keysym '\(name)'\(suggestion(name, among: knownNames))"))
    }
  }

  /// Every named keysym below 0x10000 plus the XF86 range: the candidates for suggestions.
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

/// A keysym name that did not resolve; the message is one line.
struct KeysymNameError: Error {
  var message: String
  init(_ message: String) { self.message = message }
}
