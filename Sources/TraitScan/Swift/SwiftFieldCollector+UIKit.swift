import InputTraits
import SwiftSyntax

/// UIKit: trait assignments, their receivers, and the field each receiver stands for.
extension SwiftFieldCollector {
  /// Where an assignment's receiver lives: the group key, the field's name and form.
  struct Target {
    var key: String
    var name: String
    var form: String
    var provisionalName = false
    var kindVariable: String?
    var kindType: String?
    /// The closure is an alert's `addTextField` configuration.
    var inAlert = false
    /// For `cell.textField`: the class of `cell` and the rest of the path.
    var ownerClass: String?
    var memberPath: String?
    /// The parameter of a function (its name and position) the assignment configures.
    var helper: FieldEvidence.HelperSignature?
  }

  /// Properties that decide whether and how a field is typed into, besides its traits.
  static let stateProperties: Set<String> = [
    "isEnabled", "isUserInteractionEnabled", "isHidden", "alpha", "isEditable", "inputView",
    "inputAccessoryView",
  ]

  func recordAssignment(lhs: ExprSyntax, rhs: ExprSyntax?, at node: Syntax) {
    let property: String
    let receiver: ExprSyntax?
    if let access = lhs.as(MemberAccessExprSyntax.self), let base = access.base {
      property = access.declName.baseName.text
      receiver = base
    } else if let reference = lhs.as(DeclReferenceExprSyntax.self) {
      property = reference.baseName.text
      receiver = nil
    } else {
      return
    }
    if recordDismissalAssignment(property: property, receiver: receiver, rhs: rhs, at: node) {
      return
    }
    if Self.stateProperties.contains(property) {
      recordState(property, value: rhs?.trimmedDescription ?? "", receiver: receiver, at: node)
      return
    }
    if property == "placeholder" {
      if let rhs, let text = SwiftValue.stringLiteral(rhs) {
        for target in targets(receiver: receiver, at: node) where placeholders[target.key] == nil {
          placeholders[target.key] = text
        }
      }
      return
    }
    guard let trait = TraitVocabulary.trait(forProperty: property) else { return }
    let outcome = rhs.map { SwiftValue.evaluate($0, trait: trait) } ?? .unresolved
    let place = position(of: lhs)
    let conditional = Self.isConditional(node)
    for target in targets(receiver: receiver, at: node) {
      let index = group(for: target, at: node)
      groups[index].field.evidence.stateOnly = false
      groups[index].field.addSite(trait, line: place.line, column: place.column)
      switch outcome {
      case .value(let change, let deprecated):
        groups[index].field.unresolved.removeAll { $0 == trait }
        groups[index].field.declared.set(change)
        groups[index].field.evidence.alternatives[trait, default: FieldEvidence.Alternatives()]
          .add(change.value, conditional: conditional)
        if let deprecated, let replacement = TraitVocabulary.deprecatedMembers[deprecated] {
          let spot = position(of: rhs ?? lhs)
          groups[index].field.deprecations.append(
            DeprecatedSpelling(
              line: spot.line, column: spot.column, spelling: ".\(deprecated)",
              replacement: ".\(replacement)"))
        }
      case .unresolved:
        groups[index].field.markUnresolved(trait)
      }
    }
  }

  /// The group a target's assignments go to, created (as a state-only record) on first use.
  func group(for target: Target, at node: Syntax) -> Int {
    if let existing = groupIndex[target.key] { return existing }
    let place = position(of: node)
    var field = ScannedField(
      file: file, line: place.line, column: place.column, source: .uiKit, kind: nil,
      name: target.name, form: target.form)
    field.evidence.stateOnly = true
    field.evidence.isLocal = target.key.hasPrefix("scope:")
    field.evidence.inAlert = target.inAlert
    field.evidence.ownerClass = target.ownerClass
    field.evidence.memberPath = target.memberPath
    field.evidence.helper = target.helper
    field.evidence.configuresType = target.kindType.map { _ in target.form }
    field.evidence.availableFrom = Self.availability(around: node)
    if Self.inCellFactory(node) || target.ownerClass?.hasSuffix("Cell") == true
      || (target.ownerClass == nil && target.form.hasSuffix("Cell"))
    {
      field.evidence.inCell = true
      field.evidence.repeated = Self.inCellFactory(node)
    }
    groups.append(
      Group(
        key: target.key, field: field, provisionalName: target.provisionalName,
        kindVariable: target.kindVariable, kindType: target.kindType))
    groupIndex[target.key] = groups.count - 1
    return groups.count - 1
  }

