package import Foundation
import JSONCoding

/// The words a target's libFuzzer dictionary gets from its seeds.
///
/// They are the JSON keys and short string values of JSON seeds (as quoted JSON strings, the
/// way they appear in input) and the tokens of key-token seeds; the hand-written
/// `Fuzz/<syntax>.dict` adds the syntax.
package enum FuzzDictionary {
  /// The dictionary lines for `seeds` of a target reading `syntax`, sorted, without repeats.
  package static func lines(for seeds: [Data], syntax: FuzzSyntax) -> [String] {
    var words: Set<String> = []
    switch syntax {
    case .json:
      for seed in seeds {
        guard let document = try? JSONDocument(data: seed, source: "seed") else { continue }
        FuzzSeeds.visit(document.root) { key, value in
          words.insert(JSONWriter.string(key))
          if case .string(let text) = value, text.utf8.count <= 40 {
            words.insert(JSONWriter.string(text))
          }
        }
      }
    case .keys:
      for seed in seeds {
        for token in String(decoding: seed, as: UTF8.self).split(whereSeparator: \.isWhitespace) {
          words.insert(String(token))
          for part in token.split(separator: "+") { words.insert(String(part)) }
        }
      }
    case .xml, .swift, .objc, .words:
      break
    }
    return words.filter { !$0.isEmpty && $0.utf8.count <= 64 }.sorted().map(entry)
  }

  /// One dictionary line: the bytes in double quotes, `\` and `"` escaped and bytes outside
  /// printable ASCII as `\xNN`, as libFuzzer reads them.
  package static func entry(_ word: String) -> String {
    var line = "\""
    for byte in word.utf8 {
      switch byte {
      case UInt8(ascii: "\\"): line += "\\\\"
      case UInt8(ascii: "\""): line += "\\\""
      case 0x20...0x7E: line.unicodeScalars.append(Unicode.Scalar(byte))
      default: line += "\\x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
      }
    }
    return line + "\""
  }
}
