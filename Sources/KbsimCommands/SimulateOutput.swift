import Diagnostics
import Foundation
import JSONCoding
import KeyboardPresentation
package import KeyboardSim

/// The outputs of `kbsim simulate`: JSON Lines, the readable timeline, the picture of a moment
/// and the inset scenario of a moment.
///
/// `package` for the fuzz targets, which render a run as the command does.
package enum SimulateOutput {
  /// What `--events` can keep: the event categories, and `typed` for the type steps' summaries.
  package struct Kinds: Equatable {
    var categories: Set<TextInputEvent.Category>
    var typed: Bool

    package static let all = Kinds(categories: Set(TextInputEvent.Category.allCases), typed: true)

    func keeps(_ event: FormEvent) -> Bool { categories.contains(event.category) }
  }

  /// The names `--events` takes.
  static let kindNames = TextInputEvent.Category.allCases.map(\.rawValue) + ["typed"]

  /// `--events delegate,keyboard`: the kinds kept; every kind without the option.
  static func kinds(_ list: String?) throws(CLIError) -> Kinds {
    guard let list else { return .all }
    var kinds = Kinds(categories: [], typed: false)
    for name in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
      if name == "typed" {
        kinds.typed = true
      } else if let category = TextInputEvent.Category(rawValue: name) {
        kinds.categories.insert(category)
      } else {
        let suggestion = Suggestion(for: name, among: kindNames)
        throw CLIError(
          code: .usage,
          message: "--events: unknown kind \(quoted(name))\(suggestion.clause) "
            + "(valid: \(kindNames.joined(separator: ", ")))",
          suggestion: suggestion)
      }
    }
    return kinds
  }

  // MARK: - JSON Lines

  /// Writes one step's lines, one at a time (a long typing step has many lines, each with its
  /// field's text).
  package static func jsonl(_ entry: FormRun.Entry, kinds: Kinds, write: (String) -> Void) {
    for event in entry.events where kinds.keeps(event) { write(event.jsonLine + "\n") }
    if kinds.typed, let typed = entry.typed { write(typedLine(typed, at: entry.endTime) + "\n") }
  }

  static func typedLine(_ typed: TypedText, at time: Duration) -> String {
    let line: JSONValue = [
      "t": NotificationFormat.time(time),
      "typed": [
        "field": .string(typed.field), "text": .string(typed.text),
        "committed": .string(typed.committed), "displayed": .string(typed.displayed),
        "taps": .number(typed.taps), "refused": .array(typed.refused.map { .string($0) }),
      ],
    ]
    return JSONWriter.line(line)
  }

  // MARK: - Text

  /// The timeline's first line: the device, orientation and release.
  package static func textHeader(_ script: FormScript) -> String {
    "\(script.device), \(script.orientation), iOS \(script.iOS)\n"
  }

  /// Writes one step's lines of the readable timeline, one at a time.
  package static func text(_ entry: FormRun.Entry, kinds: Kinds, write: (String) -> Void) {
    let time = formatNumber(entry.time.inSeconds, style: .fractional)
    let title = entry.step.map { "\($0)" } ?? "end of script"
    write("— \(title) (t = \(time) s)\n")
    let typed = kinds.typed ? entry.typed : nil
    if typed == nil, !entry.events.contains(where: kinds.keeps) {
      write("        (nothing posted)\n")
    }
    for event in entry.events where kinds.keeps(event) { write(event.textLine + "\n") }
    if let typed {
      let refused =
        typed.refused.isEmpty ? "" : ", refused \(typed.refused.joined(separator: " "))"
      write(
        String(format: "%7.3f", entry.endTime.inSeconds)
          + "  Typed into \(typed.field): field shows "
          + "\"\(typed.displayed)\" (\(typed.taps) tap\(typed.taps == 1 ? "" : "s")\(refused))\n")
    }
  }

  // MARK: - A moment

  /// The picture of the moment `time`: the fields after the last step begun by then, the
  /// keyboard where it is then (mid-animation included).
  package static func picture(_ run: FormRun, at time: Duration) -> String {
    let entry = run.entry(at: time)
    let caption = entry?.step.map { "after \($0)" } ?? "end of script"
    return FormSVG.render(
      screen: entry?.screen ?? run.keyboard.geometry.screenBounds.size,
      fields: entry?.fields ?? [], keyboard: run.keyboard.frame(at: time), time: time,
      caption: caption)
  }

  /// The `kbsim inset` scenario of the moment `time`: the device's screen, the keyboard's last
  /// notification by then, the focused field as the target (and a text view's caret), and the
  /// script's `scrollView`.
  ///
  /// - Throws: `CLIError` when no field is focused or the keyboard has posted nothing by then.
  package static func scenario(_ run: FormRun, script: FormScript, at time: Duration) throws
    -> String
  {
    guard let entry = run.entry(at: time), let focused = entry.fields.first(where: \.isEditing)
    else {
      throw CLIError(
        code: .badInput,
        message: "--scenario: no field is focused at t = \(formatNumber(time.inSeconds)) s")
    }
    guard let notification = run.keyboardNotification(at: time) else {
      throw CLIError(
        code: .badInput,
        message:
          "--scenario: the keyboard has posted nothing by t = \(formatNumber(time.inSeconds)) s")
    }
    let event = notification.name.rawValue
      .replacingOccurrences(of: "UIKeyboard", with: "")
      .replacingOccurrences(of: "Notification", with: "")
    let eventName = event.prefix(1).lowercased() + event.dropFirst()
    var members: [(String, JSONValue)] = [
      ("screen", JSONGeometry.json(entry.screen))
    ]
    if let scrollView = script.scrollView { members.append(("scrollView", scrollView)) }
    members.append(
      (
        "keyboard",
        [
          "event": .string(eventName),
          "frameBegin": JSONGeometry.json(notification.transition.frameBegin),
          "frameEnd": JSONGeometry.json(notification.transition.frameEnd),
        ]
      ))
    members.append(("target", JSONGeometry.json(focused.frame)))
    if focused.kind == .textView, let caret = focused.caret {
      members.append(("caret", JSONGeometry.json(caret)))
    }
    return JSONWriter.pretty(.object(members), style: .inlineLeaves)
  }
}
