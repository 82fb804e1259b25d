extension EffectiveTraits {
  /// The effective-trait table of docs/traits.md: for every keyboard type, without and with
  /// secure entry, what UIKit's default traits become, each cell with its facts' confidence tag.
  ///
  /// The documentation embeds this text verbatim and a test compares the two, so the table
  /// cannot drift from the code.
  ///
  /// ```swift
  /// print(EffectiveTraits.markdownTable())
  /// ```
  ///
  /// ```text
  /// | keyboardType | secure | autocapitalization | autocorrection | …
  /// |---|---|---|---|…
  /// | default | no | sentences [H] | on [L] | …
  /// ```
  ///
  /// - Parameter options: The options; the idiom is ignored (the table has a column for each).
  /// - Returns: The table in Markdown, one row per keyboard type and secure entry.
  public static func markdownTable(options: ResolutionOptions = ResolutionOptions()) -> String {
    let header = [
      "keyboardType", "secure", "autocapitalization", "autocorrection", "spellChecking",
      "smartQuotes", "smartDashes", "smartInsertDelete", "inlinePrediction", "predictive bar",
      "return key (iPhone)", "return key (iPad)",
    ]
    var lines = [
      "| " + header.joined(separator: " | ") + " |",
      "|" + String(repeating: "---|", count: header.count),
    ]
    var phone = options
    phone.idiom = .phone
    var pad = options
    pad.idiom = .pad
    for type in KeyboardType.allCases {
      for secure in [false, true] {
        let traits = TextInputTraits(keyboardType: type, isSecureTextEntry: secure)
        let onPhone = traits.effective(options: phone)
        let onPad = traits.effective(options: pad)
        let cells = [
          type.name, secure ? "yes" : "no",
          cell(onPhone.autocapitalization) { $0.name },
          cell(onPhone.autocorrection, onOff), cell(onPhone.spellChecking, onOff),
          cell(onPhone.smartQuotes, onOff), cell(onPhone.smartDashes, onOff),
          cell(onPhone.smartInsertDelete, onOff), cell(onPhone.inlinePrediction, onOff),
          cell(onPhone.predictiveBar, onOff),
          cell(onPhone.returnKey, returnKeyName), cell(onPad.returnKey, returnKeyName),
        ]
        lines.append("| " + cells.joined(separator: " | ") + " |")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func cell<Value>(
    _ trait: ResolvedTrait<Value>, _ format: (Value) -> String
  ) -> String {
    "\(format(trait.value)) \(trait.confidence.tag)"
  }

  private static func onOff(_ value: Bool) -> String { value ? "on" : "off" }

  private static func returnKeyName(_ value: ReturnKeyType?) -> String {
    value.map(\.name) ?? "none"
  }
}
