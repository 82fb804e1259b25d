import Foundation
import JSONCoding
import Testing

struct JSONWriterTests {
  static let numbers: [(value: Double, style: JSONNumber.Style, text: String)] = [
    (852, .plain, "852"),
    (196.5, .plain, "196.5"),
    (302.000_000_1, .plain, "302"),
    (0.1 + 0.2, .plain, "0.3"),
    (-0.0, .plain, "0"),
    (0, .fractional, "0.0"),
    (0.25, .fractional, "0.25"),
    (1.5, .fractional, "1.5"),
    (3, .fractional, "3.0"),
    (0.000_015, .plain, "0.000015"),
    (1e20, .plain, "100000000000000000000"),
    (-1234.5678, .plain, "-1234.5678"),
  ]

  @Test(arguments: numbers)
  func oneNumberPolicy(value: Double, style: JSONNumber.Style, text: String) {
    #expect(formatNumber(value, style: style) == text)
  }

  @Test func everyPrintedNumberReadsBackAsTheRoundedValue() throws {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<2_000 {
      let value = Double.random(in: -5_000...5_000, using: &generator)
      let text = formatNumber(value)
      let back = try #require(Double(text))
      #expect(back == (value * 1e6).rounded() / 1e6 || back == 0)
      #expect(!text.contains("e"))
    }
  }

  @Test func compactLineKeepsOrderAndEscapes() {
    let value: JSONValue = [
      "t": .number(0, style: .fractional), "name": "a\"b\n", "ok": true, "n": nil,
    ]
    #expect(JSONWriter.line(value) == #"{"t":0.0,"name":"a\"b\n","ok":true,"n":null}"#)
  }

  @Test func expandedMatchesFoundationsPrettyPrinting() throws {
    let value: JSONValue = ["a": [], "b": [:], "c": [[1], []], "d": "x/é"]
    let expected =
      "{\n  \"a\" : [\n\n  ],\n  \"b\" : {\n\n  },\n  \"c\" : [\n    [\n      1\n    ],\n"
      + "    [\n\n    ]\n  ],\n  \"d\" : \"x/é\"\n}"
    #expect(JSONWriter.pretty(value, style: .expanded) == expected)
  }

  @Test func inlineLeavesPutsScalarObjectsOnOneLine() {
    let value: JSONValue = [
      "contentInset": ["top": 0, "bottom": 302], "residualShift": 0, "parent": nil,
    ]
    #expect(
      JSONWriter.pretty(value, style: .inlineLeaves)
        == "{\n  \"contentInset\": {\"top\": 0, \"bottom\": 302},\n  \"residualShift\": 0,\n"
        + "  \"parent\": null\n}")
  }

  @Test func encodableValuesKeepTheirEncodingOrder() throws {
    struct Finding: Encodable {
      var rule = "r"
      var line = 3
      var fix: [String] = ["a"]
      var advice: String? = nil
      func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(rule, forKey: .rule)
        try c.encode(line, forKey: .line)
        try c.encode(fix, forKey: .fix)
        try c.encode(advice, forKey: .advice)
      }
      enum CodingKeys: String, CodingKey { case rule, line, fix, advice }
    }
    #expect(
      JSONWriter.line(try JSONValue(encoding: Finding()))
        == #"{"rule":"r","line":3,"fix":["a"],"advice":null}"#)
  }

  @Test func writtenJSONParsesBackToTheSameValue() throws {
    let value: JSONValue = ["a": [1, 2.5, "x\u{1}"], "b": ["c": nil, "d": false]]
    let text = JSONWriter.line(value)
    #expect(try JSONDocument(data: Array(text.utf8), source: "s").root == value)
    let pretty = JSONWriter.pretty(value, style: .expanded)
    #expect(try JSONDocument(data: Array(pretty.utf8), source: "s").root == value)
  }
}