  /// Records a state property (`isEnabled`, `inputView`…) of the fields `receiver` stands for.
  func recordState(_ property: String, value: String, receiver: ExprSyntax?, at node: Syntax) {
    let marker = Self.isConditional(node) ? "?" : Self.isSetup(node) ? "" : "~"
    for target in targets(receiver: receiver, at: node) {
      _ = group(for: target, at: node)
      stateValues[target.key, default: [:]][property, default: []].append(marker + value)
    }
  }

  /// Turns the state assignments of a field into evidence: a literal that makes the field
  /// untypeable (`isEnabled = false` and never anything else), a value set from an expression
  /// or to several values (shown conditionally), an input view, an accessory view.
  static func applyState(_ state: [String: [String]], to evidence: inout FieldEvidence) {
    // Values set while the field is built carry no mark; "?" marks a value set under a
    // condition, "~" one set later (in an action, a mode change): the field was usable before.
    func literalOnly(_ values: [String], _ literal: (String) -> Bool) -> Bool {
      !values.isEmpty && values.allSatisfy { literal($0) }
    }
    let off: [(property: String, literal: (String) -> Bool, says: String)] = [
      ("isEnabled", { $0 == "false" }, "isEnabled = false"),
      ("isUserInteractionEnabled", { $0 == "false" }, "isUserInteractionEnabled = false"),
      ("isEditable", { $0 == "false" }, "isEditable = false"),
      ("isHidden", { $0 == "true" }, "isHidden = true"),
      ("alpha", { (Double($0) ?? 1) <= 0.1 }, "alpha near 0"),
    ]
    for (property, literal, says) in off {
      guard let values = state[property] else { continue }
      evidence.touchedState.insert(property)
      if literalOnly(values, literal) {
        if evidence.notTypedInto == nil { evidence.notTypedInto = says }
      } else if values.contains(where: literal) || values.contains(where: { !isLiteral($0) }) {
        evidence.shownConditionally = true
      }
    }
    if let values = state["inputView"]?.map(unmarked),
      let value = values.first(where: { $0 != "nil" })
    {
      evidence.keyboardReplacedBy = "inputView = \(value)"
    }
    if let values = state["inputAccessoryView"]?.map(unmarked),
      values.contains(where: { $0 != "nil" })
    {
      evidence.hasInputAccessoryView = true
    }
  }

  private static func isLiteral(_ value: String) -> Bool {
    value == "true" || value == "false" || Double(value) != nil
  }

  /// A state value without its mark.
  static func unmarked(_ value: String) -> String {
    value.hasPrefix("?") || value.hasPrefix("~") ? String(value.dropFirst()) : value
  }

  /// Whether `node` runs while its field is built: an initializer, a stored property's
  /// closure, `viewDidLoad`, `awakeFromNib`, a `setup…`/`configure…`/`make…` function.
  static func isSetup(_ node: Syntax) -> Bool {
    var current = node.parent
    while let parent = current {
      if parent.is(InitializerDeclSyntax.self) || parent.is(AccessorDeclSyntax.self) { return true }
      if let closure = parent.as(ClosureExprSyntax.self), isStoredPropertyInitializer(closure) {
        return true
      }
      if let function = parent.as(FunctionDeclSyntax.self) {
        let name = function.name.text
        return ["awakeFromNib", "viewDidLoad", "loadView", "commonInit", "prepareForReuse"]
          .contains(name)
          || ["setup", "setUp", "configure", "make", "create", "build", "init", "style"].contains {
            name.hasPrefix($0)
          }
      }
      if parent.is(MemberBlockSyntax.self) { return true }
      current = parent.parent
    }
    return true
  }

