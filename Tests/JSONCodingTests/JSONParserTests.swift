import Diagnostics
import Foundation
import JSONCoding
import Testing

struct JSONParserTests {
  static let syntaxErrors: [(json: String, line: Int, column: Int, reason: String)] = [
    ("{\"width\": 1,\n \"names\": [\"a\",, \"b\"]}", 2, 16, "malformed JSON: expected a value"),
    ("{\"width\" 1}", 1, 10, "malformed JSON: expected ':' after an object key"),
    ("[1, 2", 1, 6, "malformed JSON: unexpected end of input, expected ',' or ']'"),
    ("", 1, 1, "malformed JSON: the input is empty"),
    ("{\"width\": 1} x", 1, 14, "malformed JSON: unexpected text after the JSON value"),
    ("{\"a\": \"é\" 3}", 1, 11, "malformed JSON: expected ',' or '}' after an object member"),
    ("{\"a\": \"x\ny\"}", 1, 9, "malformed JSON: control character in a string (escape it)"),
    ("[\"\\ud800\"]", 1, 3, "malformed JSON: a \\u escape is half of a surrogate pair"),
    ("[01]", 1, 3, "malformed JSON: expected ',' or ']' after an array element"),
    ("[tru]", 1, 2, "malformed JSON: expected 'true'"),
  ]

  @Test(arguments: syntaxErrors)
  func malformedJSONNamesLineAndColumn(json: String, line: Int, column: Int, reason: String) {
    let error = Self.error { try JSONDocument(data: Array(json.utf8), source: "s.json") }
    #expect(error?.message == "s.json:\(line):\(column): \(reason)")
    #expect(error?.code == .malformed)
    #expect(error?.line == line)
    #expect(error?.column == column)
  }

  @Test func duplicateKeysAreAnErrorAtTheSecondKey() {
    let json = "{\"keyboardType\": \"emailAddress\",\n \"keyboardType\": \"numberPad\"}"
    let error = Self.error { try JSONDocument(data: Array(json.utf8), source: "t.json") }
    #expect(error?.message == "t.json:2:2: duplicate key 'keyboardType' in an object")
    #expect(error?.code == .duplicateKey)
  }

  @Test func deepNestingIsALimitNotAStackOverflow() {
    let json = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    let error = Self.error { try JSONDocument(data: Array(json.utf8), source: "deep.json") }
    #expect(error?.message == "deep.json:1:513: nesting is deeper than 512 levels")
    #expect(error?.code == .limitExceeded)
  }

  @Test func oversizedInputIsALimit() {
    let error = Self.error {
      try JSONDocument(
        data: Array("[1, 2, 3]".utf8), source: "big.json", limits: JSONLimits(maximumBytes: 4))
    }
    #expect(error?.message == "big.json: the input is 9 bytes, more than the limit of 4")
  }

  @Test func invalidUTF8InAStringIsReportedWhereItStarts() {
    let error = Self.error {
      try JSONDocument(data: [0x5B, 0x22, 0xFF, 0x22, 0x5D], source: "u.json")
    }
    #expect(error?.message == "u.json:1:2: malformed JSON: a string is not valid UTF-8")
  }

  @Test func membersKeepDocumentOrderAndEscapesDecode() throws {
    let json = #"{"b": 1, "a": "x\"\u00e9\ud83d\ude00", "c": [true, null, -0.5e1]}"#
    let document = try JSONDocument(data: Array(json.utf8), source: "s")
    let object = try #require(document.root.objectValue)
    #expect(object.keys == ["b", "a", "c"])
    #expect(object["a"] == .string("x\"é😀"))
    #expect(object["c"] == [true, nil, -5])
  }

  @Test func aByteOrderMarkIsSkipped() throws {
    let document = try JSONDocument(data: [0xEF, 0xBB, 0xBF] + Array("[1]".utf8), source: "s")
    #expect(document.root == [1])
  }

  static func error(_ body: () throws -> JSONDocument) -> JSONError? {
    do {
      _ = try body()
      return nil
    } catch {
      return error as? JSONError
    }
  }
}
