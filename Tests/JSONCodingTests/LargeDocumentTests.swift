import Diagnostics
import Foundation
import JSONCoding
import Testing

/// What keeps large JSON inputs linear and bounded: positions found in constant time, objects of
/// any size looked up correctly, arrays written element by element, files read no further than
/// the limit.
struct LargeDocumentTests {
  /// Line and column the slow way: count every byte from the start.
  static func naivePosition(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    for byte in bytes.prefix(offset) {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return (line, column)
  }

  /// Every array element's place, in a document long enough to span many recorded positions,
  /// with multi-byte characters and lines of all lengths.
  @Test func placesMatchCountingFromTheStart() throws {
    var text = "[\n"
    for index in 0..<1_500 {
      let padding = String(repeating: index % 3 == 0 ? "é" : " ", count: index % 300)
      text += "\"v\(index)€\(padding)\"" + (index % 5 == 0 ? ",\n" : ", ")
    }
    text += "1]"
    let bytes = Array(text.utf8)
    let document = try JSONDocument(data: bytes, source: "s.json")
    guard case .array(let array) = document.root else {
      Issue.record("not an array")
      return
    }
    for index in stride(from: 0, to: array.count, by: 37) {
      let place = document.place(of: [.index(index)])
      let position = try #require(document.position(of: [.index(index)]))
      let offset = try #require(Self.offsetOfElement(index, in: bytes))
      let expected = Self.naivePosition(of: offset, in: bytes)
      #expect(position.line == expected.line && position.column == expected.column)
      #expect(place == "s.json:\(expected.line):\(expected.column): at [\(index)]")
    }
  }

  /// The byte offset of array element `index` in `bytes` (elements are strings, then a 1).
  static func offsetOfElement(_ index: Int, in bytes: [UInt8]) -> Int? {
    var count = 0
    var offset = 0
    var inString = false
    while offset < bytes.count {
      let byte = bytes[offset]
      if !inString, byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "1") {
        if count == index { return offset }
        count += 1
      }
      if byte == UInt8(ascii: "\"") { inString.toggle() }
      offset += 1
    }
    return nil
  }

  @Test func aKeptPositionMakesTheSamePlace() throws {
    let document = try JSONDocument(data: Array("{\n  \"steps\": [1,\n 2]}".utf8), source: "a")
    let position = document.position(of: [.key("steps"), .index(1)])
    #expect(
      JSONDocument.place(source: "a", position: position, keyPath: "steps[1]")
        == document.place(of: [.key("steps"), .index(1)]))
    #expect(JSONDocument.place(source: "a", position: nil, keyPath: "steps[1]") == "a: at steps[1]")
  }

  /// Small objects are searched in order, larger ones through an index: both find every key,
  /// reject a repeated one, and keep their order through removals.
  @Test(arguments: [3, 8, 9, 40])
  func objectsOfAnySizeFindTheirKeys(_ count: Int) throws {
    let members = (0..<count).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
    let document = try JSONDocument(data: Array("{\(members)}".utf8), source: "o")
    var object = try #require(document.root.objectValue)
    for index in 0..<count {
      guard case .number(let number) = object["k\(index)"] else {
        Issue.record("k\(index) is missing")
        continue
      }
      #expect(number.value == Double(index))
    }
    #expect(object["k\(count)"] == nil)
    object["k0"] = nil
    object["new"] = true
    #expect(object.keys == (1..<count).map { "k\($0)" } + ["new"])
    #expect(object["k\(count - 1)"] != nil)
    let repeated = "{\(members), \"k\(count - 1)\": 0}"
    #expect(throws: JSONError.self) { try JSONDocument(data: Array(repeated.utf8), source: "o") }
  }

  /// The streaming writer writes what the whole-value writer writes.
  @Test(arguments: [0, 1, 3])
  func streamingMatchesThePrettyWriter(_ count: Int) {
    let elements: [JSONValue] = (0..<count).map { ["rule": .string("r\($0)"), "fix": [:]] }
    let document: JSONValue = [
      "fields": 2, "findings": .array(JSONArray(elements)), "summary": ["error": 1],
    ]
    var streamed = ""
    JSONWriter.prettyStreaming(document, streaming: "findings", elements: elements) {
      streamed += $0
    }
    #expect(streamed == JSONWriter.pretty(document, style: .expanded))
  }

  /// The one-line streaming writer writes what ``JSONWriter/line(_:)`` writes, also when the
  /// array is long enough to be written in several pieces.
  @Test(arguments: [0, 1, 3, 20_000])
  func lineStreamingMatchesTheLineWriter(_ count: Int) {
    let elements: [JSONValue] = (0..<count).map { ["text": .string("é\($0)"), "cost": 1] }
    let document: JSONValue = ["layout": "fr", "steps": .array(JSONArray(elements)), "n": 2]
    var pieces: [String] = []
    JSONWriter.lineStreaming(document, streaming: "steps", elements: elements) {
      pieces.append($0)
    }
    #expect(pieces.joined() == JSONWriter.line(document))
    #expect(count < 20_000 || pieces.count > 1)
  }

  /// A file larger than the limit is refused without being read whole; one at the limit is read.
  @Test func filesAreReadNoFurtherThanTheLimit() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("kbsim-limit-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: url) }
    try Data("[1, 2, 3]".utf8).write(to: url)
    #expect(try InputFile.read(url.path, limit: 9).data.count == 9)
    let error = #expect(throws: JSONError.self) { try InputFile.read(url.path, limit: 8) }
    #expect(error?.code == .limitExceeded)
    #expect(error?.message == "\(url.path): the input is 9 bytes, more than the limit of 8")
  }

  /// A device that never ends (a pipe, /dev/zero) stops at the limit.
  @Test func anEndlessInputStopsAtTheLimit() throws {
    let error = #expect(throws: JSONError.self) { try InputFile.read("/dev/zero", limit: 1_000) }
    #expect(error?.code == .limitExceeded)
    #expect(error?.message == "/dev/zero: the input is more than the limit of 1000 bytes")
  }
}
