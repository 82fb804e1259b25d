public import Foundation
public import InputTraits
import JSONCoding

/// One event for ``KeyboardPresenter`` or a wait: the keyboard's share of a simulation
/// script's steps.
///
/// In a script each step is an object with exactly one key, such as `{"focus": "email"}`;
/// docs/presentation.md lists them. Typing and the text fields' own steps belong to the
/// `Simulation` module's form scripts.
///
/// ```swift
/// let steps: [KeyboardStep] = [.focus("email"), .wait(.milliseconds(500)), .resign]
/// ```
public enum KeyboardStep: Hashable, Sendable, CustomStringConvertible {
  /// `{"focus": "email"}`: the field becomes first responder.
  case focus(String)
  /// `{"resign": true}`: the first responder resigns.
  case resign
  /// `{"rotate": "landscapeLeft"}`.
  case rotate(InterfaceOrientation)
  /// `{"hardwareKeyboard": true}`: attach (true) or detach (false).
  case hardwareKeyboard(Bool)
  /// `{"wait": 0.5}`: the clock advances, seconds.
  case wait(Duration)
  /// `{"predictiveBar": "off"}`.
  case predictiveBar(PredictiveBarSetting)
  /// `{"inputMode": "emoji"}` or `{"inputMode": {"height": 259, "via": "longPressPicker"}}`.
  case inputMode(InputMode, via: InputModeSwitch)
  /// `{"reloadInputViews": true}` or with changes to the focused field:
  /// `{"reloadInputViews": {"traits": {…}, "accessoryHeight": 44}}`.
  case reloadInputViews(FieldChanges?)
  /// `{"undock": "gesture"}` or `{"undock": {"via": "menu", "bottomOffset": 200}}`.
  case undock(KeyboardInteraction, bottomOffset: CGFloat)
  /// `{"split": "gesture"}`, like undock.
  case split(KeyboardInteraction, bottomOffset: CGFloat)
  /// `{"dock": "menu"}`.
  case dock(KeyboardInteraction)
  /// `{"float": true}` or `{"float": {"x": 224, "y": 600, "width": 320, "height": 260}}`.
  case float(CGRect?)
  /// `{"dragKeyboard": 120}`: an interactive dismissal drags the keyboard down, points.
  case dragKeyboard(CGFloat)
  /// `{"endDrag": "dismiss"}` or `{"endDrag": "cancel"}`.
  case endDrag(dismissing: Bool)
  /// `{"drag": {"mode": "interactive", "points": [{"t": 0, "y": 400}, …]}}`: a finger drags in
  /// a scroll view that dismisses the keyboard in that mode (``KeyboardPresenter/drag(_:)``).
  case drag(KeyboardDrag)
  /// `{"presentModal": "email"}`: a view controller is presented modally and the field becomes
  /// first responder as it appears (docs/sources.md#modal-presentation-keyboard).
  case presentModal(String)
  /// `{"dismissModal": true}`: the presented view controller is dismissed with its first
  /// responder.
  case dismissModal

  /// Changes to the focused field applied by a `reloadInputViews` step.
  public struct FieldChanges: Hashable, Sendable {
    /// New traits, or nil to keep them.
    public var traits: TextInputTraits?
    /// A new accessory height, or nil to keep it.
    public var accessoryHeight: CGFloat?
    /// A new input view height, or nil to keep it.
    public var inputViewHeight: CGFloat?

    /// Creates changes.
    public init(
      traits: TextInputTraits? = nil, accessoryHeight: CGFloat? = nil,
      inputViewHeight: CGFloat? = nil
    ) {
      self.traits = traits
      self.accessoryHeight = accessoryHeight
      self.inputViewHeight = inputViewHeight
    }
  }

  /// The step's JSON key.
  public var key: String {
    switch self {
    case .focus: "focus"
    case .resign: "resign"
    case .rotate: "rotate"
    case .hardwareKeyboard: "hardwareKeyboard"
    case .wait: "wait"
    case .predictiveBar: "predictiveBar"
    case .inputMode: "inputMode"
    case .reloadInputViews: "reloadInputViews"
    case .undock: "undock"
    case .split: "split"
    case .dock: "dock"
    case .float: "float"
    case .dragKeyboard: "dragKeyboard"
    case .endDrag: "endDrag"
    case .drag: "drag"
    case .presentModal: "presentModal"
    case .dismissModal: "dismissModal"
    }
  }

  /// A short human description, such as `focus email`.
  public var description: String {
    switch self {
    case .focus(let id): "focus \(id)"
    case .resign: "resign"
    case .rotate(let orientation): "rotate \(orientation)"
    case .hardwareKeyboard(let attached): "hardware keyboard \(attached ? "attached" : "detached")"
    case .wait(let duration): "wait \(formatNumber(duration.inSeconds)) s"
    case .predictiveBar(let setting): "predictive bar \(setting.rawValue)"
    case .inputMode(let mode, let via): "input mode \(mode) via \(via.rawValue)"
    case .reloadInputViews: "reloadInputViews"
    case .undock(let via, _): "undock via \(via.rawValue)"
    case .split(let via, _): "split via \(via.rawValue)"
    case .dock(let via): "dock via \(via.rawValue)"
    case .float: "float"
    case .dragKeyboard(let offset): "drag keyboard \(formatNumber(Double(offset))) pt"
    case .endDrag(let dismissing): dismissing ? "end drag, dismiss" : "end drag, cancel"
    case .drag(let drag): "drag (\(drag.mode.rawValue), \(drag.points.count) points)"
    case .presentModal(let id): "present modally, focus \(id)"
    case .dismissModal: "dismiss the modal"
    }
  }
}
