import Foundation
import InputTraits
import KeyboardModel
import TestSupport
import Testing
import XKB

/// Golden JSONL traces of realistic fields, compared exactly with
/// `Goldens/GoldenTraceTests/<name>.jsonl`.
///
/// `RECORD_SNAPSHOTS=1` rewrites a trace and fails the test, so a recording never passes.
@Suite(.requires(.xkb, .compose))
struct GoldenTraceTests {
  struct Field: Sendable, CustomTestStringConvertible {
    var name: String
    var traits: TextInputTraits
    var layout = "us"
    var text: String
    var testDescription: String { name }
  }

  static let fields: [Field] = [
    Field(
      name: "email",
      traits: TextInputTraits(keyboardType: .emailAddress, textContentType: .emailAddress),
      text: "john@example.com"),
    Field(
      name: "password",
      traits: TextInputTraits(isSecureTextEntry: true, textContentType: .password),
      text: "Tr0ub4dor&3"),
    Field(
      name: "one-time-code",
      traits: TextInputTraits(keyboardType: .numberPad, textContentType: .oneTimeCode),
      text: "123456"),
    Field(
      name: "name",
      traits: TextInputTraits(autocapitalizationType: .words, textContentType: .name),
      text: "jane appleseed"),
    Field(
      name: "phone",
      traits: TextInputTraits(keyboardType: .phonePad, textContentType: .telephoneNumber),
      text: "+15550100199"),
    Field(
      name: "amount-de", traits: TextInputTraits(keyboardType: .decimalPad), layout: "de",
      text: "12,50"),
    Field(name: "amount-us", traits: TextInputTraits(keyboardType: .decimalPad), text: "12.50"),
    Field(
      name: "url",
      traits: TextInputTraits(
        keyboardType: .URL, autocapitalizationType: .none, autocorrectionType: .no,
        textContentType: .URL),
      text: "example.com/docs"),
    Field(
      name: "search",
      traits: TextInputTraits(keyboardType: .webSearch, returnKeyType: .search),
      text: "swift keyboard\n"),
  ]

  @Test(arguments: fields)
  func trace(_ field: Field) throws {
    let engine = try TypingFixture.engine(
      field.traits.keyboardType, layout: field.layout, traits: field.traits)
    engine.type(field.text)
    let trace = engine.events.map(\.jsonLine).joined(separator: "\n") + "\n"
    try Golden.expect(trace, matches: "\(field.name).jsonl")
  }

}
