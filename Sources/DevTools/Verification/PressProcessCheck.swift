internal import JSONCoding
import KeyboardModel
import XKB

/// Replays the lines a layout's verification typed as the standard input of one `kbsim press`
/// process, and compares each output line with what a fresh keyboard committed for that line.
///
/// The library checks build a fresh state for every line, so they cannot see state that one
/// process keeps from line to line (a lock, a latch, a group, a pending dead key): this check
/// can. `kbsim verify-layouts --press-process` runs it on every layout.
///
/// ```swift
/// let check = PressProcessCheck(executable: "/usr/local/bin/kbsim", names: RuleNames(layout: "us"), locale: ComposeTable.defaultLocale)
/// check.run(replay.recorded ?? [], into: &result)
/// result.pressProcess  // lines checked and matched
/// ```
struct PressProcessCheck {
  /// One line typed by a check, with what the pipeline committed from a fresh state.
  struct Line {
    var tokens: [KeyToken]
    var expected: HardwareKeyboard.Output
  }

  /// One line of `kbsim press --format json`.
  private struct Printed: Decodable {
    var text: String
    var keysyms: [String]
    var composeStatus: String

    enum CodingKeys: String, DescribedCodingKey {
      case text, keysyms, composeStatus
      static let noun = "kbsim press output key"
    }
  }

  /// Detailed mismatches kept per layout (all are counted).
  static let maxReported = 20

  /// The `kbsim` executable.
  let executable: String
  /// The layout.
  let names: RuleNames
  /// The Compose locale.
  let locale: String

  /// The process's arguments.
  var arguments: [String] {
    [
      "press", "--layout", names.layout, "--variant", names.variant, "--options", names.options,
      "--locale", locale, "--format", "json",
    ]
  }

  /// Runs `lines` through one process and adds the counts and mismatches to `result`.
  func run(_ lines: [Line], into result: inout LayoutVerification) {
    guard !lines.isEmpty else { return }
    var input: [UInt8] = []
    for line in lines {
      input += Array(line.tokens.map(\.description).joined(separator: " ").utf8)
      input.append(UInt8(ascii: "\n"))
    }
    result.pressProcess.checked += lines.count
    let run: ChildProcess.Result
    do {
      run = try ChildProcess.run(executable, arguments, stdin: input)
    } catch {
      fail(&result, "kbsim press", "cannot run \(executable): \(error)")
      return
    }
    result.pressProcessSeconds += run.seconds
    guard run.status == 0 else {
      let message =
        String(decoding: run.stderr, as: UTF8.self)
        .split(separator: "\n").first.map(String.init) ?? ""
      fail(&result, "kbsim press", "exited with status \(run.status): \(message)")
      return
    }
    let printed: [Printed]
    do {
      printed = try JSON.decodeLines(Printed.self, from: run.stdout, source: "kbsim press output")
    } catch {
      fail(&result, "kbsim press", error.message)
      return
    }
    guard printed.count == lines.count else {
      fail(&result, "kbsim press", "printed \(printed.count) lines for \(lines.count)")
      return
    }
    var reported = 0
    for (number, (line, output)) in zip(lines, printed).enumerated() {
      let expected = line.expected
      if output.text == expected.text, output.keysyms == expected.keysyms.map(\.name),
        output.composeStatus == expected.composeStatus.rawValue
      {
        result.pressProcess.matched += 1
        continue
      }
      guard reported < Self.maxReported else { continue }
      reported += 1
      result.mismatches.append(
        .init(
          layout: result.layout, check: .pressProcess,
          subject: "line \(number + 1) [\(line.tokens.map(\.description).joined(separator: " "))]",
          reason:
            "kbsim press committed \(LayoutVerification.show(output.text)) (\(output.composeStatus)), "
            + "a fresh keyboard \(LayoutVerification.show(expected.text)) (\(expected.composeStatus.rawValue))"
        ))
    }
  }

  private func fail(_ result: inout LayoutVerification, _ subject: String, _ reason: String) {
    result.mismatches.append(
      .init(layout: result.layout, check: .pressProcess, subject: subject, reason: reason))
  }

}
