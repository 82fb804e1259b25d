import JSONCoding

/// The totals of verifying many layouts, as `kbsim verify-layouts` prints them.
///
/// ```swift
/// let summary = LayoutSweep.run(entries, verifier: verifier, workers: 2)
/// print(summary.text)                   // a table of counts, then every mismatch
/// summary.unexplained.isEmpty           // the command's exit status
/// ```
package struct VerificationSummary: Sendable {
  /// Every layout's result, in the order verified.
  package var layouts: [LayoutVerification]
  /// Threads used.
  package var workers: Int
  /// The exhaustive search's bound, in key presses.
  package var searchBound: Int
  /// Productions in the Compose file.
  package var productionCount: Int
  /// Wall time of the whole run, in seconds.
  package var wallSeconds: Double

  /// Layouts whose keymap compiled.
  package var verified: [LayoutVerification] { layouts.filter { $0.status == .verified } }

  /// Layouts whose keymap did not compile, with libxkbcommon's message.
  package var notCompiled: [(layout: String, message: String)] {
    layouts.compactMap {
      if case .doesNotCompile(let message) = $0.status { return ($0.layout, message) }
      return nil
    }
  }

  /// Every mismatch of every layout.
  package var mismatches: [LayoutVerification.Mismatch] { layouts.flatMap(\.mismatches) }

  /// Mismatches without a known explanation: the command fails if there are any.
  package var unexplained: [LayoutVerification.Mismatch] {
    mismatches.filter { $0.explanation == nil }
  }

  /// The sum of one count over every layout.
  package func total(_ counts: KeyPath<LayoutVerification, LayoutVerification.Counts>)
    -> LayoutVerification.Counts
  {
    layouts.reduce(into: LayoutVerification.Counts()) { sum, layout in
      sum.checked += layout[keyPath: counts].checked
      sum.matched += layout[keyPath: counts].matched
      sum.skipped += layout[keyPath: counts].skipped
    }
  }

  private var rows:
    [(
      name: String, key: String, counts: LayoutVerification.Counts, check: LayoutVerification.Check
    )]
  {
    [
      ("key × modifier combinations", "keyCombinations", total(\.keyCombinations), .keys),
      ("Compose productions", "compose", total(\.compose), .compose),
      ("plans replayed", "plans", total(\.plans), .plans),
      (
        "strings found by the search (bound \(searchBound))", "minimality", total(\.minimality),
        .minimality
      ),
      ("characters libxkbcommon types", "characters", total(\.characters), .characters),
    ]
      + (ranPressProcess
        ? [
          (
            "lines typed by one kbsim press process", "pressProcess", total(\.pressProcess),
            .pressProcess
          )
        ]
        : [])
  }

  /// Whether the `kbsim press` process check ran.
  package var ranPressProcess: Bool { total(\.pressProcess).checked > 0 }

  /// Wall time of every layout's `kbsim press` process, in seconds.
  package var pressProcessSeconds: Double { layouts.reduce(0) { $0 + $1.pressProcessSeconds } }

  /// Mismatches found by one check; the process check keeps only the first of each layout,
  /// so it counts lines that differed.
  private func mismatchCount(_ check: LayoutVerification.Check) -> Int {
    if check == .pressProcess {
      let counts = total(\.pressProcess)
      return counts.checked - counts.matched
    }
    return mismatches.filter { $0.check == check }.count
  }

  /// The report as text: a table of counts and totals, then every mismatch.
  package var text: String {
    let header = ["check", "checked", "matched", "mismatched", "not reachable"]
    var table = rows.map { row in
      [
        row.name, Self.grouped(row.counts.checked), Self.grouped(row.counts.matched),
        Self.grouped(mismatchCount(row.check)),
        [.plans, .minimality, .pressProcess].contains(row.check)
          ? "-" : Self.grouped(row.counts.skipped),
      ]
    }
    table.insert(header, at: 0)
    let widths = header.indices.map { column in table.map { $0[column].count }.max() ?? 0 }
    var lines = [
      "Verified against libxkbcommon: \(layouts.count) layouts, \(verified.count) compiled, "
        + "\(notCompiled.count) did not; \(workers) workers, "
        + String(format2: wallSeconds) + " s",
      "",
    ]
    for row in table {
      lines.append(
        row.enumerated().map { column, cell in
          let pad = String(repeating: " ", count: widths[column] - cell.count)
          return column == 0 ? cell + pad : pad + cell
        }.joined(separator: "  "))
    }
    let blocked = layouts.reduce(0) { $0 + $1.composeBlockedByLevel5 }
    lines.append("")
    lines.append(
      "Compose: \(Self.grouped(productionCount)) productions in the file; \(Self.grouped(blocked)) "
        + "typeable only with a Level5 key after a dead key, which libxkbcommon 1.5 cancels (fixed in 1.7)"
    )
    let lockOnly = total(\.characters).skipped
    lines.append(
      "Characters: \(Self.grouped(lockOnly)) reachable only with a lock (Caps Lock, Num Lock, a level "
        + "lock), which plans never use")
    if ranPressProcess {
      lines.append(
        "kbsim press: \(Self.grouped(total(\.pressProcess).checked)) lines of the checks above typed again "
          + "by one process per layout, compared with a fresh keyboard per line, in "
          + String(format2: pressProcessSeconds) + " s of process time")
    }
    for (layout, message) in notCompiled {
      lines.append("did not compile: \(layout): \(message)")
    }
    lines.append("")
    if mismatches.isEmpty {
      lines.append("mismatches: none")
    } else {
      lines.append("mismatches: \(mismatches.count), unexplained: \(unexplained.count)")
      for mismatch in mismatches {
        lines.append(
          "  \(mismatch.layout)  \(mismatch.check.rawValue)  \(mismatch.subject): \(mismatch.reason)"
            + (mismatch.explanation.map { " — explained: \($0)" } ?? ""))
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The report as one JSON object, per-layout counts included.
  package var json: String {
    func counts(_ counts: LayoutVerification.Counts) -> JSONValue {
      [
        "checked": .number(counts.checked), "matched": .number(counts.matched),
        "skipped": .number(counts.skipped),
      ]
    }
    func seconds(_ value: Double) -> JSONValue { .number((value * 100).rounded() / 100) }
    func object(_ layout: LayoutVerification) -> JSONValue {
      var object = JSONObject([("layout", .string(layout.layout)), ("status", "verified")])
      if case .doesNotCompile(let message) = layout.status {
        object["status"] = "doesNotCompile"
        object["message"] = .string(message)
      }
      object["keyCombinations"] = counts(layout.keyCombinations)
      object["compose"] = counts(layout.compose)
      object["composeBlockedByLevel5"] = .number(layout.composeBlockedByLevel5)
      object["plans"] = counts(layout.plans)
      object["minimality"] = counts(layout.minimality)
      object["characters"] = counts(layout.characters)
      object["pressProcess"] = counts(layout.pressProcess)
      object["pressProcessSeconds"] = seconds(layout.pressProcessSeconds)
      object["mismatches"] = .number(layout.mismatches.count)
      object["seconds"] = seconds(layout.seconds)
      return .object(object)
    }
    let mismatchObjects: [JSONValue] = mismatches.map {
      [
        "layout": .string($0.layout), "check": .string($0.check.rawValue),
        "subject": .string($0.subject), "reason": .string($0.reason),
        "explanation": .string($0.explanation),
      ]
    }
    let document: JSONValue = [
      "layouts": .number(layouts.count), "compiled": .number(verified.count),
      "workers": .number(workers), "searchBound": .number(searchBound),
      "composeProductions": .number(productionCount), "wallSeconds": seconds(wallSeconds),
      "pressProcessSeconds": seconds(pressProcessSeconds),
      "totals": .object(JSONObject(rows.map { ($0.key, counts($0.counts)) })),
      "mismatches": .array(mismatchObjects), "perLayout": .array(layouts.map(object)),
    ]
    return JSONWriter.line(document)
  }

  static func grouped(_ value: Int) -> String {
    let digits = String(value)
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { result += "," }
      result.append(digit)
    }
    return result
  }

}

extension String {
  /// A number with two decimals, without Foundation's `String(format:)`.
  fileprivate init(format2 value: Double) {
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    self = "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
  }
}
