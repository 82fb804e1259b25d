import InputTraits
import Testing

/// SwiftUI spellings from docs/sources.md#swiftui-trait-modifiers, written out as literals.
struct SwiftUITests {
  @Test(arguments: [
    (AutocapitalizationType.none, "never"), (.words, "words"), (.sentences, "sentences"),
    (.allCharacters, "characters"),
  ])
  func autocapitalizationMapsToTextInputAutocapitalization(
    uiKit: AutocapitalizationType, swiftUI: String
  ) {
    #expect(SwiftUITextField.Autocapitalization(uiKit).rawValue == swiftUI)
    #expect(SwiftUITextField.Autocapitalization(uiKit).uiKit == uiKit)
  }

  @Test(
    arguments: [
      (ReturnKeyType.default, "return"), (.go, "go"), (.google, nil), (.join, "join"),
      (.next, "next"), (.route, "route"), (.search, "search"), (.send, "send"), (.yahoo, nil),
      (.done, "done"), (.emergencyCall, nil), (.continue, "continue"),
    ] as [(ReturnKeyType, String?)])
  func returnKeyMapsToSubmitLabel(uiKit: ReturnKeyType, swiftUI: String?) {
    #expect(SwiftUITextField.SubmitLabel(uiKit)?.rawValue == swiftUI)
    let field = SwiftUITextField(TextInputTraits(returnKeyType: uiKit))
    if swiftUI == nil {
      #expect(field.inexpressible.map(\.trait) == ["returnKeyType"])
      #expect(field.inexpressible.first?.reason == "SubmitLabel has no \(uiKit.name)")
    } else {
      #expect(field.inexpressible.isEmpty)
      #expect(field.traits.returnKeyType == uiKit)
    }
  }

  @Test func autocorrectionCanOnlyBeDisabled() {
    #expect(
      SwiftUITextField(TextInputTraits(autocorrectionType: .no)).autocorrectionDisabled == true)
    #expect(
      SwiftUITextField(TextInputTraits(autocorrectionType: .default)).autocorrectionDisabled == nil)
    let yes = SwiftUITextField(TextInputTraits(autocorrectionType: .yes))
    #expect(yes.autocorrectionDisabled == nil)
    #expect(
      yes.inexpressible == [
        InexpressibleTrait(
          trait: "autocorrectionType", value: "yes",
          reason: "SwiftUI can only disable autocorrection")
      ])
    #expect(SwiftUITextField(autocorrectionDisabled: false).traits.autocorrectionType == .default)
  }

  @Test func traitsWithoutAModifierAreListed() {
    let traits = TextInputTraits(
      spellCheckingType: .no, smartQuotesType: .no, smartDashesType: .yes,
      smartInsertDeleteType: .no, inlinePredictionType: .no, mathExpressionCompletionType: .no,
      keyboardAppearance: .dark, enablesReturnKeyAutomatically: true,
      passwordRules: "minlength: 8;")
    #expect(
      SwiftUITextField(traits).inexpressible.map(\.description) == [
        "spellCheckingType = no: no SwiftUI modifier; set it through UIKit",
        "smartQuotesType = no: no SwiftUI modifier; set it through UIKit",
        "smartDashesType = yes: no SwiftUI modifier; set it through UIKit",
        "smartInsertDeleteType = no: no SwiftUI modifier; set it through UIKit",
        "inlinePredictionType = no: no SwiftUI modifier; set it through UIKit",
        "mathExpressionCompletionType = no: no SwiftUI modifier; set it through UIKit",
        "keyboardAppearance = dark: no SwiftUI modifier; set it through UIKit",
        "enablesReturnKeyAutomatically = true: no SwiftUI modifier; set it through UIKit",
        "passwordRules = minlength: 8;: no SwiftUI modifier; set it through UIKit",
      ])
  }

  /// Every traits value SwiftUI can express comes back unchanged.
  static let expressible: [TextInputTraits] =
    KeyboardType.allCases.map { TextInputTraits(keyboardType: $0) }
    + AutocapitalizationType.allCases.map { TextInputTraits(autocapitalizationType: $0) }
    + [AutocorrectionType.default, .no].map { TextInputTraits(autocorrectionType: $0) }
    + ReturnKeyType.allCases.filter { SwiftUITextField.SubmitLabel($0) != nil }.map {
      TextInputTraits(returnKeyType: $0)
    }
    + TextContentType.allKnown.map { TextInputTraits(textContentType: $0) }
    + WritingToolsBehavior.allCases.map { TextInputTraits(writingToolsBehavior: $0) }
    + [TextInputTraits(isSecureTextEntry: true)]

  @Test func writingToolsUseSwiftUIsSpelling() {
    let field = SwiftUITextField(TextInputTraits(writingToolsBehavior: .none))
    #expect(field.writingToolsBehavior == WritingToolsBehavior.none)
    #expect(
      field.swiftSource(title: "Notes", text: "$notes") == """
        TextField("Notes", text: $notes)
          .writingToolsBehavior(.disabled)

        """)
  }

  @Test(arguments: Self.expressible)
  func expressibleTraitsRoundTrip(_ traits: TextInputTraits) {
    let field = SwiftUITextField(traits)
    #expect(field.inexpressible.isEmpty)
    #expect(field.traits == traits)
  }

  @Test func sourceForAnEmailField() {
    let field = SwiftUITextField(
      TextInputTraits(
        keyboardType: .emailAddress, autocapitalizationType: .none, autocorrectionType: .no,
        spellCheckingType: .no, returnKeyType: .next, textContentType: .emailAddress))
    #expect(
      field.swiftSource(title: "Email", text: "$email") == """
        TextField("Email", text: $email)
          .keyboardType(.emailAddress)
          .textInputAutocapitalization(.never)
          .autocorrectionDisabled()
          .textContentType(.emailAddress)
          .submitLabel(.next)
        // Not expressible in SwiftUI:
        // spellCheckingType = no: no SwiftUI modifier; set it through UIKit

        """)
  }

  @Test func sourceForASecureFieldWithACustomContentType() {
    let field = SwiftUITextField(
      TextInputTraits(
        isSecureTextEntry: true, textContentType: TextContentType(rawValue: "x-\"pin\"")))
    #expect(
      field.swiftSource(title: "PIN \"code\"") == """
        SecureField("PIN \\"code\\"", text: $text)
          .textContentType(UITextContentType(rawValue: "x-\\"pin\\""))

        """)
  }

  @Test func defaultTraitsNeedNoModifier() {
    #expect(SwiftUITextField(TextInputTraits()) == SwiftUITextField())
    #expect(SwiftUITextField().swiftSource(title: "Name") == "TextField(\"Name\", text: $text)\n")
  }
}
