import InputTraits
import SwiftSyntax

/// The code around the fields: types, dismissal mechanisms, helpers, SwiftUI view usages.
extension SwiftFieldCollector {
  /// Records a type declaration or extension: what it inherits, whether it is a representable.
  func recordType(
    _ name: String, inherited list: InheritedTypeListSyntax?, isClass: Bool,
    at node: some SyntaxProtocol
  ) {
    let full = Self.enclosingTypeName(of: Syntax(node)).map { "\($0).\(name)" } ?? name
    var facts = TypeFacts()
    let names = list.map { $0.map { Self.baseTypeName($0.type.trimmedDescription) } } ?? []
    facts.inherited = names
    if isClass { facts.superclass = names.first }
    facts.isRepresentable = names.contains("UIViewRepresentable")
    facts.importsEureka = importsEureka
    let place = position(of: node)
    facts.declaredAt = (file, place.line)
    facts.declaredIn = [file]
    if let attributed = Syntax(node).asProtocol((any WithAttributesSyntax).self) {
      facts.isEntryPoint = attributed.attributes.contains {
        let name = $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription ?? ""
        return ["main", "UIApplicationMain", "NSApplicationMain", "objc"].contains(name)
      }
    }
    codeFacts.types[full, default: TypeFacts()].merge(facts)
    if full != name { codeFacts.types[name, default: TypeFacts()].merge(facts) }
  }

  /// `Cell` for `Cell<String>`, `UIKit.UITextField` → `UITextField`.
  static func baseTypeName(_ text: String) -> String {
    var name = text
    if let angle = name.firstIndex(of: "<") { name = String(name[..<angle]) }
    if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
    return name.trimmingCharacters(in: .whitespaces)
  }

  /// A member declared with a trait's name (`var keyboardType: UIKeyboardType { … }`) marks a
  /// type that forwards traits to a field it wraps.
  func recordMemberBinding(_ name: String, at node: PatternBindingSyntax) {
    guard TraitVocabulary.trait(forProperty: name) != nil,
      node.parent?.parent?.is(VariableDeclSyntax.self) == true,
      let variable = node.parent?.parent, variable.parent?.is(MemberBlockItemSyntax.self) == true,
      let type = Self.enclosingTypeName(of: Syntax(node))
    else { return }
    codeFacts.types[type, default: TypeFacts()].forwardsTraits = true
  }

