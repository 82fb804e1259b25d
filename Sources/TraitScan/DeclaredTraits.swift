package import InputTraits
package import JSONCoding

/// The traits a source file declares for one field: only those it sets, in UIKit's property
/// order, each spelled as in traits JSON.
///
/// A declared trait is a value the file states: an Interface Builder attribute (or the value an
/// absent attribute stands for, see ``InterfaceBuilderScanner``), an assignment in code, a
/// SwiftUI modifier. Traits set from an expression the scanner cannot evaluate are not here but
/// in ``ScannedField/unresolved``.
///
/// ```swift
/// var declared = DeclaredTraits()
/// declared.set(.set(KeyboardType.emailAddress))
/// declared.set(.isSecureTextEntry(false))
/// declared.json  // {"keyboardType":"emailAddress","isSecureTextEntry":false}
/// declared.traits.keyboardType  // .emailAddress; undeclared traits keep UIKit's defaults
/// ```
package struct DeclaredTraits: Hashable, Sendable {
  /// The declared values, in UIKit's property order (``traitOrder``).
  package private(set) var changes: [TraitChange] = []

  /// No declared traits.
  package init() {}

  /// The trait names in the order UIKit's header and traits JSON list them.
  package static let traitOrder: [String] = TextInputTraits.CodingKeys.allCases.map(\.rawValue)

  /// Declares `change`, replacing an earlier value of the same trait.
  package mutating func set(_ change: TraitChange) {
    changes.removeAll { $0.trait == change.trait }
    changes.append(change)
    let order = Self.traitOrder
    changes.sort {
      (order.firstIndex(of: $0.trait) ?? order.count)
        < (order.firstIndex(of: $1.trait) ?? order.count)
    }
  }

  /// Declares a value only when the trait is not declared yet (an inner SwiftUI modifier wins
  /// over an outer one).
  package mutating func setIfAbsent(_ change: TraitChange) {
    if !contains(change.trait) { set(change) }
  }

  /// Whether `trait` is declared.
  package func contains(_ trait: String) -> Bool { changes.contains { $0.trait == trait } }

  /// The declared names.
  package var names: [String] { changes.map(\.trait) }

  /// Whether nothing is declared.
  package var isEmpty: Bool { changes.isEmpty }

  /// UIKit's defaults with the declared values applied.
  package var traits: TextInputTraits {
    var traits = TextInputTraits()
    for change in changes {
      switch (change.trait, change.value) {
      case ("passwordRules", .name(let rules)): traits.passwordRules = rules
      case ("textContentType", .name(let name)):
        traits.textContentType = TextContentType(name: name) ?? TextContentType(rawValue: name)
      default: change.apply(to: &traits)
      }
    }
    return traits
  }

  /// The declared traits as a JSON object, in order: names, Booleans, `null` for a cleared
  /// optional trait.
  package var json: JSONValue {
    var object = JSONObject()
    for change in changes {
      switch change.value {
      case .name(let name): object[change.trait] = .string(name)
      case .bool(let flag): object[change.trait] = .bool(flag)
      case .null: object[change.trait] = .null
      }
    }
    return .object(object)
  }

  /// `keyboardType=emailAddress isSecureTextEntry=true`, for text output.
  package var text: String {
    changes.map { change in
      switch change.value {
      case .name(let name): "\(change.trait)=\(name)"
      case .bool(let flag): "\(change.trait)=\(flag)"
      case .null: "\(change.trait)=nil"
      }
    }.joined(separator: " ")
  }
}

extension DeclaredTraits {
  /// The value `trait` has in UIKit's defaults, as a change spells it (nil for an unknown
  /// trait).
  static func defaultValue(of trait: String) -> TraitChange.Value? {
    guard traitOrder.contains(trait) else { return nil }
    return InterfaceBuilderScanner.change(trait: trait, in: TextInputTraits()).value
  }
}

extension TraitChange {
  /// Applies the change as ``DeclaredTraits/traits`` does: password rules and content types by
  /// raw value too.
  func applyResolving(to traits: inout TextInputTraits) {
    switch (trait, value) {
    case ("passwordRules", .name(let rules)): traits.passwordRules = rules
    case ("textContentType", .name(let name)):
      traits.textContentType = TextContentType(name: name) ?? TextContentType(rawValue: name)
    default: apply(to: &traits)
    }
  }
}
