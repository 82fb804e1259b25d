import Foundation
import JSONCoding
import TestSupport
import Testing

/// `kbsim type` and a `kbsim simulate` script commit the same text for the same field, as the
/// processes people run: a paragraph of a real corpus, typed into a field of each of a spread
/// of trait configurations (the library suite of the same name checks every line).
@Suite(.requires(.xkb, .compose, .hunspell("en_US"), TypingParity.corpus))
struct FrontEndParityTests {
  /// Default and switched-off correction, secure entry, and keyboards that change the text.
  static let configurations = TypingParity.configurations.filter {
    [
      "autocorrection default, spell checking default", "autocorrection default, spell checking no",
      "autocorrection no, spell checking default", "autocorrection yes, spell checking no",
      "secure", "secure, autocorrection yes", "keyboard emailAddress", "keyboard URL",
      "keyboard numberPad",
    ].contains($0.name)
  }

  @Test func typeAndSimulateCommitTheSameText() throws {
    #expect(Self.configurations.count == 9)
    let paragraph = try TypingParity.lines().prefix(60).joined()
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("kbsim-parity-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }

    var typed: [String] = []
    for (index, configuration) in Self.configurations.enumerated() {
      let traits = folder.appendingPathComponent("traits-\(index).json")
      try Data(configuration.traitsJSON.utf8).write(to: traits)
      let result = try KbsimProcess.run(
        ["type", "--traits", traits.path, "--format", "json", "-"], stdin: paragraph)
      #expect(result.status == 0, "\(configuration): \(result.stderr)")
      let output = try JSON.decode(JSONValue.self, from: result.stdout, source: "type output")
      guard case .string(let committed)? = Self.member(output, "committed") else {
        Issue.record("\(configuration): no committed text in \(result.stdout.prefix(200))")
        continue
      }
      typed.append(committed)
    }

    let fields = Self.configurations.indices.map {
      #""f\#($0)": {"traits": \#(Self.configurations[$0].traitsJSON)}"#
    }
    let steps = Self.configurations.indices.map {
      #"{"type": {"field": "f\#($0)", "text": \#(JSONWriter.string(paragraph))}}"#
    }
    let script = folder.appendingPathComponent("script.json")
    try Data(
      #"""
      {"device": "iphone-15", "fields": {\#(fields.joined(separator: ", "))},
       "steps": [\#(steps.joined(separator: ", "))]}
      """#.utf8
    ).write(to: script)
    let simulate = try KbsimProcess.run(["simulate", script.path, "--events", "typed"])
    #expect(simulate.status == 0, "\(simulate.stderr)")
    let lines = try JSON.decodeLines(
      JSONValue.self, from: Array(simulate.stdout.utf8), source: "simulate output")
    let simulated = lines.compactMap { line -> String? in
      guard let typed = Self.member(line, "typed"),
        case .string(let committed)? = Self.member(typed, "committed")
      else { return nil }
      return committed
    }
    #expect(simulated.count == Self.configurations.count)
    for (configuration, (expected, committed)) in zip(
      Self.configurations, zip(typed, simulated))
    {
      #expect(committed == expected, "\(configuration)")
    }
  }

  /// The member `key` of an object.
  static func member(_ value: JSONValue, _ key: String) -> JSONValue? {
    guard case .object(let object) = value else { return nil }
    return object[key]
  }
}
