import ArgumentParser
import Diagnostics
import Foundation
import JSONCoding
import KeyboardPresentation

/// `kbsim frame`: the keyboard frame for a device, orientation, release and traits.
struct FrameCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "frame",
    abstract:
      "Print the keyboard frame in screen coordinates as {\"x\",\"y\",\"width\",\"height\"}.",
    discussion: """
      The frame is the keyboard's end frame as UIKeyboardFrameEndUserInfoKey reports it:
      full screen width, at the bottom edge; with --hardware-keyboard an iPad keeps the full \
      height with only the 55 pt Shortcut Bar on screen on iOS 9–14, and from iPadOS 15 shows \
      the minimized bar (the accessory, or a zero-height frame; in Stage Manager a 320×55 bar); \
      an iPhone shows only the accessory (a zero-height frame at the bottom edge without one).

      Examples:
      kbsim frame --device iphone-15
      kbsim frame --device iphone-15 --keyboard-type numberPad \\
        --orientation landscapeLeft
      kbsim frame --device ipad-pro-11 --ios 17 --hardware-keyboard \\
        --accessory-height 44
      kbsim frame --device iphone-se-3 --ios 14 --autocorrection no
      kbsim frame --device iphone-15 --display-zoom
      """)

  @Option(help: "Device id, e.g. iphone-15 or ipad-pro-11 (see 'kbsim devices').")
  var device: String

  @Option(help: "portrait, portraitUpsideDown, landscapeLeft or landscapeRight.")
  var orientation = "portrait"

  @Option(
    help: "iOS release, e.g. 17 or 16.1 (default 18, or the device's first release if newer).")
  var ios: String?

  @OptionGroup var traits: TraitOptions

  // `.unconditional` so that `-44` reaches the range check instead of reading as an option.
  @Option(parsing: .unconditional, help: "inputAccessoryView height in points (0…100000).")
  var accessoryHeight: Double = 0

  @Option(
    parsing: .unconditional,
    help: "A custom inputView's height in points (0…100000; replaces the keyboard).")
  var inputViewHeight: Double?

  @Flag(help: "A hardware keyboard is attached.")
  var hardwareKeyboard = false

  @Flag(help: "Display Zoom is on (the phone presents a smaller screen, e.g. 320×693).")
  var displayZoom = false

  @Option(help: "The Predictive setting: on, off or collapsed (iOS 8–10).")
  var predictive = "on"

  @Option(help: "standard or emoji.")
  var inputMode = "standard"

  @Option(help: "iPad only: docked, undocked, split or floating.")
  var placement = "docked"

  @Option(help: "iPad only: fullScreen or stageManager (the minimized bar of --hardware-keyboard).")
  var windowMode = "fullScreen"

  @OptionGroup var layouts: LayoutsDirectoryOption

  @OptionGroup var formatOption: FormatOption<JSONOrText>

  func run() throws {
    print(try Self.frame(self))
  }

  /// The frame as JSON or text, or a `CLIError` with a one-line message.
  static func frame(_ options: FrameCommand) throws -> String {
    let traits = try options.traits.resolve()
    do {
      try PresentationError.requireGeometry(options.accessoryHeight, "--accessory-height")
      if let height = options.inputViewHeight {
        try PresentationError.requireGeometry(height, "--input-view-height")
      }
      let catalog = try DeviceCatalog.bundled(layoutsDirectory: options.layouts.url)
      let setup = KeyboardSetup(
        traits: traits, accessoryHeight: CGFloat(options.accessoryHeight),
        inputViewHeight: options.inputViewHeight.map { CGFloat($0) },
        inputMode: try InputMode(parsing: options.inputMode),
        predictiveBar: try PredictiveBarSetting(parsing: options.predictive),
        hardwareKeyboard: options.hardwareKeyboard,
        placement: try KeyboardPlacement(parsing: options.placement),
        windowMode: try WindowMode(parsing: options.windowMode))
      let reported = try catalog.reportedFrame(
        device: options.device, displayZoom: options.displayZoom,
        orientation: InterfaceOrientation(parsing: options.orientation),
        iOS: options.ios.map(IOSVersion.init(parsing:)), setup: setup)
      switch options.formatOption.format {
      case .json: return JSONWriter.line(JSONGeometry.json(reported.rect))
      case .text: return reported.description
      }
    } catch {
      throw CLIError(wrapping: error, code: .badInput)
    }
  }
}
