import Foundation
import JSONCoding

/// The figures of `kbsim bench`, as text or one JSON line.
package struct BenchReport {
  package var typing: [HardwareBenchmark.Result]
  package var engine: TypingBenchmark.Result
  package var planning: [PlanBenchmark.Figures]
  package var compile: [(String, Double)]
  package var pressMilliseconds: Double
  /// The autocorrection figures (docs/autocorrection.md).
  package var autocorrection: SpellingBenchmark.Figures?

  /// Whether the pipeline committed the raw loop's text on every layout.
  package var outputsMatch: Bool { typing.allSatisfy(\.outputsMatch) }

  package var text: String {
    var lines = [
      "Hardware typing: raw libxkbcommon loop (a) vs kbsim press pipeline (b), same process"
    ]
    lines.append(
      pad("text/layout", 12) + pad("chars", 9) + pad("skipped", 8) + pad("composed", 9)
        + pad("key presses", 12) + pad("(a) Mkeys/s", 12) + pad("(b) Mkeys/s", 12)
        + "ratio b/a  output")
    for row in typing {
      lines.append(
        pad(row.name, 12) + pad("\(row.characters)", 9) + pad("\(row.skipped)", 8)
          + pad("\(row.composed)", 9) + pad("\(row.keyPresses)", 12)
          + pad(fixed(row.rawKeysPerSecond / 1e6, 2), 12)
          + pad(fixed(row.pipelineKeysPerSecond / 1e6, 2), 12)
          + pad(fixed(row.ratio, 2), 11) + (row.outputsMatch ? "identical" : "DIFFERENT"))
    }
    let raw = typing.first?.rawKeysPerSecond ?? .nan
    lines.append("")
    lines.append(
      "Virtual keyboard typing engine (en, natural mode, no corrector) vs (a) on en/us")
    lines.append(
      "  \(engine.taps) taps for \(engine.scalars) characters, \(engine.refused) refused: "
        + "\(fixed(engine.tapsPerSecond / 1e6, 2)) Mtaps/s, ratio engine/a \(fixed(engine.tapsPerSecond / raw, 2))"
    )
    lines.append("")
    lines.append("Planning (text → key tokens)")
    lines.append(
      pad("layout", 8) + pad("chars", 9) + pad("index build ms", 16) + pad("route Mchars/s", 16)
        + "plan Mchars/s")
    for row in planning {
      lines.append(
        pad(row.layout, 8) + pad("\(row.characters)", 9)
          + pad(fixed(row.indexBuildMilliseconds, 2), 16)
          + pad(fixed(row.routeCharactersPerSecond / 1e6, 1), 16)
          + fixed(row.planCharactersPerSecond / 1e6, 1))
    }
    lines.append("")
    lines.append(
      "Keymap compile (median of 11, new context): "
        + compile.map { "\($0.0) \(fixed($0.1, 2)) ms" }.joined(separator: ", "))
    lines.append(
      "kbsim press on a short line (new process, median of 15): \(fixed(pressMilliseconds, 1)) ms")
    if let autocorrection {
      lines.append("")
      lines.append(autocorrection.text)
    }
    return lines.joined(separator: "\n")
  }

  package var json: String {
    /// A measured number, or `null` when it could not be measured.
    func measured(_ value: Double) -> JSONValue { value.isFinite ? .number(value) : .null }
    let typingRows: [JSONValue] = typing.map {
      [
        "name": .string($0.name), "characters": .number($0.characters),
        "skipped": .number($0.skipped), "composed": .number($0.composed),
        "keyPresses": .number($0.keyPresses),
        "rawKeysPerSecond": measured($0.rawKeysPerSecond.rounded()),
        "pipelineKeysPerSecond": measured($0.pipelineKeysPerSecond.rounded()),
        "ratio": measured($0.ratio), "outputsMatch": .bool($0.outputsMatch),
      ]
    }
    let planRows: [JSONValue] = planning.map {
      [
        "layout": .string($0.layout), "characters": .number($0.characters),
        "indexBuildMilliseconds": measured($0.indexBuildMilliseconds),
        "routeCharactersPerSecond": measured($0.routeCharactersPerSecond.rounded()),
        "planCharactersPerSecond": measured($0.planCharactersPerSecond.rounded()),
      ]
    }
    let raw = typing.first?.rawKeysPerSecond ?? .nan
    let document: JSONValue = [
      "typing": .array(typingRows),
      "engine": [
        "characters": .number(engine.scalars), "taps": .number(engine.taps),
        "refused": .number(engine.refused),
        "tapsPerSecond": measured(engine.tapsPerSecond.rounded()),
        "ratioToRaw": measured(engine.tapsPerSecond / raw),
      ],
      "planning": .array(planRows),
      "keymapCompileMilliseconds": .object(JSONObject(compile.map { ($0.0, measured($0.1)) })),
      "pressWallMilliseconds": measured(pressMilliseconds),
      "autocorrection": autocorrection?.json ?? .null,
    ]
    return JSONWriter.line(document)
  }

  private func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }
}

/// A number with `digits` decimals.
package func fixed(_ value: Double, _ digits: Int) -> String {
  String(format: "%.\(digits)f", value)
}
