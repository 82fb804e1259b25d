/// What the code of a project says around its fields.
///
/// The types it declares, what dismisses the keyboard in them or app-wide, the helpers that
/// configure fields handed to them, and where SwiftUI views are used. Each file contributes
/// its part; ``merge(_:)`` joins them.
///
/// ```swift
/// var facts = CodeFacts()
/// facts.types["LoginViewController", default: TypeFacts()].dismissal = "a tap that ends editing"
/// ```
package struct CodeFacts: Sendable {
  /// The types declared or extended, by name.
  package var types: [String: TypeFacts] = [:]
  /// Functions (by base name) whose body installs a tap recognizer that ends editing.
  package var dismissalHelpers: Set<String> = []
  /// Calls that hand a field to a function (`style(emailField)`).
  package var helperCalls: [HelperCall] = []
  /// Where SwiftUI views of the project are used.
  package var viewUsages: [ViewUsage] = []
  /// What dismisses every keyboard of the app (IQKeyboardManager's toolbar enabled at launch,
  /// `UIScrollView.appearance().keyboardDismissMode`), with where it is set.
  package var appWideDismissal: String?
  /// Functions that install a tap recognizer or end editing, to find tap-to-dismiss set-ups
  /// whose parts live in different files (``resolve()``).
  package var functions: [FunctionRecord] = []
  /// The capitalised words each file mentions (type names, as a cheap token scan finds them;
  /// `customClass` values for Interface Builder files), to tell types nothing uses.
  package var mentions: [String: Set<String>] = [:]
  /// For files the Swift parser read: each type name referenced, with the types whose
  /// declarations reference it (`""` for code outside any type).
  package var references: [String: Set<String>] = [:]
  /// The Swift files the parser read.
  package var parsedFiles: Set<String> = []

  /// No facts.
  package init() {}

  /// Adds another file's facts.
  package mutating func merge(_ other: CodeFacts) {
    for (name, facts) in other.types { types[name, default: TypeFacts()].merge(facts) }
    dismissalHelpers.formUnion(other.dismissalHelpers)
    helperCalls += other.helperCalls
    viewUsages += other.viewUsages
    functions += other.functions
    if appWideDismissal == nil { appWideDismissal = other.appWideDismissal }
    mentions.merge(other.mentions) { $0.union($1) }
    references.merge(other.references) { $0.union($1) }
    parsedFiles.formUnion(other.parsedFiles)
  }

  /// Whether anything uses `type`.
  ///
  /// It is used when another file mentions it, or code of its own file outside its declaration
  /// does (from a type that is used itself, or from top-level code). A type declared where the
  /// parser did not look, or not declared in the project, counts as used.
  package func isUsed(_ type: String) -> Bool {
    var visiting: Set<String> = []
    return isUsed(type, visiting: &visiting)
  }

  private func isUsed(_ type: String, visiting: inout Set<String>) -> Bool {
    guard let facts = types[type], !facts.declaredIn.isEmpty, !facts.isEntryPoint,
      facts.declaredIn.isSubset(of: parsedFiles)
    else { return true }
    for (file, names) in mentions where !facts.declaredIn.contains(file) && names.contains(type) {
      return true
    }
    guard visiting.insert(type).inserted else { return false }
    for context in references[type] ?? [] {
      let base = context.split(separator: ".").first.map(String.init) ?? context
      if context.isEmpty { return true }
      if base == type { continue }
      if isUsed(base, visiting: &visiting) { return true }
    }
    return false
  }

  /// Finds tap-to-dismiss set-ups once every file is merged: a function that creates a
  /// `UITapGestureRecognizer` whose action ends editing (`view.endEditing(true)`,
  /// `resignFirstResponder()`) gives its type a dismissal, or, declared in an extension of a
  /// UIKit class, becomes a helper that gives one to the types that call it; a `touchesBegan`
  /// that ends editing gives its type one.
  package mutating func resolve() {
    let ending = Set(functions.filter(\.endsEditing).map(\.name))
    let notAWayOut: Set<String> = [
      "textFieldShouldReturn", "viewWillDisappear", "viewDidDisappear", "deinit", "dealloc",
      "textFieldDidEndEditing", "prepareForReuse",
    ]
    for function in functions where function.endsEditing && !notAWayOut.contains(function.name) {
      if let type = function.type {
        types[type, default: TypeFacts()].endsEditingIn.insert(function.name)
      }
    }
    for function in functions {
      let tapEnds =
        function.createsTap
        && (function.endsEditing || !ending.isDisjoint(with: function.tapActions))
      let touchesEnd = function.name == "touchesBegan" && function.endsEditing
      guard tapEnds || touchesEnd, let type = function.type else { continue }
      if type.hasPrefix("UI") || type.hasPrefix("NS") {
        dismissalHelpers.insert(function.name)
      } else if types[type]?.dismissal == nil {
        types[type, default: TypeFacts()].dismissal =
          touchesEnd ? "touchesBegan that ends editing" : "a tap that ends editing"
      }
    }
  }

  /// The dismissal mechanism of `type` or of a superclass declared in the project, including
  /// helpers it calls (`hideKeyboardWhenTappedAround()`) and Eureka's form classes.
  package func dismissal(of type: String) -> String? {
    var seen: Set<String> = []
    var current: String? = type
    while let name = current, seen.insert(name).inserted {
      guard let facts = types[name] else { return nil }
      if let own = facts.dismissal { return own }
      if let helper = facts.calledFunctions.sorted().first(where: dismissalHelpers.contains) {
        return "a tap that ends editing (\(helper)())"
      }
      if facts.importsEureka, let parent = facts.superclass, let known = Self.eurekaBases[parent] {
        return known
      }
      current = facts.superclass
    }
    return nil
  }

  /// Eureka's base classes: a `FormViewController` ends editing when its table is dragged and
  /// gives every row a navigation accessory with Done; its cells live in one.
  static let eurekaBases: [String: String] = {
    let text = "Eureka's FormViewController (ends editing on drag, Done accessory)"
    return [
      "FormViewController": text, "Cell": text, "_FieldCell": text, "FieldCell": text,
      "BaseCell": text,
    ]
  }()

  /// Whether `type` is `ancestor` or inherits from it through types declared in the project.
  package func inherits(_ type: String, from ancestor: String) -> Bool {
    var seen: Set<String> = []
    var current: String? = type
    while let name = current, seen.insert(name).inserted {
      if name == ancestor { return true }
      current = types[name]?.superclass
    }
    return false
  }
}

