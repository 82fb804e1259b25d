import Foundation
import InputTraits
import KeyboardAvoidance
import KeyboardPresentation
import KeyboardSim
import Testing

/// Results describe themselves in one short line, not kilobytes of nested dumps.
struct SummaryTests {
  static func isOneShortLine(_ text: String) -> Bool {
    !text.contains("\n") && text.count <= 160
  }

  @Test func avoidanceResultsSummarizeTheirScrollViews() throws {
    let scene = AvoidanceScene(
      screenSize: CGSize(width: 393, height: 852),
      scrollViews: [
        ScrollViewGeometry(
          frame: CGRect(x: 0, y: 0, width: 393, height: 852),
          contentSize: CGSize(width: 393, height: 1500), contentOffset: CGPoint(x: 0, y: -103),
          systemInset: ContentInsets(top: 103, bottom: 34))
      ],
      target: CGRect(x: 0, y: 600, width: 393, height: 44))
    let result = ContentInsetCalculator().result(
      for: KeyboardChange(
        event: .willShow, frameEnd: CGRect(x: 0, y: 516, width: 393, height: 336)),
      scene: scene)
    #expect(result.description == "contentInset.bottom 302, contentOffset.y 128; residualShift 0")
  }

  @MainActor
  @Test func presentationResultsAreOneLine() throws {
    let script = try FormScript(
      json:
        #"{"device": "iphone-15", "ios": "17", "fields": {"a": {}}, "steps": [{"focus": "a"}, {"wait": 1}]}"#
    )
    let result = try script.run(in: DeviceCatalog.bundled(), session: nil)
    #expect(result.description == "9 events over 2 steps, until 1 s")
    for event in result.timeline {
      #expect(Self.isOneShortLine(event.textLine))
    }
  }

  @Test func lintFindingsReadAsTheyPrint() throws {
    let finding = try #require(
      TraitLinter().lint(TextInputTraits(keyboardType: .emailAddress), name: "email").first)
    #expect(!finding.description.contains("\n"))
    #expect(finding.description.hasPrefix("error: email: "))
    #expect(finding.description.hasSuffix("[email-autocapitalization]"))
  }
}
