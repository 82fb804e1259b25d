/// A rule that some trait configurations are not worth testing: an implication (`if` these
/// traits have these values, `then` those traits have those values) or an exclusion (`not`
/// this combination).
///
/// Each condition names a trait and the values it may have; conditions in a list must all hold.
/// An `if` or `not` condition on a trait the model does not vary reads the trait's UIKit
/// default; a `then` condition on such a trait is taken to hold (the model does not vary it,
/// and iOS gives it the forced value whatever a test declares).
///
/// ```swift
/// let secure = TraitConstraint(
///   if: [.init("isSecureTextEntry", [.bool(true)])],
///   then: [.init("autocorrectionType", [.name("no")])],
///   label: "secure entry turns autocorrection off")
/// ```
public struct TraitConstraint: Hashable, Sendable {
  /// A trait and the values that satisfy the condition.
  public struct Condition: Hashable, Sendable, CustomStringConvertible {
    /// The trait's name.
    public var trait: String
    /// The values that satisfy the condition.
    public var values: [TraitValue]

    /// A condition.
    public init(_ trait: String, _ values: [TraitValue]) {
      self.trait = trait
      self.values = values
    }

    /// `keyboardType ∈ {numberPad, phonePad}` or `isSecureTextEntry = true`.
    public var description: String {
      values.count == 1
        ? "\(trait) = \(values[0])"
        : "\(trait) ∈ {\(values.map(\.description).joined(separator: ", "))}"
    }
  }

  /// An implication or an exclusion.
  public enum Kind: Hashable, Sendable {
    /// When every `if` condition holds, every `then` condition must hold.
    case implication(if: [Condition], then: [Condition])
    /// The conditions must not all hold at once.
    case exclusion([Condition])
  }

  /// The rule.
  public var kind: Kind
  /// How messages and reports name the constraint: `ios 1`, `constraint 2 (line 5)`.
  public var label: String
  /// Why the constraint holds, if given.
  public var note: String?

  /// An implication.
  public init(
    if conditions: [Condition], then consequences: [Condition], label: String, note: String? = nil
  ) {
    self.kind = .implication(if: conditions, then: consequences)
    self.label = label
    self.note = note
  }

  /// An exclusion.
  public init(not conditions: [Condition], label: String, note: String? = nil) {
    self.kind = .exclusion(conditions)
    self.label = label
    self.note = note
  }

  /// `if isSecureTextEntry = true then autocorrectionType = no`, `not (…)`.
  public var rule: String {
    func all(_ list: [Condition]) -> String { list.map(\.description).joined(separator: " and ") }
    switch kind {
    case .implication(let conditions, let consequences):
      return conditions.isEmpty
        ? "always \(all(consequences))" : "if \(all(conditions)) then \(all(consequences))"
    case .exclusion(let conditions): return "not (\(all(conditions)))"
    }
  }
}

/// A named list of constraints: `none`, `ios`, or a constraint file.
///
/// **ios** (docs/sources.md#trait-models-and-constraints, constraint set C1): secure text entry
/// forces autocorrection and spell checking to `no`, and the iPhone's number, phone, decimal and
/// ASCII number pads have no return key (`returnKeyType` `default`, `enablesReturnKeyAutomatically`
/// false). Configurations outside it behave like one inside it, so testing them is waste.
///
/// ```swift
/// ConstraintSet.ios.constraints.count  // 4
/// ```
public struct ConstraintSet: Hashable, Sendable {
  /// `none`, `ios`, or the file's path.
  public var name: String
  /// The constraints, in order.
  public var constraints: [TraitConstraint]

  /// A constraint set.
  public init(name: String, constraints: [TraitConstraint]) {
    self.name = name
    self.constraints = constraints
  }

  /// No constraints.
  public static let none = ConstraintSet(name: "none", constraints: [])

  /// The four constraints iOS itself enforces.
  public static let ios: ConstraintSet = {
    let secure = [TraitConstraint.Condition("isSecureTextEntry", [.bool(true)])]
    let pads = [
      TraitConstraint.Condition(
        "keyboardType",
        ["numberPad", "phonePad", "decimalPad", "asciiCapableNumberPad"].map {
          .name($0)
        })
    ]
    let secureNote = "iOS turns autocorrection and spell checking off for secure text entry"
    let padNote = "the iPhone's number, phone and decimal pads have no return key"
    return ConstraintSet(
      name: "ios",
      constraints: [
        TraitConstraint(
          if: secure, then: [.init("autocorrectionType", [.name("no")])], label: "ios 1",
          note: secureNote),
        TraitConstraint(
          if: secure, then: [.init("spellCheckingType", [.name("no")])], label: "ios 2",
          note: secureNote),
        TraitConstraint(
          if: pads, then: [.init("returnKeyType", [.name("default")])], label: "ios 3",
          note: padNote),
        TraitConstraint(
          if: pads, then: [.init("enablesReturnKeyAutomatically", [.bool(false)])],
          label: "ios 4", note: padNote),
      ])
  }()

  /// The names `load` takes besides a file.
  public static let presetNames = ["none", "ios"]

  /// `none`, `ios`, or a constraint file.
  ///
  /// - Throws: ``CoverageError``.
  public static func load(_ nameOrPath: String) throws(CoverageError) -> ConstraintSet {
    switch nameOrPath {
    case "none": return .none
    case "ios": return .ios
    default:
      if !nameOrPath.hasSuffix(".json") && !nameOrPath.contains("/") {
        throw .unknown(
          .invalidConstraint, "constraint set", nameOrPath, valid: presetNames + ["FILE.json"])
      }
      return try ConstraintSet(contentsOf: nameOrPath)
    }
  }
}
