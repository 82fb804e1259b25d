import Foundation
import Testing

/// `kbsim frame` end to end.
///
/// Expected frames are typed in from docs/sources.md#keyboard-total-heights.
struct FrameCommandTests {
  static let frames: [([String], String)] = [
    // iPhone 15: 216 + 45 + 75 = 336 at y 852 − 336 = 516 (U11).
    (["--device", "iphone-15", "--ios", "17"], #"{"x":0,"y":516,"width":393,"height":336}"#),
    // Number pad: 216 + 75 = 291 (docs/sources.md#keyboard-total-heights [I]).
    (
      ["--device", "iphone-15", "--ios", "17", "--keyboard-type", "numberPad"],
      #"{"x":0,"y":561,"width":393,"height":291}"#
    ),
    // 375×667, iOS 14, autocorrection off: no bar (docs/sources.md#predictive-bar-rule), 216
    // (dump 8).
    (
      ["--device", "iphone-se-2", "--ios", "14", "--autocorrection", "no"],
      #"{"x":0,"y":451,"width":375,"height":216}"#
    ),
    // The same on iOS 15 keeps the bar: 216 + 44 = 260 (U4).
    (
      ["--device", "iphone-se-2", "--ios", "15", "--autocorrection", "no"],
      #"{"x":0,"y":407,"width":375,"height":260}"#
    ),
    // Plus landscape with the bar: 162 + 38 = 200 (RxKeyboard #46).
    (
      ["--device", "iphone-8-plus", "--ios", "10", "--orientation", "landscapeLeft"],
      #"{"x":0,"y":214,"width":736,"height":200}"#
    ),
    // iPad 9.7-inch, iOS 9, hardware keyboard: 313 high, 55 on screen (SO 32319697).
    (
      ["--device", "ipad-9-7", "--ios", "9", "--hardware-keyboard"],
      #"{"x":0,"y":969,"width":768,"height":313}"#
    ),
    // iPhone with a hardware keyboard and a 44 pt toolbar: the toolbar only
    // (docs/sources.md#hardware-keyboard).
    (
      ["--device", "iphone-15", "--ios", "17", "--hardware-keyboard", "--accessory-height", "44"],
      #"{"x":0,"y":808,"width":393,"height":44}"#
    ),
    // A secure field hides the bar without AutoFill (docs/sources.md#predictive-bar-rule,
    // docs/sources.md#secure-text-entry): 291.
    (
      ["--device", "iphone-15", "--ios", "17", "--secure"],
      #"{"x":0,"y":561,"width":393,"height":291}"#
    ),
    // iOS 5 iPad landscape (home button right): portrait-fixed coordinates (OmniGroup log).
    (
      ["--device", "ipad-9-7", "--ios", "5", "--orientation", "landscapeRight"],
      #"{"x":0,"y":0,"width":352,"height":1024}"#
    ),
  ]

  @Test(arguments: frames)
  func printsTheFrame(arguments: [String], expected: String) throws {
    let result = try KbsimProcess.run(["frame"] + arguments)
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    #expect(result.stdout == expected + "\n")
  }

  @Test func readsTraitsFromAFile() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("kbsim-frame-traits-\(UUID().uuidString).json")
    try #"{"keyboardType": "URL"}"#.write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    // The URL keyboard has no bar (docs/sources.md#predictive-bar-rule): 291 on an iPhone 15.
    let result = try KbsimProcess.run(["frame", "--device", "iphone-15", "--traits", url.path])
    #expect(result.stdout == #"{"x":0,"y":561,"width":393,"height":291}"# + "\n")
  }

  static let errors: [([String], String)] = [
    (["--device", "iphnoe-15"], "Error: unknown device 'iphnoe-15'; did you mean 'iphone-15'?"),
    (
      ["--device", "iphone-15", "--accessory-height", "nan"],
      "Error: --accessory-height must be a number of points from 0 to 100000, got nan"
    ),
    (
      ["--device", "iphone-15", "--accessory-height=-3"],
      "Error: --accessory-height must be a number of points from 0 to 100000, got -3"
    ),
    (
      ["--device", "iphone-15", "--orientation", "landscapeLetf"],
      "Error: unknown orientation 'landscapeLetf'; did you mean 'landscapeLeft'? (valid: portrait, portraitUpsideDown, landscapeRight, landscapeLeft)"
    ),
    (
      ["--device", "iphone-15", "--ios", "12"],
      "Error: iphone-15 (iphone-393x852) is modelled from iOS 16, not iOS 12"
    ),
    (
      ["--device", "iphone-15", "--placement", "floating"],
      "Error: floating keyboards exist only on iPad, not on iphone-15"
    ),
    (
      ["--device", "iphone-15", "--layouts-dir", "/nonexistent"],
      "Error: --layouts-dir '/nonexistent' is not a folder: no layouts there"
    ),
  ]

  @Test(arguments: errors)
  func badInputIsOneLineWithNoOutput(arguments: [String], message: String) throws {
    let result = try KbsimProcess.run(["frame"] + arguments)
    #expect(result.status != 0)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == message + "\n")
  }
}
