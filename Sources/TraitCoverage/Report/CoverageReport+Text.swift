extension CoverageReport {
  /// What each strength's tuples are called.
  static func noun(_ strength: Int, plural: Bool = true) -> String {
    switch strength {
    case 1: plural ? "values" : "value"
    case 2: plural ? "pairs" : "pair"
    default: plural ? "triples" : "triple"
    }
  }

  /// The report for a terminal: the coverage per strength, the values never exercised, the
  /// missing tuples (the first `missingLimit` per strength; nil for all), the flagged
  /// configurations.
  public func text(missingLimit: Int? = 20) -> String {
    var lines = [headline, ""]
    lines += TextLayout.table(
      [["strength", "covered", "total", "coverage"]]
        + strengths.map { s in
          [
            "t=\(s.strength) (\(Self.noun(s.strength)))", "\(s.covered)", "\(s.total)",
            "\(formatPercent(s.percent)) %",
          ]
        }, rightAligned: [1, 2, 3])
    let unexercised = unexercisedValues
    if !unexercised.isEmpty {
      lines.append("")
      lines.append("values never exercised (the constraints allow them):")
      lines += TextLayout.table(
        unexercised.map { entry in
          [
            "  \(entry.parameter)",
            "\(entry.values.count) of \(model.parameters[entry.index].values.count):",
            entry.values.map(\.description).joined(separator: ", "),
          ]
        })
    }
    for s in strengths.dropFirst() where !s.missing.isEmpty {
      lines.append("")
      let shown = missingLimit.map { min($0, s.missing.count) } ?? s.missing.count
      lines.append(
        "missing \(Self.noun(s.strength)) (\(shown == s.missing.count ? "all \(s.missing.count)" : "first \(shown) of \(s.missing.count)")):"
      )
      lines += s.missing.prefix(shown).map { "  \($0)" }
    }
    if !flagged.isEmpty {
      lines.append("")
      lines.append("flagged configurations:")
      for configuration in flagged {
        lines.append("  \(configuration.title)")
        for flag in configuration.flags { lines.append("    \(flag)") }
        if let counted = configuration.countedAs, configuration.isNormalized {
          lines.append("    counted as \(countedAsDescription(counted, configuration))")
        } else if configuration.countedAs == nil {
          lines.append("    not counted")
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `Trait coverage of core8 (ios): 4 configurations recorded, 4 counted, 4 distinct`.
  public var headline: String {
    "Trait coverage of \(model.name) (constraints \(constraints.name)): \(configurations) "
      + "configuration\(configurations == 1 ? "" : "s") recorded, \(countedConfigurations) "
      + "counted, \(distinctConfigurations) distinct"
  }

  /// Per parameter, the values no counted configuration has that the constraints allow.
  public var unexercisedValues: [(index: Int, parameter: String, values: [TraitValue])] {
    model.parameters.enumerated().compactMap { p, parameter in
      let values = parameter.values.indices.filter {
        valueCounts[p][$0] == 0 && !excludedValues[p][$0]
      }
      .map { parameter.values[$0] }
      return values.isEmpty ? nil : (p, parameter.name, values)
    }
  }

  /// The changes forcing made: `autocorrectionType = no, spellCheckingType = no`.
  func countedAsDescription(_ counted: [TraitValue], _ configuration: FlaggedConfiguration)
    -> String
  {
    guard case .success(let original) = model.values(of: configuration.entry.record.traits) else {
      return ""
    }
    return zip(model.parameters, zip(original, counted)).compactMap { parameter, pair in
      pair.0 == pair.1 ? nil : "\(parameter.name) = \(pair.1)"
    }.joined(separator: ", ")
  }
}

extension CoverageReport.FlaggedConfiguration {
  /// `signup.jsonl:3 field 'password' (type, test …)`.
  var title: String {
    var text = entry.place
    if let field = entry.record.field { text += " field '\(field)'" }
    var details = [entry.record.source.rawValue]
    if let test = entry.record.test { details.append("test \(test)") }
    return text + " (\(details.joined(separator: ", ")))"
  }

  /// Whether the configuration counts as a different one (forced values).
  var isNormalized: Bool {
    flags.contains { if case .constraint = $0 { true } else { false } } && countedAs != nil
  }
}
