public import Diagnostics
import Foundation
import KeyboardModel

/// The window text fields live in: it knows the first responder, the focus order the return
/// key follows, the clock, and the one ordered timeline of every field's events.
///
/// Focus moving from A to B asks B's `shouldBeginEditing` first, then A's `shouldEndEditing`;
/// A's end events come before B's begin events, and the keyboard cue comes once, after B's
/// (docs/sources.md#text-field-event-order).
///
/// ```swift
/// let window = TextInputWindow(typing: try TypingSession())
/// try window.add(TextField(id: "email"))
/// try window.add(TextField(id: "password"))
/// try window.field("email").becomeFirstResponder()
/// window.advance(by: .seconds(1))
/// window.events.last?.name  // "keyboard focus": the keyboard's notifications belong here
/// ```
@MainActor
public final class TextInputWindow {
  /// The fields, in the order they were added.
  public private(set) var fields: [TextInputView] = []
  /// The field ids in the order Return's "next" follows; the order of ``fields`` by default.
  public private(set) var focusOrder: [String] = []
  /// The first responder.
  public private(set) var firstResponder: TextInputView?
  /// Every event so far, in order (since the last `discardEvents()`).
  public private(set) var events: [TextInputEvent] = []
  /// The number of events `discardEvents()` let go: event indices count from the first event.
  private var discardedEvents = 0
  /// Each field's position in ``fields``, by id.
  private var positions: [String: Int] = [:]
  /// Each id's position in ``focusOrder``.
  private var focusPositions: [String: Int] = [:]
  /// The clock.
  public internal(set) var now: Duration = .zero
  /// Whether a hardware keyboard is attached (fields then type through xkb).
  public var hardwareKeyboard = false
  /// The event orders every field follows.
  public var order: EventOrder {
    didSet { for field in fields { field.lifecycle.order = order } }
  }
  /// Where the fields' typing engines come from.
  public let typing: (any TypingEngineSource)?
  private var explicitFocusOrder = false
  /// Delegates the window made for described fields (fields do not retain their delegates).
  private var ownedDelegates: [AnyObject] = []

  /// A window with no fields.
  ///
  /// - Parameters:
  ///   - order: The event orders every field follows.
  ///   - typing: Where the fields' typing engines come from (the `Simulation` module's
  ///     `TypingSession`); nil for a window whose fields are never typed into.
  public init(order: EventOrder = .canonical, typing: (any TypingEngineSource)? = nil) {
    self.order = order
    self.typing = typing
  }

  /// Adds a field at the end of the focus order.
  ///
  /// - Throws: ``TextFieldError`` with code ``TextFieldErrorCode/duplicateField``.
  public func add(_ field: TextInputView) throws(TextFieldError) {
    guard positions[field.id] == nil else {
      throw TextFieldError(
        code: .duplicateField, message: "a field named '\(field.id)' is already in the window")
    }
    field.window = self
    field.lifecycle.order = order
    positions[field.id] = fields.count
    fields.append(field)
    if !explicitFocusOrder {
      focusPositions[field.id] = focusOrder.count
      focusOrder.append(field.id)
    }
  }

  /// The field named `id`.
  ///
  /// - Throws: ``TextFieldError`` with code ``TextFieldErrorCode/unknownField`` and a
  ///   did-you-mean.
  public func field(_ id: String) throws(TextFieldError) -> TextInputView {
    if let position = positions[id] { return fields[position] }
    throw unknownField(id)
  }

  /// Sets the order Return's "next" follows.
  ///
  /// - Throws: ``TextFieldError`` with code ``TextFieldErrorCode/unknownField`` for an id that
  ///   names no field, or ``TextFieldErrorCode/duplicateField`` for an id listed twice.
  public func setFocusOrder(_ ids: [String]) throws(TextFieldError) {
    var seen: Set<String> = []
    for id in ids {
      guard positions[id] != nil else {
        throw unknownField(id, context: "focus order")
      }
      guard seen.insert(id).inserted else {
        throw TextFieldError(code: .duplicateField, message: "focus order: '\(id)' is listed twice")
      }
    }
    focusOrder = ids
    focusPositions = Dictionary(ids.enumerated().map { ($1, $0) }) { first, _ in first }
    explicitFocusOrder = true
  }

  /// Moves the clock forward (a secure field's last character is obscured after 2 s).
  public func advance(by duration: Duration) {
    guard duration > .zero else { return }
    now += duration
    firstResponder?.engine?.advance(by: duration)
  }

  /// `endEditing(_:)`: resigns the first responder; with `force`, without asking
  /// `shouldEndEditing` (its `didEndEditing` "may be called if forced",
  /// docs/sources.md#text-field-documented-order).
  ///
  /// - Returns: Whether nothing is first responder afterwards.
  @discardableResult
  public func endEditing(force: Bool) -> Bool {
    guard let current = firstResponder else { return true }
    return resign(current, force: force)
  }

  /// Makes the field after `field` in focus order first responder; on the last field (or when
  /// no later field accepts focus), resigns `field` instead.
  ///
  /// - Returns: Whether focus moved or `field` resigned.
  @discardableResult
  public func focusNext(after field: TextInputView) -> Bool {
    if let position = focusPositions[field.id] {
      for id in focusOrder[(position + 1)...] {
        guard let next = positions[id].map({ fields[$0] }), next.acceptsFocus else { continue }
        return next.becomeFirstResponder()
      }
    }
    return field.resignFirstResponder()
  }

  // MARK: - Responder changes

  func makeFirstResponder(_ field: TextInputView) -> Bool {
    if firstResponder === field { return true }
    guard field.window === self, field.acceptsFocus else { return false }
    guard field.ask(.shouldBeginEditing, change: nil).1 else { return false }
    if let current = firstResponder {
      guard current.ask(.shouldEndEditing, change: nil).1 else { return false }
      firstResponder = nil
      current.run(current.lifecycle.end(hidesKeyboard: false))
    }
    firstResponder = field
    field.run(field.lifecycle.begin(clearsText: field.clearsOnBegin))
    return true
  }

  func resign(_ field: TextInputView, force: Bool) -> Bool {
    guard firstResponder === field else { return true }
    if !force {
      guard field.ask(.shouldEndEditing, change: nil).1 else { return false }
    }
    guard firstResponder === field else { return true }
    firstResponder = nil
    field.run(field.lifecycle.end(hidesKeyboard: true))
    return true
  }

  func keepAlive(_ delegate: AnyObject) { ownedDelegates.append(delegate) }

  // MARK: - Timeline

  func record(_ event: TextInputEvent) -> Int {
    events.append(event)
    return discardedEvents + events.count - 1
  }

  func updateEvent(at index: Int, _ body: (inout TextInputEvent) -> Void) {
    guard events.indices.contains(index - discardedEvents) else { return }
    body(&events[index - discardedEvents])
  }

  /// Lets go of the events recorded so far, for a reader that has taken them (a long
  /// simulation that streams its timeline keeps memory bounded this way).
  package func discardEvents() {
    discardedEvents += events.count
    events.removeAll(keepingCapacity: true)
  }

  private func unknownField(_ id: String, context: String? = nil) -> TextFieldError {
    let ids = fields.map(\.id)
    let suggestion = Suggestion(for: id, among: ids)
    let prefix = context.map { "\($0): " } ?? ""
    return TextFieldError(
      code: .unknownField,
      message: "\(prefix)no field \(quoted(id))\(suggestion.clause) (fields: \(listing(ids)))",
      suggestion: suggestion)
  }
}
