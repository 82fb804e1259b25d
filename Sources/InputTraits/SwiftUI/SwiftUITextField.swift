/// A SwiftUI text field's trait modifiers, as values: what `TextField` / `SecureField` and
/// their modifiers can say about a field's traits, and what they cannot.
///
/// SwiftUI reaches only part of `UITextInputTraits` (docs/sources.md#swiftui-trait-modifiers):
/// `.keyboardType(_:)`, `.textInputAutocapitalization(_:)` (`.never`, `.words`, `.sentences`,
/// `.characters`), `.autocorrectionDisabled(_:)` (it can disable, never force on),
/// `.submitLabel(_:)` (no `google`, `yahoo`, `emergencyCall`), `.textContentType(_:)`,
/// `.writingToolsBehavior(_:)` (iOS 18), and `SecureField` for secure entry. Spell checking,
/// smart punctuation, inline prediction, math expression completion, keyboard appearance,
/// `enablesReturnKeyAutomatically` and password rules have no modifier;
/// converting traits that set them lists them in ``inexpressible``.
///
/// ```swift
/// let field = SwiftUITextField(TextInputTraits(
///   keyboardType: .emailAddress, autocapitalizationType: .none, autocorrectionType: .no,
///   spellCheckingType: .no, textContentType: .emailAddress))
/// print(field.swiftSource(title: "Email", text: "$email"))
/// ```
///
/// ```text
/// TextField("Email", text: $email)
///   .keyboardType(.emailAddress)
///   .textInputAutocapitalization(.never)
///   .autocorrectionDisabled()
///   .textContentType(.emailAddress)
/// // Not expressible in SwiftUI:
/// // spellCheckingType = no: no SwiftUI modifier; set it through UIKit
/// ```
public struct SwiftUITextField: Hashable, Sendable {
  /// SwiftUI's `TextInputAutocapitalization` (iOS 15).
  public enum Autocapitalization: String, CaseIterable, Hashable, Sendable {
    /// `.never` (UIKit `.none`).
    case never
    /// `.words`.
    case words
    /// `.sentences`.
    case sentences
    /// `.characters` (UIKit `.allCharacters`).
    case characters
  }

  /// SwiftUI's `SubmitLabel` (iOS 15).
  public enum SubmitLabel: String, CaseIterable, Hashable, Sendable {
    /// `.done`.
    case done
    /// `.go`.
    case go
    /// `.send`.
    case send
    /// `.join`.
    case join
    /// `.route`.
    case route
    /// `.search`.
    case search
    /// `.return` (UIKit `.default`).
    case `return`
    /// `.next`.
    case next
    /// `.continue`.
    case `continue`
  }

  /// `SecureField` instead of `TextField`.
  public var isSecureField: Bool
  /// `.keyboardType(_:)`; nil when the modifier is absent.
  public var keyboardType: KeyboardType?
  /// `.textInputAutocapitalization(_:)`; nil when the modifier is absent.
  public var textInputAutocapitalization: Autocapitalization?
  /// `.autocorrectionDisabled(_:)`; nil when the modifier is absent.
  public var autocorrectionDisabled: Bool?
  /// `.submitLabel(_:)`; nil when the modifier is absent.
  public var submitLabel: SubmitLabel?
  /// `.textContentType(_:)`; nil when the modifier is absent.
  public var textContentType: TextContentType?
  /// `.writingToolsBehavior(_:)` (iOS 18); nil when the modifier is absent.
  ///
  /// SwiftUI spells the cases by ``WritingToolsBehavior/swiftUIName``.
  public var writingToolsBehavior: WritingToolsBehavior?
  /// The trait values no SwiftUI modifier can express (empty when built from modifiers).
  public var inexpressible: [InexpressibleTrait]

  /// Describes a SwiftUI field by its modifiers; absent modifiers are nil.
  public init(
    isSecureField: Bool = false, keyboardType: KeyboardType? = nil,
    textInputAutocapitalization: Autocapitalization? = nil, autocorrectionDisabled: Bool? = nil,
    submitLabel: SubmitLabel? = nil, textContentType: TextContentType? = nil,
    writingToolsBehavior: WritingToolsBehavior? = nil
  ) {
    self.isSecureField = isSecureField
    self.keyboardType = keyboardType
    self.textInputAutocapitalization = textInputAutocapitalization
    self.autocorrectionDisabled = autocorrectionDisabled
    self.submitLabel = submitLabel
    self.textContentType = textContentType
    self.writingToolsBehavior = writingToolsBehavior
    self.inexpressible = []
  }

