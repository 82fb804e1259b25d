/// The `UIControl.Event`s a text field sends while editing, with UIKit's raw bits.
///
/// ```swift
/// ControlEvent.editingChanged.rawValue  // 1 << 17
/// ControlEvent.editingChanged.name      // "editingChanged"
/// ```
public enum ControlEvent: UInt, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// Editing began (`UIControlEventEditingDidBegin`).
  case editingDidBegin = 0x10000
  /// The person changed the text (`UIControlEventEditingChanged`); never sent for a
  /// programmatic change (docs/sources.md#programmatic-text-change [M]).
  case editingChanged = 0x20000
  /// Editing ended (`UIControlEventEditingDidEnd`).
  case editingDidEnd = 0x40000
  /// Return was allowed (`UIControlEventEditingDidEndOnExit`).
  case editingDidEndOnExit = 0x80000
  /// The control's primary action: for a text field, Return, as `editingDidEndOnExit`
  /// (iOS 9+; *Programming iOS*, quoted in TORoundedButton PR 13 [M]).
  case primaryActionTriggered = 0x2000

  /// The Swift name, such as `editingChanged`.
  public var name: String {
    switch self {
    case .editingDidBegin: "editingDidBegin"
    case .editingChanged: "editingChanged"
    case .editingDidEnd: "editingDidEnd"
    case .editingDidEndOnExit: "editingDidEndOnExit"
    case .primaryActionTriggered: "primaryActionTriggered"
    }
  }

  /// The Swift name.
  public var description: String { name }
}
