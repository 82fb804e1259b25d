import DevTools
import Foundation
import InputTraits
import KeyboardModel
import TestSupport
import Testing
import XKB

private func requireSendable<T: Sendable>(_: T.Type) {}

/// The word-boundary seam, dead keys on a virtual plane, and the public value types.
@Suite(.requires(.xkb))
struct TypingSeamTests {
  /// Replaces "dont" when autocorrection is on, and records every boundary it sees.
  final class Contractions: TextCorrecting, @unchecked Sendable {
    // Safety: used from one test at a time, on one thread.
    var boundaries: [WordBoundary] = []
    func review(_ boundary: WordBoundary) -> WordReview {
      boundaries.append(boundary)
      guard boundary.isAutocorrectionEnabled, boundary.word == "dont" else { return .keep }
      return WordReview(replacement: "don\(boundary.apostrophe)t", kind: .contraction)
    }
  }

  @Test func correctorRunsAtEveryWordBoundaryBeforeTheTerminator() throws {
    let corrector = Contractions()
    let engine = try TypingFixture.engine(corrector: corrector)
    engine.type("I dont know, ok")
    #expect(engine.committedText == "I don\u{2019}t know, ok")
    // Boundaries: space after I, space after dont, comma after know
    // (docs/sources.md#autocorrection-commit-and-undo); the space after the comma ends no word, and
    // "ok" is never terminated.
    #expect(corrector.boundaries.map(\.word) == ["I", "dont", "know"])
    #expect(corrector.boundaries.map(\.terminator) == [" ", " ", ","])
    #expect(corrector.boundaries.map(\.token) == ["I", "dont", "know"])
    #expect(corrector.boundaries.map(\.isAutocorrectionEnabled) == [true, true, true])
    // Smart quotes are on: the field's apostrophe is ’.
    #expect(corrector.boundaries.map(\.apostrophe) == ["\u{2019}", "\u{2019}", "\u{2019}"])
    #expect(engine.corrections.map(\.typed) == ["dont"])
    #expect(
      engine.corrections.first?.range
        == WordRange(utf16: .init(location: 2, length: 5), graphemes: .init(location: 2, length: 5))
    )
    #expect(engine.events.contains { if case .correction = $0 { true } else { false } })
    engine.checkInvariants()
  }

  @Test func correctorSeesAutocorrectionOffOnTheEmailKeyboard() throws {
    // autocorrectionType .default resolves to off on emailAddress
    // (docs/sources.md#autocorrection-default [L]).
    let corrector = Contractions()
    let engine = try TypingFixture.engine(.emailAddress, corrector: corrector)
    engine.type("dont x")
    #expect(engine.committedText == "Dont x")
    #expect(corrector.boundaries.map(\.isAutocorrectionEnabled) == [false])
  }

  @Test(.requires(.compose))
  func deadKeyOnAPlaneComposesWithTheNextLetter() throws {
    let layouts = try TemporaryLayouts()
    defer { layouts.cleanUp() }
    try layouts.replace(
      in: "default.json", #"{"keysym": "at"}, {"keysym": "quotedbl"}],"#,
      with: #"{"keysym": "at"}, {"keysym": "dead_acute"}],"#)
    let keyboard = try KeyboardCatalog(layoutsDirectory: layouts.url).keyboard(
      for: .default, idiom: .phone, layout: "us")
    let engine = try TypingEngine(
      keyboard: keyboard, compose: try ComposeTable(locale: ComposeTable.defaultLocale),
      initialText: "x")
    engine.tap(.plane("numbers"))
    engine.tap(.keysym(try Keysym(name: "dead_acute")))
    // COMPOSING commits nothing (docs/sources.md#compose-client-loop)
    #expect(engine.committedText == "x")
    engine.tap(.key("ABC"))
    engine.tap(.keysym(try Keysym(name: "e")))
    #expect(engine.committedText == "x\u{E9}")  // dead_acute + e → é through Compose
    #expect(engine.events.contains(.compose(status: "composing")))
  }

  @Test func publicValueTypesAreSendable() {
    requireSendable(VirtualKeyboard.self)
    requireSendable(VirtualKey.self)
    requireSendable(Plane.self)
    requireSendable(TypingOptions.self)
    requireSendable(TypingEvent.self)
    requireSendable(TypingResult.self)
    requireSendable(Refusal.self)
    requireSendable(ReturnKeyState.self)
    requireSendable(KeyTap.self)
    requireSendable(WordBoundary.self)
    requireSendable(WordReview.self)
    requireSendable(Correction.self)
    requireSendable(Misspelling.self)
    requireSendable(Typo.self)
    requireSendable(TypoModel.self)
    requireSendable(KeyGeometry.self)
    requireSendable(TypingBenchmark.Result.self)
  }
}
