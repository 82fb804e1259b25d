import JSONInput
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
  package var unexplained: [LayoutVerification.Mismatch] { mismatches.filter { $0.explanation == nil } }

  /// The sum of one count over every layout.
  package func total(_ counts: KeyPath<LayoutVerification, LayoutVerification.Counts>) -> LayoutVerification.Counts {
    layouts.reduce(into: LayoutVerification.Counts()) { sum, layout in
      sum.checked += layout[keyPath: counts].checked
      sum.matched += layout[keyPath: counts].matched
      sum.skipped += layout[keyPath: counts].skipped
    }
  }

  private var rows: [(name: String, key: String, counts: LayoutVerification.Counts, check: LayoutVerification.Check)] {
    [
      ("key × modifier combinations", "keyCombinations", total(\.keyCombinations), .keys),
      ("Compose productions", "compose", total(\.compose), .compose),
      ("plans replayed", "plans", total(\.plans), .plans),
      ("strings found by the search (bound \(searchBound))", "minimality", total(\.minimality), .minimality),
      ("characters libxkbcommon types", "characters", total(\.characters), .characters),
    ] + (ranPressProcess
      ? [("lines typed by one kbsim press process", "pressProcess", total(\.pressProcess), .pressProcess)]
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
        [.plans, .minimality, .pressProcess].contains(row.check) ? "-" : Self.grouped(row.counts.skipped),
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
        + "typeable only with a Level5 key after a dead key, which libxkbcommon 1.5 cancels (fixed in 1.7)")
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
    func counts(_ counts: LayoutVerification.Counts) -> String {
      "{\"checked\":\(counts.checked),\"matched\":\(counts.matched),\"skipped\":\(counts.skipped)}"
    }
    func object(_ layout: LayoutVerification) -> String {
      var status = "\"verified\""
      if case .doesNotCompile(let message) = layout.status {
        status = "\"doesNotCompile\",\"message\":\(Self.quoted(message))"
      }
      return "{\"layout\":\(Self.quoted(layout.layout)),\"status\":\(status),"
        + "\"keyCombinations\":\(counts(layout.keyCombinations)),\"compose\":\(counts(layout.compose)),"
        + "\"composeBlockedByLevel5\":\(layout.composeBlockedByLevel5),\"plans\":\(counts(layout.plans)),"
        + "\"minimality\":\(counts(layout.minimality)),\"characters\":\(counts(layout.characters)),"
        + "\"pressProcess\":\(counts(layout.pressProcess)),"
        + "\"pressProcessSeconds\":\(String(format2: layout.pressProcessSeconds)),"
        + "\"mismatches\":\(layout.mismatches.count),"
        + "\"seconds\":\(String(format2: layout.seconds))}"
    }
    let totals = rows.map { "\"\($0.key)\":\(counts($0.counts))" }.joined(separator: ",")
    let mismatchObjects = mismatches.map {
      "{\"layout\":\(Self.quoted($0.layout)),\"check\":\"\($0.check.rawValue)\","
        + "\"subject\":\(Self.quoted($0.subject)),\"reason\":\(Self.quoted($0.reason)),"
        + "\"explanation\":\($0.explanation.map(Self.quoted) ?? "null")}"
    }
    return "{\"layouts\":\(layouts.count),\"compiled\":\(verified.count),\"workers\":\(workers),"
      + "\"searchBound\":\(searchBound),\"composeProductions\":\(productionCount),"
      + "\"wallSeconds\":\(String(format2: wallSeconds)),"
      + "\"pressProcessSeconds\":\(String(format2: pressProcessSeconds)),\"totals\":{\(totals)},"
      + "\"mismatches\":[\(mismatchObjects.joined(separator: ","))],"
      + "\"perLayout\":[\(layouts.map(object).joined(separator: ","))]}"
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

  static func quoted(_ text: String) -> String { jsonString(text) }
}

extension String {
  /// A number with two decimals, without Foundation's `String(format:)`.
  fileprivate init(format2 value: Double) {
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    self = "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
  }
}
