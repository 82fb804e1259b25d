package import InputTraits

/// What the scanner learned about a field besides its traits: whether anyone can type into it,
/// what dismisses its keyboard, where it sits, which class it is and which outlet points at it.
///
/// The lint uses it to judge the field the way it behaves in the app (docs/scan.md, "What
/// decides a field's behaviour"); the scan's JSON does not print it.
///
/// ```swift
/// var evidence = FieldEvidence()
/// evidence.notTypedInto = "enabled=\"NO\""
/// evidence.isTypedInto  // false
/// ```
package struct FieldEvidence: Hashable, Sendable {
  // MARK: Whether it is typed into

  /// Why nobody types into the field, when a literal says so: disabled, read-only, hidden, a
  /// 1×1 or transparent AutoFill helper.
  package var notTypedInto: String?
  /// The field is shown or enabled only sometimes (`isHidden = !mode.showsCode`).
  package var shownConditionally = false
  /// The field's code is for another platform than iOS (a `Mac` folder, `import AppKit`).
  package var notIOS: String?
  /// An `inputView` replaces the keyboard (a picker): keyboard traits do not apply.
  package var keyboardReplacedBy: String?
  /// The state properties code assigns (`isHidden`, `isEnabled`…): a value Interface Builder
  /// sets for them may change at run time.
  package var touchedState: Set<String> = []

  // MARK: Dismissal

  /// The field has an `inputAccessoryView` (set here or on another line of the app).
  package var hasInputAccessoryView = false
  /// What else dismisses the keyboard, found around the field: the alert's buttons, a
  /// dismiss-on-drag scroll view, a SwiftUI scroll container, a keyboard toolbar.
  package var dismissedBy: String?
  /// The field is a text field of an alert (`UIAlertController.addTextField`, SwiftUI
  /// `.alert { TextField… }`).
  package var inAlert = false

  // MARK: Place

  /// The field is a template repeated per row (a prototype cell, `ForEach`, a cell configured
  /// in `cellForRowAt`): it has no single place in a form.
  package var repeated = false
  /// The field sits in a table or collection view cell: the rows, not the source, decide the
  /// order.
  package var inCell = false
  /// The field's top-left corner in its scene, in points (Interface Builder), for visual order.
  package var origin: Point?
  /// The innermost SwiftUI container call holding the field (its byte offset): fields of one
  /// container are laid out in source order.
  package var container: Int?
  /// The project's SwiftUI views the field sits in (`FullscreenDialog { … }`), innermost first:
  /// one that wraps its content in a scroll view dismisses the keyboard.
  package var containers: [String] = []
  /// The `#if`, `if`/`else` or `switch` branch a SwiftUI field sits in, with its exclusive
  /// siblings: fields in different branches of one statement never show together.
  package var branch: Branch?

  // MARK: Identity

  /// The field's placeholder text (Interface Builder's `placeholder`, a `placeholder = "…"`
  /// literal, a SwiftUI title literal).
  package var placeholder: String?
  /// The field's class: Interface Builder's `customClass`, the code's declared type.
  package var className: String?
  /// The outlet that points at the field: its owner's class and the property.
  package var outlet: Outlet?
  /// For a field reached through another object (`cell.textField`), that object's class.
  package var ownerClass: String?
  /// The path below the owner (`textField` in `cell.textField`).
  package var memberPath: String?

  // MARK: Configuration over time

  /// Traits the code sets to several values, or under a condition: every value they take, the
  /// value before the condition included (``Alternatives``).
  package var alternatives: [String: Alternatives] = [:]
  /// The field belongs to a show-password pair or toggle: secure entry is switched on and off
  /// on purpose.
  package var revealsSecureText = false
  /// The field's traits come from the code of a type that configures itself (a `UITextField`
  /// subclass, a view that wraps a field): this field is that configuration.
  package var configuresType: String?
  /// The field is the parameter of a helper that configures fields handed to it.
  package var helper: HelperSignature?
  /// The field is a local variable or parameter of one function or closure: no other record
  /// is the same field.
  package var isLocal = false
  /// The record holds no trait, only state (`inputView`, `isEnabled`…) for another record of
  /// the same field: it is merged, never listed.
  package var stateOnly = false
  /// The lowest iOS major version the code around the field is declared for (`@available`,
  /// `if #available`), if any.
  package var availableFrom: Int?

  // MARK: Suppression

  /// Rule ids disabled for this field by Interface Builder's `userLabel` (`kbsim:disable RULE`),
  /// `"*"` for every rule.
  package var disabledRules: Set<String> = []

  /// Whether anyone can type into the field, as far as a literal says.
  package var isTypedInto: Bool { notTypedInto == nil && keyboardReplacedBy == nil }

  /// Creates empty evidence.
  package init() {}

  /// A point in a scene.
  package struct Point: Hashable, Sendable {
    /// Points from the scene's left.
    package var x: Double
    /// Points from the scene's top.
    package var y: Double

    /// Creates a point.
    package init(x: Double, y: Double) {
      self.x = x
      self.y = y
    }
  }

  /// An outlet: the class that owns it and its property.
  package struct Outlet: Hashable, Sendable {
    /// The owner's class (a scene's controller, a xib's File's Owner, a cell).
    package var owner: String
    /// The property name.
    package var property: String

    /// Creates an outlet.
    package init(owner: String, property: String) {
      self.owner = owner
      self.property = property
    }
  }

  /// One branch of a statement that holds fields in exclusive branches.
  package struct Branch: Hashable, Sendable {
    /// The statement (its byte offset in the file).
    package var statement: Int
    /// Which branch.
    package var index: Int

    /// Creates a branch.
    package init(statement: Int, index: Int) {
      self.statement = statement
      self.index = index
    }
  }

  /// A function that configures the field handed to it: its name and the parameter's place.
  package struct HelperSignature: Hashable, Sendable {
    /// The function's base name.
    package var function: String
    /// The parameter's position among the function's parameters.
    package var index: Int

    /// Creates a signature.
    package init(function: String, index: Int) {
      self.function = function
      self.index = index
    }
  }

  /// Every value code gives one trait, and whether one assignment runs unconditionally.
  package struct Alternatives: Hashable, Sendable {
    /// The values assigned, in source order, without repeats.
    package var values: [TraitChange.Value] = []
    /// Whether every assignment sits under a condition, so the value from before (Interface
    /// Builder's, a class's, UIKit's default) stays possible.
    package var onlyConditional = true

    /// Creates an empty record.
    package init() {}

    /// Whether the trait really varies: several values, or one that only sometimes applies.
    package var varies: Bool { values.count > 1 || onlyConditional }

    /// Adds an assignment.
    package mutating func add(_ value: TraitChange.Value, conditional: Bool) {
      if !values.contains(value) { values.append(value) }
      if !conditional { onlyConditional = false }
    }
  }
}
