import Diagnostics
import JSONCoding
import Testing
import TextField

struct DelegateRulesTests {
  /// The emoji pitfall: 👍🏽 is one grapheme and four UTF-16 units.
  @Test func maxLengthCountsUTF16UnitsByDefault() {
    var rules = DelegateRules()
    rules.maxLength = 6
    #expect(rules.admits(TextRange(location: 0, length: 0), "👍🏽", in: ""))
    #expect(!rules.admits(TextRange(location: 4, length: 0), "👍🏽", in: "👍🏽"))
    #expect(rules.admits(TextRange(location: 4, length: 0), "ab", in: "👍🏽"))
    #expect(!rules.admits(TextRange(location: 6, length: 0), "c", in: "👍🏽ab"))
  }

  @Test func maxLengthInGraphemesCountsWhatThePersonSees() {
    var rules = DelegateRules()
    rules.maxLength = 2
    rules.maxLengthUnit = .graphemes
    #expect(rules.admits(TextRange(location: 4, length: 0), "🇫🇮", in: "👍🏽"))
    #expect(!rules.admits(TextRange(location: 8, length: 0), "a", in: "👍🏽🇫🇮"))
  }

  @Test func deletionsAreAlwaysAllowedAndRangesMustLieInTheText() {
    var rules = DelegateRules()
    rules.maxLength = 1
    #expect(rules.admits(TextRange(location: 2, length: 1), "", in: "abc"))
    #expect(!rules.admits(TextRange(location: 2, length: 2), "", in: "abc"))
  }

  @Test func allowedCharactersFilterWhatIsInserted() throws {
    var rules = DelegateRules()
    rules.allowedCharacters = try CharacterClass("0-9")
    #expect(rules.admits(TextRange(location: 0, length: 0), "42", in: ""))
    #expect(!rules.admits(TextRange(location: 0, length: 0), "4a", in: ""))
  }

  @Test func characterClassesReadRangesEscapesAndEdgeDashes() throws {
    let cls = try CharacterClass("a-c\\-x-")
    #expect("abc-x".unicodeScalars.allSatisfy(cls.contains))
    #expect(!cls.contains("d"))
    #expect(throws: TextFieldError.self) { try CharacterClass("9-0") }
    #expect(throws: TextFieldError.self) { try CharacterClass("") }
  }

  @Test func decodesTheScriptShape() throws {
    let rules = try JSON.decode(
      DelegateRules.self,
      from:
        #"{"shouldBeginEditing": false, "maxLength": 6, "allowedCharacters": "0-9", "shouldReturn": "next", "shouldClear": false, "shouldEndEditing": false, "uppercases": true}"#,
      source: "d.json")
    #expect(!rules.shouldBeginEditing && !rules.shouldClear && !rules.shouldEndEditing)
    #expect(rules.maxLength == 6 && rules.uppercases)
    #expect(rules.shouldReturn == .next)
    #expect(rules.allowedCharacters?.pattern == "0-9")
    #expect(
      try JSON.decode(DelegateRules.self, from: #"{"shouldReturn": false}"#, source: "d")
        .shouldReturn == .refuse)
  }

  static let badInput: [(json: String, message: String)] = [
    (
      #"{"maxLenght": 6}"#,
      "d.json:1:2: at maxLenght: unknown delegate key 'maxLenght'; did you mean 'maxLength'? (valid: shouldBeginEditing, shouldEndEditing, shouldClear, shouldReturn, maxLength, maxLengthUnit, allowedCharacters, uppercases)"
    ),
    (
      #"{"maxLength": -1}"#,
      "d.json:1:15: at maxLength: maxLength must be from 0 to 1000000, got -1"
    ),
    (
      #"{"shouldReturn": "nxt"}"#,
      "d.json:1:18: at shouldReturn: unknown shouldReturn 'nxt'; did you mean 'next'? (valid: \"next\", \"resign\", true, false)"
    ),
    (
      #"{"allowedCharacters": "9-0"}"#,
      "d.json:1:23: at allowedCharacters: allowedCharacters '9-0': the range '9'-'0' is reversed"
    ),
    (
      #"{"maxLengthUnit": "grapheme"}"#,
      "d.json:1:19: at maxLengthUnit: unknown maxLengthUnit 'grapheme'; did you mean 'graphemes'? (valid: utf16, graphemes)"
    ),
  ]

  @Test(arguments: badInput)
  func badRulesAreOneLineErrors(json: String, message: String) {
    let error = #expect(throws: JSONError.self) {
      try JSON.decode(DelegateRules.self, from: json, source: "d.json")
    }
    #expect(error?.message == message)
  }

  @Test func unknownKeysSuggestTheClosest() {
    let error = #expect(throws: JSONError.self) {
      try JSON.decode(DelegateRules.self, from: #"{"shouldRetrun": true}"#, source: "d.json")
    }
    #expect(error?.code == .unknownKey)
    #expect(error?.suggestion?.candidate == "shouldReturn")
  }
}
