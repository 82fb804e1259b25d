extension Collection<String> {
  /// The element closest to `input`, if it is close enough to be a typo: for "did you mean"
  /// hints in one-line error messages.
  ///
  /// Case and punctuation do not count (`iphone15` means `iphone-15`); a typo at the start of a
  /// long name is compared with the name's prefix (`emial` → `emailAddress`); among equally close
  /// elements the smallest wins, so a hint never depends on a Set's iteration order.
  ///
  /// ```swift
  /// ["us", "de", "fr"].closest(to: "dee")          // "de"
  /// ["iphone-5", "iphone-15"].closest(to: "iphone15")  // "iphone-15"
  /// ```
  package func closest(to input: String) -> String? {
    let lowered = input.lowercased()
    let letters = lowered.filter { $0.isLetter || $0.isNumber }
    var best: (distance: Int, candidate: String)?
    for candidate in self {
      let full = candidate.lowercased()
      var distance = lowered.editDistance(to: full)
      if input.count >= 4, full.count > input.count {
        distance = Swift.min(distance, lowered.editDistance(to: String(full.prefix(input.count))))
      }
      if letters == full.filter({ $0.isLetter || $0.isNumber }) { distance = 0 }
      if let current = best, (distance, candidate) >= current { continue }
      best = (distance, candidate)
    }
    guard let best, best.distance <= Swift.max(2, input.count / 3) else { return nil }
    return best.candidate
  }

  /// `"; did you mean 'x'?"` for the closest element, or an empty string.
  package func didYouMean(_ input: String) -> String {
    closest(to: input).map { "; did you mean '\($0)'?" } ?? ""
  }
}

extension String {
  /// The Levenshtein distance between two strings, by Unicode scalar.
  package func editDistance(to other: String) -> Int {
    let a = Array(unicodeScalars)
    let b = Array(other.unicodeScalars)
    if a.isEmpty || b.isEmpty { return Swift.max(a.count, b.count) }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
