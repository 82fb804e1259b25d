/// Mirrors `UITextContentType`: an open set of semantic field meanings, so a struct, not an enum.
///
/// ``rawValue`` is UIKit's string (what Interface Builder writes, e.g. `one-time-code`);
/// ``name-property`` is the Swift constant's name (what JSON and the CLI use, e.g. `oneTimeCode`).
///
/// ```swift
/// TextContentType.oneTimeCode.rawValue        // "one-time-code"
/// TextContentType(name: "oneTimeCode")        // .oneTimeCode
/// TextContentType(rawValue: "one-time-code")  // .oneTimeCode
/// ```
public struct TextContentType: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// UIKit's string value of the constant.
  public var rawValue: String

  /// Creates a content type from UIKit's string value; any string is allowed (the set is open).
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The Swift constant's name for a known content type, else the raw string.
  public var name: String { Self.namesByRawValue[rawValue] ?? rawValue }

  /// The Swift constant's name, or the raw string.
  public var description: String { name }

  /// The iOS version that introduced a known constant, such as `"12.0"`; nil for custom values.
  public var introducedIn: String? { Self.catalog.first { $0.value == self }?.introduced }

  /// Whether this is one of UIKit's constants.
  public var isKnown: Bool { Self.namesByRawValue[rawValue] != nil }

  /// Creates a known content type from its Swift name, its raw string, or an alternative raw
  /// string (``alternativeRawValues``).
  public init?(name: String) {
    if let entry = Self.catalog.first(where: { $0.name == name || $0.value.rawValue == name }) {
      self = entry.value
    } else if let value = Self.alternativeRawValues[name] {
      self = value
    } else {
      return nil
    }
  }

  /// The other spellings in circulation for the iOS 17 constants whose raw strings are
  /// unverified (docs/sources.md#text-content-type-strings), mapped to the constant they stand for.
  ///
  /// The facts name two third-party shims that disagree: one spells `birthdate`, `birthdate-day`,
  /// `birthdate-month`, `birthdate-year`, `cellular-eid`, `cellular-imei`; the other `bday`,
  /// `bday-day`, `bday-month`, `bday-year`, `esim-eid`, `esim-imei`. KeyboardSim writes the
  /// second set: it matches the HTML `autocomplete` tokens the iOS 10 constants follow
  /// (`bday` is HTML's birthday token), and a listing of UIKit constants read out of an iOS 18
  /// dyld shared cache in the public code index (index id 71178416184) gives the same strings.
  /// Decoding accepts both spellings, so a storyboard written with either one loads.
  ///
  /// ```swift
  /// TextContentType(name: "birthdate-day")  // .birthdateDay, whose rawValue is "bday-day"
  /// ```
  public static let alternativeRawValues: [String: TextContentType] = [
    "birthdate": .birthdate,
    "birthdate-day": .birthdateDay,
    "birthdate-month": .birthdateMonth,
    "birthdate-year": .birthdateYear,
    "cellular-eid": .cellularEID,
    "cellular-imei": .cellularIMEI,
  ]

  /// Every UIKit constant, in header order, with its Swift name and the iOS version that added it.
  public static let catalog: [(name: String, value: TextContentType, introduced: String)] = [
    ("name", .name, "10.0"),
    ("namePrefix", .namePrefix, "10.0"),
    ("givenName", .givenName, "10.0"),
    ("middleName", .middleName, "10.0"),
    ("familyName", .familyName, "10.0"),
    ("nameSuffix", .nameSuffix, "10.0"),
    ("nickname", .nickname, "10.0"),
    ("jobTitle", .jobTitle, "10.0"),
    ("organizationName", .organizationName, "10.0"),
    ("location", .location, "10.0"),
    ("fullStreetAddress", .fullStreetAddress, "10.0"),
    ("streetAddressLine1", .streetAddressLine1, "10.0"),
    ("streetAddressLine2", .streetAddressLine2, "10.0"),
    ("addressCity", .addressCity, "10.0"),
    ("addressState", .addressState, "10.0"),
    ("addressCityAndState", .addressCityAndState, "10.0"),
    ("sublocality", .sublocality, "10.0"),
    ("countryName", .countryName, "10.0"),
    ("postalCode", .postalCode, "10.0"),
    ("telephoneNumber", .telephoneNumber, "10.0"),
    ("emailAddress", .emailAddress, "10.0"),
    ("URL", .URL, "10.0"),
    ("creditCardNumber", .creditCardNumber, "10.0"),
    ("username", .username, "11.0"),
    ("password", .password, "11.0"),
    ("newPassword", .newPassword, "12.0"),
    ("oneTimeCode", .oneTimeCode, "12.0"),
    ("shipmentTrackingNumber", .shipmentTrackingNumber, "15.0"),
    ("flightNumber", .flightNumber, "15.0"),
    ("dateTime", .dateTime, "15.0"),
    ("birthdate", .birthdate, "17.0"),
    ("birthdateDay", .birthdateDay, "17.0"),
    ("birthdateMonth", .birthdateMonth, "17.0"),
    ("birthdateYear", .birthdateYear, "17.0"),
    ("creditCardSecurityCode", .creditCardSecurityCode, "17.0"),
    ("creditCardName", .creditCardName, "17.0"),
    ("creditCardGivenName", .creditCardGivenName, "17.0"),
    ("creditCardMiddleName", .creditCardMiddleName, "17.0"),
    ("creditCardFamilyName", .creditCardFamilyName, "17.0"),
    ("creditCardExpiration", .creditCardExpiration, "17.0"),
    ("creditCardExpirationMonth", .creditCardExpirationMonth, "17.0"),
    ("creditCardExpirationYear", .creditCardExpirationYear, "17.0"),
    ("creditCardType", .creditCardType, "17.0"),
    ("cellularEID", .cellularEID, "17.4"),
    ("cellularIMEI", .cellularIMEI, "17.4"),
  ]

  /// Every UIKit constant.
  public static var allKnown: [TextContentType] { catalog.map(\.value) }

  private static let namesByRawValue: [String: String] = Dictionary(
    uniqueKeysWithValues: catalog.map { ($0.value.rawValue, $0.name) })

  // MARK: iOS 10.0

  /// `UITextContentType.name` (`"name"`), iOS 10.0.
  public static let name = TextContentType(rawValue: "name")
  /// `UITextContentType.namePrefix` (`"honorific-prefix"`), iOS 10.0.
  public static let namePrefix = TextContentType(rawValue: "honorific-prefix")
  /// `UITextContentType.givenName` (`"given-name"`), iOS 10.0.
  public static let givenName = TextContentType(rawValue: "given-name")
  /// `UITextContentType.middleName` (`"additional-name"`), iOS 10.0.
  public static let middleName = TextContentType(rawValue: "additional-name")
  /// `UITextContentType.familyName` (`"family-name"`), iOS 10.0.
  public static let familyName = TextContentType(rawValue: "family-name")
  /// `UITextContentType.nameSuffix` (`"honorific-suffix"`), iOS 10.0.
  public static let nameSuffix = TextContentType(rawValue: "honorific-suffix")
  /// `UITextContentType.nickname` (`"nickname"`), iOS 10.0.
  public static let nickname = TextContentType(rawValue: "nickname")
  /// `UITextContentType.jobTitle` (`"organization-title"`), iOS 10.0.
  public static let jobTitle = TextContentType(rawValue: "organization-title")
  /// `UITextContentType.organizationName` (`"organization"`), iOS 10.0.
  public static let organizationName = TextContentType(rawValue: "organization")
  /// `UITextContentType.location` (`"location"`), iOS 10.0.
  public static let location = TextContentType(rawValue: "location")
  /// `UITextContentType.fullStreetAddress` (`"street-address"`), iOS 10.0.
  public static let fullStreetAddress = TextContentType(rawValue: "street-address")
  /// `UITextContentType.streetAddressLine1` (`"address-line1"`), iOS 10.0.
  public static let streetAddressLine1 = TextContentType(rawValue: "address-line1")
  /// `UITextContentType.streetAddressLine2` (`"address-line2"`), iOS 10.0.
  public static let streetAddressLine2 = TextContentType(rawValue: "address-line2")
  /// `UITextContentType.addressCity` (`"address-level2"`), iOS 10.0.
  public static let addressCity = TextContentType(rawValue: "address-level2")
  /// `UITextContentType.addressState` (`"address-level1"`), iOS 10.0.
  public static let addressState = TextContentType(rawValue: "address-level1")
  /// `UITextContentType.addressCityAndState` (`"address-level1+2"`), iOS 10.0.
  public static let addressCityAndState = TextContentType(rawValue: "address-level1+2")
  /// `UITextContentType.sublocality` (`"address-level3"`), iOS 10.0.
  public static let sublocality = TextContentType(rawValue: "address-level3")
  /// `UITextContentType.countryName` (`"country-name"`), iOS 10.0.
  public static let countryName = TextContentType(rawValue: "country-name")
  /// `UITextContentType.postalCode` (`"postal-code"`), iOS 10.0.
  public static let postalCode = TextContentType(rawValue: "postal-code")
  /// `UITextContentType.telephoneNumber` (`"tel"`), iOS 10.0.
  public static let telephoneNumber = TextContentType(rawValue: "tel")
  /// `UITextContentType.emailAddress` (`"email"`), iOS 10.0.
  public static let emailAddress = TextContentType(rawValue: "email")
  // swift-format-ignore: AlwaysUseLowerCamelCase
  // (UIKit's spelling.)
  /// `UITextContentType.URL` (`"url"`), iOS 10.0.
  public static let URL = TextContentType(rawValue: "url")
  /// `UITextContentType.creditCardNumber` (`"cc-number"`), iOS 10.0.
  public static let creditCardNumber = TextContentType(rawValue: "cc-number")

  // MARK: iOS 11.0

  /// `UITextContentType.username` (`"username"`), iOS 11.0.
  public static let username = TextContentType(rawValue: "username")
  /// `UITextContentType.password` (`"password"`), iOS 11.0.
  public static let password = TextContentType(rawValue: "password")

  // MARK: iOS 12.0

  /// `UITextContentType.newPassword` (`"new-password"`), iOS 12.0.
  public static let newPassword = TextContentType(rawValue: "new-password")
  /// `UITextContentType.oneTimeCode` (`"one-time-code"`), iOS 12.0.
  public static let oneTimeCode = TextContentType(rawValue: "one-time-code")

  // MARK: iOS 15.0

  /// `UITextContentType.shipmentTrackingNumber` (`"shipment-tracking-number"`), iOS 15.0.
  public static let shipmentTrackingNumber = TextContentType(rawValue: "shipment-tracking-number")
  /// `UITextContentType.flightNumber` (`"flight-number"`), iOS 15.0.
  public static let flightNumber = TextContentType(rawValue: "flight-number")
  /// `UITextContentType.dateTime` (`"date-time"`), iOS 15.0.
  public static let dateTime = TextContentType(rawValue: "date-time")

  // MARK: iOS 17.0

  /// `UITextContentType.birthdate` (`"bday"`; also seen as `"birthdate"`), iOS 17.0.
  public static let birthdate = TextContentType(rawValue: "bday")
  /// `UITextContentType.birthdateDay` (`"bday-day"`; also seen as `"birthdate-day"`),
  /// iOS 17.0.
  public static let birthdateDay = TextContentType(rawValue: "bday-day")
  /// `UITextContentType.birthdateMonth` (`"bday-month"`; also seen as `"birthdate-month"`),
  /// iOS 17.0.
  public static let birthdateMonth = TextContentType(rawValue: "bday-month")
  /// `UITextContentType.birthdateYear` (`"bday-year"`; also seen as `"birthdate-year"`),
  /// iOS 17.0.
  public static let birthdateYear = TextContentType(rawValue: "bday-year")
  /// `UITextContentType.creditCardSecurityCode` (`"cc-csc"`), iOS 17.0.
  public static let creditCardSecurityCode = TextContentType(rawValue: "cc-csc")
  /// `UITextContentType.creditCardName` (`"cc-name"`), iOS 17.0.
  public static let creditCardName = TextContentType(rawValue: "cc-name")
  /// `UITextContentType.creditCardGivenName` (`"cc-given-name"`), iOS 17.0.
  public static let creditCardGivenName = TextContentType(rawValue: "cc-given-name")
  /// `UITextContentType.creditCardMiddleName` (`"cc-additional-name"`), iOS 17.0.
  public static let creditCardMiddleName = TextContentType(rawValue: "cc-additional-name")
  /// `UITextContentType.creditCardFamilyName` (`"cc-family-name"`), iOS 17.0.
  public static let creditCardFamilyName = TextContentType(rawValue: "cc-family-name")
  /// `UITextContentType.creditCardExpiration` (`"cc-exp"`), iOS 17.0.
  public static let creditCardExpiration = TextContentType(rawValue: "cc-exp")
  /// `UITextContentType.creditCardExpirationMonth` (`"cc-exp-month"`), iOS 17.0.
  public static let creditCardExpirationMonth = TextContentType(rawValue: "cc-exp-month")
  /// `UITextContentType.creditCardExpirationYear` (`"cc-exp-year"`), iOS 17.0.
  public static let creditCardExpirationYear = TextContentType(rawValue: "cc-exp-year")
  /// `UITextContentType.creditCardType` (`"cc-type"`), iOS 17.0.
  public static let creditCardType = TextContentType(rawValue: "cc-type")

  // MARK: iOS 17.4

  /// `UITextContentType.cellularEID` (`"esim-eid"`; also seen as `"cellular-eid"`), iOS 17.4.
  public static let cellularEID = TextContentType(rawValue: "esim-eid")
  /// `UITextContentType.cellularIMEI` (`"esim-imei"`; also seen as `"cellular-imei"`), iOS 17.4.
  public static let cellularIMEI = TextContentType(rawValue: "esim-imei")
}
