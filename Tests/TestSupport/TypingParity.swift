import Foundation

/// What the front-end parity checks type: real text nobody here wrote, into fields with a
/// spread of trait configurations.
///
/// The text is the GNU GPL version 3 as Debian's `base-files` installs it (every Debian and
/// Ubuntu machine has it): 674 lines of legal English with quotes, parentheses, dashes,
/// numbers and capitals.
package enum TypingParity {
  /// Where the corpus lives.
  package static let corpusPath = "/usr/share/common-licenses/GPL-3"

  /// Whether the corpus is installed.
  package static let corpus = SystemData(debianPackage: "base-files") {
    FileManager.default.fileExists(atPath: corpusPath)
  }

  /// The corpus's non-empty lines, leading and trailing blanks trimmed, each ended by a space
  /// (so that its last word meets a word boundary, as it would in running text).
  package static func lines() throws -> [String] {
    try String(contentsOfFile: corpusPath, encoding: .utf8)
      .split(separator: "\n")
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
      .map { $0 + " " }
  }

  /// One trait configuration: a name for messages and the traits as JSON (what `kbsim type
  /// --traits` and a script's field read).
  package struct Configuration: Sendable, CustomStringConvertible {
    package var name: String
    package var traitsJSON: String
    package var description: String { name }
  }

  /// Autocorrection and spell checking default, off and on (every pair) on the default
  /// keyboard; secure entry with each left at default and forced on; every other keyboard type
  /// with UIKit's defaults.
  package static let configurations: [Configuration] = {
    var result: [Configuration] = []
    for correction in ["default", "no", "yes"] {
      for spelling in ["default", "no", "yes"] {
        result.append(
          Configuration(
            name: "autocorrection \(correction), spell checking \(spelling)",
            traitsJSON:
              #"{"autocorrectionType": "\#(correction)", "spellCheckingType": "\#(spelling)"}"#))
      }
    }
    result.append(Configuration(name: "secure", traitsJSON: #"{"isSecureTextEntry": true}"#))
    result.append(
      Configuration(
        name: "secure, autocorrection yes",
        traitsJSON: #"{"isSecureTextEntry": true, "autocorrectionType": "yes"}"#))
    for type in [
      "asciiCapable", "numbersAndPunctuation", "URL", "numberPad", "phonePad", "namePhonePad",
      "emailAddress", "decimalPad", "twitter", "webSearch", "asciiCapableNumberPad",
    ] {
      result.append(
        Configuration(name: "keyboard \(type)", traitsJSON: #"{"keyboardType": "\#(type)"}"#))
    }
    return result
  }()
}
