import ArgumentParser
import Diagnostics
import Foundation
import JSONCoding
import KeyboardAvoidance
import KeyboardPresentation
import Simulation

/// `kbsim inset`: the content insets and offset that keep a field above the keyboard.
struct InsetCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "inset",
    abstract: "Compute contentInset, indicator insets and contentOffset for a keyboard change.",
    discussion: """
      SCENARIO.json holds the screen, window, scroll view(s), the keyboard's notification (or an \
      array of them: one result each), an optional layout guide and SwiftUI scene, and the \
      field (schema: docs/keyboard-avoidance.md). Without a scenario, --device and --field-frame \
      ask the common question: a field in a full-screen scroll view on a catalog device. Examples:
        kbsim inset examples/inset/b1.json
        kbsim inset examples/inset/stage-manager.json --format text
        kbsim inset examples/inset/stream-drag.json --format jsonl
        kbsim inset examples/inset/signup-iphone15.json --svg signup.svg
        kbsim inset --device iphone-15 --keyboard-type emailAddress --field-frame 16,600,361,44
      """)

  @Argument(help: "A scenario JSON file (- for standard input).")
  var scenario: String?

  @OptionGroup var formatOption: FormatOption<JSONJSONLOrText>

  @Option(help: "Also draw the scene before and after into this SVG file.")
  var svg: String?

  @Option(help: "Without a scenario: a device id (see 'kbsim devices').")
  var device: String?

  @Option(help: "With --device: portrait, portraitUpsideDown, landscapeLeft or landscapeRight.")
  var orientation = "portrait"

  @Option(help: "With --device: the iOS release (default 18, or the device's first if newer).")
  var ios: String?

  @OptionGroup var traits: TraitOptions

  @Option(parsing: .unconditional, help: "With --device: inputAccessoryView height in points.")
  var accessoryHeight: Double = 0

  @Option(help: "With --device: the field's frame in the scroll view's content, x,y,width,height.")
  var fieldFrame: String?

  @OptionGroup var layouts: LayoutsDirectoryOption

  func run() throws {
    let input = try readScenario()
    let steps = input.steps()
    let rendered: String
    switch formatOption.format {
    case .json: rendered = InsetJSON.render(input, steps: steps)
    case .jsonl: rendered = InsetJSON.lines(steps)
    case .text: rendered = InsetText.render(input, steps: steps)
    }
    if let svg { try AtomicFile.write(InsetSVG.render(input, steps: steps), to: svg) }
    print(rendered)
  }

  private func readScenario() throws -> AvoidanceScenario {
    do {
      guard let scenario else {
        guard let device, let fieldFrame else {
          throw CLIError("give a scenario file, or --device and --field-frame")
        }
        let catalog = try DeviceCatalog.bundled(layoutsDirectory: layouts.url)
        return try DeviceInsetQuestion(
          device: catalog.device(id: device),
          orientation: InterfaceOrientation(parsing: orientation),
          iOS: try ios.map(IOSVersion.init(parsing:)), traits: try traits.resolve(),
          accessoryHeight: CGFloat(accessoryHeight),
          fieldFrame: DeviceInsetQuestion.frame(parsing: fieldFrame)
        ).scenario()
      }
      guard device == nil, fieldFrame == nil else {
        throw CLIError("give a scenario file or --device, not both")
      }
      let input = try InputFile.read(scenario)
      return try AvoidanceScenario(json: input.data, source: input.source)
    } catch let error as CLIError {
      throw error
    } catch {
      throw CLIError(wrapping: error, code: .badInput)
    }
  }
}
