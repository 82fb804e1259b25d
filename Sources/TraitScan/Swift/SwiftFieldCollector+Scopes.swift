import SwiftSyntax

/// Local variables, closure parameters and configuration closures.
extension SwiftFieldCollector {
  /// The function, closure or accessor that declares `name` as a local variable or parameter,
  /// looking outward from `node`; nil when `name` is a member (or a top-level variable).
  static func declaringScope(of name: String, from node: Syntax) -> Syntax? {
    var current = node.parent
    while let parent = current {
      if parent.is(MemberBlockSyntax.self) || parent.is(SourceFileSyntax.self) { return nil }
      if let closure = parent.as(ClosureExprSyntax.self) {
        if name.hasPrefix("$") || isClosureParameter(name, of: closure) { return parent }
      }
      if let list = parent.as(CodeBlockItemListSyntax.self),
        list.contains(where: { declares($0.item, name) })
      {
        return owner(of: parent)
      }
      if let function = parent.as(FunctionDeclSyntax.self),
        function.signature.parameterClause.parameters.contains(where: { parameterName($0) == name })
      {
        return parent
      }
      if let initializer = parent.as(InitializerDeclSyntax.self),
        initializer.signature.parameterClause.parameters.contains(where: {
          parameterName($0) == name
        })
      {
        return parent
      }
      if let conditional = parent.as(IfExprSyntax.self),
        conditional.conditions.contains(where: { binds($0, name) })
      {
        return owner(of: parent)
      }
      if let loop = parent.as(ForStmtSyntax.self),
        loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
      {
        return owner(of: parent)
      }
      current = parent.parent
    }
    return nil
  }

  /// The innermost function, closure or accessor around `node`, or `node` itself.
  static func owner(of node: Syntax) -> Syntax {
    var current: Syntax? = node
    while let candidate = current {
      if candidate.is(ClosureExprSyntax.self) || candidate.is(FunctionDeclSyntax.self)
        || candidate.is(InitializerDeclSyntax.self) || candidate.is(AccessorDeclSyntax.self)
        || candidate.is(DeinitializerDeclSyntax.self) || candidate.is(SubscriptDeclSyntax.self)
        || candidate.is(AccessorBlockSyntax.self)
      {
        return candidate
      }
      current = candidate.parent
    }
    return node
  }

  static func parameterName(_ parameter: FunctionParameterSyntax) -> String {
    (parameter.secondName ?? parameter.firstName).text
  }

  /// Whether a statement declares `name`: `let name`, `var name`, `guard let name`.
  static func declares(_ item: CodeBlockItemSyntax.Item, _ name: String) -> Bool {
    if let variable = item.as(VariableDeclSyntax.self) {
      return variable.bindings.contains {
        $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
      }
    }
    if let guardStatement = item.as(GuardStmtSyntax.self) {
      return guardStatement.conditions.contains { binds($0, name) }
    }
    return false
  }

  static func binds(_ condition: ConditionElementSyntax, _ name: String) -> Bool {
    guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self) else {
      return false
    }
    return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
  }

  /// Whether `name` is a parameter of `closure` (`$0` counts when it has no named ones).
  static func isClosureParameter(_ name: String, of closure: ClosureExprSyntax) -> Bool {
    guard let clause = closure.signature?.parameterClause else { return name.hasPrefix("$") }
    switch clause {
    case .simpleInput(let list): return list.contains { $0.name.text == name }
    case .parameterClause(let parameters):
      return parameters.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
    }
  }

  /// The elements of `[a, b].forEach { $0… }` when `closure` is that loop's body.
  static func forEachElements(of closure: ClosureExprSyntax) -> [ExprSyntax]? {
    guard let call = callTaking(closure),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "forEach",
      let array = member.base?.as(ArrayExprSyntax.self)
    else { return nil }
    return array.elements.map(\.expression)
  }

  /// The call that takes `closure` as its trailing closure or an argument.
  static func callTaking(_ closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
    var node = Syntax(closure)
    while let parent = node.parent {
      if let call = parent.as(FunctionCallExprSyntax.self) {
        return call.calledExpression.id == node.id ? nil : call
      }
      guard
        parent.is(LabeledExprSyntax.self) || parent.is(LabeledExprListSyntax.self)
          || parent.is(MultipleTrailingClosureElementSyntax.self)
          || parent.is(MultipleTrailingClosureElementListSyntax.self)
      else { return nil }
      node = parent
    }
    return nil
  }

  /// The property, variable or function a configuration closure builds the field for:
  /// `let field: UITextField = { … }()`, `lazy var field = UITextField().then { … }`,
  /// `self.field = { … }()`, `var field: UITextField { return UITextField().then { … } }`,
  /// `func makeField() -> UITextField { let f = …; return f }` (not: closures passed to other
  /// calls, such as `addTextField { … }`).
  static func bindingName(of closure: ClosureExprSyntax) -> String? {
    var node = Syntax(closure)
    while let parent = node.parent {
      if let initializer = parent.as(InitializerClauseSyntax.self) {
        return initializer.parent?.as(PatternBindingSyntax.self)?.pattern
          .as(IdentifierPatternSyntax.self)?.identifier.text
      }
      if let sequence = parent.as(SequenceExprSyntax.self) {
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
          elements[2].id == node.id, let path = path(elements[0])
        else { return nil }
        return path.last
      }
      if parent.is(ReturnStmtSyntax.self) { return returnedName(from: parent) }
      if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id != node.id,
        call.trailingClosure?.id != node.id
      {
        return nil
      }
      let passes =
        parent.is(FunctionCallExprSyntax.self) || parent.is(MemberAccessExprSyntax.self)
        || parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self)
        || parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self)
        || parent.is(TupleExprSyntax.self) || parent.is(LabeledExprSyntax.self)
        || parent.is(LabeledExprListSyntax.self)
      guard passes else { return nil }
      node = parent
    }
    return nil
  }

  /// The computed property or function whose body returns the field.
  static func returnedName(from node: Syntax) -> String? {
    var current = node.parent
    while let parent = current {
      if parent.is(ClosureExprSyntax.self) { return nil }
      if let binding = parent.as(PatternBindingSyntax.self) {
        return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      }
      if let function = parent.as(FunctionDeclSyntax.self) { return function.name.text }
      current = parent.parent
    }
    return nil
  }
}
