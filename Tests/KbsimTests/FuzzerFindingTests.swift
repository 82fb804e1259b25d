import Foundation
import TestSupport
import Testing

/// One regression test per class of finding of the black-box fuzzer
/// (`../shared/tools/fuzz-kbsim.py`): huge numbers that trapped on conversion, infinities
/// printed as JSON, multi-line errors, CRLF input, errors without a key path, and unknown keys
/// reported in a different order from run to run.
struct FuzzerFindingTests {
  /// Writes `text` to a fresh temporary file named `name` and returns its path.
  static func file(_ name: String, _ text: String) throws -> String {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("kbsim-fuzz-findings-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let url = directory.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  /// A bad input's outcome: exit status 1 (2 for lint), nothing on stdout, one line on stderr.
  static func expectOneLineError(
    _ result: ProcessResult, status: Int32 = 2, containing fragment: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(result.status == status, sourceLocation: sourceLocation)
    #expect(result.stdout.isEmpty, sourceLocation: sourceLocation)
    #expect(result.stderr.hasPrefix("Error: "), "\(result.stderr)", sourceLocation: sourceLocation)
    #expect(
      result.stderr.filter { $0 == "\n" }.count == 1, "\(result.stderr)",
      sourceLocation: sourceLocation)
    #expect(
      result.stderr.contains(fragment), "\(result.stderr) lacks \(fragment)",
      sourceLocation: sourceLocation)
  }

  static let iPhoneScript = #"{"device": "iphone-15", "ios": "17", "fields": {"a": {}}, "#
  static let iPadScript = #"{"device": "ipad-pro-11", "ios": "17", "fields": {"a": {}}, "#

