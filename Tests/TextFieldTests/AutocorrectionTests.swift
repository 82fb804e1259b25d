import KeyboardModel
import Simulation
import TestSupport
import Testing
import TextField

/// Autocorrection at a word boundary is a range replacement the delegate is asked about.
///
/// The fields declare `autocorrectionType = .yes`: the engine corrects only where it resolves on.
@MainActor
@Suite(.requires(.xkb))
struct AutocorrectionTests {
  struct Fix: TextCorrecting {
    func review(_ boundary: WordBoundary) -> WordReview {
      boundary.word == "teh" ? WordReview(replacement: "the") : .keep
    }
  }

  static func window(order: EventOrder = .canonical) throws -> TextInputWindow {
    TextInputWindow(order: order, typing: try TypingSession(correction: .custom(Fix())))
  }

  @Test func theCorrectionIsItsOwnChangeBeforeTheSpace() throws {
    let window = try Self.window()
    let field = try Form.field("f", in: window) { $0.traits.autocorrectionType = .yes }
    field.becomeFirstResponder()
    try field.type("teh ")
    let changes = window.events.compactMap(\.delegateCall).filter {
      $0.method == .textFieldShouldChangeCharacters
    }
    #expect(
      changes.suffix(2).map { "\($0.range?.description ?? "-") \($0.replacement ?? "-")" } == [
        "{0, 3} the", "{3, 0}  ",
      ])
    #expect(field.text == "the ")
  }

  @Test func asOneChangeWhenTheOptionSaysSo() throws {
    var order = EventOrder()
    order.autocorrectionIsSeparateChange = false
    let window = try Self.window(order: order)
    let field = try Form.field("f", in: window) { $0.traits.autocorrectionType = .yes }
    field.becomeFirstResponder()
    try field.type("teh ")
    let last = window.events.compactMap(\.delegateCall).last {
      $0.method == .textFieldShouldChangeCharacters
    }
    #expect(last?.range == TextRange(location: 0, length: 3))
    #expect(last?.replacement == "the ")
    #expect(field.text == "the ")
  }

  @Test func aRefusedCorrectionKeepsTheWordAndStopsTheSpace() throws {
    let window = try Self.window()
    let field = try Form.field("f", in: window) { $0.traits.autocorrectionType = .yes }
    let delegate = RecordingDelegate()
    field.delegate = delegate
    field.becomeFirstResponder()
    try field.type("teh")
    delegate.allowChange = false
    try field.type(" ")
    #expect(field.text == "teh")
    delegate.allowChange = true
    try field.type("x")
    #expect(field.text == "tehx")
  }
}
