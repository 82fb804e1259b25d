import Testing

/// `kbsim lint` with bad input: one line on stderr, exit status 2, nothing on stdout.
struct LintBadInputTests {
  static let cases: [(stdin: String, stderr: String)] = [
    (
      #"{"keyboardType":"emial"}"#,
      "Error: <stdin>:1:17: at keyboardType: unknown keyboardType 'emial'; did you mean "
        + "'emailAddress'? (valid: default, asciiCapable, numbersAndPunctuation, URL, numberPad, "
        + "phonePad, namePhonePad, emailAddress, decimalPad, twitter, webSearch, "
        + "asciiCapableNumberPad, alphabet)\n"
    ),
    (
      #"{"keyboardTyp":"URL"}"#,
      "Error: <stdin>:1:2: at keyboardTyp: unknown trait 'keyboardTyp'; did you mean 'keyboardType'? "
        + "(valid: keyboardType, autocapitalizationType, autocorrectionType, spellCheckingType, "
        + "smartQuotesType, smartDashesType, smartInsertDeleteType, inlinePredictionType, "
        + "writingToolsBehavior, mathExpressionCompletionType, "
        + "keyboardAppearance, returnKeyType, enablesReturnKeyAutomatically, isSecureTextEntry, "
        + "textContentType, passwordRules)\n"
    ),
    (
      #"[{"name":"a","traits":{"isSecureTextEntry":"yes"}}]"#,
      "Error: <stdin>:1:44: at [0].traits.isSecureTextEntry: expected a boolean, found a string\n"
    ),
    (
      "{\n  \"fields\": [\n    {\"name\": \"a\",}\n  ]\n}",
      "Error: <stdin>:3:18: malformed JSON: expected a string key\n"
    ),
    (
      #"{"role":"register","fields":[{"name":"a"}]}"#,
      "Error: <stdin>:1:9: at role: unknown role 'register' (valid: login, signup, changePassword)\n"
    ),
    (
      #"[{"name":"a"},{"name":"a"}]"#,
      "Error: <stdin>:1:23: at [1].name: duplicate field name 'a'\n"
    ),
    ("[]", "Error: <stdin>:1:1: a form needs at least one field\n"),
    (
      #""email""#,
      "Error: <stdin>:1:1: expected a traits object, a field object, a form object or an array of "
        + "fields\n"
    ),
    (
      #"[{"nam":"a"}]"#,
      "Error: <stdin>:1:3: at [0].nam: unknown key 'nam'; did you mean 'name'? (valid: name, traits, "
        + "hasInputAccessoryView, dismissedBy, placeholder)\n"
    ),
    (
      #"{"fields":[{"name":""}]}"#,
      "Error: <stdin>:1:20: at fields[0].name: a field name may not be empty\n"
    ),
  ]

  @Test(arguments: Self.cases)
  func badInputIsOneLineAndExitsTwo(stdin: String, stderr: String) throws {
    let result = try KbsimProcess.run(["lint", "--traits", "-"], stdin: stdin)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr == stderr)
  }

  @Test(arguments: [
    (
      ["lint", "--keyboard-type", "emial"],
      "Error: unknown keyboardType 'emial' at --keyboard-type; did you mean 'emailAddress'? "
        + "(valid: default, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, "
        + "namePhonePad, emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad, "
        + "alphabet)\n"
    ),
    (
      ["lint", "--traits", "/nonexistent/form.json"],
      "Error: /nonexistent/form.json: cannot read file: the file does not exist\n"
    ),
    (
      ["lint", "--traits", "-", "--secure"],
      "Error: <stdin>: --secure cannot be combined with a form; set traits per field\n"
    ),
    (
      ["lint", "--content-type", "otp"],
      "Error: unknown textContentType 'otp' at --content-type (valid: name, namePrefix, givenName, "
        + "middleName, familyName, nameSuffix, nickname, jobTitle, organizationName, location, "
        + "fullStreetAddress, streetAddressLine1, streetAddressLine2, addressCity, addressState, "
        + "addressCityAndState, sublocality, countryName, postalCode, telephoneNumber, "
        + "emailAddress, URL, creditCardNumber, username, password, newPassword, oneTimeCode, "
        + "shipmentTrackingNumber, flightNumber, dateTime, birthdate, birthdateDay, "
        + "birthdateMonth, birthdateYear, creditCardSecurityCode, creditCardName, "
        + "creditCardGivenName, creditCardMiddleName, creditCardFamilyName, creditCardExpiration, "
        + "creditCardExpirationMonth, creditCardExpirationYear, creditCardType, cellularEID, "
        + "cellularIMEI)\n"
    ),
  ])
  func badOptionsAreOneLineAndExitTwo(arguments: [String], stderr: String) throws {
    let result = try KbsimProcess.run(arguments, stdin: #"[{"name":"a"}]"#)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr == stderr)
  }

  @Test func anUnknownRuleIdIsBadInput() throws {
    let result = try KbsimProcess.run(["lint", "--disable", "email-autocap"])
    #expect(result.status == 2)
    #expect(
      result.stderr.hasPrefix(
        "Error: unknown rule id 'email-autocap' at --disable; did you mean "
          + "'email-autocapitalization'? (valid: email-autocapitalization, "))
  }

  /// A command line that does not parse exits 64, as for every command (1 means findings, 2
  /// bad input).
  @Test func aCommandLineThatDoesNotParseExitsSixtyFour() throws {
    let result = try KbsimProcess.run(["lint", "--idiom", "tablet"])
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("Error: The value 'tablet' is invalid for '--idiom <idiom>'."))
  }
}
