import Foundation
import TestSupport
import Testing

/// What a new user tripped over, each as it was reported.
@Suite(.requires(.xkb))
struct NewUserTests {
  @Test(arguments: [
    #"{"device": "iphone-15", "steps": [{"wait": 1e21}]}"#,
    #"{"device": "iphone-15", "options": {"animationDuration": 1e300}, "steps": []}"#,
  ])
  func hugeTimesAreOneLineErrorsNotCrashes(script: String) throws {
    let result = try KbsimProcess.run(["simulate", "-"], stdin: script)
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("must be a number of seconds from 0 to 86400"))
    #expect(result.stderr.filter { $0 == "\n" }.count == 1)
  }

  @Test func emojiTypeThroughTheEmojiKeyboard() throws {
    let result = try KbsimProcess.run(["type", "--format", "json", "I ❤️ NY"])
    #expect(result.stdout.hasPrefix(#"{"committed":"I ❤️ NY","#))
    #expect(result.stdout.contains(#""refused":[]"#))
  }

  @Test func aRefusedCharacterMakesNoPeriodShortcut() throws {
    // 日 is on no key of the us keyboard: the two spaces around it stay two spaces.
    let result = try KbsimProcess.run(["type", "--format", "json", "I 日 NY"])
    #expect(result.stdout.hasPrefix(#"{"committed":"I  NY","#))
  }

  @Test func theGlobeAndDictationKeysCanBeTapped() throws {
    let result = try KbsimProcess.run(["type", "--taps", "h", "i", "🌐", "🎤"])
    #expect(result.status == 0)
    #expect(result.stdout == "Hi\n")
  }

  @Test(arguments: [
    (["frame", "--device", "iphone-15", "--accessory-height", "-44"], "got -44"),
    (["frame", "--device", "iphone-15", "--accessory-height", "1e9"], "got 1000000000"),
  ])
  func implausibleGeometryFlagsAreRangeErrors(arguments: [String], detail: String) throws {
    let result = try KbsimProcess.run(arguments)
    #expect(result.status != 0)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr
        == "Error: --accessory-height must be a number of points from 0 to 100000, \(detail)\n")
  }

  @Test func duplicateKeysAreAnErrorNamingTheKeyAndLine() throws {
    let result = try KbsimProcess.run(
      ["lint", "--traits", "-"],
      stdin: "{\"keyboardType\":\"emailAddress\",\n\"keyboardType\":\"numberPad\"}")
    #expect(result.status == 2)
    #expect(
      result.stderr == "Error: <stdin>:2:1: duplicate key 'keyboardType' in an object\n")
  }

  @Test func aFormWithoutFieldsSaysSo() throws {
    let result = try KbsimProcess.run(["lint", "--traits", "-"], stdin: #"{"role": "signup"}"#)
    #expect(result.status == 2)
    #expect(result.stderr == "Error: <stdin>:1:1: missing required key 'fields'\n")
  }

  @Test func typeTakesOneFieldOfAFormFile() throws {
    let form = Repository.example("lint/signup.json")
    let result = try KbsimProcess.run(
      ["type", "--traits", form, "--field", "email", "jane@example.com"])
    #expect(result.status == 0)
    #expect(result.stdout == "Jane@example.com\n")
    let missing = try KbsimProcess.run(["type", "--traits", form, "hi"])
    #expect(missing.status != 0)
    #expect(
      missing.stderr
        == "Error: \(form) holds a form (fields fullName, email, password, verificationCode): "
        + "choose one with --field NAME\n")
  }

  @Test func standardInputIsNotMixedWithText() throws {
    let result = try KbsimProcess.run(["type", "-", "extra"])
    #expect(result.status != 0)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr
        == "Error: - reads the text from standard input and cannot be combined with other text "
        + "(got '-' 'extra')\n")
  }

  @Test func buildOutputStaysOutOfTheRepository() throws {
    let ignore = try String(
      contentsOf: Repository.root.appendingPathComponent(".gitignore"), encoding: .utf8)
    #expect(ignore.split(separator: "\n").contains("/*.svg"))
  }

  @Test func speedFiguresLiveInTheReadmeAlone() throws {
    let typing = try String(
      contentsOf: Repository.root.appendingPathComponent("docs/typing.md"), encoding: .utf8)
    #expect(!typing.contains("taps/s on"))
    #expect(typing.contains("README.md#speed"))
  }

  /// `--` ends the options: the README's example of a release before its press.
  @Test func aDoubleDashLetsTheFirstTokenStartWithADash() throws {
    let result = try KbsimProcess.run(["press", "--layout", "us", "--", "-LFSH"])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "Error: token '-LFSH' at position 1: key 'LFSH' released but never pressed\n")
    let typed = try KbsimProcess.run(["press", "--layout", "us", "--", "LFSH+AC01", "AC02"])
    #expect(typed.stdout == "As\n")
  }

  /// A device that first shipped after iOS 18 is framed on its own first release by default.
  @Test func aNewDeviceIsFramedOnItsFirstReleaseByDefault() throws {
    let byDefault = try KbsimProcess.run(["frame", "--device", "iphone-17"])
    let on26 = try KbsimProcess.run(["frame", "--device", "iphone-17", "--ios", "26"])
    #expect(byDefault.status == 0, "\(byDefault.stderr)")
    #expect(byDefault.stdout == on26.stdout)
    let older = try KbsimProcess.run(["frame", "--device", "iphone-15"])
    let on18 = try KbsimProcess.run(["frame", "--device", "iphone-15", "--ios", "18"])
    #expect(older.stdout == on18.stdout)
  }
}
