import InputTraits
import Testing

/// One form and whether a rule must fire on it.
///
/// Every rule has at least one of each.
struct LintCase: Sendable, CustomTestStringConvertible {
  let rule: String
  let fires: Bool
  let form: TraitForm
  let why: String

  var testDescription: String { "\(rule) \(fires ? "fires" : "is silent"): \(why)" }

  static func field(
    _ rule: String, _ fires: Bool, _ why: String, name: String = "field",
    role: TraitForm.Role? = nil, accessory: Bool = false, _ traits: TextInputTraits
  ) -> LintCase {
    LintCase(
      rule: rule, fires: fires,
      form: TraitForm(
        role: role,
        fields: [.init(name: name, traits: traits, hasInputAccessoryView: accessory)]),
      why: why)
  }

  static func pair(
    _ rule: String, _ fires: Bool, _ why: String, _ first: ReturnKeyType, _ last: ReturnKeyType
  ) -> LintCase {
    LintCase(
      rule: rule, fires: fires,
      form: TraitForm(fields: [
        .init(name: "first", traits: TextInputTraits(returnKeyType: first)),
        .init(name: "last", traits: TextInputTraits(returnKeyType: last)),
      ]),
      why: why)
  }

  static let all: [LintCase] = [
    field(
      "name-suggests-keyboard", true, "named e-mail on the default keyboard", name: "e-mail",
      TextInputTraits()),
    field(
      "name-suggests-keyboard", true, "named cvv", name: "cardCVV", TextInputTraits()),
    field(
      "name-suggests-keyboard", true, "named security code", name: "security code",
      TextInputTraits()),
    field("name-suggests-keyboard", true, "named zip", name: "zip", TextInputTraits()),
    field("name-suggests-keyboard", true, "named phone", name: "mobilePhone", TextInputTraits()),
    field("name-suggests-keyboard", true, "named website", name: "website", TextInputTraits()),
    field(
      "name-suggests-keyboard", false, "named email on the email keyboard", name: "email",
      TextInputTraits(keyboardType: .emailAddress)),
    field(
      "name-suggests-keyboard", false, "a content type speaks for the field", name: "phone",
      TextInputTraits(textContentType: .telephoneNumber)),
    field(
      "name-suggests-keyboard", false, "mailing is not mail", name: "mailingList",
      TextInputTraits()),
    field(
      "email-autocapitalization", true, "email keyboard, default sentences",
      TextInputTraits(keyboardType: .emailAddress)),
    field(
      "email-autocapitalization", true, "named email, words", name: "userEmail",
      TextInputTraits(autocapitalizationType: .words)),
    field(
      "email-autocapitalization", false, "email keyboard, none",
      TextInputTraits(keyboardType: .emailAddress, autocapitalizationType: .none)),
    field(
      "email-autocapitalization", false, "secure entry turns capitalization off",
      name: "email", TextInputTraits(isSecureTextEntry: true)),
    field(
      "username-autocapitalization", true, "named username", name: "username",
      TextInputTraits()),
    field(
      "username-autocapitalization", false, "username, none", name: "username",
      TextInputTraits(autocapitalizationType: .none)),
    field("url-autocapitalization", true, "URL keyboard", TextInputTraits(keyboardType: .URL)),
    field(
      "url-autocapitalization", false, "URL keyboard, none",
      TextInputTraits(keyboardType: .URL, autocapitalizationType: .none)),
    field(
      "address-autocorrection", true, "email keyboard, autocorrection default",
      TextInputTraits(keyboardType: .emailAddress)),
    field(
      "address-autocorrection", false, "email keyboard, autocorrection no",
      TextInputTraits(keyboardType: .emailAddress, autocorrectionType: .no)),
    field(
      "address-autocorrection", false,
      "username content type on the default keyboard: identifier-autocorrection says it",
      TextInputTraits(textContentType: .username)),
    field(
      "identifier-autocorrection", true, "username content type, autocorrection resolves on",
      TextInputTraits(textContentType: .username)),
    field(
      "identifier-autocorrection", true, "a promo code field by name",
      name: "promoCode", TextInputTraits()),
    field(
      "identifier-autocorrection", false, "username on the email keyboard: resolves off",
      TextInputTraits(keyboardType: .emailAddress, textContentType: .username)),
    field(
      "identifier-autocorrection", false, "username with autocorrection no",
      TextInputTraits(autocorrectionType: .no, textContentType: .username)),
    field(
      "identifier-autocorrection", false, "a plain text field",
      name: "message", TextInputTraits()),
    field(
      "password-autocorrection", true, "secure, autocorrection default",
      TextInputTraits(isSecureTextEntry: true)),
    field(
      "password-autocorrection", false, "secure, autocorrection no",
      TextInputTraits(autocorrectionType: .no, isSecureTextEntry: true)),
    field(
      "password-spell-checking", true, "password content, spell checking yes",
      TextInputTraits(spellCheckingType: .yes, textContentType: .password)),
    field(
      "password-spell-checking", false, "secure, spell checking no",
      TextInputTraits(spellCheckingType: .no, isSecureTextEntry: true)),
    field("password-not-secure", true, "named password", name: "password", TextInputTraits()),
    field(
      "password-not-secure", true, "newPassword content",
      TextInputTraits(textContentType: .newPassword)),
    field(
      "password-not-secure", false, "named password, secure", name: "password",
      TextInputTraits(isSecureTextEntry: true)),
    field(
      "password-not-secure", false, "one-time code named pin code", name: "smsPin",
      TextInputTraits(keyboardType: .numberPad)),
    field(
      "password-rules-without-secure-entry", true, "rules, not secure",
      TextInputTraits(passwordRules: "minlength: 12;")),
    field(
      "password-rules-without-secure-entry", false, "rules, secure",
      TextInputTraits(isSecureTextEntry: true, passwordRules: "minlength: 12;")),
    field(
      "number-pad-without-dismiss", true, "numberPad, no accessory view",
      TextInputTraits(keyboardType: .numberPad)),
    field(
      "number-pad-without-dismiss", false, "decimalPad with an accessory view",
      accessory: true, TextInputTraits(keyboardType: .decimalPad)),
    field(
      "number-pad-without-dismiss", false, "namePhonePad has a return key",
      TextInputTraits(keyboardType: .namePhonePad)),
    field(
      "return-key-on-pad", true, "phonePad with done",
      TextInputTraits(keyboardType: .phonePad, returnKeyType: .done)),
    field(
      "return-key-on-pad", true, "numberPad with enablesReturnKeyAutomatically",
      TextInputTraits(keyboardType: .numberPad, enablesReturnKeyAutomatically: true)),
    field(
      "return-key-on-pad", false, "numberPad, default return key",
      TextInputTraits(keyboardType: .numberPad)),
    field(
      "content-type-default-keyboard", true, "an email content type on the default keyboard",
      name: "email", TextInputTraits(textContentType: .emailAddress)),
    field(
      "content-type-default-keyboard", true, "a URL content type on the ASCII keyboard",
      name: "website", TextInputTraits(keyboardType: .asciiCapable, textContentType: .URL)),
    field(
      "content-type-default-keyboard", false, "an email content type on the email keyboard",
      name: "email", TextInputTraits(keyboardType: .emailAddress, textContentType: .emailAddress)),
    field(
      "content-type-default-keyboard", false, "a name on the default keyboard",
      name: "name", TextInputTraits(textContentType: .name)),
    field(
      "one-time-code-content-type", true, "named verificationCode",
      name: "verificationCode", TextInputTraits(keyboardType: .numberPad)),
    field("one-time-code-content-type", true, "named otp", name: "OTP", TextInputTraits()),
    field(
      "one-time-code-content-type", false, "named, with oneTimeCode", name: "smsCode",
      TextInputTraits(textContentType: .oneTimeCode)),
    field(
      "one-time-code-content-type", false, "a postal code", name: "zipCode",
      TextInputTraits()),
    field(
      "one-time-code-keyboard", true, "oneTimeCode on the default keyboard",
      TextInputTraits(textContentType: .oneTimeCode)),
    field(
      "one-time-code-keyboard", false, "oneTimeCode on numberPad",
      TextInputTraits(keyboardType: .numberPad, textContentType: .oneTimeCode)),
    field(
      "email-content-type", true, "email keyboard, no content type",
      TextInputTraits(keyboardType: .emailAddress)),
    field(
      "email-content-type", false, "email keyboard with emailAddress",
      TextInputTraits(keyboardType: .emailAddress, textContentType: .emailAddress)),
    field(
      "email-content-type", false, "on a login form the account rule speaks", role: .login,
      TextInputTraits(keyboardType: .emailAddress)),
    field(
      "decimal-pad-locale-separator", true, "decimalPad",
      TextInputTraits(keyboardType: .decimalPad)),
    field(
      "decimal-pad-locale-separator", false, "numberPad",
      TextInputTraits(keyboardType: .numberPad)),
    field(
      "numeric-keyboard-is-not-validation", true, "phonePad",
      TextInputTraits(keyboardType: .phonePad)),
    field(
      "numeric-keyboard-is-not-validation", false, "numbersAndPunctuation",
      TextInputTraits(keyboardType: .numbersAndPunctuation)),
    field(
      "content-type-untypeable", true, "email on numberPad",
      TextInputTraits(keyboardType: .numberPad, textContentType: .emailAddress)),
    field(
      "content-type-untypeable", true, "URL on namePhonePad",
      TextInputTraits(keyboardType: .namePhonePad, textContentType: .URL)),
    field(
      "content-type-untypeable", false, "email on the email keyboard",
      TextInputTraits(keyboardType: .emailAddress, textContentType: .emailAddress)),
    field(
      "content-type-keyboard-mismatch", true, "phone number on the email keyboard",
      TextInputTraits(keyboardType: .emailAddress, textContentType: .telephoneNumber)),
    field(
      "content-type-keyboard-mismatch", false, "phone number on phonePad",
      TextInputTraits(keyboardType: .phonePad, textContentType: .telephoneNumber)),
    field(
      "new-password-on-login-form", true, "login, newPassword", role: .login,
      TextInputTraits(isSecureTextEntry: true, textContentType: .newPassword)),
    field(
      "new-password-on-login-form", false, "signup, newPassword", role: .signup,
      TextInputTraits(isSecureTextEntry: true, textContentType: .newPassword)),
    field(
      "login-password-content-type", true, "login, secure without content", role: .login,
      TextInputTraits(isSecureTextEntry: true)),
    field(
      "login-password-content-type", false, "login, password", role: .login,
      TextInputTraits(isSecureTextEntry: true, textContentType: .password)),
    field(
      "signup-new-password-content-type", true, "signup, password", role: .signup,
      TextInputTraits(isSecureTextEntry: true, textContentType: .password)),
    field(
      "signup-new-password-content-type", false, "signup, newPassword", role: .signup,
      TextInputTraits(isSecureTextEntry: true, textContentType: .newPassword)),
    field(
      "signup-new-password-content-type", false, "the current password",
      name: "currentPassword", role: .changePassword,
      TextInputTraits(isSecureTextEntry: true, textContentType: .password)),
    field(
      "account-username-content-type", true, "signup email without content", name: "email",
      role: .signup, TextInputTraits(keyboardType: .emailAddress)),
    field(
      "account-username-content-type", false, "signup email with username", name: "email",
      role: .signup, TextInputTraits(keyboardType: .emailAddress, textContentType: .username)),
    field(
      "account-username-content-type", false, "no role", name: "email",
      TextInputTraits(keyboardType: .emailAddress)),
    pair("return-key-next-on-last-field", true, "next, next", .next, .next),
    pair("return-key-next-on-last-field", false, "next, done", .next, .done),
    pair("return-key-done-on-non-last-field", true, "done, done", .done, .done),
    pair("return-key-done-on-non-last-field", false, "next, done", .next, .done),
    pair("return-key-default-on-non-last-field", true, "default, done", .default, .done),
    pair("return-key-default-on-non-last-field", false, "next, default", .next, .default),
  ]
}
