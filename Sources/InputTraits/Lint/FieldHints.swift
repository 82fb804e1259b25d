/// What a field is for, read from its traits and, as a heuristic, from the words of its name
/// (`verificationCode`, `user_email`, `new-password` → lower-case words).
///
/// The name is read the way people name fields: the last word that is not a widget word
/// (`emailTextField` → email, `userEmail` → email, `emailAddress` → email: a generic noun such
/// as address, number, name or id takes the word before it) says what the field holds, and a
/// qualifier anywhere (`searchUserQuery`, `pinHint`, `loginAttemptsBeforeLockout`) says it holds
/// something else. A name is only a hint: traits that contradict it (a number pad on a field
/// named email, secure entry on a field named url) win, and a rule that rests on the name alone
/// says so with a lower severity (``Evidence``).
struct FieldHints {
  /// The words of the name, in order (without their joined form).
  let wordList: [String]
  /// The words, with the joined form of a name of several words.
  let words: Set<String>
  let traits: TextInputTraits
  /// The words that say what the field holds: the head word, and the word before a generic
  /// head (`email` in `emailAddress`).
  private let head: Set<String>
  /// A qualifier says the name describes something else than the field's content.
  private let qualified: Bool

  /// How a field is known to hold a kind of content.
  enum Evidence: Comparable {
    /// Its name says so, and its traits do not contradict it.
    case name
    /// Its keyboard type, content type or secure entry says so.
    case traits
  }

  init(name: String, traits: TextInputTraits) {
    let all = Self.words(in: name)
    let list = Array(all.prefix(all.count > 1 ? all.count - 1 : all.count))
    self.wordList = list
    self.words = Set(all)
    self.traits = traits
    var parts = list
    while parts.count > 1, let last = parts.last, Self.widgetWords.contains(last) {
      parts.removeLast()
    }
    var head: Set<String> = []
    if let last = parts.last {
      head.insert(last)
      if Self.genericNouns.contains(last), parts.count > 1 {
        head.insert(parts[parts.count - 2])
        head.insert(parts[parts.count - 2] + last)
      }
    }
    if all.count > 1, let joined = all.last { head.insert(joined) }  // "userid", "onetimecode"
    self.head = head
    self.qualified = !Set(parts).isDisjoint(with: Self.qualifiers)
  }

  /// Words at the end of a name that name the widget, not its content.
  static let widgetWords: Set<String> = [
    "field", "textfield", "tf", "txt", "text", "input", "inputview", "view", "entry", "box",
    "control", "cell", "row", "textview", "editor", "outlet", "value", "string", "str",
  ]

  /// Heads that take the word before them: `emailAddress`, `phoneNumber`, `userName`, `userId`.
  static let genericNouns: Set<String> = ["address", "number", "name", "id", "code", "key"]

  /// Words that make a name describe something else than what the field holds.
  static let qualifiers: Set<String> = [
    "search", "query", "filter", "find", "lookup", "hint", "label", "title", "placeholder",
    "description", "prompt", "message", "count", "attempts", "attempt", "length", "limit", "max",
    "min", "timeout", "lockout", "enabled", "visible", "hidden", "button", "icon", "image",
    "error", "warning", "status", "valid", "validation", "strength", "indicator", "header",
    "footer", "toggle", "switch", "policy", "requirement", "requirements", "rules",
  ]

  /// Whether the name's head says one of `kinds` (or their plural, as in `ssids[index]`),
  /// without a qualifier.
  private func named(_ kinds: Set<String>) -> Bool {
    guard !qualified else { return false }
    return head.contains {
      kinds.contains($0) || ($0.hasSuffix("s") && kinds.contains(String($0.dropLast())))
    }
  }

  /// Whether any word of the name is one of `any` (for words that qualify others, such as
  /// `verification` in `verificationCode`).
  private func mentions(_ any: Set<String>) -> Bool { !words.isDisjoint(with: any) }

  private var content: TextContentType? { traits.textContentType }

  /// The keyboard says digits only: no address, name or password goes there.
  private var numericKeyboard: Bool { traits.keyboardType.isNumberPad }

  /// Traits that say the field holds something else than an address or account name.
  private var contradictsAddress: Bool {
    numericKeyboard || traits.isSecureTextEntry || content != nil
  }

  // MARK: Kinds

  /// How the field is known to hold an email address, if it is.
  var emailEvidence: Evidence? {
    if traits.keyboardType == .emailAddress || content == .emailAddress { return .traits }
    if !contradictsAddress, traits.keyboardType != .URL, named(["email", "mail"]) { return .name }
    return nil
  }

  var isEmail: Bool { emailEvidence != nil }

  /// How the field is known to hold a username, if it is.
  var usernameEvidence: Evidence? {
    if content == .username { return .traits }
    if !contradictsAddress, traits.keyboardType != .URL,
      named(["username", "user", "login", "userid", "account", "accountname"])
    {
      return .name
    }
    return nil
  }

  var isUsername: Bool { usernameEvidence != nil }

  /// How the field is known to hold a URL, if it is.
  var urlEvidence: Evidence? {
    if traits.keyboardType == .URL || content == .URL { return .traits }
    if !contradictsAddress, traits.keyboardType != .emailAddress,
      named(["url", "website", "homepage", "weblink", "link"])
    {
      return .name
    }
    return nil
  }

  var isURL: Bool { urlEvidence != nil }

  /// A one-time code by its name: `otp`, `2fa`, or `code` with a word such as verification.
  var isNamedOneTimeCode: Bool {
    guard !qualified else { return false }
    if mentions(["otp", "totp", "2fa", "mfa", "onetimecode"]) { return true }
    let codeWords: Set<String> = [
      "verification", "verify", "sms", "auth", "authentication", "one", "confirmation", "login",
    ]
    return mentions(["code", "pin"]) && mentions(codeWords)
      && !mentions(["postal", "zip", "promo"])
  }