  /// Records what a call tells: a tap recognizer, an end of editing, a function called on
  /// `self`, a field handed to a function, a SwiftUI view used inside a scroll container.
  func recordCall(_ node: FunctionCallExprSyntax) {
    let called = node.calledExpression
    var functionName: String?
    if let reference = called.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      if name == "UITapGestureRecognizer" { currentFunction?.createsTap = true }
      if name.first?.isLowercase == true { functionName = name }
      if importsSwiftUI, ["List", "Form", "ScrollView"].contains(name),
        let type = Self.enclosingTypeName(of: Syntax(node)),
        codeFacts.types[type]?.buildsScrollView == nil
      {
        codeFacts.types[type, default: TypeFacts()].buildsScrollView = name
      }
      if importsSwiftUI, name.first?.isUppercase == true, Self.swiftUIFieldKind(called) == nil,
        let user = Self.enclosingTypeName(of: Syntax(node))
      {
        codeFacts.viewUsages.append(
          ViewUsage(type: name, user: user, dismissedBy: scrollDismissal(around: Syntax(node))))
      }
    } else if let member = called.as(MemberAccessExprSyntax.self) {
      let name = member.declName.baseName.text
      if name == "endEditing" || name == "resignFirstResponder" {
        currentFunction?.endsEditing = true
      }
      if member.base == nil || member.base?.trimmedDescription == "self" { functionName = name }
      if name == "init", member.base?.trimmedDescription == "UITapGestureRecognizer" {
        currentFunction?.createsTap = true
      }
    }
    guard let functionName, let type = Self.enclosingTypeName(of: Syntax(node)) else { return }
    codeFacts.types[type, default: TypeFacts()].calledFunctions.insert(functionName)
    for (index, argument) in node.arguments.enumerated() {
      let expression = argument.expression
      guard
        expression.is(DeclReferenceExprSyntax.self) || expression.is(MemberAccessExprSyntax.self)
      else { continue }
      for target in targets(receiver: expression, at: Syntax(node)) {
        codeFacts.helperCalls.append(
          HelperCall(function: functionName, index: index, form: target.form, name: target.name))
      }
    }
  }

  /// `focused = false` or `focusedField = nil` on a `@FocusState` property: the code ends
  /// editing itself (when a code is complete, say).
  func recordFocusRelease(lhs: ExprSyntax, rhs: ExprSyntax?, at node: Syntax) {
    guard let rhs, ["false", "nil"].contains(rhs.trimmedDescription),
      let name = Self.path(lhs)?.last, focusStateNames.contains(name),
      let type = Self.enclosingTypeName(of: node)
    else { return }
    codeFacts.types[type, default: TypeFacts()].endsEditingIn.insert(
      "\(name) = \(rhs.trimmedDescription)")
  }

  /// `#selector(dismissKeyboard)` inside a function: a recognizer's action.
  func recordSelector(_ node: MacroExpansionExprSyntax) {
    guard node.macroName.text == "selector", let argument = node.arguments.first else { return }
    var text = argument.expression.trimmedDescription
    if let paren = text.firstIndex(of: "(") { text = String(text[..<paren]) }
    if let dot = text.lastIndex(of: ".") { text = String(text[text.index(after: dot)...]) }
    currentFunction?.tapActions.insert(text)
  }

  /// `placement: .keyboard` in a toolbar item: the type's SwiftUI fields get a keyboard toolbar.
  func recordLabeledArgument(_ node: LabeledExprSyntax) {
    guard node.label?.text == "placement",
      node.expression.trimmedDescription == ".keyboard",
      let type = Self.enclosingTypeName(of: Syntax(node))
    else { return }
    if codeFacts.types[type]?.dismissal == nil {
      codeFacts.types[type, default: TypeFacts()].dismissal =
        "a keyboard toolbar (ToolbarItem placement .keyboard)"
    }
  }

  /// Records an assignment that decides dismissal for a whole type or app.
  ///
  /// `keyboardDismissMode` and IQKeyboardManager's switch; returns whether the assignment was
  /// one of them.
  func recordDismissalAssignment(
    property: String, receiver: ExprSyntax?, rhs: ExprSyntax?,
    at node: Syntax
  ) -> Bool {
    let receiverText = receiver?.trimmedDescription ?? ""
    let value = rhs?.trimmedDescription ?? ""
    let type = Self.enclosingTypeName(of: node)
    if property == "keyboardDismissMode" {
      let mode = value.split(separator: ".").last.map(String.init) ?? value
      guard
        ["onDrag", "interactive", "onDragWithAccessory", "interactiveWithAccessory"]
          .contains(mode)
      else { return true }
      let place = position(of: node)
      if receiverText.contains("appearance()") {
        codeFacts.appWideDismissal =
          codeFacts.appWideDismissal
          ?? "keyboardDismissMode .\(mode) for every scroll view (\(file):\(place.line))"
      } else if let type, codeFacts.types[type]?.dismissal == nil {
        codeFacts.types[type, default: TypeFacts()].dismissal = "keyboardDismissMode .\(mode)"
      }
      return true
    }
    if receiverText.contains("IQKeyboardManager"),
      ["enable", "isEnabled", "enableAutoToolbar"].contains(property)
    {
      guard value == "true" else { return true }
      let place = position(of: node)
      let launch =
        (type ?? "").contains("AppDelegate") || (type ?? "").contains("SceneDelegate")
        || Self.enclosingFunctionName(of: node) == "application"
        || (type.flatMap { codeFacts.types[$0]?.inherited.contains("App") } ?? false)
      if launch {
        codeFacts.appWideDismissal =
          codeFacts.appWideDismissal
          ?? "IQKeyboardManager's toolbar, enabled at launch (\(file):\(place.line))"
      } else if let type, codeFacts.types[type]?.dismissal == nil {
        codeFacts.types[type, default: TypeFacts()].dismissal = "IQKeyboardManager's toolbar"
      }
      return true
    }
    return false
  }

  /// A function declared in a UIViewRepresentable (or an extension of one) named like a
  /// SwiftUI trait modifier: the representable takes that modifier itself.
  func recordFunction(_ node: FunctionDeclSyntax) {
    let name = node.name.text
    if Self.swiftUITraitModifiers[name] != nil, let type = Self.enclosingTypeName(of: Syntax(node))
    {
      codeFacts.types[type, default: TypeFacts()].traitModifierMethods.insert(name)
    }
  }

  /// SwiftUI's trait modifiers and the trait each sets.
  static let swiftUITraitModifiers: [String: String] = [
    "keyboardType": "keyboardType", "textContentType": "textContentType",
    "textInputAutocapitalization": "autocapitalizationType",
    "autocapitalization": "autocapitalizationType",
    "autocorrectionDisabled": "autocorrectionType", "disableAutocorrection": "autocorrectionType",
    "submitLabel": "returnKeyType",
  ]

  /// What dismisses the keyboard around a SwiftUI view: a `List`, `Form` or `ScrollView` that
  /// contains it (they dismiss on scroll when built with the iOS 16 SDK or later, unless
  /// `.scrollDismissesKeyboard(.never)`), or nil.
  func scrollDismissal(around node: Syntax) -> String? {
    var top = node
    while let container = Self.container(around: top) {
      let name = container.calledExpression.trimmedDescription
      if ["List", "Form", "ScrollView"].contains(name) {
        if Self.chainHasNeverDismiss(from: Syntax(container)) { return nil }
        return "scrolling its \(name) (SwiftUI dismisses the keyboard on scroll)"
      }
      top = Syntax(container)
    }
    return nil
  }

  /// Whether the modifier chain on `node` says `.scrollDismissesKeyboard(.never)`.
  static func chainHasNeverDismiss(from node: Syntax) -> Bool {
    var current = node
    while let member = current.parent?.as(MemberAccessExprSyntax.self),
      member.base?.id == current.id,
      let call = member.parent?.as(FunctionCallExprSyntax.self)
    {
      if member.declName.baseName.text == "scrollDismissesKeyboard",
        call.arguments.first?.expression.trimmedDescription == ".never"
      {
        return true
      }
      current = Syntax(call)
    }
    return false
  }

  /// The lowest iOS major version the declarations and `if #available` around `node` require.
  static func availability(around node: Syntax) -> Int? {
    var best: Int?
    func consider(_ text: String) {
      guard let range = text.range(of: "iOS") else { return }
      let digits = text[range.upperBound...].drop { $0 == " " }.prefix { $0.isNumber }
      if let version = Int(digits) { best = max(best ?? 0, version) }
    }
    var current = node.parent
    while let parent = current {
      if let attributed = parent.asProtocol((any WithAttributesSyntax).self) {
        for attribute in attributed.attributes {
          if let attribute = attribute.as(AttributeSyntax.self),
            attribute.attributeName.trimmedDescription == "available"
          {
            consider(attribute.arguments?.trimmedDescription ?? "")
          }
        }
      }
      if let conditional = parent.as(IfExprSyntax.self) {
        for condition in conditional.conditions
        where condition.condition.is(AvailabilityConditionSyntax.self) {
          consider(condition.trimmedDescription)
        }
      }
      current = parent.parent
    }
    return best
  }

  /// Whether `node` runs only under a condition inside its function: an `if` or `guard` body,
  /// a `switch` case, a ternary branch.
  static func isConditional(_ node: Syntax) -> Bool {
    var current = node
    while let parent = current.parent {
      if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self)
        || parent.is(AccessorDeclSyntax.self) || parent.is(ClosureExprSyntax.self)
        || parent.is(MemberBlockSyntax.self) || parent.is(SourceFileSyntax.self)
      {
        return false
      }
      if let conditional = parent.as(IfExprSyntax.self), conditional.conditions.id != current.id {
        return true
      }
      if parent.is(SwitchCaseSyntax.self) || parent.is(TernaryExprSyntax.self) { return true }
      if let guardStatement = parent.as(GuardStmtSyntax.self),
        guardStatement.body.id == current.id
      {
        return true
      }
      current = parent
    }
    return false
  }

  /// Whether the function around `node` builds cells (`tableView(_:cellForRowAt:)`,
  /// `collectionView(_:cellForItemAt:)`): a field configured there is repeated per row.
  static func inCellFactory(_ node: Syntax) -> Bool {
    var current = node.parent
    while let parent = current {
      if let function = parent.as(FunctionDeclSyntax.self) {
        return function.signature.parameterClause.parameters.contains {
          ["cellForRowAt", "cellForItemAt", "cellForRowAtIndexPath"].contains($0.firstName.text)
        }
      }
      current = parent.parent
    }
    return false
  }

  /// A capitalised name referenced in code: which type's code references it.
  func recordReference(_ name: String, at node: some SyntaxProtocol) {
    guard name.first?.isUppercase == true else { return }
    codeFacts.references[name, default: []].insert(
      Self.enclosingTypeName(of: Syntax(node)) ?? "")
  }
}
