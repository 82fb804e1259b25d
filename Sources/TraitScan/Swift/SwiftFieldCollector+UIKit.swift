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
  }

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
    for target in targets(receiver: receiver, at: node) {
      let index: Int
      if let existing = groupIndex[target.key] {
        index = existing
      } else {
        let field = ScannedField(
          file: file, line: place.line, column: place.column, source: .uiKit, kind: nil,
          name: target.name, form: target.form)
        groups.append(
          Group(
            key: target.key, field: field, provisionalName: target.provisionalName,
            kindVariable: target.kindVariable, kindType: target.kindType))
        index = groups.count - 1
        groupIndex[target.key] = index
      }
      groups[index].field.addSite(trait, line: place.line, column: place.column)
      switch outcome {
      case .value(let change, let deprecated):
        groups[index].field.unresolved.removeAll { $0 == trait }
        groups[index].field.declared.set(change)
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
    if explicitSelf {
      return [
        Target(
          key: "type:\(form):\(joined)", name: joined, form: form,
          kindVariable: path.count == 1 ? last : nil)
      ]
    }
    let kindVariable = path.count == 1 ? last : nil
    let root = path[0]
    guard let scope = Self.declaringScope(of: root, from: node) else {
      return [
        Target(key: "type:\(form):\(joined)", name: joined, form: form, kindVariable: kindVariable)
      ]
    }
    let key = "scope:\(scope.position.utf8Offset):\(joined)"
    guard let closure = scope.as(ClosureExprSyntax.self) else {
      return [Target(key: key, name: joined, form: form, kindVariable: kindVariable)]
    }
    if path.count == 1, Self.isClosureParameter(root, of: closure),
      let elements = Self.forEachElements(of: closure)
    {
      return elements.flatMap { targets(receiver: $0, at: Syntax(closure)) }
    }
    if let binding = Self.bindingName(of: closure) {
      let name = path.count == 1 ? binding : ([binding] + path.dropFirst()).joined(separator: ".")
      let isParameter = Self.isClosureParameter(root, of: closure)
      return [
        Target(
          key: key, name: name, form: form,
          kindVariable: isParameter || variableTypes[root] == nil ? binding : root)
      ]
    }
    // A closure handed to another call (`alert.addTextField { … }`) configures a field of its
    // own small form: the enclosing function's.
    let function = Self.enclosingFunctionName(of: Syntax(closure)).map { "\(form)/\($0)" }
    return [
      Target(
        key: key, name: joined, form: function ?? form, provisionalName: path.count == 1,
        kindVariable: kindVariable)
    ]
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