  /// What kind of non-word a field holds, if its content type or name says so: a username or
  /// handle, a code (promo, coupon, verification), or an identifier (a host name, a network
  /// name, an id).
  var identifierKind: IdentifierKind? {
    if isEmail || isURL || isPassword { return nil }
    // A nickname is a name people choose, often words: not an identifier.
    if isUsername || (content == nil && !numericKeyboard && named(["handle", "screenname"])) {
      return .username
    }
    if isOneTimeCode
      || (content == nil && !numericKeyboard
        && named(["code", "promo", "coupon", "voucher", "referral", "sku", "serial", "token"]))
    {
      return .code
    }
    if content == nil, !numericKeyboard, named(Self.identifierWords) { return .identifier }
    return nil
  }

  /// Heads that name a machine identifier.
  static let identifierWords: Set<String> = [
    "host", "hostname", "domain", "server", "ssid", "bssid", "userid", "uid", "id", "ip",
    "ipaddress", "mac", "macaddress", "apikey", "identifier", "slug", "bundleid",
  ]

  /// A field that holds a non-word.
  enum IdentifierKind {
    case username, code, identifier

    var noun: String {
      switch self {
      case .username: "a username"
      case .code: "a code"
      case .identifier: "an identifier"
      }
    }

    /// The text the lint's example corrects.
    var sample: String {
      switch self {
      case .username: "jdoe"
      case .code: "welcom"
      case .identifier: "nas01"
      }
    }
  }

  /// What a field's name alone says it holds, with the keyboard and content type that suit it:
  /// an email address, a phone number, a URL, a card security code or a postal code.
  var namedKind: (noun: String, keyboard: KeyboardType, content: TextContentType)? {
    // `usernameOrEmail` takes either: no keyboard suits both.
    guard !traits.isSecureTextEntry, !wordList.contains("or") else { return nil }
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

  /// Whether the name says the field holds `content` (an email address, a URL, a phone
  /// number), so that a rule resting on the content type has the name's agreement.
  func nameAgrees(with content: TextContentType) -> Bool {
    switch content {
    case .emailAddress: named(["email", "mail"])
    case .URL: named(["url", "website", "homepage", "weblink", "link"])
    case .telephoneNumber: named(["phone", "tel", "telephone", "mobile", "phonenumber"])
    default: false
    }
  }

  /// How the field is known to hold a password or other secret, if it does.
  var passwordEvidence: Evidence? {
    if traits.isSecureTextEntry || content == .password || content == .newPassword {
      return .traits
    }
    // A content type for something else speaks against the name; an odd one (`nickname` on
    // a password field) does not.
    let otherContent: Set<TextContentType> = [
      .emailAddress, .username, .URL, .telephoneNumber, .oneTimeCode, .postalCode,
      .creditCardNumber, .creditCardSecurityCode, .name, .givenName, .familyName,
    ]
    guard content.map({ !otherContent.contains($0) }) ?? true, !isOneTimeCode,
      traits.keyboardType != .emailAddress, traits.keyboardType != .URL
    else { return nil }
    if named(["password", "passwd", "pwd", "passcode", "pin", "secret", "passphrase"]) {
      return .name
    }
    // `confirmPassword`, `newPasswordAgain`: a password word before a trailing qualifier-free
    // word such as again, confirm, repeat.
    if !qualified, mentions(["password", "passwd", "passcode"]),
      let last = wordList.last,
      ["again", "confirm", "confirmation", "repeat", "retype", "new"]
        .contains(last)
    {
      return .name
    }
    return nil
  }

  /// A password or other secret: secure entry, a password content type, or a password name.
  var isPassword: Bool { passwordEvidence != nil }

  /// The current password on a change-password form (`currentPassword`, `old_password`).
  var isCurrentPassword: Bool { mentions(["current", "old", "existing"]) }

  /// The lower-cased words of a name.
  ///
  /// Split at non-alphanumerics, lower-to-upper case changes, the end of an upper-case run
  /// before a capitalised word (`URLField` → url, field) and letter-to-digit changes; letters
  /// after digits stay with them (`enter2FA` → enter, 2fa).
  /// A name of several words also yields the words joined (`oneTimeCode` → onetimecode), last.
  static func words(in name: String) -> [String] {
    var words: [String] = []
    var current = ""
    // Subscripts and call arguments say which element, not what it holds: `ssids[index]`.
    var characters: [Character] = []
    var depth = 0
    for character in name {
      if character == "[" || character == "(" { depth += 1 }
      if depth == 0 { characters.append(character) }
      if character == "]" || character == ")" { depth = max(0, depth - 1) }
    }
    for (index, character) in characters.enumerated() {
      if !(character.isLetter || character.isNumber) {
        if !current.isEmpty { words.append(current) }
        current = ""
        continue
      }
      let previous = index > 0 ? characters[index - 1] : nil
      let next = index + 1 < characters.count ? characters[index + 1] : nil
      let startsDigits = character.isNumber && (previous?.isLetter ?? false)
      let lowerToUpper = character.isUppercase && (previous?.isLowercase ?? false)
      let endOfAcronym =
        character.isUppercase && (previous?.isUppercase ?? false) && (next?.isLowercase ?? false)
      if lowerToUpper || startsDigits || endOfAcronym, !current.isEmpty {
        words.append(current)
        current = ""
      }
      current += character.lowercased()
    }
    if !current.isEmpty { words.append(current) }
    // "oneTimeCode" → one, time, code; also offer the joined form for exact names.
    if words.count > 1 { words.append(words.joined()) }
    return words
  }
}
