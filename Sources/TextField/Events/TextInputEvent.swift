public import KeyboardModel
public import UIKitVocabulary

/// One thing a text field or text view did, at its simulated time, with the field's text after
/// it: a delegate call, a control event, a notification, a key tap, or the point where the
/// keyboard's own notifications belong.
///
/// A ``TextInputWindow`` records every field's events in one ordered timeline.
///
/// ```swift
/// for event in window.events where event.category == .delegate {
///   print(event.field, event.kind)
/// }
/// ```
public struct TextInputEvent: Hashable, Sendable {
  /// What happened.
  public enum Kind: Hashable, Sendable {
    /// A delegate method was called (with its answer, for a question).
    case delegate(DelegateCall)
    /// A control event was sent to the field's targets.
    case controlEvent(ControlEvent)
    /// A notification was posted with the field as its object; the end notification of a text
    /// field carries its reason.
    case notification(TextFieldNotificationName, reason: DidEndEditingReason?)
    /// The first responder changed here: the keyboard's `will…` notifications are posted at
    /// this point of the timeline (docs/sources.md#text-field-event-order).
    case keyboard(KeyboardCue)
    /// A key of the virtual keyboard was tapped.
    case key(KeyPress)
  }

  /// Why the keyboard's notifications belong at a ``Kind/keyboard(_:)`` event.
  public enum KeyboardCue: String, Hashable, Sendable {
    /// The field became first responder: the keyboard shows or changes.
    case focus
    /// The field resigned and nothing took over: the keyboard hides.
    case resign
  }

  /// A tap on a key of the virtual keyboard.
  public struct KeyPress: Hashable, Sendable {
    /// The key's label (`j`, `space`, `⇧`, `return`).
    public var key: String
    /// The plane the key is on.
    public var plane: String
    /// Why the person tapped it (`character`, `shift`, `backspace`…): the typing engine's own
    /// reason for the tap.
    public var purpose: TypingEvent.Purpose

    /// Creates a tap record.
    public init(key: String, plane: String, purpose: TypingEvent.Purpose) {
      self.key = key
      self.plane = plane
      self.purpose = purpose
    }
  }

  /// The kinds of events, for filtering.
  public enum Category: String, CaseIterable, Hashable, Sendable {
    /// Delegate calls other than selection changes.
    case delegate
    /// `textFieldDidChangeSelection(_:)` and `textViewDidChangeSelection(_:)`.
    case selection
    /// Control events.
    case controlEvent
    /// Text-field and text-view notifications (`UITextFieldTextDidChangeNotification`, …).
    case fieldNotification
    /// Keyboard cues (and, where merged, the keyboard's notifications).
    case keyboard
    /// Key taps.
    case key
  }

  /// When it happened, on the window's clock.
  public var time: Duration
  /// The field's id.
  public var field: String
  /// What happened.
  public var kind: Kind
  /// The field's text after the event; of a text longer than ``textLimit`` characters, its
  /// last ``textLimit`` characters (``textLength`` then says how long the whole text is).
  public private(set) var text: String
  /// The whole text's length in UTF-16 code units (UIKit's `text.count` as an `NSString`
  /// length), when ``text`` holds only its end; nil when ``text`` is the whole text.
  public private(set) var textLength: Int?

  /// The most characters of the field's text an event holds: each event of a field being
  /// typed into would otherwise hold a copy of the whole text, so typing a long text would
  /// take memory and output in proportion to the square of its length.
  public static let textLimit = 256

  /// Creates an event.
  public init(time: Duration, field: String, kind: Kind, text: String) {
    self.time = time
    self.field = field
    self.kind = kind
    self.text = ""
    setText(text)
  }

  /// Sets the field's text after the event (its end, when it is longer than ``textLimit``).
  public mutating func setText(_ whole: String) {
    // UTF-8 length first: O(1), and no text of at most `textLimit` bytes is longer.
    guard whole.utf8.count > Self.textLimit,
      let start = whole.index(
        whole.endIndex, offsetBy: -Self.textLimit, limitedBy: whole.startIndex),
      start > whole.startIndex
    else {
      text = whole
      textLength = nil
      return
    }
    text = String(whole[start...])
    textLength = whole.utf16.count
  }

  /// The event's category.
  public var category: Category {
    switch kind {
    case .delegate(let call): call.method.isSelectionChange ? .selection : .delegate
    case .controlEvent: .controlEvent
    case .notification: .fieldNotification
    case .keyboard: .keyboard
    case .key: .key
    }
  }

  /// The delegate call, if the event is one.
  public var delegateCall: DelegateCall? {
    if case .delegate(let call) = kind { return call }
    return nil
  }

  /// A short name for tests and logs: the selector, control event, notification name, `key j`
  /// or `keyboard focus`.
  public var name: String {
    switch kind {
    case .delegate(let call): call.method.rawValue
    case .controlEvent(let event): event.name
    case .notification(let name, _): name.rawValue
    case .keyboard(let cue): "keyboard \(cue.rawValue)"
    case .key(let press): "key \(press.key)"
    }
  }
}
