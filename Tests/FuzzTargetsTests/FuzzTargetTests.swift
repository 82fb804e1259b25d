import Diagnostics
import Foundation
import FuzzTargets
import Testing

/// The fuzz targets themselves: they tell a good rejection from a bad one, and every seed of
/// every target (the repository's examples and fixtures) goes through without a problem.
@MainActor
struct FuzzTargetTests {
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  struct LooseError: Error {}

  struct TwoLines: KeyboardSimError {
    var code: String
    var message: String
    var underlying: (any Error & Sendable)?
    var suggestion: Suggestion?
    var description: String { message }
    init(
      code: String, message: String, underlying: (any Error & Sendable)?, suggestion: Suggestion?
    ) {
      self.code = code
      self.message = message
      self.underlying = underlying
      self.suggestion = suggestion
    }
  }

  @Test func aRejectionMustBeAOneLineModuleError() {
    #expect(FuzzOutcome.accepted.problem == nil)
    #expect(FuzzOutcome.rejected(LooseError()).problem != nil)
    let twoLines = TwoLines(code: "x", message: "a\nb", underlying: nil, suggestion: nil)
    #expect(FuzzOutcome.rejected(twoLines).problem != nil)
    let escaped = TwoLines(code: "x", message: #"a\nb"#, underlying: nil, suggestion: nil)
    #expect(FuzzOutcome.rejected(escaped).problem == nil)
    let empty = TwoLines(code: "x", message: "", underlying: nil, suggestion: nil)
    #expect(FuzzOutcome.rejected(empty).problem != nil)
  }

  @Test func badJSONIsRejectedOnOneLine() throws {
    let target = try #require(FuzzTarget.named("traits"))
    let outcome = target.feed(Data("{\"keyboardType\": \"emial\",\n\"x\u{7}\": 1}".utf8))
    guard case .rejected(let error) = outcome else {
      Issue.record("accepted a misspelt keyboard type")
      return
    }
    #expect(outcome.problem == nil, "\(error)")
  }

  @Test func namesAreUnique() {
    let names = FuzzTarget.all.map(\.name)
    #expect(Set(names).count == names.count)
  }

  @Test(arguments: FuzzTarget.all.map(\.name))
  func everySeedGoesThrough(name: String) throws {
    let target = try #require(FuzzTarget.named(name))
    var seeds: [Data] = []
    for source in target.seeds { seeds += try source.collect(root: Self.repository) }
    #expect(!seeds.isEmpty, "\(name) has no seeds")
    var accepted = 0
    for (index, seed) in seeds.enumerated() {
      let outcome = target.feed(seed)
      #expect(outcome.problem == nil, "\(name) seed \(index + 1)")
      if case .accepted = outcome { accepted += 1 }
    }
    #expect(accepted > 0, "\(name): no seed is accepted, so the corpus starts from nothing valid")
  }
}
