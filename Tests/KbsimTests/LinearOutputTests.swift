import Foundation
import Testing
import XKB

/// Streaming outputs grow linearly with their input.
///
/// Issue 14: `type --secure --format jsonl` printed the whole masked text on every keystroke,
/// 603 MB for 20,000 characters. Each case runs at sizes n and 2n and compares the output's
/// bytes, never the time taken.
@Suite(.enabled(if: XKBContext.systemRoot != nil, "needs xkb-data"))
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
}
