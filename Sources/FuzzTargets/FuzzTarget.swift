import Diagnostics
package import Foundation

/// One parser of outside input, driven the way libFuzzer drives it: bytes in, and either the
/// input is accepted (parsed, run where running is cheap, its output rendered) or it is
/// rejected with the module's error.
///
/// A target *finds* something when the parser crashes, traps or hangs, or when it breaks one of
/// the rules every error follows (``FuzzOutcome/problem``): the error is a `KeyboardSimError`
/// whose message is one non-empty line. The fuzz executable (`kbsim-fuzz`, docs/fuzzing.md)
/// traps on a problem so that libFuzzer saves the input; the regression tests feed every saved
/// input to the same target and expect no problem.
///
/// ```swift
/// let target = try #require(FuzzTarget.named("traits"))
/// let outcome = await target.feed(Data(#"{"keyboardType": "emial"}"#.utf8))
/// outcome.problem  // nil: rejected with a one-line JSONError
/// ```
package struct FuzzTarget: Sendable {
  /// The name on the command line and in folder names (`traits`, `scan-swift`, …).
  package let name: String
  /// What the target parses, for `kbsim-fuzz --list`.
  package let summary: String
  /// The kind of text the target reads, which picks the libFuzzer dictionary.
  package let syntax: FuzzSyntax
  /// Where the seed corpus comes from, relative to the repository's root.
  package let seeds: [FuzzSeeds]
  /// Parses (and runs) one input; an error thrown is a rejection.
  let body: @MainActor @Sendable (Data) throws -> Void

  init(
    _ name: String, _ summary: String, syntax: FuzzSyntax = .json, seeds: [FuzzSeeds],
    body: @escaping @MainActor @Sendable (Data) throws -> Void
  ) {
    self.name = name
    self.summary = summary
    self.syntax = syntax
    self.seeds = seeds
    self.body = body
  }

  /// Feeds one input to the parser.
  @MainActor
  package func feed(_ data: Data) -> FuzzOutcome {
    do {
      try body(data)
      return .accepted
    } catch let violation as FuzzViolation {
      return .violated(violation.what)
    } catch {
      return .rejected(error)
    }
  }

  /// The target called `name`.
  package static func named(_ name: String) -> FuzzTarget? {
    all.first { $0.name == name }
  }
}

/// What one input did.
package enum FuzzOutcome: Sendable {
  /// Parsed (and run, and rendered) without an error.
  case accepted
  /// Rejected with an error.
  case rejected(any Error)
  /// Accepted, but what came out breaks a rule (a non-finite number printed, output that is
  /// not the JSON it claims to be).
  case violated(String)

  /// What is wrong with the outcome, or nil when nothing is: an error that is not a
  /// `KeyboardSimError`, or whose message is empty or not one line, or a broken output rule.
  package var problem: String? {
    switch self {
    case .accepted: return nil
    case .violated(let what): return what
    case .rejected(let error):
      guard let error = error as? any KeyboardSimError else {
        return "threw \(type(of: error)), which is not a KeyboardSimError: \(error)"
      }
      if error.message.isEmpty { return "\(type(of: error)) with an empty message" }
      if escapingControlCharacters(error.message) != error.message {
        return "\(type(of: error)) message is not one line: \(quoted(error.message))"
      }
      return nil
    }
  }
}

/// Which libFuzzer dictionary a target uses (`Fuzz/<syntax>.dict`, plus the words of its
/// seeds for JSON).
package enum FuzzSyntax: String, Sendable, CaseIterable {
  /// JSON and JSON Lines.
  case json
  /// `kbsim press` key tokens and `kbsim type --taps` taps.
  case keys
  /// Storyboards and xibs.
  case xml
  /// Swift source.
  case swift
  /// Objective-C source.
  case objc
  /// Plain word lists.
  case words
}

/// An output rule the target checks after a run; thrown from a target's body, reported as a
/// problem rather than as a rejection.
struct FuzzViolation: Error {
  var what: String
}
