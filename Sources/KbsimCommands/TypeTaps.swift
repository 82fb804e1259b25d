import KeyboardModel

/// `kbsim type --taps`: TEXT as key taps.
enum TypeTaps {
  /// Performs the taps in `script` (whitespace-separated tokens), handing the recorded events to
  /// `sink` a batch at a time.
  ///
  /// - Throws: `CLIError` naming the first token that does not parse or is not on the plane.
  static func perform(
    _ script: String, on engine: TypingEngine, draining sink: ([TypingEvent]) -> Void
  ) throws {
    let tokens = script.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
    sink(engine.takeEvents())
    for (index, token) in tokens.enumerated() {
      let tap = try parse(String(token), position: index + 1)
      guard engine.tap(tap) else {
        throw CLIError(
          "tap \(index + 1) '\(token)': no such key on the \(engine.currentPlane.name) plane")
      }
      if index % 1024 == 1023 { sink(engine.takeEvents()) }
    }
    sink(engine.takeEvents())
  }

  /// One token (``KeyTap/init(parsing:)``), its errors naming its position.
  static func parse(_ token: String, position: Int) throws -> KeyTap {
    do {
      return try KeyTap(parsing: token)
    } catch {
      throw CLIError("tap \(position) '\(token)': unknown keysym in a long press")
    }
  }
}