/// What the project's code declares about one type (all its declarations and extensions).
package struct TypeFacts: Sendable {
  /// The first inherited type of a class (its superclass, when it has one).
  package var superclass: String?
  /// Every inherited type and conformance.
  package var inherited: [String] = []
  /// The type declares trait properties of its own (`var keyboardType: UIKeyboardType`), as a
  /// view that wraps a text field and forwards them does.
  package var forwardsTraits = false
  /// What dismisses the keyboard in the type's views: `keyboardDismissMode`, a tap that ends
  /// editing, a `touchesBegan` that does, a SwiftUI keyboard toolbar, IQKeyboardManager
  /// enabled for its screen.
  package var dismissal: String?
  /// Functions the type calls without a receiver (or on `self`).
  package var calledFunctions: Set<String> = []
  /// The file imports Eureka.
  package var importsEureka = false
  /// The type conforms to `UIViewRepresentable`.
  package var isRepresentable = false
  /// Methods named like SwiftUI's trait modifiers (`textContentType(_:)`) the type declares:
  /// a representable that takes the modifier on itself.
  package var traitModifierMethods: Set<String> = []
  /// The type's body builds a `List`, `Form` or `ScrollView`: a SwiftUI container that wraps
  /// its content in one.
  package var buildsScrollView: String?
  /// Methods of the type that end editing (`view.endEditing(true)`, `resignFirstResponder()`)
  /// besides Return and disappearing: a way out the person may reach.
  package var endsEditingIn: Set<String> = []
  /// Where the type is declared (file and line), for findings about it.
  package var declaredAt: (file: String, line: Int)?
  /// The files that declare or extend it.
  package var declaredIn: Set<String> = []
  /// The system starts it (`@main`, `@UIApplicationMain`): used without a mention.
  package var isEntryPoint = false

  /// No facts.
  package init() {}

  /// Adds another declaration's facts (an extension).
  package mutating func merge(_ other: TypeFacts) {
    superclass = superclass ?? other.superclass
    inherited += other.inherited.filter { !inherited.contains($0) }
    forwardsTraits = forwardsTraits || other.forwardsTraits
    dismissal = dismissal ?? other.dismissal
    calledFunctions.formUnion(other.calledFunctions)
    importsEureka = importsEureka || other.importsEureka
    isRepresentable = isRepresentable || other.isRepresentable
    traitModifierMethods.formUnion(other.traitModifierMethods)
    endsEditingIn.formUnion(other.endsEditingIn)
    buildsScrollView = buildsScrollView ?? other.buildsScrollView
    declaredAt = declaredAt ?? other.declaredAt
    declaredIn.formUnion(other.declaredIn)
    isEntryPoint = isEntryPoint || other.isEntryPoint
  }
}

/// A function's part in tap-to-dismiss: whether it creates a tap recognizer (and with which
/// actions) and whether it ends editing.
package struct FunctionRecord: Hashable, Sendable {
  /// The type (or extended type) that declares it.
  package var type: String?
  /// Its base name.
  package var name: String
  /// It creates a `UITapGestureRecognizer`.
  package var createsTap = false
  /// The selectors (`#selector(dismissKeyboard)`) it hands to recognizers.
  package var tapActions: Set<String> = []
  /// It calls `endEditing(_:)` or `resignFirstResponder()`.
  package var endsEditing = false

  /// Creates a record.
  package init(type: String?, name: String) {
    self.type = type
    self.name = name
  }
}

/// A call that hands a field to a function: the callee, the argument's place, and the field.
package struct HelperCall: Hashable, Sendable {
  /// The function's base name.
  package var function: String
  /// The argument's position.
  package var index: Int
  /// The field handed over: its form and name, as the scanner names fields.
  package var form: String
  package var name: String

  /// Creates a record.
  package init(function: String, index: Int, form: String, name: String) {
    self.function = function
    self.index = index
    self.form = form
    self.name = name
  }
}

/// A SwiftUI view of the project used in another view: whether that place dismisses the
/// keyboard (a `List`, `Form` or `ScrollView` around it, a keyboard toolbar).
package struct ViewUsage: Hashable, Sendable {
  /// The view used.
  package var type: String
  /// The type whose body uses it.
  package var user: String
  /// What dismisses the keyboard there, if anything.
  package var dismissedBy: String?

  /// Creates a record.
  package init(type: String, user: String, dismissedBy: String?) {
    self.type = type
    self.user = user
    self.dismissedBy = dismissedBy
  }
}
