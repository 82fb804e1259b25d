import InputTraits
import Testing

struct EmailFieldTraitsTests {
  let traits = TextInputTraits(keyboardType: .emailAddress)

  @Test func defaultsResolveForTheEmailKeyboard() {
    let effective = traits.effective()
    #expect(effective.autocapitalization.value == .sentences)
    #expect(effective.autocorrection.value == false)
    #expect(effective.smartQuotes.value == false)
  }

  @Test func theLinterNamesWhatToChange() {
    let findings = TraitLinter().lint(traits, name: "email")
    #expect(
      findings.map(\.rule) == [
        "email-autocapitalization", "address-autocorrection", "email-content-type",
      ])
    #expect(findings.first?.severity == .error)
  }
}
