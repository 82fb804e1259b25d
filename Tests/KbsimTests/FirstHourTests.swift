import Foundation
import JSONCoding
import TestSupport
import Testing

/// What a new user runs into in the first hour, run as they run it: numbers reach their range
/// checks, commands without input say what they need, text comes from a pipe, every format of
/// a command prints, and suggestions only name what was meant.
@Suite(.requires(.xkb, .compose))
struct FirstHourTests {
  @Test(arguments: [
    (["type", "--typos", "-0.1", "hi"], "--typos must be between 0 and 1, not -0.1"),
    (["correct", "--limit", "-3", "teh"], "--limit must be positive, not -3"),
    (["simulate", "-", "--svg", "/tmp/x.svg", "--at", "-5"], "--at -5: give a time"),
    (["simulate", "-", "--svg", "/tmp/x.svg", "--at", "nan"], "--at nan: give a time"),
    (["simulate", "-", "--svg", "/tmp/x.svg", "--at", "1e300"], "--at 1e+300: give a time"),
    (
      ["coverage", "report", "-", "--fail-under", "nan"],
      "--fail-under must be between 0 and 100, not nan"
    ),
  ])
  func numbersReachTheirRangeChecks(arguments: [String], message: String) throws {
    let result = try KbsimProcess.run(arguments, stdin: "{}")
    #expect(result.status == 2, "\(result.stderr)")
    #expect(result.stderr.hasPrefix("Error: \(message)"), "\(result.stderr)")
    #expect(result.stdout.isEmpty)
  }

  @Test func lintWithNothingToLintSaysWhatItNeeds() throws {
    let result = try KbsimProcess.run(["lint"])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("Error: nothing to lint: give --traits FILE.json"))
  }

  @Test func typeReadsAPipeWithoutADash() throws {
    let result = try KbsimProcess.run(["type"], stdin: "see you")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "See you\n")
  }

  @Test func frameHasTextAsWellAsJSON() throws {
    let text = try KbsimProcess.run(["frame", "--device", "iphone-15", "--format", "text"])
    #expect(text.stdout == "docked (0, 516, 393, 336)\n")
    let json = try KbsimProcess.run(["frame", "--device", "iphone-15"])
    #expect(json.stdout == #"{"x":0,"y":516,"width":393,"height":336}"# + "\n")
  }

  /// `--format json` is the JSON Lines as one array, element for element.
  @Test func simulateJSONIsTheLinesAsOneArray() throws {
    let script = Repository.example("simulate/signup-iphone15.json")
    let lines = try KbsimProcess.run(["simulate", script])
    let array = try KbsimProcess.run(["simulate", script, "--format", "json"])
    #expect(array.status == 0, "\(array.stderr)")
    let parsed = try JSON.decode(JSONValue.self, from: array.stdout, source: "simulate json")
    let expected = try JSON.decodeLines(
      JSONValue.self, from: Array(lines.stdout.utf8), source: "simulate jsonl")
    guard case .array(let elements) = parsed else {
      Issue.record("not an array: \(array.stdout.prefix(100))")
      return
    }
    #expect(Array(elements) == expected)
    #expect(!expected.isEmpty)
  }

  /// `notification` is every notification; `fieldNotification` the text fields' alone.
  @Test func notificationMeansEveryNotification() throws {
    let script = Repository.example("simulate/signup-fields-iphone15.json")
    let all = try KbsimProcess.run(["simulate", script, "--events", "notification"]).stdout
    let fields = try KbsimProcess.run(["simulate", script, "--events", "fieldNotification"]).stdout
    #expect(all.contains("UIKeyboardWillShowNotification"))
    #expect(all.contains("UITextFieldTextDidChangeNotification"))
    #expect(!fields.contains("UIKeyboard"))
    #expect(fields.contains("UITextFieldTextDidChangeNotification"))
  }

  @Test(arguments: [
    (["type", "--layout", "french", "hi"], "Error: unknown layout 'french'; did you mean 'fr'?\n"),
    (["type", "--layout", "xx", "hi"], "Error: unknown layout 'xx'\n"),
    (
      ["frame", "--device", "iphone-99"],
      "Error: unknown device 'iphone-99'; did you mean 'iphone-11'?\n"
    ),
  ])
  func suggestionsNameWhatWasMeant(arguments: [String], stderr: String) throws {
    let result = try KbsimProcess.run(arguments)
    #expect(result.stderr == stderr)
  }
}
