extension CoverageReport {
  /// The report as GitHub-flavoured Markdown, for a pull-request comment or a CI job summary:
  /// a coverage table, then the values never exercised, the missing tuples (the first
  /// `missingLimit` per strength) and the flagged configurations in collapsed sections.
  public func markdown(missingLimit: Int? = 50) -> String {
    var lines = ["### Trait coverage: \(model.name) (constraints \(constraints.name))", ""]
    lines.append(
      "\(configurations) configuration\(configurations == 1 ? "" : "s") recorded, "
        + "\(countedConfigurations) counted, \(distinctConfigurations) distinct.")
    lines.append("")
    lines.append("| strength | covered | total | coverage |")
    lines.append("|---|---:|---:|---:|")
    for s in strengths {
      lines.append(
        "| t=\(s.strength) (\(Self.noun(s.strength))) | \(s.covered) | \(s.total) | "
          + "\(bar(s.percent)) \(formatPercent(s.percent)) % |")
    }
    let unexercised = unexercisedValues
    if !unexercised.isEmpty {
      let count = unexercised.map(\.values.count).reduce(0, +)
      lines.append("")
      lines.append("<details><summary>Values never exercised (\(count))</summary>")
      lines.append("")
      lines.append("| trait | values |")
      lines.append("|---|---|")
      for entry in unexercised {
        lines.append(
          "| `\(entry.parameter)` | \(entry.values.map { "`\($0)`" }.joined(separator: ", ")) |")
      }
      lines.append("")
      lines.append("</details>")
    }
    for s in strengths.dropFirst() where !s.missing.isEmpty {
      let shown = missingLimit.map { min($0, s.missing.count) } ?? s.missing.count
      let title =
        shown == s.missing.count
        ? "Missing \(Self.noun(s.strength)) (\(s.missing.count))"
        : "Missing \(Self.noun(s.strength)) (first \(shown) of \(s.missing.count))"
      lines.append("")
      lines.append("<details><summary>\(title)</summary>")
      lines.append("")
      for tuple in s.missing.prefix(shown) {
        lines.append(
          "- " + tuple.entries.map { "`\($0.trait) = \($0.value)`" }.joined(separator: ", "))
      }
      lines.append("")
      lines.append("</details>")
    }
    if !flagged.isEmpty {
      lines.append("")
      lines.append("**Flagged configurations (\(flagged.count))**")
      lines.append("")
      lines.append("| where | field | flags | counted |")
      lines.append("|---|---|---|---|")
      for configuration in flagged {
        let counted: String
        if let values = configuration.countedAs {
          counted =
            configuration.isNormalized
            ? "as " + countedAsDescription(values, configuration) : "yes"
        } else {
          counted = "no"
        }
        lines.append(
          "| \(escape(configuration.entry.place)) | \(escape(configuration.entry.record.field ?? "")) | "
            + configuration.flags.map { escape($0.description) }.joined(separator: "<br>")
            + " | \(escape(counted)) |")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A ten-cell bar: `▰▰▰▱▱▱▱▱▱▱`.
  private func bar(_ percent: Double) -> String {
    let filled = Int((percent / 10).rounded(.down))
    return String(repeating: "▰", count: filled) + String(repeating: "▱", count: 10 - filled)
  }

  /// Table-cell text: pipes escaped, no line breaks.
  private func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "|": result += "\\|"
      case "\n", "\r": result += " "
      case "<": result += "&lt;"
      default: result.append(character)
      }
    }
    return result
  }
}
