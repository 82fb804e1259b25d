import Foundation
import InputTraits
import Testing

/// Every trait value decodes from its Swift name and round-trips; raw values are UIKit's
/// (docs/sources.md#keyboard-type-raw-values, docs/sources.md#trait-enum-raw-values, written out
/// here as literals).
struct TraitJSONTests {
  @Test func keyboardTypeRawValuesAreUIKits() {
    let names = [
      "default", "asciiCapable", "numbersAndPunctuation", "URL", "numberPad", "phonePad",
      "namePhonePad", "emailAddress", "decimalPad", "twitter", "webSearch",
      "asciiCapableNumberPad",
    ]
    #expect(KeyboardType.allCases.map(\.name) == names)
    #expect(KeyboardType.allCases.map(\.rawValue) == Array(0...11))
  }

  @Test func returnKeyTypeRawValuesAreUIKits() {
    let names = [
      "default", "go", "google", "join", "next", "route", "search", "send", "yahoo", "done",
      "emergencyCall", "continue",
    ]
    #expect(ReturnKeyType.allCases.map(\.name) == names)
    #expect(ReturnKeyType.allCases.map(\.rawValue) == Array(0...11))
  }

  @Test func smallEnumRawValuesAreUIKits() {
    #expect(
      AutocapitalizationType.allCases.map(\.name) == [
        "none", "words", "sentences", "allCharacters",
      ])
    #expect(AutocapitalizationType.allCases.map(\.rawValue) == [0, 1, 2, 3])
    #expect(KeyboardAppearance.allCases.map(\.name) == ["default", "dark", "light"])
    #expect(KeyboardAppearance.allCases.map(\.rawValue) == [0, 1, 2])
    let triStates: [[String]] = [
      AutocorrectionType.allCases.map(\.name), SpellCheckingType.allCases.map(\.name),
      SmartQuotesType.allCases.map(\.name), SmartDashesType.allCases.map(\.name),
      SmartInsertDeleteType.allCases.map(\.name), InlinePredictionType.allCases.map(\.name),
      MathExpressionCompletionType.allCases.map(\.name),
    ]
    for names in triStates { #expect(names == ["default", "no", "yes"]) }
  }

  /// iOS 18: `UIWritingToolsBehaviorNone = -1` (docs/sources.md#trait-enum-raw-values) and a
  /// `default`/`no`/`yes` math-expression completion.
  @Test func iOS18TraitsHaveUIKitsRawValues() throws {
    #expect(
      WritingToolsBehavior.allCases.map(\.name) == ["none", "default", "complete", "limited"])
    #expect(WritingToolsBehavior.allCases.map(\.rawValue) == [-1, 0, 1, 2])
    #expect(
      WritingToolsBehavior.allCases.map(\.swiftUIName)
        == ["disabled", "automatic", "complete", "limited"])
    #expect(MathExpressionCompletionType.allCases.map(\.rawValue) == [0, 1, 2])
    let traits = try TextInputTraits(
      json: #"{"writingToolsBehavior":-1,"mathExpressionCompletionType":"no"}"#)
    #expect(traits.writingToolsBehavior == .none)
    #expect(traits.mathExpressionCompletionType == .no)
  }

  /// One traits object per enum case, each case in turn.
  static let everyEnumCase: [TextInputTraits] = {
    var all: [TextInputTraits] = []
    func add(_ change: (inout TextInputTraits) -> Void) {
      var traits = TextInputTraits()
      change(&traits)
      all.append(traits)
    }
    for value in KeyboardType.allCases { add { $0.keyboardType = value } }
    for value in AutocapitalizationType.allCases { add { $0.autocapitalizationType = value } }
    for value in AutocorrectionType.allCases { add { $0.autocorrectionType = value } }
    for value in SpellCheckingType.allCases { add { $0.spellCheckingType = value } }
    for value in SmartQuotesType.allCases { add { $0.smartQuotesType = value } }
    for value in SmartDashesType.allCases { add { $0.smartDashesType = value } }
    for value in SmartInsertDeleteType.allCases { add { $0.smartInsertDeleteType = value } }
    for value in InlinePredictionType.allCases { add { $0.inlinePredictionType = value } }
    for value in WritingToolsBehavior.allCases { add { $0.writingToolsBehavior = value } }
    for value in MathExpressionCompletionType.allCases {
      add { $0.mathExpressionCompletionType = value }
    }
    for value in KeyboardAppearance.allCases { add { $0.keyboardAppearance = value } }
    for value in ReturnKeyType.allCases { add { $0.returnKeyType = value } }
    add { $0.enablesReturnKeyAutomatically = true }
    add { $0.isSecureTextEntry = true }
    add { $0.passwordRules = "required: upper; minlength: 12;" }
    for value in TextContentType.allKnown { add { $0.textContentType = value } }
    return all
  }()

  @Test(arguments: Self.everyEnumCase)
  func everyTraitValueRoundTripsThroughJSON(_ traits: TextInputTraits) throws {
    let data = try JSONEncoder().encode(traits)
    #expect(try JSONDecoder().decode(TextInputTraits.self, from: data) == traits)
  }

  @Test func encodingWritesOnlyNonDefaultsByName() throws {
    let traits = TextInputTraits(
      keyboardType: .emailAddress, autocapitalizationType: .none, textContentType: .oneTimeCode)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json = String(decoding: try encoder.encode(traits), as: UTF8.self)
    #expect(
      json
        == #"{"autocapitalizationType":"none","keyboardType":"emailAddress","textContentType":"oneTimeCode"}"#
    )
    #expect(String(decoding: try encoder.encode(TextInputTraits()), as: UTF8.self) == "{}")
  }

  @Test func rawIntegersDecodeToo() throws {
    let traits = try TextInputTraits(json: #"{"keyboardType":7,"returnKeyType":11}"#)
    #expect(traits.keyboardType == .emailAddress)
    #expect(traits.returnKeyType == .continue)
  }
}

