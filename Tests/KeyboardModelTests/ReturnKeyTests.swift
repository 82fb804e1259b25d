import InputTraits
import KeyboardModel
import TestSupport
import Testing
import XKB

/// The return key's label (docs/sources.md#return-key-labels) and enabled state
/// (docs/sources.md#return-key-auto-enable).
@Suite(.requires(.xkb))
struct ReturnKeyTests {
  static let labels: [(ReturnKeyType, String)] = [
    (.default, "return"), (.go, "Go"), (.google, "Google"), (.join, "Join"), (.next, "Next"),
    (.route, "Route"), (.search, "Search"), (.send, "Send"), (.yahoo, "Search"), (.done, "Done"),
    (.emergencyCall, "Emergency Call"), (.continue, "Continue"),
  ]

  @Test(arguments: labels)
  func labelFollowsTheReturnKeyType(_ type: ReturnKeyType, _ label: String) throws {
    let engine = try TypingFixture.engine(traits: TextInputTraits(returnKeyType: type))
    #expect(engine.returnKey?.label == label)
  }

  @Test func yahooIsDisputedAndAnOption() throws {
    var options = TypingOptions()
    options.yahooReturnKeyLabel = .yahoo
    let engine = try TypingFixture.engine(
      traits: TextInputTraits(returnKeyType: .yahoo), options: options)
    #expect(engine.returnKey?.label == "Yahoo")
  }

  @Test func webSearchShowsGoByDefault() throws {
    #expect(try TypingFixture.engine(.webSearch).returnKey?.label == "Go")
  }

  @Test func enablesReturnKeyAutomaticallyFollowsTheText() throws {
    let engine = try TypingFixture.engine(
      traits: TextInputTraits(returnKeyType: .send, enablesReturnKeyAutomatically: true))
    #expect(engine.returnKey == ReturnKeyState(label: "Send", isEnabled: false))
    engine.type(" ")  // whitespace is contents (docs/sources.md#return-key-auto-enable [I])
    #expect(engine.returnKey?.isEnabled == true)
    engine.tap(.backspace)
    #expect(engine.returnKey?.isEnabled == false)
    #expect(engine.events.filter { if case .returnKey = $0 { true } else { false } }.count == 2)
  }

  @Test func aDisabledReturnKeyDoesNothing() throws {
    var options = TypingOptions()
    options.isMultiline = true
    let engine = try TypingFixture.engine(
      traits: TextInputTraits(enablesReturnKeyAutomatically: true), options: options)
    engine.type("\nx")
    #expect(engine.committedText == "X")
    #expect(
      engine.refusals.map(\.reason) == ["the return key is disabled while the field is empty"])
  }

  @Test(arguments: [UserInterfaceIdiom.phone, .pad])
  func numberPadHasAReturnKeyOnlyOnIPad(_ idiom: UserInterfaceIdiom) throws {
    let engine = try TypingFixture.engine(.numberPad, idiom: idiom)
    #expect((engine.returnKey != nil) == (idiom == .pad))
  }
}
