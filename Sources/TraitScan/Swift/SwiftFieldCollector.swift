import InputTraits
import SwiftSyntax

/// The syntax visitor behind ``SwiftScanner``: collects trait assignments, SwiftUI field calls
/// and the declared types of variables, then groups the assignments into fields.
final class SwiftFieldCollector: SyntaxVisitor {
  /// Assignments grouped into one field so far.
  struct Group {
    var key: String
    var field: ScannedField
    /// The field is named after a closure parameter (`$0`) and may take a placeholder's text.
    var provisionalName: Bool
    /// A variable whose declared type says the field's kind, or a type name directly.
    var kindVariable: String?
    var kindType: String?
  }

  let file: String
  let lines: LineIndex
  var importsSwiftUI = false
  var importsEureka = false
  /// The file's code is for another platform (`import AppKit`).
  var notIOS: String?
  /// Properties declared `@FocusState`.
  var focusStateNames: Set<String> = []
  /// What the file says around its fields (types, dismissal, helpers, view usages).
  var codeFacts = CodeFacts()
  /// The functions being visited, innermost last.
  var functionStack: [FunctionRecord] = []
  /// State properties (`isEnabled`, `inputView`…) assigned per group key, values as written.
  var stateValues: [String: [String: [String]]] = [:]
  /// Declared types of variables and parameters, by name (the first declaration wins).
  var variableTypes: [String: String] = [:]
  var groups: [Group] = []
  var groupIndex: [String: Int] = [:]
  /// `placeholder = "…"` literals by group key, to name fields configured through `$0`.
  var placeholders: [String: String] = [:]
  var swiftUICalls: [FunctionCallExprSyntax] = []
  /// References by name, to follow views built by computed properties and functions.
  var references: [String: [DeclReferenceExprSyntax]] = [:]

  init(file: String, lines: LineIndex) {
    self.file = file
    self.lines = lines
    super.init(viewMode: .sourceAccurate)
  }

  /// The function record being visited, if any.
  var currentFunction: FunctionRecord? {
    get { functionStack.last }
    set {
      if let newValue, !functionStack.isEmpty { functionStack[functionStack.count - 1] = newValue }
    }
  }

  /// The fields in source order; records that hold only state (``FieldEvidence/stateOnly``)
  /// are among them, for the lint to merge.
  func fields() -> [ScannedField] {
    var result: [ScannedField] = groups.map { group in
      var field = group.field
      if group.provisionalName, let placeholder = placeholders[group.key] {
        field.name = placeholder
      }
      field.evidence.placeholder = placeholders[group.key]
      if let platform = notIOS { field.evidence.notIOS = platform }
      let type = group.kindType ?? group.kindVariable.flatMap { variableTypes[$0] }
      field.kind = type.map(Self.kind(ofType:))
      if field.evidence.className == nil { field.evidence.className = type }
      Self.applyState(stateValues[group.key] ?? [:], to: &field.evidence)
      return field
    }
    if importsSwiftUI {
      result += Self.pairingRevealedFields(swiftUICalls.map(swiftUIField)).map { field in
        var field = field
        if let platform = notIOS { field.evidence.notIOS = platform }
        return field
      }
    }
    return result.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
  }

  /// The file's code facts, once it is walked.
  func facts() -> CodeFacts {
    var facts = codeFacts
    facts.parsedFiles.insert(file)
    return facts
  }

  /// `textField` for `UITextField`, and so on; other types by their name.
  static func kind(ofType type: String) -> String {
    switch type {
    case "UITextField": "textField"
    case "UITextView": "textView"
    case "UISearchBar": "searchBar"
    case "UISearchTextField": "searchTextField"
    default: type
    }
  }

  func position(of node: some SyntaxProtocol) -> (line: Int, column: Int) {
    lines.position(ofByte: node.positionAfterSkippingLeadingTrivia.utf8Offset)
  }

