public import Diagnostics
import Foundation
import JSONCoding
import KeyboardAvoidance
import KeyboardPresentation
public import TextField

/// Which lines of a timeline to print (`kbsim simulate --events`): event categories, and
/// `typed` for the type steps' summaries.
///
/// ```swift
/// let filter = EventFilter(categories: [.delegate, .keyboard], typed: false)
/// ```
public struct EventFilter: Hashable, Sendable {
  /// The event categories kept.
  public var categories: Set<TextInputEvent.Category>
  /// Whether a `type` step's summary line is kept.
  public var typed: Bool

  /// A filter keeping `categories` and, when `typed`, the typed lines.
  public init(categories: Set<TextInputEvent.Category>, typed: Bool) {
    self.categories = categories
    self.typed = typed
  }

  /// Every line.
  public static let all = EventFilter(
    categories: Set(TextInputEvent.Category.allCases), typed: true)

  /// The names a filter is written with: the categories', `notification` (every notification:
  /// the text fields' and the keyboard's) and `typed`.
  public static let names =
    TextInputEvent.Category.allCases.map(\.rawValue) + ["notification", "typed"]

  /// The filter of the comma-separated `names` (`delegate,keyboard,typed`).
  ///
  /// - Throws: ``SimulationError`` with code `invalidInput` naming the first unknown name.
  public init(names list: String) throws(SimulationError) {
    self.init(categories: [], typed: false)
    for name in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
      if name == "typed" {
        typed = true
      } else if name == "notification" {
        categories.formUnion([.fieldNotification, .keyboard])
      } else if let category = TextInputEvent.Category(rawValue: name) {
        categories.insert(category)
      } else {
        throw SimulationError.unknown(
          "kind", name, among: Self.names, code: .invalidInput, listingValid: true)
      }
    }
  }

  func keeps(_ event: FormEvent) -> Bool { categories.contains(event.category) }
}

/// The outputs of a form's run as `kbsim simulate` prints them: JSON Lines, the readable
/// timeline, the picture of a moment and the inset scenario of a moment.
package enum TimelineOutput {
  // MARK: - JSON Lines

  /// Writes one step's lines, one at a time (a long typing step has many lines, each with its
  /// field's text); with `messages`, notifications as the iOS 26 typed messages
  /// (``FormEvent/messageLine``).
  package static func jsonl(
    _ entry: FormRun.Entry, kinds: EventFilter, messages: Bool = false, write: (String) -> Void
  ) {
    for event in entry.events where kinds.keeps(event) {
      write((messages ? event.messageLine : event.jsonLine) + "\n")
    }
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
  package static func text(_ entry: FormRun.Entry, kinds: EventFilter, write: (String) -> Void) {
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
  /// - Throws: ``SimulationError`` with code `noMoment` when no field is focused or the
  ///   keyboard has posted nothing by then.
  package static func scenario(_ run: FormRun, script: FormScript, at time: Duration)
    throws(SimulationError) -> String
  {
    guard let entry = run.entry(at: time), let focused = entry.fields.first(where: \.isEditing)
    else {
      throw SimulationError(
        code: .noMoment,
        message: "no field is focused at t = \(formatNumber(time.inSeconds)) s")
    }
    guard let notification = run.keyboardNotification(at: time) else {
      throw SimulationError(
        code: .noMoment,
        message: "the keyboard has posted nothing by t = \(formatNumber(time.inSeconds)) s")
    }
    let document = AvoidanceScenario.document(
      screen: entry.screen, scrollView: script.scrollView, keyboard: KeyboardChange(notification),
      target: focused.frame, caret: focused.kind == .textView ? focused.caret : nil)
    return JSONWriter.pretty(document, style: .inlineLeaves)
  }
}
