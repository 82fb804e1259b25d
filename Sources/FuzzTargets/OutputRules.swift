import Diagnostics
import Foundation
import JSONCoding

/// The rules a target checks on what an accepted input produces: JSON that the tool prints must
/// read back as JSON (no `inf`, no `nan`, no raw control characters), and text output never
/// prints a non-finite number.
enum OutputRules {
  /// Each non-empty line of `text` is one JSON document.
  static func jsonLines(_ text: String, _ what: String) throws(FuzzViolation) {
    for (index, line) in text.split(separator: "\n").enumerated() {
      try json(String(line), "\(what) line \(index + 1)")
    }
  }

  /// `text` is one JSON document.
  static func json(_ text: String, _ what: String) throws(FuzzViolation) {
    do {
      _ = try JSONDocument(data: Data(text.utf8), source: what)
    } catch {
      throw FuzzViolation(what: "\(what) is not JSON (\(error.message)): \(quoted(text))")
    }
  }

  /// No attribute of an SVG document holds `inf` or `nan` (text between tags may quote input).
  static func svgAttributes(_ svg: String, _ what: String) throws(FuzzViolation) {
    for (index, piece) in svg.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
    where index % 2 == 1 {
      for word in piece.split(whereSeparator: { !$0.isLetter }) where word == "inf" || word == "nan"
      {
        throw FuzzViolation(what: "\(what) has an attribute \(quoted(String(piece)))")
      }
    }
  }
}
