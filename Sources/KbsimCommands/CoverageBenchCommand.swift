import ArgumentParser
import Foundation
import JSONCoding
import TraitCoverage

/// `kbsim coverage bench`: covering-array sizes and times against PICT, and exact coverage
/// speed.
struct CoverageBenchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench",
    abstract: "Measure covering-array sizes and times against PICT, and exact coverage speed.",
    discussion: """
      For the twelve model × strength × constraint rows of docs/coverage.md, generates a plan \
      (median time of --repetitions), checks it with the exact coverage code (every valid \
      tuple covered, no row breaks a constraint), and prints its size next to the lower bound, \
      PICT 3.2's size and time and the best size known from any tool \
      (docs/sources.md#covering-array-sizes). Then reads --configurations random full16 \
      configurations from JSON Lines and reports their exact coverage at t = 3. Run \
      `make bench` (a release build).
      """)

  @Option(help: "Generations per row (the median time is reported).")
  var repetitions = 3

  @Option(help: "Recorded configurations for the exact-coverage measurement.")
  var configurations = 100_000

  @Option(help: "The generator's seed.")
  var seed: UInt64 = 0

  @Option(help: "Output format: text or json.")
  var format: BenchFormat = .text

  @Option(help: "What to measure: all, plans or coverage.")
  var part: BenchPart = .all

  enum BenchFormat: String, ExpressibleByArgument, CaseIterable { case text, json }
  enum BenchPart: String, ExpressibleByArgument, CaseIterable { case all, plans, coverage }

  func run() throws {
    guard repetitions > 0, configurations > 0 else {
      throw CLIError("--repetitions and --configurations must be positive")
    }
    var measurements: [CoverageBenchmark.Measurement] = []
    var coverage: CoverageBenchmark.CoverageMeasurement?
    do {
      if part != .coverage {
        for row in CoverageBenchmark.rows {
          measurements.append(
            try CoverageBenchmark.measure(row, repetitions: repetitions, seed: seed))
        }
      }
      if part != .plans {
        coverage = try CoverageBenchmark.measureCoverage(count: configurations, seed: seed)
      }
    } catch {
      throw CLIError(wrapping: error, code: .badInput)
    }
    let report = CoverageBenchReport(measurements: measurements, coverage: coverage)
    print(
      format == .json ? JSONWriter.pretty(report.json, style: .inlineLeaves) : report.text,
      terminator: format == .json ? "\n" : "")
    if measurements.contains(where: { !$0.checked }) {
      throw CLIError("a generated plan failed the exact coverage check")
    }
  }
}

/// The text and JSON of `kbsim coverage bench`.
struct CoverageBenchReport {
  var measurements: [CoverageBenchmark.Measurement]
  var coverage: CoverageBenchmark.CoverageMeasurement?

  var text: String {
    var lines: [String] = []
    if !measurements.isEmpty { lines += planLines }
    if let coverage {
      if !lines.isEmpty { lines.append("") }
      lines.append(
        "Exact coverage: \(coverage.configurations) recorded full16 configurations at t=3: read "
          + "\(seconds(coverage.readSeconds)) s, analysed \(seconds(coverage.analysisSeconds)) s, "
          + "total \(seconds(coverage.readSeconds + coverage.analysisSeconds)) s, processor time "
          + "\(seconds(coverage.cpuSeconds)) s (\(coverage.covered) of \(coverage.triples) triples covered)"
      )
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private var planLines: [String] {
    var rows = [
      [
        "model", "t", "constraints", "rows", "lower bound", "PICT", "best known", "time s",
        "PICT s", "time/PICT", "check",
      ]
    ]
    for m in measurements {
      rows.append([
        m.row.model, "\(m.row.strength)", m.row.constraints, "\(m.size)",
        "\(max(m.lowerBound, m.row.lowerBound))", "\(m.row.pict)", "\(m.row.bestKnown)",
        seconds(m.seconds), seconds(m.row.pictSeconds), ratio(m.seconds / m.row.pictSeconds),
        m.checked ? "ok" : "FAILED (\(m.missing) missing, \(m.invalidRows) invalid)",
      ])
    }
    var lines = [
      "Covering arrays: kbsim coverage plan (effort standard) against PICT 3.2 and the best size known from any tool;",
      "every plan checked by the exact coverage code (all valid tuples covered, no row breaks a constraint)",
      "",
    ]
    lines += table(rows, right: [1, 3, 4, 5, 6, 7, 8, 9])
    let atMostPICT = measurements.filter { $0.size <= $0.row.pict }.count
    let atMostBest = measurements.filter { $0.size <= $0.row.bestKnown }.count
    let atBound = measurements.filter { $0.size <= max($0.lowerBound, $0.row.lowerBound) }.count
    lines.append("")
    lines.append(
      "\(atMostPICT) of \(measurements.count) rows at most PICT's size, \(atMostBest) at most the "
        + "best known, \(atBound) at the lower bound")
    return lines
  }

  var json: JSONValue {
    .object(
      JSONObject([
        (
          "plans",
          .array(
            JSONArray(
              measurements.map { m in
                .object(
                  JSONObject([
                    ("model", .string(m.row.model)),
                    ("strength", .number(JSONNumber(Double(m.row.strength)))),
                    ("constraints", .string(m.row.constraints)),
                    ("rows", .number(JSONNumber(Double(m.size)))),
                    (
                      "lowerBound", .number(JSONNumber(Double(max(m.lowerBound, m.row.lowerBound))))
                    ),
                    ("pict", .number(JSONNumber(Double(m.row.pict)))),
                    ("bestKnown", .number(JSONNumber(Double(m.row.bestKnown)))),
                    ("seconds", .number(JSONNumber(m.seconds))),
                    ("pictSeconds", .number(JSONNumber(m.row.pictSeconds))),
                    ("checked", .bool(m.checked)),
                  ]))
              }))
        ),
        (
          "coverage",
          coverage.map { coverage in
            .object(
              JSONObject([
                ("configurations", .number(JSONNumber(Double(coverage.configurations)))),
                ("readSeconds", .number(JSONNumber(coverage.readSeconds))),
                ("analysisSeconds", .number(JSONNumber(coverage.analysisSeconds))),
                ("cpuSeconds", .number(JSONNumber(coverage.cpuSeconds))),
                ("triples", .number(JSONNumber(Double(coverage.triples)))),
                ("covered", .number(JSONNumber(Double(coverage.covered)))),
              ]))
          } ?? .null
        ),
      ]))
  }

  private func seconds(_ value: Double) -> String {
    value < 0.01
      ? formatNumber((value * 10000).rounded() / 10000)
      : formatNumber((value * 1000).rounded() / 1000)
  }

  private func ratio(_ value: Double) -> String { formatNumber((value * 100).rounded() / 100) }

  private func table(_ rows: [[String]], right: Set<Int>) -> [String] {
    var widths = [Int](repeating: 0, count: rows[0].count)
    for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) } }
    return rows.map { row in
      row.enumerated().map { i, cell in
        let pad = String(repeating: " ", count: widths[i] - cell.count)
        return right.contains(i) ? pad + cell : cell + pad
      }.joined(separator: "  ").replacingOccurrences(
        of: "\\s+$", with: "", options: .regularExpression)
    }
  }
}
