import KeyboardSim
import Testing

@MainActor
struct VerificationCodeFieldTests {
  @Test func theDelegateRefusesTheSeventhDigit() throws {
    let window = TextInputWindow(typing: try TypingSession())
    var properties = TextFieldProperties()
    properties.traits = TextInputTraits(keyboardType: .numberPad, textContentType: .oneTimeCode)
    let code = TextField(id: "code", properties: properties)
    var rules = DelegateRules()
    rules.maxLength = 6
    let delegate = RulesDelegate(rules)
    code.delegate = delegate
    try window.add(code)

    #expect(code.becomeFirstResponder())
    let report = try code.type("4729131")
    #expect(code.text == "472913")
    #expect(report.taps == 7)

    let answers = window.events.compactMap(\.delegateCall)
      .filter { $0.method == .textFieldShouldChangeCharacters }
      .map(\.returned)
    #expect(answers == [true, true, true, true, true, true, false])
  }
}
