/// A did-you-mean: the valid name closest to a mistyped input.
///
/// Every module suggests names with the same function, ``closest(to:among:)``, so the same typo
/// gets the same suggestion whichever module reports it; messages render the suggestion with
/// ``clause``.
///
/// ```swift
/// let hint = Suggestion(for: "emial", among: ["default", "emailAddress", "URL"])
/// hint?.candidate  // "emailAddress"
/// hint?.clause     // "; did you mean 'emailAddress'?"
/// ```
public struct Suggestion: Hashable, Sendable {
  /// What was typed.
  public var input: String
  /// The valid name closest to it.
  public var candidate: String

  /// A suggestion of `candidate` for `input`.
  public init(input: String, candidate: String) {
    self.input = input
    self.candidate = candidate
  }

  /// The closest of `candidates` to `input`, or nil when none is close enough to be a typo.
  public init?(for input: String, among candidates: some Sequence<String>) {
    guard let candidate = Self.closest(to: input, among: candidates) else { return nil }
    self.init(input: input, candidate: candidate)
  }

  /// The name whose description is `input`, case and punctuation aside (`french` → `fr`, whose
  /// description is "French"); the shortest such name, or nil.
  ///
  /// ```swift
  /// Suggestion(for: "french", describedBy: [("fr", "French"), ("fr(azerty)", "French (AZERTY)")])
  /// // candidate "fr"
  /// ```
  public init?(for input: String, describedBy names: some Sequence<(String, String)>) {
    let key = input.lowercased().filter { $0.isLetter || $0.isNumber }
    guard !key.isEmpty else { return nil }
    let matches = names.filter { _, description in
      description.lowercased().filter { $0.isLetter || $0.isNumber } == key
    }.map(\.0)
    guard let best = matches.min(by: { ($0.count, $0) < ($1.count, $1) }) else { return nil }
    self.init(input: input, candidate: best)
  }

  /// `"; did you mean 'candidate'?"`, the suffix messages append.
  public var clause: String { "; did you mean \(quoted(candidate))?" }

  /// The element of `candidates` closest to `input`, if close enough to be a typo.
  ///
  /// Case and punctuation do not count (`iphone15` means `iphone-15`); a typo at the start of a
  /// long name is compared with the name's prefix (`emial` → `emailAddress`, `canon` →
  /// `canonical`), but never one that ends inside a number (`iphone-99` is not `iphone-39…` of
  /// `iphone-390x844`). Close enough: one edit for inputs of
  /// up to three characters (`xx` suggests nothing among two-letter layout names), otherwise two
  /// or a third of the input. Among equally close candidates the smallest wins, so a hint never
  /// depends on a Set's iteration order.
  ///
  /// ```swift
  /// Suggestion.closest(to: "dee", among: ["us", "de", "fr"])               // "de"
  /// Suggestion.closest(to: "iphone15", among: ["iphone-5", "iphone-15"])   // "iphone-15"
  /// Suggestion.closest(to: "xx", among: ["af", "de", "fr"])                // nil
  /// ```
  public static func closest(to input: String, among candidates: some Sequence<String>)
    -> String?
  {
    let lowered = input.lowercased()
    let letters = lowered.filter { $0.isLetter || $0.isNumber }
    let inputLength = input.count
    var best: (distance: Int, candidate: String)?
    for candidate in candidates {
      let full = candidate.lowercased()
      var distance = editDistance(lowered, full)
      if inputLength >= 4, full.count > inputLength,
        !cutsANumber(Array(candidate), at: inputLength)
      {
        distance = min(distance, editDistance(lowered, String(full.prefix(inputLength))))
      }
      if letters == full.filter({ $0.isLetter || $0.isNumber }) { distance = 0 }
      if let current = best, (distance, candidate) >= current { continue }
      best = (distance, candidate)
    }
    let limit = inputLength <= 3 ? 1 : max(2, inputLength / 3)
    guard let best, best.distance <= limit else { return nil }
    return best.candidate
  }

  /// Whether cutting `name` before `index` splits a number (`iphone-39|0x844`).
  private static func cutsANumber(_ name: [Character], at index: Int) -> Bool {
    guard index > 0, index < name.count else { return false }
    return name[index - 1].isNumber && name[index].isNumber
  }

  /// The Levenshtein distance between two strings, by Unicode scalar.
  public static func editDistance(_ lhs: String, _ rhs: String) -> Int {
    let a = Array(lhs.unicodeScalars)
    let b = Array(rhs.unicodeScalars)
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}

extension Optional where Wrapped == Suggestion {
  /// The suggestion's clause, or an empty string.
  package var clause: String { self?.clause ?? "" }
}
