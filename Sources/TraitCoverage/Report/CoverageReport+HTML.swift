import Diagnostics

extension CoverageReport {
  /// The report as one self-contained HTML page (inline CSS and SVG, no script, nothing
  /// fetched): coverage per strength, a bar per value, a heat map per pair of parameters
  /// (covered, missing, excluded by the constraints), the missing tuples (the first
  /// `missingLimit` per strength) and the flagged configurations.
  ///
  /// Elements carry ids and `data-` attributes for tools: `#summary .card[data-strength]`,
  /// `#values .parameter[data-trait]`, `#heatmaps figure.heatmap[data-pair]` with
  /// `data-covered`/`data-missing`/`data-excluded`, `#missing table[data-strength]`,
  /// `#flagged tr.flagged`.
  public func html(missingLimit: Int? = 50) -> String {
    var page = HTMLPage()
    page.line("<!DOCTYPE html>")
    page.line("<html lang=\"en\">")
    page.line("<head>")
    page.line("<meta charset=\"utf-8\">")
    page.line("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
    page.line(
      "<title>\(escapingMarkup("Trait coverage: \(model.name) (\(constraints.name))"))</title>")
    page.line("<style>\(Self.css)</style>")
    page.line("</head>")
    page.line("<body>")
    page.line("<header>")
    page.line("<h1>Trait coverage</h1>")
    page.line(
      "<p class=\"subtitle\">model <b>\(escapingMarkup(model.name))</b> · constraints "
        + "<b>\(escapingMarkup(constraints.name))</b> · \(configurations) configuration"
        + "\(configurations == 1 ? "" : "s") recorded, \(countedConfigurations) counted, "
        + "\(distinctConfigurations) distinct</p>")
    page.line("</header>")
    summarySection(&page)
    // The configurations to fix before the long lists of what is missing.
    flaggedSection(&page)
    valuesSection(&page)
    heatMapSection(&page)
    missingSection(&page, limit: missingLimit)
    page.line("<footer>kbsim coverage report · KeyboardSim</footer>")
    page.line("</body>")
    page.line("</html>")
    return page.text
  }

  private func summarySection(_ page: inout HTMLPage) {
    page.line("<section id=\"summary\">")
    for s in strengths {
      let noun = Self.noun(s.strength)
      page.line(
        "<div class=\"card\" data-strength=\"\(s.strength)\" data-covered=\"\(s.covered)\" data-total=\"\(s.total)\">"
      )
      page.line("<div class=\"label\">t=\(s.strength) · \(noun)</div>")
      page.line("<div class=\"percent\">\(formatPercent(s.percent)) %</div>")
      page.line("<div class=\"detail\">\(s.covered) of \(s.total) valid \(noun) covered</div>")
      let width = 220.0
      let filled = width * s.percent / 100
      page.line(
        "<svg class=\"meter\" width=\"\(Int(width))\" height=\"10\" role=\"img\" aria-label=\"\(formatPercent(s.percent)) percent\">"
          + "<rect width=\"\(Int(width))\" height=\"10\" rx=\"5\" class=\"missing\"/>"
          + "<rect width=\"\(HTMLPage.number(filled))\" height=\"10\" rx=\"5\" class=\"covered\"/></svg>"
      )
      page.line("</div>")
    }
    page.line("</section>")
  }

  private func valuesSection(_ page: inout HTMLPage) {
    page.line("<section id=\"values\">")
    page.line("<h2>Values</h2>")
    page.line("<p class=\"note\">Counted configurations per value. \(HTMLPage.legend)</p>")
    page.line("<div class=\"grid\">")
    let rowHeight = 16
    for (p, parameter) in model.parameters.enumerated() {
      let counts = valueCounts[p]
      let maximum = max(1, counts.max() ?? 1)
      let labelWidth = 8 + 7 * (parameter.values.map(\.description.count).max() ?? 4)
      let barWidth = 160
      let width = labelWidth + barWidth + 50
      let height = rowHeight * parameter.values.count
      let exercised = counts.indices.filter { counts[$0] > 0 }.count
      page.line(
        "<div class=\"parameter\" data-trait=\"\(escapingMarkup(parameter.name))\" data-exercised=\"\(exercised)\" data-values=\"\(parameter.values.count)\">"
      )
      page.line(
        "<h3>\(escapingMarkup(parameter.name)) <span class=\"count\">\(exercised) of \(parameter.values.count)</span></h3>"
      )
      page.line(
        "<svg width=\"\(width)\" height=\"\(height)\" role=\"img\" aria-label=\"\(escapingMarkup(parameter.name)) values\">"
      )
      for (n, value) in parameter.values.enumerated() {
        let y = n * rowHeight
        let excluded = excludedValues[p][n]
        let state = excluded ? "excluded" : counts[n] > 0 ? "covered" : "missing"
        let length = counts[n] == 0 ? 3.0 : Double(barWidth) * Double(counts[n]) / Double(maximum)
        page.line(
          "<g class=\"value \(state)\" data-value=\"\(escapingMarkup(value.description))\" data-count=\"\(counts[n])\">"
            + "<title>\(escapingMarkup("\(parameter.name) = \(value): \(counts[n]) configuration\(counts[n] == 1 ? "" : "s")\(excluded ? " (excluded by the constraints)" : "")"))</title>"
            + "<text x=\"\(labelWidth - 6)\" y=\"\(y + 12)\" text-anchor=\"end\">\(escapingMarkup(value.description))</text>"
            + "<rect x=\"\(labelWidth)\" y=\"\(y + 3)\" width=\"\(HTMLPage.number(length))\" height=\"10\" rx=\"2\" class=\"\(state)\"/>"
            + "<text x=\"\(HTMLPage.number(Double(labelWidth) + length + 4))\" y=\"\(y + 12)\" class=\"n\">\(excluded ? "excluded" : "\(counts[n])")</text></g>"
        )
      }
      page.line("</svg>")
      page.line("</div>")
    }
    page.line("</div>")
    page.line("</section>")
  }

  private func heatMapSection(_ page: inout HTMLPage) {
    guard let pairs else { return }
    page.line("<section id=\"heatmaps\">")
    page.line("<h2>Pairs</h2>")
    page.line(
      "<p class=\"note\">One map per pair of parameters: each cell is a value pair. \(HTMLPage.legend)</p>"
    )
    page.line("<div class=\"grid\">")
    let cell = 12
    for p in model.parameters.indices {
      for q in model.parameters.indices where q > p {
        let rows = model.parameters[p]
        let columns = model.parameters[q]
        // Labels: 10 px type is about 6.2 px per character; column labels rise at 60°.
        let left = 10 + Int(6.2 * Double(rows.values.map(\.description.count).max() ?? 4))
        let label = 6.2 * Double(columns.values.map(\.description.count).max() ?? 4)
        let top = 12 + Int(label * 0.87)
        let width = left + cell * columns.values.count + 4 + Int(label * 0.5)
        let height = top + cell * rows.values.count + 4
        var covered = 0
        var missing = 0
        var excluded = 0
        var cells = ""
        for a in rows.values.indices {
          for b in columns.values.indices {
            let state = pairs.state(p, a, q, b)
            let name: String
            switch state {
            case .covered:
              covered += 1
              name = "covered"
            case .missing:
              missing += 1
              name = "missing"
            case .excluded:
              excluded += 1
              name = "excluded"
            }
            let count = pairs.count(p, a, q, b)
            let tip =
              "\(rows.name) = \(rows.values[a]), \(columns.name) = \(columns.values[b]): "
              + (state == .excluded
                ? "excluded by the constraints" : "\(count) configuration\(count == 1 ? "" : "s")")
            cells +=
              "<rect x=\"\(left + b * cell)\" y=\"\(top + a * cell)\" width=\"\(cell - 1)\" height=\"\(cell - 1)\" class=\"\(name)\"><title>\(escapingMarkup(tip))</title></rect>"
          }
        }
        let pair = "\(rows.name)×\(columns.name)"
        page.line(
          "<figure class=\"heatmap\" data-pair=\"\(escapingMarkup(pair))\" data-covered=\"\(covered)\" data-missing=\"\(missing)\" data-excluded=\"\(excluded)\">"
        )
        page.line(
          "<figcaption>\(escapingMarkup(rows.name)) × \(escapingMarkup(columns.name)) <span class=\"count\">\(covered) of \(covered + missing)</span></figcaption>"
        )
        page.line(
          "<svg width=\"\(width)\" height=\"\(height)\" role=\"img\" aria-label=\"\(escapingMarkup(pair))\">"
        )
        for (a, value) in rows.values.enumerated() {
          page.line(
            "<text x=\"\(left - 4)\" y=\"\(top + a * cell + 9)\" text-anchor=\"end\">\(escapingMarkup(value.description))</text>"
          )
        }
        for (b, value) in columns.values.enumerated() {
          let x = left + b * cell + 8
          page.line(
            "<text transform=\"translate(\(x) \(top - 3)) rotate(-60)\">\(escapingMarkup(value.description))</text>"
          )
        }
        page.line(cells)
        page.line("</svg>")
        page.line("</figure>")
      }
    }
    page.line("</div>")
    page.line("</section>")
  }

  private func missingSection(_ page: inout HTMLPage, limit: Int?) {
    page.line("<section id=\"missing\">")
    page.line("<h2>Missing tuples</h2>")
    let lists = strengths.dropFirst().filter { !$0.missing.isEmpty }
    if lists.isEmpty { page.line("<p class=\"note\">Every valid tuple is covered.</p>") }
    for s in lists {
      let shown = limit.map { min($0, s.missing.count) } ?? s.missing.count
      page.line(
        "<h3>\(Self.noun(s.strength) == "pairs" ? "Pairs" : Self.noun(s.strength) == "triples" ? "Triples" : "Values") <span class=\"count\">\(shown == s.missing.count ? "\(s.missing.count)" : "first \(shown) of \(s.missing.count)")</span></h3>"
      )
      // One cell per member of the tuple, `trait = value`: t columns, whatever the model's size.
      page.line(
        "<table class=\"tuples\" data-strength=\"\(s.strength)\" data-missing=\"\(s.missing.count)\">"
      )
      for tuple in s.missing.prefix(shown) {
        let cells = tuple.entries.map { entry in
          "<td><span class=\"trait\">\(escapingMarkup(entry.trait))</span> = "
            + "\(escapingMarkup(entry.value.description))</td>"
        }
        page.line("<tr class=\"tuple\">" + cells.joined() + "</tr>")
      }
      page.line("</table>")
      if shown < s.missing.count {
        page.line(
          "<p class=\"note\">… and \(s.missing.count - shown) more (--missing-limit 0 lists them "
            + "all)</p>")
      }
    }
    page.line("</section>")
  }

  private func flaggedSection(_ page: inout HTMLPage) {
    page.line("<section id=\"flagged\">")
    page.line("<h2>Flagged configurations</h2>")
    if flagged.isEmpty {
      page.line(
        "<p class=\"note\">No recorded configuration breaks a constraint, leaves the model or has a lint error.</p>"
      )
    } else {
      page.line("<table>")
      page.line(
        "<tr><th>where</th><th>field</th><th>source</th><th>flags</th><th>counted</th></tr>")
      for configuration in flagged {
        let record = configuration.entry.record
        let counted: String
        if let values = configuration.countedAs {
          counted =
            configuration.isNormalized ? "as " + countedAsDescription(values, configuration) : "yes"
        } else {
          counted = "no"
        }
        page.line(
          "<tr class=\"flagged\"><td>\(escapingMarkup(configuration.entry.place))</td>"
            + "<td>\(escapingMarkup(record.field ?? ""))</td><td>\(escapingMarkup(record.source.rawValue))</td>"
            + "<td>\(configuration.flags.map { escapingMarkup($0.description) }.joined(separator: "<br>"))</td>"
            + "<td>\(escapingMarkup(counted))</td></tr>")
      }
      page.line("</table>")
    }
    page.line("</section>")
  }
}

/// Lines of an HTML page.
struct HTMLPage {
  var text = ""
  mutating func line(_ line: String) {
    text += line
    text += "\n"
  }

  static let legend =
    "<span class=\"key covered\"></span> covered <span class=\"key missing\"></span> missing "
    + "<span class=\"key excluded\"></span> excluded by the constraints"

  /// A coordinate with at most one decimal.
  static func number(_ value: Double) -> String {
    let tenths = (value * 10).rounded() / 10
    return tenths == tenths.rounded() ? String(Int(tenths)) : String(tenths)
  }
}