  /// The fields an assignment to `receiver` (nil: a bare property of `self`) configures.
  func targets(receiver: ExprSyntax?, at node: Syntax) -> [Target] {
    let form = Self.enclosingTypeName(of: node) ?? FileName.stem(file)
    guard var path = receiver.flatMap(Self.path) else {
      if receiver != nil { return [] }
      return selfTarget(at: node, form: form).map { [$0] } ?? []
    }
    let explicitSelf = path.first == "self"
    if explicitSelf { path.removeFirst() }
    if path.isEmpty { return selfTarget(at: node, form: form).map { [$0] } ?? [] }
    let joined = path.joined(separator: ".")
    let last = path.last
    let root = path[0]
    let owner =
      path.count > 1
      ? variableTypes[root].map(Self.baseTypeName).map {
        (owner: $0, member: path.dropFirst().joined(separator: "."))
      } : nil
    if explicitSelf {
      return [
        Target(
          key: "type:\(form):\(joined)", name: joined, form: form,
          kindVariable: path.count == 1 ? last : nil, ownerClass: owner?.owner,
          memberPath: owner?.member)
      ]
    }
    let kindVariable = path.count == 1 ? last : nil
    guard let scope = Self.declaringScope(of: root, from: node) else {
      return [
        Target(
          key: "type:\(form):\(joined)", name: joined, form: form, kindVariable: kindVariable,
          ownerClass: owner?.owner, memberPath: owner?.member)
      ]
    }
    let key = "scope:\(scope.position.utf8Offset):\(joined)"
    guard let closure = scope.as(ClosureExprSyntax.self) else {
      var target = Target(
        key: key, name: joined, form: form, kindVariable: kindVariable, ownerClass: owner?.owner,
        memberPath: owner?.member)
      if path.count == 1, let function = scope.as(FunctionDeclSyntax.self),
        let position = function.signature.parameterClause.parameters.firstIndex(where: {
          Self.parameterName($0) == root
        })
      {
        let offset = function.signature.parameterClause.parameters.distance(
          from: function.signature.parameterClause.parameters.startIndex, to: position)
        target.helper = FieldEvidence.HelperSignature(function: function.name.text, index: offset)
      }
      return [target]
    }
    if path.count == 1, Self.isClosureParameter(root, of: closure),
      let elements = Self.forEachElements(of: closure)
    {
      return elements.flatMap { targets(receiver: $0, at: Syntax(closure)) }
    }
    if let binding = Self.bindingName(of: closure) {
      let name = path.count == 1 ? binding : ([binding] + path.dropFirst()).joined(separator: ".")
      let isParameter = Self.isClosureParameter(root, of: closure)
      // A stored property built by a closure is the same field the type's methods configure
      // through `self.name` or `name`.
      let member = Self.isStoredPropertyInitializer(closure)
      return [
        Target(
          key: member ? "type:\(form):\(name)" : key, name: name, form: form,
          kindVariable: isParameter || variableTypes[root] == nil ? binding : root)
      ]
    }
    // A closure handed to another call (`alert.addTextField { … }`) configures a field of its
    // own small form: the enclosing function's.
    let function = Self.enclosingFunctionName(of: Syntax(closure)).map { "\(form)/\($0)" }
    let call = Self.callTaking(closure)
    let callee =
      call?.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      ?? call?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    return [
      Target(
        key: key, name: joined, form: function ?? form, provisionalName: path.count == 1,
        kindVariable: kindVariable, inAlert: callee == "addTextField")
    ]
  }

  /// Whether `closure` initializes a stored property of a type (`let field: UITextField = {
  /// … }()`, `lazy var field = UITextField().then { … }`).
  static func isStoredPropertyInitializer(_ closure: ClosureExprSyntax) -> Bool {
    var node = Syntax(closure)
    while let parent = node.parent {
      if let binding = parent.as(PatternBindingSyntax.self) {
        return binding.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true
      }
      if parent.is(CodeBlockItemSyntax.self) || parent.is(MemberBlockSyntax.self) { return false }
      node = parent
    }
    return false
  }