/// `TextContentType`: 45 constants, iOS 10–17.4 (docs/sources.md#text-content-type-strings).
struct TextContentTypeTests {
  @Test func catalogHasTheFactsCountsPerRelease() {
    var counts: [String: Int] = [:]
    for entry in TextContentType.catalog { counts[entry.introduced, default: 0] += 1 }
    #expect(counts == ["10.0": 23, "11.0": 2, "12.0": 2, "15.0": 3, "17.0": 13, "17.4": 2])
    #expect(Set(TextContentType.allKnown).count == 45)
    #expect(Set(TextContentType.catalog.map(\.name)).count == 45)
  }

  /// Raw strings observed in Interface Builder files (docs/sources.md#text-content-type-strings).
  @Test(arguments: [
    ("email", "emailAddress"), ("name", "name"), ("new-password", "newPassword"),
    ("nickname", "nickname"), ("one-time-code", "oneTimeCode"), ("password", "password"),
    ("tel", "telephoneNumber"), ("url", "URL"), ("username", "username"),
    ("honorific-prefix", "namePrefix"), ("address-level1+2", "addressCityAndState"),
  ])
  func observedRawStringsMapToTheirSwiftNames(raw: String, name: String) throws {
    let value = try #require(TextContentType(name: raw))
    #expect(value.name == name)
    #expect(value.rawValue == raw)
  }

  @Test(arguments: TextContentType.allKnown)
  func everyContentTypeDecodesByNameAndRawStringAndRoundTrips(_ value: TextContentType) throws {
    let byName = try TextInputTraits(json: #"{"textContentType":"\#(value.name)"}"#)
    let byRaw = try TextInputTraits(json: #"{"textContentType":"\#(value.rawValue)"}"#)
    #expect(byName.textContentType == value)
    #expect(byRaw.textContentType == value)
    let data = try JSONEncoder().encode(byRaw)
    #expect(String(decoding: data, as: UTF8.self) == #"{"textContentType":"\#(value.name)"}"#)
  }

  @Test(arguments: [
    ("birthdate", "bday"), ("birthdate-day", "bday-day"), ("birthdate-month", "bday-month"),
    ("birthdate-year", "bday-year"), ("cellular-eid", "esim-eid"),
    ("cellular-imei", "esim-imei"),
  ])
  func alternativeSpellingsOfUnverifiedConstantsDecode(alternative: String, canonical: String)
    throws
  {
    let value = try #require(TextContentType(name: alternative))
    #expect(value.rawValue == canonical)
    #expect(value.isKnown)
  }

  @Test func customRawValuesStayOpen() {
    let custom = TextContentType(rawValue: "com.example.member-id")
    #expect(!custom.isKnown)
    #expect(custom.name == "com.example.member-id")
    #expect(custom.introducedIn == nil)
    #expect(TextContentType.oneTimeCode.introducedIn == "12.0")
  }
}
