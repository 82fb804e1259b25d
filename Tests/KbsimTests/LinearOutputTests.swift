import Foundation
import TestSupport
import Testing

/// Streaming outputs grow linearly with their input.
///
/// A regression (docs/limits.md): `type --secure --format jsonl` printed the whole masked text on
/// every keystroke, 603 MB for 20,000 characters. Each case runs at sizes n and 2n and compares the
/// output's bytes, never the time taken.
@Suite(.requires(.xkb))
struct LinearOutputTests {
  /// A command and the standard input that makes it work on an input of size `n`.
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var n: Int
    var run: @Sendable (Int) -> (arguments: [String], stdin: String)
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "type --secure --format jsonl", n: 1_500) {
      (["type", "--secure", "--format", "jsonl", "-"], String(repeating: "x", count: $0))
    },
    Case(name: "type --format jsonl", n: 1_500) {
      (
        ["type", "--autocorrection", "no", "--spell-checking", "no", "--format", "jsonl", "-"],
        String(repeating: "ab c. ", count: $0 / 6)
      )
    },
    Case(name: "press, lines on standard input", n: 2_000) {
      (
        ["press", "--layout", "fr", "--format", "json"], String(repeating: "AD11 AD03\n", count: $0)
      )
    },
    Case(name: "plan, lines on standard input", n: 2_000) {
      (["plan", "--layout", "de", "--format", "json"], String(repeating: "Größe\n", count: $0))
    },
    Case(name: "simulate, a timeline of many steps", n: 60) { n in
      let steps = [
        #"{"focus": "name"}"#, #"{"setText": ""}"#, #"{"type": "jane"}"#,
        #"{"focus": "email"}"#, #"{"setText": ""}"#, #"{"type": "jane@example.com"}"#,
        #"{"wait": 0.5}"#,
      ]
      let script = """
        {"device": "iphone-15", "fields": {"name": {}, "email": {"traits": {"keyboardType": \
        "emailAddress"}}}, "steps": [\(Array(repeating: steps, count: n).flatMap { $0 }
          .joined(separator: ", "))]}
        """
      return (["simulate", "-"], script)
    },
  ]

  @Test(arguments: cases)
  func outputGrowsLinearly(_ testCase: Case) throws {
    func bytes(_ n: Int) throws -> Int {
      let (arguments, stdin) = testCase.run(n)
      let result = try KbsimProcess.run(arguments, stdin: stdin)
      #expect(result.status == 0, "\(result.stderr)")
      return result.stdout.utf8.count
    }
    let single = try bytes(testCase.n)
    let double = try bytes(2 * testCase.n)
    #expect(single > 0)
    // Twice the input, about twice the output (a fixed header or a longer number here and
    // there aside); quadratic output would be four times.
    let ratio = Double(double) / Double(single)
    #expect(ratio > 1.8 && ratio < 2.2, "n: \(single) bytes, 2n: \(double) bytes")
  }

  /// Events of a long typed text stay short (a black-box fuzzer's find).
  ///
  /// 10 KB typed into one field of a form script printed 320 MB, each of four events per
  /// keystroke carrying the field's whole text. An event carries the text's last `TextInputEvent.textLimit` characters and its whole length.
  @Test func eventsOfALongTypedTextCarryItsEndAndItsLength() throws {
    let text = String(repeating: "abcdefghij", count: 600)  // 6,000 characters
    let script = """
      {"device": "iphone-15", "fields": {"note": {"traits": {"autocorrectionType": "no", \
      "spellCheckingType": "no", "autocapitalizationType": "none"}}}, \
      "steps": [{"type": {"field": "note", "text": "\(text)"}}]}
      """
    let result = try KbsimProcess.run(["simulate", "-"], stdin: script)
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n")
    // The step itself (with the whole text) is printed once; the events, four a keystroke.
    let events = lines.filter { $0.contains(#""delegate""#) || $0.contains(#""controlEvent""#) }
    #expect(events.count > 3 * 5_000)
    let longest = events.map(\.utf8.count).max() ?? 0
    #expect(longest < 800, "the longest event line has \(longest) bytes")
    let last = try #require(lines.last { $0.contains(#""textLength":6000"#) })
    #expect(last.contains("\"" + String(text.suffix(256)) + "\""))
  }
}
