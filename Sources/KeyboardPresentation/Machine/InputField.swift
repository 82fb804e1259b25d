public import Foundation
public import InputTraits

/// A text field or text view that can become first responder: its traits and input views.
///
/// Two fields that share an accessory view instance give it the same ``accessoryViewID``;
/// without one, a field's accessory is its own instance, so focus moving between two fields
/// with accessories posts the full sequence (docs/sources.md#focus-change-different-keyboard,
/// docs/sources.md#focus-change-identical-keyboard).
///
/// ```swift
/// let email = InputField(
///   id: "email",
///   traits: TextInputTraits(keyboardType: .emailAddress, autocapitalizationType: .none))
/// let code = InputField(id: "code", traits: TextInputTraits(keyboardType: .numberPad),
///                       accessoryHeight: 44)
/// ```
public struct InputField: Hashable, Sendable, Identifiable {
  /// The field's name in scripts and messages.
  public var id: String
  /// Its `UITextInputTraits`.
  public var traits: TextInputTraits
  /// Its `inputAccessoryView` height; 0 without one.
  public var accessoryHeight: CGFloat
  /// Names a shared accessory view instance; nil means the field's own.
  public var accessoryViewID: String?
  /// Its custom `inputView` height; nil for the system keyboard.
  public var inputViewHeight: CGFloat?
  /// Names a shared input view instance; nil means the field's own.
  public var inputViewID: String?

  /// Creates a field.
  public init(
    id: String, traits: TextInputTraits = TextInputTraits(), accessoryHeight: CGFloat = 0,
    accessoryViewID: String? = nil, inputViewHeight: CGFloat? = nil, inputViewID: String? = nil
  ) {
    self.id = id
    self.traits = traits
    self.accessoryHeight = accessoryHeight
    self.accessoryViewID = accessoryViewID
    self.inputViewHeight = inputViewHeight
    self.inputViewID = inputViewID
  }

  /// The identity of the accessory view instance, nil without one.
  var accessoryIdentity: String? {
    accessoryHeight > 0 ? (accessoryViewID ?? "field:\(id)") : nil
  }

  /// The identity of the input view instance, nil for the system keyboard.
  var inputViewIdentity: String? {
    inputViewHeight != nil ? (inputViewID ?? "field:\(id)") : nil
  }
}