  /// The SwiftUI field for `traits`: a modifier for every non-default trait SwiftUI can
  /// express, and ``inexpressible`` listing the others.
  public init(_ traits: TextInputTraits) {
    self.init(
      isSecureField: traits.isSecureTextEntry,
      keyboardType: traits.keyboardType == .default ? nil : traits.keyboardType,
      textInputAutocapitalization: traits.autocapitalizationType == .sentences
        ? nil : Autocapitalization(traits.autocapitalizationType),
      autocorrectionDisabled: traits.autocorrectionType == .no ? true : nil,
      submitLabel: traits.returnKeyType == .default ? nil : SubmitLabel(traits.returnKeyType),
      textContentType: traits.textContentType,
      writingToolsBehavior: traits.writingToolsBehavior == .default
        ? nil : traits.writingToolsBehavior)
    inexpressible = Self.inexpressible(in: traits)
  }

  /// The traits the modifiers set; UIKit's defaults for the rest.
  ///
  /// `.autocorrectionDisabled(false)` is UIKit's `.default`, `.submitLabel(.return)` is `.default`.
  public var traits: TextInputTraits {
    var traits = TextInputTraits()
    traits.isSecureTextEntry = isSecureField
    if let keyboardType { traits.keyboardType = keyboardType }
    if let textInputAutocapitalization {
      traits.autocapitalizationType = textInputAutocapitalization.uiKit
    }
    if autocorrectionDisabled == true { traits.autocorrectionType = .no }
    if let submitLabel { traits.returnKeyType = submitLabel.uiKit }
    traits.textContentType = textContentType
    if let writingToolsBehavior { traits.writingToolsBehavior = writingToolsBehavior }
    return traits
  }

  private static let noModifier = "no SwiftUI modifier; set it through UIKit"

  private static func inexpressible(in traits: TextInputTraits) -> [InexpressibleTrait] {
    var found: [InexpressibleTrait] = []
    func add(_ trait: String, _ value: String, _ reason: String = noModifier) {
      found.append(InexpressibleTrait(trait: trait, value: value, reason: reason))
    }
    if traits.autocorrectionType == .yes {
      add("autocorrectionType", "yes", "SwiftUI can only disable autocorrection")
    }
    if traits.spellCheckingType != .default {
      add("spellCheckingType", traits.spellCheckingType.name)
    }
    if traits.smartQuotesType != .default { add("smartQuotesType", traits.smartQuotesType.name) }
    if traits.smartDashesType != .default { add("smartDashesType", traits.smartDashesType.name) }
    if traits.smartInsertDeleteType != .default {
      add("smartInsertDeleteType", traits.smartInsertDeleteType.name)
    }
    if traits.inlinePredictionType != .default {
      add("inlinePredictionType", traits.inlinePredictionType.name)
    }
    if traits.mathExpressionCompletionType != .default {
      add("mathExpressionCompletionType", traits.mathExpressionCompletionType.name)
    }
    if traits.keyboardAppearance != .default {
      add("keyboardAppearance", traits.keyboardAppearance.name)
    }
    if SubmitLabel(traits.returnKeyType) == nil {
      add("returnKeyType", traits.returnKeyType.name, "SubmitLabel has no \(traits.returnKeyType)")
    }
    if traits.enablesReturnKeyAutomatically { add("enablesReturnKeyAutomatically", "true") }
    if let rules = traits.passwordRules { add("passwordRules", rules) }
    return found
  }
}

extension SwiftUITextField.Autocapitalization {
  /// SwiftUI's spelling of a UIKit autocapitalization type (`init?(UITextAutocapitalizationType)`).
  public init(_ uiKit: AutocapitalizationType) {
    switch uiKit {
    case .none: self = .never
    case .words: self = .words
    case .sentences: self = .sentences
    case .allCharacters: self = .characters
    }
  }

  /// The UIKit autocapitalization type.
  public var uiKit: AutocapitalizationType {
    switch self {
    case .never: .none
    case .words: .words
    case .sentences: .sentences
    case .characters: .allCharacters
    }
  }
}

extension SwiftUITextField.SubmitLabel {
  /// SwiftUI's submit label for a UIKit return key type; nil for `google`, `yahoo` and
  /// `emergencyCall`, which SwiftUI lacks.
  public init?(_ uiKit: ReturnKeyType) {
    switch uiKit {
    case .default: self = .return
    case .go: self = .go
    case .join: self = .join
    case .next: self = .next
    case .route: self = .route
    case .search: self = .search
    case .send: self = .send
    case .done: self = .done
    case .continue: self = .continue
    case .google, .yahoo, .emergencyCall: return nil
    }
  }

  /// The UIKit return key type.
  public var uiKit: ReturnKeyType {
    switch self {
    case .done: .done
    case .go: .go
    case .send: .send
    case .join: .join
    case .route: .route
    case .search: .search
    case .return: .default
    case .next: .next
    case .continue: .continue
    }
  }
}