  // MARK: Visits

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.path.first?.name.text == "SwiftUI" { importsSwiftUI = true }
    if node.path.first?.name.text == "Eureka" { importsEureka = true }
    if let module = node.path.first?.name.text, ["AppKit", "Cocoa", "WatchKit"].contains(module) {
      notIOS = "import \(module)"
    }
    return .skipChildren
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    recordType(
      node.name.text, inherited: node.inheritanceClause?.inheritedTypes, isClass: true, at: node)
    return .visitChildren
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    recordType(
      node.name.text, inherited: node.inheritanceClause?.inheritedTypes, isClass: false, at: node)
    return .visitChildren
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    recordType(
      Self.baseTypeName(node.extendedType.trimmedDescription),
      inherited: node.inheritanceClause?.inheritedTypes, isClass: false, at: node)
    return .visitChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    recordFunction(node)
    functionStack.append(
      FunctionRecord(type: Self.enclosingTypeName(of: Syntax(node)), name: node.name.text))
    return .visitChildren
  }

  override func visitPost(_ node: FunctionDeclSyntax) {
    guard let record = functionStack.popLast() else { return }
    if record.createsTap || record.endsEditing { codeFacts.functions.append(record) }
  }

  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    recordSelector(node)
    return .visitChildren
  }

  override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
    recordLabeledArgument(node)
    return .visitChildren
  }

  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
      recordMemberBinding(name, at: node)
      if let variable = node.parent?.parent?.as(VariableDeclSyntax.self),
        variable.attributes.contains(where: {
          $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "FocusState"
        })
      {
        focusStateNames.insert(name)
      }
    }
    guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      variableTypes[name] == nil
    else { return .visitChildren }
    if let type = node.typeAnnotation?.type {
      variableTypes[name] = Self.plainTypeName(type)
    } else if let value = node.initializer?.value, let type = Self.constructedType(value) {
      variableTypes[name] = type
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
    let name = (node.secondName ?? node.firstName).text
    if variableTypes[name] == nil { variableTypes[name] = Self.plainTypeName(node.type) }
    return .visitChildren
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let elements = Array(node.elements)
    guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else {
      return .visitChildren
    }
    let rhs = elements.count == 3 ? elements[2] : nil
    recordFocusRelease(lhs: elements[0], rhs: rhs, at: Syntax(node))
    recordAssignment(lhs: elements[0], rhs: rhs, at: Syntax(node))
    return .visitChildren
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    if node.baseName.text.first?.isLowercase == true {
      references[node.baseName.text, default: []].append(node)
    } else {
      recordReference(node.baseName.text, at: node)
    }
    return .visitChildren
  }

  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    recordReference(node.name.text, at: node)
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if Self.swiftUIFieldKind(node.calledExpression) != nil, Self.isSwiftUIFieldCall(node) {
      swiftUICalls.append(node)
    }
    recordCall(node)
    return .visitChildren
  }

  // MARK: Types

  /// `UITextField` for `UITextField!`, `UITextField?`, `weak`-less annotations.
  static func plainTypeName(_ type: TypeSyntax) -> String {
    if let optional = type.as(OptionalTypeSyntax.self) {
      return plainTypeName(optional.wrappedType)
    }
    if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return plainTypeName(unwrapped.wrappedType)
    }
    if let attributed = type.as(AttributedTypeSyntax.self) {
      return plainTypeName(attributed.baseType)
    }
    return type.trimmedDescription
  }

  /// The type an initializer constructs: `UITextField()`, `UITextField(frame: .zero)`,
  /// `UITextField().then { … }`.
  static func constructedType(_ value: ExprSyntax) -> String? {
    if let call = value.as(FunctionCallExprSyntax.self) {
      if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
        reference.baseName.text.first?.isUppercase == true
      {
        return reference.baseName.text
      }
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
      {
        return constructedType(base)
      }
    }
    return nil
  }
}
