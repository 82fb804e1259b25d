/// What a field is for, read from its traits and, as a heuristic, from the words of its name
/// (`verificationCode`, `user_email`, `new-password` → lower-case words).
struct FieldHints {
  let words: Set<String>
  let traits: TextInputTraits

  init(name: String, traits: TextInputTraits) {
    self.words = Set(Self.words(in: name))
    self.traits = traits
  }

  private func named(_ any: Set<String>) -> Bool { !words.isDisjoint(with: any) }

  private var content: TextContentType? { traits.textContentType }

  var isEmail: Bool {
    traits.keyboardType == .emailAddress || content == .emailAddress
      || (content == nil && named(["email", "mail"]))
  }

  var isUsername: Bool {
    content == .username || (content == nil && named(["username", "user", "login", "userid"]))
  }

  var isURL: Bool {
    traits.keyboardType == .URL || content == .URL
      || (content == nil && named(["url", "website", "homepage"]))
  }

  /// A one-time code by its name: `otp`, `2fa`, or `code` with a word such as verification.
  var isNamedOneTimeCode: Bool {
    if named(["otp", "totp", "2fa", "mfa", "onetimecode"]) { return true }
    let codeWords: Set<String> = [
      "verification", "verify", "sms", "auth", "authentication", "one", "confirmation", "login",
    ]
    return named(["code", "pin"]) && named(codeWords) && !named(["postal", "zip", "promo"])
  }

  /// What kind of non-word a field holds, if its content type or name says so: a username or
  /// handle, or a code (promo, coupon, verification).
  var identifierKind: IdentifierKind? {
    if isEmail || isURL || isPassword { return nil }
    if isUsername || content == .nickname
      || (content == nil && named(["handle", "nickname", "screenname"]))
    {
      return .username
    }
    if isOneTimeCode
      || (content == nil
        && named(["code", "promo", "coupon", "voucher", "referral", "sku", "serial", "token"]))
    {
      return .code
    }
    return nil
  }

  /// A field that holds a non-word.
  enum IdentifierKind {
    case username, code

    var noun: String { self == .username ? "a username" : "a code" }
    /// The text the lint's example corrects.
    var sample: String { self == .username ? "jdoe" : "welcom" }
  }

  /// What a field's name alone says it holds, with the keyboard and content type that suit it:
  /// an email address, a phone number, a URL, a card security code or a postal code.
  var namedKind: (noun: String, keyboard: KeyboardType, content: TextContentType)? {
    if named(["email", "mail"]) { return ("an email address", .emailAddress, .emailAddress) }
    if named(["phone", "tel", "telephone", "mobile", "phonenumber"]) {
      return ("a phone number", .phonePad, .telephoneNumber)
    }
    if named(["url", "website", "homepage", "weblink"]) { return ("a URL", .URL, .URL) }
    if named(["cvv", "cvc", "csc", "cvv2", "cvc2", "securitycode"]) {
      return ("a card security code", .numberPad, .creditCardSecurityCode)
    }
    if named(["zip", "zipcode", "postal", "postcode", "postalcode"]) {
      return ("a postal code", .numbersAndPunctuation, .postalCode)
    }
    return nil
  }

  var isOneTimeCode: Bool { content == .oneTimeCode || (content == nil && isNamedOneTimeCode) }

  /// A password or other secret: secure entry, a password content type, or a password name.
  var isPassword: Bool {
    traits.isSecureTextEntry || content == .password || content == .newPassword
      || (content == nil && !isOneTimeCode
        && named(["password", "passwd", "pwd", "passcode", "pin", "secret"]))
  }

  /// The current password on a change-password form (`currentPassword`, `old_password`).
  var isCurrentPassword: Bool { named(["current", "old", "existing"]) }

  /// Lower-cased words of a name: split at non-alphanumerics, lower-to-upper case changes and
  /// letter-to-digit changes; letters after digits stay with them (`enter2FA` → enter, 2fa).
  static func words(in name: String) -> [String] {
    var words: [String] = []
    var current = ""
    var previousWasLower = false
    for character in name {
      if !(character.isLetter || character.isNumber) {
        if !current.isEmpty { words.append(current) }
        current = ""
        previousWasLower = false
        continue
      }
      let startsDigits = character.isNumber && (current.last?.isLetter ?? false)
      if (character.isUppercase && previousWasLower) || startsDigits, !current.isEmpty {
        words.append(current)
        current = ""
      }
      current += character.lowercased()
      previousWasLower = character.isLowercase
    }
    if !current.isEmpty { words.append(current) }
    // "oneTimeCode" → one, time, code; also offer the joined form for exact names.
    if words.count > 1 { words.append(words.joined()) }
    return words
  }
}
