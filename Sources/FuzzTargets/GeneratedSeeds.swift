import Foundation
import KeyboardModel
import TraitCoverage
import XKB

/// Seeds for the inputs the repository holds no files of, made by the code that prints them.
enum KeySeeds {
  /// Sample text, each character on its own, in Compose sequences and with dead keys.
  static let texts = [
    "Hello, World!", "jane@example.com", "naïve café — 12,5 €", "ÆØÅ ß ñ ü", "~`^",
  ]

  /// `kbsim plan` lines for the sample texts on `us`, `de` and `fr`, and press/release lines.
  @MainActor
  static func tokenLines() throws -> [Data] {
    var lines: [String] = [
      "+LFSH AC01 -LFSH", "CAPS AD01 CAPS", "+RALT AD03 -RALT", "<VOL+> <VOL->",
    ]
    for layout in ["us", "de", "fr"] {
      let planner = try KeyPlanner(names: RuleNames(layout: layout))
      for text in texts {
        let strokes = text.map { planner.strokes(for: String($0)) ?? [] }.joined()
        lines.append(strokes.flatMap(\.tokens).map(\.description).joined(separator: " "))
      }
    }
    return [Data(lines.joined(separator: "\n").utf8)] + lines.map { Data($0.utf8) }
  }

  /// `kbsim type --taps` scripts: letters, plane switches, long presses, named keys.
  static func taps() -> [Data] {
    [
      "h e l l o space w o r l d return", "shift j a n e 123 @ ABC e x backspace",
      "e>eacute a>adiaeresis n>ntilde", "globe dictation ⌫ ⇧ ⏎ .com", "period at comma 1 2 3",
    ].map { Data($0.utf8) }
  }
}

/// Word lists for `user-words`.
enum WordSeeds {
  static func lists() -> [Data] {
    [
      "jdoe\nKeyboardSim\n# a comment\n\nkbsim\r\n", "don’t\ndon't\nİstanbul\nSTRASSE\n",
      "  spaced  \n\t#not a comment\n",
    ].map { Data($0.utf8) }
  }
}

/// A plan for `coverage-plan`, as `kbsim coverage plan --format jsonl` prints it.
enum PlanSeeds {
  @MainActor
  static func plans() throws -> [Data] {
    let plan = try TraitPlan(
      model: TraitModel(preset: "core8"), constraints: .ios, strength: 2, effort: .quick)
    return [Data(plan.jsonLines().utf8)]
  }
}
