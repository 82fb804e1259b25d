import Diagnostics
import Foundation
import JSONCoding
import Testing

struct StrictDecoderTests {
  struct Sample: Decodable, Equatable {
    var width: Double
    var names: [String]
    var count: Int?
  }

  struct Traits: Decodable {
    enum CodingKeys: String, DescribedCodingKey {
      case keyboardType, returnKeyType
      static let noun = "trait"
    }
    var keyboardType: String?
    var returnKeyType: String?
  }

  struct Script: Decodable {
    var steps: [Int]
    var fields: [String: Traits]?
  }

  @Test func validJSONDecodes() throws {
    let sample = try JSON.decode(
      Sample.self, from: #"{"width": 2.5, "names": ["x"], "count": 3}"#, source: "s.json")
    #expect(sample == Sample(width: 2.5, names: ["x"], count: 3))
  }

  static let failures: [(json: String, message: String)] = [
    (
      #"{"width": 1, "names": ["a", 2]}"#,
      "s.json:1:29: at names[1]: expected a string, found a number"
    ),
    (#"{"names": []}"#, "s.json:1:1: missing required key 'width'"),
    (#"{"width": "1", "names": []}"#, "s.json:1:11: at width: expected a number, found a string"),
    (
      #"{"width": 1, "names": [], "count": 4.5}"#,
      "s.json:1:36: at count: expected an integer, found 4.5"
    ),
    (#"{"width": 1e400, "names": []}"#, "s.json:1:11: at width: the number 1e400 is out of range"),
    (
      #"{"width": 1, "names": [], "count": 1e30}"#,
      "s.json:1:36: at count: the integer 1e30 is out of range (-9223372036854775808…9223372036854775807)"
    ),
    (
      #"{"width": 1, "names": [], "cuont": 1}"#,
      "s.json:1:27: at cuont: unknown key 'cuont'; did you mean 'count'? (valid: width, names, count)"
    ),
    (#"[]"#, "s.json:1:1: expected an object, found an array"),
  ]

  @Test(arguments: failures)
  func failuresNameLineColumnAndKeyPath(json: String, message: String) {
    #expect(Self.message { try JSON.decode(Sample.self, from: json, source: "s.json") } == message)
  }

  @Test func describedKeysNameThemselvesAndListTheValidOnes() {
    let error = Self.error {
      try JSON.decode(Traits.self, from: #"{"keyboardTyp": "URL"}"#, source: "t")
    }
    #expect(
      error?.message
        == "t:1:2: at keyboardTyp: unknown trait 'keyboardTyp'; did you mean 'keyboardType'? "
        + "(valid: keyboardType, returnKeyType)")
    #expect(error?.code == .unknownKey)
    #expect(error?.suggestion?.candidate == "keyboardType")
  }

  @Test func theFirstUnknownKeyInDocumentOrderIsReported() {
    for _ in 0..<20 {
      let message = Self.message {
        try JSON.decode(
          Traits.self, from: #"{"zzz": 1, "aaa": 2, "keyboardType": "x"}"#, source: "t")
      }
      #expect(message.hasPrefix("t:1:2: at zzz: unknown trait 'zzz'"))
    }
  }

  @Test func aMisspeltRequiredKeyIsReportedAsUnknownNotMissing() {
    #expect(
      Self.message { try JSON.decode(Script.self, from: #"{"stpes": [1]}"#, source: "s") }
        == "s:1:2: at stpes: unknown key 'stpes'; did you mean 'steps'? (valid: steps)")
  }

  @Test func unknownKeysInsideDictionaryValuesAreFound() {
    let json = "{\"steps\": [],\n \"fields\": {\"email\": {\"returnKeyTyp\": \"next\"}}}"
    #expect(
      Self.message { try JSON.decode(Script.self, from: json, source: "s") }
        == "s:2:23: at fields.email.returnKeyTyp: unknown trait 'returnKeyTyp'; did you mean "
        + "'returnKeyType'? (valid: keyboardType, returnKeyType)")
  }

  @Test func errorsThrownByADecodedTypeKeepTheirPlaceAndCause() {
    struct Positive: Decodable {
      var value: Int
      init(from decoder: any Decoder) throws {
        value = try decoder.singleValueContainer().decode(Int.self)
        guard value > 0 else {
          throw DecodingError.dataCorrupted(
            .init(codingPath: decoder.codingPath, debugDescription: "must be positive"))
        }
      }
    }
    struct Holder: Decodable { var n: [Positive] }
    #expect(
      Self.message { try JSON.decode(Holder.self, from: "{\"n\": [1,\n -2]}", source: "h") }
        == "h:2:2: at n[1]: must be positive")
  }

  @Test func jsonLinesNameTheirLine() {
    let data = Array("{\"width\": 1, \"names\": []}\n\n{\"width\": true, \"names\": []}\n".utf8)
    let error = Self.error { try JSON.decodeLines(Sample.self, from: data, source: "r.jsonl") }
    #expect(error?.message == "r.jsonl:3:11: at width: expected a number, found a boolean")
  }

  @Test func jsonLinesAcceptCRLF() throws {
    let data = Array("{\"width\": 1, \"names\": []}\r\n{\"width\": 2, \"names\": []}\r\n".utf8)
    #expect(try JSON.decodeLines(Sample.self, from: data, source: "r").map(\.width) == [1, 2])
  }

  @Test func unreadableFilesSayWhy() throws {
    #expect(
      Self.message { try JSON.decode(Sample.self, contentsOf: "/no/such/file.json") }
        == "/no/such/file.json: cannot read file: the file does not exist")
    #expect(
      Self.message { try JSON.decode(Sample.self, contentsOf: "/tmp") }
        == "/tmp: cannot read file: it is a directory")
  }

  @Test func geometryIsCheckedAndDecoded() throws {
    let rect = try JSON.decode(
      JSONGeometry.Rect.self, from: #"{"x": 0, "y": 516, "width": 393, "height": 336}"#,
      source: "f")
    #expect(rect.value == CGRect(x: 0, y: 516, width: 393, height: 336))
    #expect(
      Self.message {
        try JSON.decode(
          JSONGeometry.Rect.self, from: #"{"x": 0, "y": 1e300, "width": 1, "height": 1}"#,
          source: "f")
      } == "f:1:15: at y: must be a number of points within ±100000, got 1e+300")
    #expect(
      Self.message {
        try JSON.decode(
          JSONGeometry.Size.self, from: #"{"width": -1, "height": 1}"#, source: "f")
      } == "f:1:11: at width: must be a number of points from 0 to 100000, got -1")
  }

  static func error<T>(_ body: () throws -> T) -> JSONError? {
    do {
      _ = try body()
      return nil
    } catch {
      return error as? JSONError
    }
  }

  static func message<T>(_ body: () throws -> T) -> String {
    error(body)?.message ?? "no error"
  }
}
