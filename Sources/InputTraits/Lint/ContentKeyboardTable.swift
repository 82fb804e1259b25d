/// Which keyboard types suit which content types (docs/sources.md#lint-one-time-code,
/// docs/sources.md#lint-address-fields; the keys of each keyboard type from
/// docs/sources.md#keys-per-keyboard-type).
///
/// A keyboard is *untypeable* for a content type when, on iPhone, it lacks the characters the
/// content needs (the number pads have no letters; `namePhonePad`'s second plane is a phone pad,
/// so it has no `@`, `.` or `/`). It *contradicts* the content type when the content can be
/// typed but the keyboard is made for something else (a phone number on the email keyboard).
struct ContentKeyboardExpectation: Sendable {
  let kind: String
  let contentTypes: Set<TextContentType>
  let preferred: KeyboardType
  let needs: String
  let untypeable: Set<KeyboardType>
  let contradicting: Set<KeyboardType>

  private static let numberPads: Set<KeyboardType> = [
    .numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad,
  ]

  static let table: [ContentKeyboardExpectation] = [
    ContentKeyboardExpectation(
      kind: "an email address", contentTypes: [.emailAddress], preferred: .emailAddress,
      needs: "letters and '@'", untypeable: numberPads.union([.namePhonePad]),
      contradicting: [.URL, .webSearch, .twitter, .numbersAndPunctuation]),
    ContentKeyboardExpectation(
      kind: "a URL", contentTypes: [.URL], preferred: .URL, needs: "letters, '.' and '/'",
      untypeable: numberPads.union([.namePhonePad]),
      contradicting: [.emailAddress, .twitter, .numbersAndPunctuation]),
    ContentKeyboardExpectation(
      kind: "a phone number", contentTypes: [.telephoneNumber], preferred: .phonePad,
      needs: "digits", untypeable: [],
      contradicting: [.emailAddress, .URL, .webSearch, .twitter, .decimalPad]),
    ContentKeyboardExpectation(
      kind: "a number",
      contentTypes: [
        .creditCardNumber, .creditCardSecurityCode, .creditCardExpirationMonth,
        .creditCardExpirationYear, .birthdateDay, .birthdateMonth, .birthdateYear, .cellularEID,
        .cellularIMEI,
      ],
      preferred: .numberPad, needs: "digits", untypeable: [],
      contradicting: [.emailAddress, .URL, .webSearch, .twitter]),
    ContentKeyboardExpectation(
      kind: "a name or place",
      contentTypes: [
        .name, .namePrefix, .givenName, .middleName, .familyName, .nameSuffix, .nickname,
        .jobTitle, .organizationName, .location, .fullStreetAddress, .streetAddressLine1,
        .streetAddressLine2, .addressCity, .addressState, .addressCityAndState, .sublocality,
        .countryName, .creditCardName, .creditCardGivenName, .creditCardMiddleName,
        .creditCardFamilyName,
      ],
      preferred: .default, needs: "letters", untypeable: numberPads,
      contradicting: [.emailAddress, .URL, .webSearch]),
    ContentKeyboardExpectation(
      kind: "a username or reference",
      contentTypes: [.username, .flightNumber, .shipmentTrackingNumber],
      preferred: .default, needs: "letters", untypeable: numberPads, contradicting: []),
  ]

  /// The expectation for a content type, if the table has one.
  static func expectation(for content: TextContentType) -> ContentKeyboardExpectation? {
    table.first { $0.contentTypes.contains(content) }
  }
}

extension TraitLintRule {
  /// Content type against keyboard type.
  static let contentRules: [TraitLintRule] = [
    TraitLintRule(
      "content-type-untypeable", .error,
      source: "docs/sources.md#lint-one-time-code, docs/sources.md#lint-address-fields",
      summary: "A content type whose characters the iPhone keyboard type cannot type "
        + "(an email address on a number pad)."
    ) { context in
      let type = context.traits.keyboardType
      guard context.idiom == .phone, let content = context.traits.textContentType,
        let expected = ContentKeyboardExpectation.expectation(for: content),
        expected.untypeable.contains(type)
      else { return nil }
      return Outcome(
        message:
          "\(context.name): textContentType \(content.name) needs \(expected.needs), which "
          + "keyboardType \(type) cannot type",
        fix: [.set(expected.preferred)])
    },

    TraitLintRule(
      "content-type-keyboard-mismatch", .warning,
      source: "docs/sources.md#lint-one-time-code, docs/sources.md#lint-address-fields",
      summary: "A content type that contradicts the keyboard type (a phone number on the "
        + "email keyboard)."
    ) { context in
      let type = context.traits.keyboardType
      guard let content = context.traits.textContentType,
        let expected = ContentKeyboardExpectation.expectation(for: content),
        expected.contradicting.contains(type)
          || (context.idiom == .pad && expected.untypeable.contains(type))
      else { return nil }
      // A placeholder of digits and punctuation (`x.x.x.x`) agrees with a numeric keyboard:
      // the content type is the wrong trait, not the keyboard.
      if let placeholder = context.field.placeholder, Self.isNumericSample(placeholder),
        [.numbersAndPunctuation, .numberPad, .decimalPad, .phonePad].contains(type),
        expected.needs.contains("letters")
      {
        return Outcome(
          message:
            "\(context.name): textContentType \(content.name) is \(expected.kind), but "
            + "keyboardType \(type) and the placeholder '\(placeholder)' are for digits and "
            + "punctuation: AutoFill offers the wrong kind of text",
          fix: [.textContentType(nil)])
      }
      return Outcome(
        message:
          "\(context.name): textContentType \(content.name) is \(expected.kind) but "
          + "keyboardType is \(type)",
        fix: [.set(expected.preferred)])
    },
  ]

  /// Whether a placeholder shows digits and punctuation only (`x` and `X` stand for digits:
  /// `x.x.x.x`, `0.0.0.0`, `12:34`).
  static func isNumericSample(_ text: String) -> Bool {
    let body = text.filter { !$0.isWhitespace }
    guard !body.isEmpty, body.contains(where: { $0.isNumber || $0 == "x" || $0 == "X" }),
      body.contains(where: { $0.isPunctuation || $0.isSymbol })
    else { return false }
    return body.allSatisfy {
      $0.isNumber || $0 == "x" || $0 == "X" || $0.isPunctuation || $0.isSymbol
    }
  }
}
