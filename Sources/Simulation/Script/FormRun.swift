public import Foundation
public import KeyboardPresentation
public import TextField

/// What a form script did, step by step: the timeline of text-field events and keyboard
/// notifications, what `type` steps typed, and the fields after each step.
///
/// ```swift
/// for entry in run.entries {
///   print(entry.step?.description ?? "end", entry.events.count)
/// }
/// ```
public struct FormRun: Sendable {
  /// One step's share of the timeline.
  public struct Entry: Sendable {
    /// The step's index, nil for the final settling of the clock.
    public var stepIndex: Int?
    /// The step.
    public var step: FormStep?
    /// The clock when the step began.
    public var time: Duration
    /// The clock when the step ended.
    public var endTime: Duration
    /// Everything recorded while the step ran, in order.
    public var events: [FormEvent]
    /// What a `type` step typed.
    public var typed: TypedText?
    /// The fields after the step (empty when the run was told not to keep them).
    public var fields: [FieldSnapshot]
    /// The ids of the fields editing after the step (the first responder).
    public var editingFields: [String]
    /// The screen's size after the step (it changes with rotation).
    public var screen: CGSize
  }

  /// The entries in order.
  public var entries: [Entry] = []
  /// The keyboard at the end of the run: its frames over time
  /// (``/KeyboardPresentation/KeyboardPresenter/frame(at:)``).
  public var keyboard: KeyboardPresenter

  /// Every event in order.
  public var timeline: [FormEvent] { entries.flatMap(\.events) }

  /// The fields' state at `time`: the last entry whose step had ended by then (the first
  /// entry when none had).
  public func entry(at time: Duration) -> Entry? {
    entries.last { $0.endTime <= time } ?? entries.first
  }

  /// The last keyboard notification at or before `time`.
  public func keyboardNotification(at time: Duration) -> KeyboardNotification? {
    var latest: KeyboardNotification?
    for case .keyboard(let notification) in timeline where notification.time <= time {
      latest = notification
    }
    return latest
  }
}
