import Foundation
import JSONInput
import Testing

struct JSONInputTests {
  struct Sample: Decodable {
    var width: Double
    var names: [String]
  }

  static let syntaxErrors: [(json: String, line: Int, column: Int, reason: String)] = [
    ("{\"width\": 1,\n \"names\": [\"a\",, \"b\"]}", 2, 16, "expected a value"),
    ("{\"width\" 1}", 1, 10, "expected ':' after an object key"),
    ("[1, 2", 1, 6, "unexpected end of input, expected ',' or ']'"),
    ("", 1, 1, "the input is empty"),
    ("{\"width\": 1} x", 1, 14, "unexpected text after the JSON value"),
    ("{\"a\": \"é\" 3}", 1, 11, "expected ',' or '}' after an object member"),
  ]

  @Test(arguments: syntaxErrors)
  func malformedJSONNamesLineAndColumn(json: String, line: Int, column: Int, reason: String) {
    #expect(throws: JSONInputError.self) {
      try JSONInput.decode(Sample.self, from: Data(json.utf8), source: "s.json")
    }
    do {
      _ = try JSONInput.decode(Sample.self, from: Data(json.utf8), source: "s.json")
    } catch {
      #expect(error.message == "s.json:\(line):\(column): malformed JSON: \(reason)")
    }
  }

  @Test func wrongTypeNamesTheKeyPath() {
    let json = #"{"width": 1, "names": ["a", 2]}"#
    do {
      _ = try JSONInput.decode(Sample.self, from: Data(json.utf8), source: "s.json")
      Issue.record("decoding should fail")
    } catch {
      #expect(error.message == "s.json: at names[1]: expected a string, found a number")
    }
  }

  @Test func missingKeyIsNamed() {
    do {
      _ = try JSONInput.decode(Sample.self, from: Data(#"{"names": []}"#.utf8), source: "s.json")
      Issue.record("decoding should fail")
    } catch {
      #expect(error.message == "s.json: missing required key 'width'")
    }
  }

  @Test func invalidUTF8IsReported() {
    do {
      _ = try JSONInput.decode(Sample.self, from: Data([0x7B, 0xFF, 0x7D]), source: "s.json")
      Issue.record("decoding should fail")
    } catch {
      #expect(error.message == "s.json: input is not valid UTF-8")
    }
  }

  @Test func validJSONDecodes() throws {
    let sample = try JSONInput.decode(
      Sample.self, from: Data(#"{"width": 2.5, "names": ["x"]}"#.utf8), source: "s.json")
    #expect(sample.width == 2.5)
    #expect(sample.names == ["x"])
  }
}
