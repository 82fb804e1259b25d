/// The one option that holds every order of the editing lifecycle that no source pins down,
/// so that a device log can correct the simulation without a code change.
///
/// The default, ``canonical``, is the trace of docs/sources.md#text-field-event-order:
/// the control event comes before the delegate call at begin and at end (decompiled iOS 26.1
/// UIKit [M]). ``legacy`` is that trace as first written (delegate first, after Microsoft's
/// WinObjC). Every other member is an order the sources mark *assumed* or a disputed fact;
/// docs/text-field.md lists them with their sources.
///
/// ```swift
/// var order = EventOrder.canonical
/// order.selectionChange = .afterNotification   // Chameleon's order [L]
/// let window = try TextInputWindow(order: order)
/// ```
public struct EventOrder: Hashable, Sendable {
  /// Where a control event goes relative to the delegate call of the same step.
  public enum ControlEventPlacement: String, CaseIterable, Hashable, Sendable {
    /// `.editingDidBegin` then `textFieldDidBeginEditing(_:)`
    /// (docs/sources.md#text-field-event-order [M]).
    case beforeDelegate
    /// `textFieldDidBeginEditing(_:)` then `.editingDidBegin`
    /// (docs/sources.md#text-field-event-order, WinObjC [L]).
    case afterDelegate
  }

  /// Where the keyboard's hide notifications go when a field resigns.
  public enum KeyboardHidePlacement: String, CaseIterable, Hashable, Sendable {
    /// After `textFieldShouldEndEditing(_:)`, before the end events
    /// (docs/sources.md#text-field-event-order *assumed*: the documentation lists the hide before
    /// `didEndEditing`).
    case beforeEndEvents
    /// After the end notification.
    case afterEndEvents
  }

  /// Where `textFieldDidChangeSelection(_:)` for the caret placed at begin goes.
  public enum BeginSelectionChange: String, CaseIterable, Hashable, Sendable {
    /// After the keyboard's `will…` notifications (docs/sources.md#text-field-event-order,
    /// *assumed*).
    case afterKeyboard
    /// Before them, right after the begin notification.
    case beforeKeyboard
    /// Not called at begin.
    case none
  }

  /// Where `textFieldDidChangeSelection(_:)` goes after a text change.
  public enum SelectionChangePlacement: String, CaseIterable, Hashable, Sendable {
    /// Before `.editingChanged` (docs/sources.md#text-field-event-order *assumed*).
    case beforeEditingChanged
    /// After the change notification (Chameleon's order, docs/sources.md#text-field-event-order
    /// [L]).
    case afterNotification
  }

  /// Where `.primaryActionTriggered` goes relative to `.editingDidEndOnExit` on Return.
  public enum PrimaryActionPlacement: String, CaseIterable, Hashable, Sendable {
    /// `.editingDidEndOnExit`, then `.primaryActionTriggered` (*assumed*).
    case afterEditingDidEndOnExit
    /// `.primaryActionTriggered`, then `.editingDidEndOnExit`.
    case beforeEditingDidEndOnExit
    /// Not sent (iOS before 9).
    case none
  }

  /// `.editingDidBegin` versus `textFieldDidBeginEditing(_:)`.
  public var beginControlEvent: ControlEventPlacement = .beforeDelegate
  /// `.editingDidEnd` versus `textFieldDidEndEditing(_:reason:)`.
  public var endControlEvent: ControlEventPlacement = .beforeDelegate
  /// The keyboard's hide notifications versus the end events.
  public var keyboardHide: KeyboardHidePlacement = .beforeEndEvents
  /// The selection change for the caret placed at begin.
  public var beginSelectionChange: BeginSelectionChange = .afterKeyboard
  /// The selection change after a text change.
  public var selectionChange: SelectionChangePlacement = .beforeEditingChanged
  /// Whether `clearsOnBeginEditing`'s clear sends `.editingChanged` and the change notification
  /// (docs/sources.md#clears-on-begin-and-insertion: *assumed* not, an open question).
  public var clearOnBeginSendsChange = false
  /// Whether the clear button sends `.editingChanged` (disputed: decompiled UIKit and
  /// SwiftyUtils PR 49 say yes [M], one blog post says no [L]).
  public var clearButtonSendsEditingChanged = true
  /// Whether an autocorrection at a word boundary is its own change before the boundary
  /// character's (docs/sources.md#text-field-event-order *assumed*), or one change of the word and
  /// the character.
  public var autocorrectionIsSeparateChange = true
  /// `.primaryActionTriggered` on Return.
  public var primaryAction: PrimaryActionPlacement = .afterEditingDidEndOnExit
  /// Whether setting `text` or the selection from code while editing calls
  /// `textFieldDidChangeSelection(_:)` (*assumed*).
  public var programmaticSelectionChange = true

  /// The canonical order of docs/sources.md#text-field-event-order.
  public init() {}

  /// The canonical order (the default).
  public static let canonical = EventOrder()

  /// The first published trace (docs/sources.md#text-field-event-order): the delegate call before
  /// the control event at begin and at end.
  public static let legacy: EventOrder = {
    var order = EventOrder()
    order.beginControlEvent = .afterDelegate
    order.endControlEvent = .afterDelegate
    return order
  }()

  /// The named presets: `canonical`, `legacy`.
  public static let presets: [(name: String, order: EventOrder)] = [
    ("canonical", .canonical), ("legacy", .legacy),
  ]
}