  /// The name of the function or initializer around `node`.
  static func enclosingFunctionName(of node: Syntax) -> String? {
    var current = node.parent
    while let parent = current {
      if let function = parent.as(FunctionDeclSyntax.self) { return function.name.text }
      if parent.is(InitializerDeclSyntax.self) { return "init" }
      if parent.is(MemberBlockSyntax.self) { return nil }
      current = parent.parent
    }
    return nil
  }

  /// A bare `keyboardType = …` or `self.keyboardType = …` configures the enclosing type itself,
  /// when it is a text field, view or search bar (by its superclass or extended type's name).
  func selfTarget(at node: Syntax, form: String) -> Target? {
    guard let type = Self.textLikeType(enclosing: node) else { return nil }
    return Target(key: "self:\(form)", name: form, form: form, kindType: type)
  }

  /// `["self", "emailField"]` for `self.emailField`, `self?.emailField`, `emailField!`;
  /// `["cell.field(at: 0)"]` for other expressions, as written.
  static func path(_ expression: ExprSyntax) -> [String]? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return [reference.baseName.text]
    }
    if let optional = expression.as(OptionalChainingExprSyntax.self) {
      return path(optional.expression)
    }
    if let forced = expression.as(ForceUnwrapExprSyntax.self) { return path(forced.expression) }
    if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base,
      let prefix = path(base)
    {
      return prefix + [access.declName.baseName.text]
    }
    if expression.is(SuperExprSyntax.self) { return nil }
    let text = expression.trimmedDescription.split(whereSeparator: \.isWhitespace).joined(
      separator: " ")
    return text.isEmpty ? nil : [text]
  }

  /// The enclosing types' names, outermost first, joined by dots: `LoginViewController.Form`.
  static func enclosingTypeName(of node: Syntax) -> String? {
    var names: [String] = []
    var current = node.parent
    while let parent = current {
      if let decl = parent.as(ClassDeclSyntax.self) {
        names.append(decl.name.text)
      } else if let decl = parent.as(StructDeclSyntax.self) {
        names.append(decl.name.text)
      } else if let decl = parent.as(EnumDeclSyntax.self) {
        names.append(decl.name.text)
      } else if let decl = parent.as(ActorDeclSyntax.self) {
        names.append(decl.name.text)
      } else if let decl = parent.as(ExtensionDeclSyntax.self) {
        names.append(decl.extendedType.trimmedDescription)
      } else if let decl = parent.as(ProtocolDeclSyntax.self) {
        names.append(decl.name.text)
      }
      current = parent.parent
    }
    return names.isEmpty ? nil : names.reversed().joined(separator: ".")
  }

  /// The text-field-like type of the innermost enclosing type: a superclass, conformance or
  /// extended type whose name ends in `TextField`, `TextView` or `SearchBar`.
  static func textLikeType(enclosing node: Syntax) -> String? {
    func textLike(_ name: String) -> Bool {
      ["TextField", "TextView", "SearchBar"].contains { name.hasSuffix($0) }
    }
    var current = node.parent
    while let parent = current {
      var inherited: InheritedTypeListSyntax?
      if let decl = parent.as(ClassDeclSyntax.self) {
        inherited = decl.inheritanceClause?.inheritedTypes
        if textLike(decl.name.text) && inherited == nil { return decl.name.text }
      } else if let decl = parent.as(ExtensionDeclSyntax.self) {
        let name = decl.extendedType.trimmedDescription
        return textLike(name) ? name : nil
      } else if parent.is(StructDeclSyntax.self) || parent.is(EnumDeclSyntax.self)
        || parent.is(ActorDeclSyntax.self) || parent.is(ProtocolDeclSyntax.self)
      {
        return nil
      }
      if let inherited {
        return inherited.map { $0.type.trimmedDescription }.first(where: textLike)
      }
      current = parent.parent
    }
    return nil
  }
}