  /// Finite numbers too large for a `Duration` or an `Int` used to trap (SIGILL) after passing
  /// validation, some only when the time was printed.
  static let hugeNumbers: [(script: String, fragment: String)] = [
    (iPhoneScript + #""steps": [{"focus": "a"}, {"wait": 1e300}]}"#, "at steps[1].wait"),
    (
      iPhoneScript + #""steps": [{"focus": "a"}, {"wait": 18446744073709551616}]}"#,
      "at steps[1].wait"
    ),
    (
      iPhoneScript + #""options": {"showAnimationDuration": 1.79e308}, "steps": []}"#,
      "at options.showAnimationDuration"
    ),
    (
      iPadScript
        + #""options": {"animationDuration": 1e19}, "steps": [{"focus": "a"}, {"undock": true}]}"#,
      "at options.animationDuration"
    ),
    (
      iPhoneScript + #""options": {"rotationRepeats": 1000000000}, "steps": []}"#,
      "at options.rotationRepeats"
    ),
  ]

  @Test(arguments: hugeNumbers)
  func hugeNumbersAreRangeErrorsWithTheirKeyPath(script: String, fragment: String) throws {
    let path = try Self.file("huge.json", script)
    Self.expectOneLineError(try KbsimProcess.run(["simulate", path]), containing: fragment)
  }

  @Test func aFloatingKeyboardFarBelowTheScreenIsARangeError() throws {
    let path = try Self.file(
      "float.json",
      Self.iPadScript
        + #""steps": [{"focus": "a"}, {"float": {"x": 0, "y": 1e308, "width": 320, "height": 250}}]}"#
    )
    Self.expectOneLineError(
      try KbsimProcess.run(["simulate", path]), containing: "at steps[1].float.y")
  }

  @Test func frameHeightsTooLargeToAddAreRefused() throws {
    let result = try KbsimProcess.run([
      "frame", "--device", "iphone-15", "--accessory-height", "1e308", "--input-view-height",
      "1e308",
    ])
    Self.expectOneLineError(result, containing: "--accessory-height")
  }

  @Test func anInsetTargetTooTallForADoubleIsOutOfRange() throws {
    let scene = try String(contentsOfFile: Repository.example("inset/b1.json"), encoding: .utf8)
      .replacingOccurrences(of: #""height": 44}"#, with: #""height": 1.8e308}"#)
    let path = try Self.file("tall.json", scene)
    Self.expectOneLineError(try KbsimProcess.run(["inset", path]), containing: "at target.height")
  }

  /// A keyboard far below the screen drew `x="inf"`; every coordinate of the picture is finite.
  @Test func anInsetPictureOfAFarAwayKeyboardHasFiniteCoordinates() throws {
    let scene = try String(contentsOfFile: Repository.example("inset/b1.json"), encoding: .utf8)
      .replacingOccurrences(of: #""y": 516"#, with: #""y": 99999"#)
    let path = try Self.file("far.json", scene)
    let svg = URL(fileURLWithPath: path).deletingLastPathComponent()
      .appendingPathComponent("far.svg").path
    let result = try KbsimProcess.run(["inset", path, "--svg", svg])
    #expect(result.status == 0, "\(result.stderr)")
    let picture = try String(contentsOfFile: svg, encoding: .utf8)
    #expect(!picture.isEmpty)
    for word in ["inf", "nan", "NaN"] {
      #expect(!picture.contains("\"\(word)"), "the picture holds \(word)")
      #expect(!picture.contains(" \(word)"), "the picture holds \(word)")
    }
  }

  /// Keys, strings and arguments with control characters or invalid UTF-8 gave errors over
  /// several lines.
  @Test func controlCharactersInJSONKeysAndStringsAreEscaped() throws {
    let key = try Self.file("key.json", "{\"device\": \"iphone-15\", \"st\\u0001eps\": []}")
    Self.expectOneLineError(try KbsimProcess.run(["simulate", key]), containing: #"st\u{1}eps"#)
    let string = try Self.file("string.json", #"{"device": "iphone\n15", "steps": []}"#)
    Self.expectOneLineError(try KbsimProcess.run(["simulate", string]), containing: #"iphone\n15"#)
  }

  @Test func lintExitsTwoForAnInvalidUTF8Argument() throws {
    // Arguments reach the process as bytes; Foundation's `Process` takes Strings, so the
    // invalid byte goes through a shell.
    let result = try KbsimProcess.shell("exec \"$0\" lint --traits \"$(printf '\\377')\"")
    Self.expectOneLineError(result, status: 2, containing: #"\xFF"#)
  }

  @Test func planReadsCRLFLines() throws {
    let result = try KbsimProcess.run(["plan", "--layout", "us"], stdin: "ab\r\ncd\r\n")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "AC01 AB05\nAB03 AC03\n")
  }

  @Test func aFractionWhereAnIntegerBelongsNamesTheKey() throws {
    let path = try Self.file(
      "repeats.json", Self.iPhoneScript + #""options": {"rotationRepeats": 4.5}, "steps": []}"#)
    Self.expectOneLineError(
      try KbsimProcess.run(["simulate", path]),
      containing: "at options.rotationRepeats: expected an integer, found 4.5")
  }

  /// Of several unknown keys, the first in the document is reported, every time.
  @Test func theFirstUnknownKeyInTheDocumentIsReported() throws {
    let path = try Self.file(
      "unknown.json",
      #"{"zeta": 1, "device": "iphone-15", "alpha": 2, "steps": [], "mid": 3, "omega": 4}"#)
    for _ in 0..<5 {
      Self.expectOneLineError(
        try KbsimProcess.run(["simulate", path]), containing: "at zeta: unknown script key 'zeta'")
    }
  }

  /// A range error in the settings of a script with fields named `fields` as unknown: the
  /// script's keys were not all declared yet when the error surfaced.
  @Test func anErrorInTheOptionsIsNotReportedAsAnUnknownKey() throws {
    let path = try Self.file(
      "options.json", Self.iPhoneScript + #""options": {"rotationRepeats": 9}, "steps": []}"#)
    Self.expectOneLineError(
      try KbsimProcess.run(["simulate", path]),
      containing: "at options.rotationRepeats: must be 1…4")
  }
}
