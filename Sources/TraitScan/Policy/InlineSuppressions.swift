/// The lint findings a file's comments switch off, in the manner of ESLint.
///
/// ```swift
/// field.keyboardType = .numberPad  // kbsim:disable-line number-pad-without-dismiss
/// // kbsim:disable-next-line email-autocapitalization, address-autocorrection
/// emailField.keyboardType = .emailAddress
/// // kbsim:disable identifier-autocorrection
/// … every line below, until …
/// // kbsim:enable identifier-autocorrection
/// ```
///
/// A directive without rule ids covers every rule. Directives are read in any comment of a
/// Swift, Objective-C or Interface Builder file (`<!-- kbsim:disable-next-line -->`); Interface
/// Builder fields also take `kbsim:disable RULE` in their `userLabel`, which Xcode keeps.
///
/// ```swift
/// let suppressions = InlineSuppressions(text: source)
/// suppressions.covers(line: 12, rule: "email-autocapitalization")  // true or false
/// ```
package struct InlineSuppressions: Sendable {
  /// One directive's reach: lines and rules (empty: every rule).
  private struct Span: Sendable {
    var lines: ClosedRange<Int>
    var rules: Set<String>
  }

  private var spans: [Span] = []

  /// Reads the directives of a file's text.
  package init(text: String) {
    guard text.contains("kbsim:") else { return }
    var open: [(line: Int, rules: Set<String>)] = []
    var lineNumber = 0
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for line in lines {
      lineNumber += 1
      guard let range = line.range(of: "kbsim:") else { continue }
      let rest = line[range.upperBound...]
      let word = rest.prefix { $0.isLetter || $0 == "-" }
      let rules = Self.ruleIDs(in: rest.dropFirst(word.count))
      switch word {
      case "disable-line": spans.append(Span(lines: lineNumber...lineNumber, rules: rules))
      case "disable-next-line":
        spans.append(Span(lines: (lineNumber + 1)...(lineNumber + 1), rules: rules))
      case "disable": open.append((lineNumber, rules))
      case "enable":
        // Closes the spans it names (all of them without ids).
        var still: [(line: Int, rules: Set<String>)] = []
        for span in open {
          if rules.isEmpty || span.rules == rules {
            spans.append(Span(lines: span.line...max(span.line, lineNumber), rules: span.rules))
          } else if !span.rules.isEmpty, !span.rules.isDisjoint(with: rules) {
            spans.append(
              Span(
                lines: span.line...max(span.line, lineNumber), rules: span.rules.intersection(rules)
              ))
            still.append((span.line, span.rules.subtracting(rules)))
          } else {
            still.append(span)
          }
        }
        open = still
      default: continue
      }
    }
    for span in open {
      spans.append(Span(lines: span.line...max(span.line, lineNumber), rules: span.rules))
    }
  }

  /// The rule ids after a directive: words of lower-case letters, digits and dashes, up to the
  /// end of the comment.
  static func ruleIDs(in text: Substring) -> Set<String> {
    var body = text
    for end in ["*/", "-->"] {
      if let range = body.range(of: end) { body = body[..<range.lowerBound] }
    }
    let words = body.split(whereSeparator: { $0 == "," || $0.isWhitespace }).map(String.init)
    let ids = words.prefix { word in
      !word.isEmpty && word.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }
    }
    return Set(ids)
  }

  /// Whether a directive covers `rule` on `line`.
  package func covers(line: Int, rule: String) -> Bool {
    spans.contains { $0.lines.contains(line) && ($0.rules.isEmpty || $0.rules.contains(rule)) }
  }

  /// Whether the file has no directive.
  package var isEmpty: Bool { spans.isEmpty }
}
