import InputTraits
import JSONCoding
import Testing
import TraitScan

struct ScanLinterTests {
  static func field(
    _ name: String, _ source: FieldSource = .interfaceBuilder, form: String = "LoginViewController",
    line: Int, traits: [TraitChange], unresolved: [String] = [], y: Double? = nil
  ) -> ScannedField {
    var declared = DeclaredTraits()
    for change in traits { declared.set(change) }
    var field = ScannedField(
      file: "Login.storyboard", line: line, column: 5, source: source, kind: "textField",
      name: name, form: form, declared: declared, unresolved: unresolved)
    field.evidence.origin = y.map { FieldEvidence.Point(x: 20, y: $0) }
    return field
  }

  /// Interface Builder fields are met top to bottom: the scene's frames decide, not the XML.
  @Test func formsAreLintedInVisualOrderWithTheirPlaces() {
    let findings = ScanLinter().lint([
      Self.field(
        "passwordField", line: 10,
        traits: [
          .isSecureTextEntry(true), .set(AutocorrectionType.no), .set(SpellCheckingType.no),
          .set(ReturnKeyType.next),
        ], y: 120),
      Self.field(
        "emailField", line: 20,
        traits: [
          .set(KeyboardType.emailAddress), .set(AutocapitalizationType.none),
          .set(AutocorrectionType.no), .textContentType(.username), .set(ReturnKeyType.next),
        ], y: 60),
    ])
    // The password field is below the email field: Next there has nowhere to go.
    #expect(
      findings.map(\.text) == [
        "Login.storyboard:10: warning: passwordField: returnKeyType next on the last field: there is no next field [return-key-next-on-last-field]"
      ])
  }

  /// Without frames, the source order is a guess: the finding says so at info.
  @Test func formsWithoutFramesAreJudgedAtInfo() {
    let findings = ScanLinter().lint([
      Self.field(
        "passwordField", line: 20,
        traits: [
          .isSecureTextEntry(true), .set(AutocorrectionType.no), .set(SpellCheckingType.no),
          .set(ReturnKeyType.next),
        ]),
      Self.field(
        "emailField", line: 10,
        traits: [
          .set(KeyboardType.emailAddress), .set(AutocapitalizationType.none),
          .set(AutocorrectionType.no), .textContentType(.username), .set(ReturnKeyType.next),
        ]),
    ])
    #expect(
      findings.map(\.text) == [
        "Login.storyboard:20: info: passwordField: returnKeyType next on the last field: there is no next field (if the fields come in this order) [return-key-next-on-last-field]"
      ])
  }

  @Test func findingsAboutUnresolvedTraitsAreDropped() {
    let email = Self.field(
      "emailField", line: 10, traits: [.set(KeyboardType.emailAddress)],
      unresolved: ["autocapitalizationType", "autocorrectionType"])
    let rules = ScanLinter().lint([email]).map(\.rule)
    #expect(!rules.contains("email-autocapitalization"))
    #expect(!rules.contains("address-autocorrection"))
    #expect(rules.contains("email-content-type"))
  }

  @Test func codeThatConfiguresAnOutletIsLintedWithTheStoryboardField() {
    let storyboard = Self.field(
      "emailField", line: 10,
      traits: [.set(KeyboardType.emailAddress), .set(AutocapitalizationType.none)])
    var code = Self.field(
      "emailField", .uiKit, line: 30,
      traits: [.set(AutocorrectionType.no), .textContentType(.emailAddress)])
    code.file = "LoginViewController.swift"
    #expect(ScanLinter().lint([storyboard, code]).isEmpty)
    #expect(
      ScanLinter().lint([storyboard]).map(\.rule) == [
        "address-autocorrection", "email-content-type",
      ])
  }

  @Test func deprecatedSpellingsAreOneFindingPerPlace() {
    var first = Self.field("email", .swiftUI, line: 10, traits: [])
    var second = Self.field("password", .swiftUI, line: 11, traits: [])
    let spelling = DeprecatedSpelling(
      line: 14, column: 5, spelling: ".disableAutocorrection(true)",
      replacement: ".autocorrectionDisabled()")
    first.deprecations = [spelling]
    second.deprecations = [spelling]
    let findings = ScanLinter(linter: TraitLinter(disabledRules: Set(TraitLintRule.all.map(\.id))))
      .lint([first, second])
    #expect(
      findings.map(\.text) == [
        "Login.storyboard:14: warning: email, password: .disableAutocorrection(true) is deprecated; use .autocorrectionDisabled() [deprecated-spelling]"
      ])
  }

  @Test func theFieldJSONHasTheDocumentedKeysInOrder() {
    let field = Self.field(
      "emailField", line: 3, traits: [.textContentType(nil)], unresolved: ["keyboardType"])
    #expect(
      JSONWriter.line(field.json)
        == #"{"file":"Login.storyboard","line":3,"column":5,"source":"interfaceBuilder","kind":"textField","name":"emailField","form":"LoginViewController","traits":{"textContentType":null},"unresolved":["keyboardType"]}"#
    )
  }
}
