public import InputTraits

/// One trait a coverage model can vary: its name, every value it can take (in the traits JSON
/// spelling, in UIKit's order), UIKit's default, and how to read and set it on a
/// ``/InputTraits/TextInputTraits``.
///
/// The values come from `InputTraits` (each enumeration's cases, the content-type catalog),
/// so the models cannot drift from the trait types.
///
/// ```swift
/// let keyboard = TraitDimension.named("keyboardType")!
/// keyboard.values.count                                   // 12 (aliases excluded)
/// keyboard.value(of: TextInputTraits(keyboardType: .URL))  // .name("URL")
/// ```
public struct TraitDimension: Sendable {
  /// The trait's property name, such as `keyboardType`.
  public let name: String
  /// Every value, UIKit's order.
  public let values: [TraitValue]
  /// UIKit's default.
  public let defaultValue: TraitValue
  private let read: @Sendable (TextInputTraits) -> TraitValue
  private let write: @Sendable (TraitValue, inout TextInputTraits) -> Void
  /// The position in ``values`` of the value `traits` has, or -1 (a custom content type).
  let position: @Sendable (TextInputTraits) -> Int

  /// The value `traits` has for this trait.
  public func value(of traits: TextInputTraits) -> TraitValue { read(traits) }

  /// Sets this trait of `traits` to `value` (one of ``values``).
  public func set(_ value: TraitValue, in traits: inout TextInputTraits) { write(value, &traits) }

  /// The stand-in descriptor a plan writes for `passwordRules` = `set`.
  public static let passwordRulesPlaceholder = "set"

  /// Every trait KeyboardSim knows, in the order of the `full16` model.
  public static let all: [TraitDimension] = [
    enumeration(\.keyboardType),
    enumeration(\.autocapitalizationType),
    enumeration(\.autocorrectionType),
    enumeration(\.spellCheckingType),
    enumeration(\.returnKeyType),
    boolean("enablesReturnKeyAutomatically", \.enablesReturnKeyAutomatically),
    enumeration(\.keyboardAppearance),
    boolean("isSecureTextEntry", \.isSecureTextEntry),
    TraitDimension(
      name: "textContentType",
      values: [.null] + TextContentType.catalog.map { .name($0.name) },
      defaultValue: .null,
      read: { traits in traits.textContentType.map { .name($0.name) } ?? .null },
      write: { value, traits in
        if case .name(let name) = value {
          traits.textContentType = TextContentType(name: name)
        } else {
          traits.textContentType = nil
        }
      },
      position: { traits in
        traits.textContentType.map { contentTypePositions[$0] ?? -1 } ?? 0
      }),
    enumeration(\.smartQuotesType),
    enumeration(\.smartDashesType),
    enumeration(\.smartInsertDeleteType),
    enumeration(\.inlinePredictionType),
    TraitDimension(
      name: "passwordRules", values: [.null, .name(passwordRulesPlaceholder)],
      defaultValue: .null,
      read: { traits in traits.passwordRules == nil ? .null : .name(passwordRulesPlaceholder) },
      write: { value, traits in
        if case .name(let name) = value {
          traits.passwordRules = name
        } else {
          traits.passwordRules = nil
        }
      },
      position: { traits in traits.passwordRules == nil ? 0 : 1 }),
    enumeration(\.writingToolsBehavior),
    enumeration(\.mathExpressionCompletionType),
  ]

  private static let contentTypePositions: [TextContentType: Int] = Dictionary(
    uniqueKeysWithValues: TextContentType.catalog.enumerated().map { ($1.value, $0 + 1) })

  private static let byName: [String: TraitDimension] = Dictionary(
    uniqueKeysWithValues: all.map { ($0.name, $0) })

  /// The trait called `name`, or nil.
  public static func named(_ name: String) -> TraitDimension? { byName[name] }

  /// The trait called `name`, which the caller has checked exists.
  static func known(_ name: String) -> TraitDimension {
    guard let dimension = byName[name] else { preconditionFailure("no trait \(name)") }
    return dimension
  }

  /// Every trait's name, in ``all``'s order.
  public static var names: [String] { all.map(\.name) }

  /// The index of `value` in ``values``, or nil.
  public func index(of value: TraitValue) -> Int? { values.firstIndex(of: value) }

  private static func enumeration<T: TraitEnum>(
    _ keyPath: any WritableKeyPath<TextInputTraits, T> & Sendable
  ) -> TraitDimension {
    // Case names only (no aliases): the values a model lists.
    let byName = Dictionary(uniqueKeysWithValues: T.allCases.map { ($0.name, $0) })
    let positions = Dictionary(uniqueKeysWithValues: T.allCases.enumerated().map { ($1, $0) })
    return TraitDimension(
      name: T.traitName, values: T.allCases.map { .name($0.name) },
      defaultValue: .name(TextInputTraits()[keyPath: keyPath].name),
      read: { traits in .name(traits[keyPath: keyPath].name) },
      write: { value, traits in
        if case .name(let name) = value, let parsed = byName[name] {
          traits[keyPath: keyPath] = parsed
        }
      },
      position: { traits in positions[traits[keyPath: keyPath]] ?? -1 })
  }

  private static func boolean(
    _ name: String, _ keyPath: any WritableKeyPath<TextInputTraits, Bool> & Sendable
  ) -> TraitDimension {
    TraitDimension(
      name: name, values: [.bool(false), .bool(true)], defaultValue: .bool(false),
      read: { traits in .bool(traits[keyPath: keyPath]) },
      write: { value, traits in
        if case .bool(let flag) = value { traits[keyPath: keyPath] = flag }
      },
      position: { traits in traits[keyPath: keyPath] ? 1 : 0 })
  }
}
