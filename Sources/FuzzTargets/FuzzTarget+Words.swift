import Autocorrection
import Foundation

extension FuzzTarget {
  /// A user word list (`--user-words`): one word per line, `#` comments.
  static let userWords = FuzzTarget(
    "user-words", "user word lists (UserWords): parsed, looked up", syntax: .words,
    seeds: [.generated(WordSeeds.lists)]
  ) { data in
    let words = try UserWords(data: data, source: "words.txt")
    for word in words.words where !words.contains(word) {
      throw FuzzViolation(what: "UserWords does not contain its own word \(word)")
    }
  }
}
