import InputTraits
import SwiftSyntax

/// SwiftUI: `TextField`, `SecureField`, `TextEditor` and the trait modifiers on them and on
/// the views that contain them.
extension SwiftFieldCollector {
  /// The SwiftUI views that are text fields.
  static let swiftUIFieldKinds: Set<String> = ["TextField", "SecureField", "TextEditor"]

  /// `TextField` for `TextField(…)` and `SwiftUI.TextField(…)`; a custom view whose name ends
  /// in one of the three or in `Field` (`HATextField`, `PasswordSecureField`, `PINField`) is a
  /// field too when it takes a text binding (``isSwiftUIFieldCall(_:)``), since the trait
  /// modifiers on it reach the field inside, or, for a `UIViewRepresentable`, do not (UIKit's
  /// `UITextField` and AppKit's `NSTextField` are not SwiftUI views).
  static func swiftUIFieldKind(_ called: ExprSyntax) -> String? {
    if let reference = called.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      if swiftUIFieldKinds.contains(name) { return name }
      if name.first?.isUppercase == true, !name.hasPrefix("UI"), !name.hasPrefix("NS"),
        swiftUIFieldKinds.contains(where: { name.hasSuffix($0) }) || name.hasSuffix("Field")
      {
        return name
      }
    }
    if let member = called.as(MemberAccessExprSyntax.self),
      member.base?.trimmedDescription == "SwiftUI",
      swiftUIFieldKinds.contains(member.declName.baseName.text)
    {
      return member.declName.baseName.text
    }
    return nil
  }

  /// Whether a call to a field kind builds a SwiftUI field: the built-in views always, a custom
  /// view (`PasswordTextField(…)`) only with a `text:`/`value:` argument or a `$` binding, so
  /// that a UIKit subclass's initializer (`DeleteBackwardResponseTextField()`) is none.
  static func isSwiftUIFieldCall(_ call: FunctionCallExprSyntax) -> Bool {
    guard let kind = swiftUIFieldKind(call.calledExpression) else { return false }
    if swiftUIFieldKinds.contains(kind) { return true }
    return call.arguments.contains {
      ["text", "value"].contains($0.label?.text)
        || $0.expression.trimmedDescription.hasPrefix("$")
    }
  }

  func swiftUIField(_ call: FunctionCallExprSyntax) -> ScannedField {
    let kind = Self.swiftUIFieldKind(call.calledExpression) ?? "TextField"
    let place = position(of: call)
    var field = ScannedField(
      file: file, line: place.line, column: place.column, source: .swiftUI, kind: kind,
      name: Self.swiftUIName(call) ?? kind,
      form: Self.enclosingTypeName(of: Syntax(call)) ?? FileName.stem(file))
    if kind == "SecureField" { field.declared.set(.isSecureTextEntry(true)) }
    if !Self.swiftUIFieldKinds.contains(kind) { field.evidence.className = kind }
    field.evidence.placeholder = call.arguments.first { $0.label == nil }.flatMap {
      SwiftValue.stringLiteral($0.expression)
    }
    field.evidence.availableFrom = Self.availability(around: Syntax(call))
    field.evidence.branch = Self.branch(around: Syntax(call))
    var top = applyModifiers(from: Syntax(call), to: &field)
    var followed: Set<String> = []
    // `.scrollDismissesKeyboard(.never)` on the way out keeps every scroll view above it from
    // dismissing.
    var neverDismiss =
      field.evidence.dismissedBy == nil && Self.chainHasNeverDismiss(from: Syntax(call))
    while true {
      if let container = Self.container(around: top) {
        let name = container.calledExpression.trimmedDescription
        if name == "ForEach" { field.evidence.repeated = true }
        if container.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
          == "alert"
        {
          field.evidence.inAlert = true
        }
        if field.evidence.container == nil {
          field.evidence.container = container.position.utf8Offset
        }
        if Self.chainHasNeverDismiss(from: Syntax(container)) { neverDismiss = true }
        if !neverDismiss, field.evidence.dismissedBy == nil {
          if ["List", "Form", "ScrollView"].contains(name) {
            field.evidence.dismissedBy =
              "scrolling its \(name) (SwiftUI dismisses the keyboard on scroll)"
          } else if name.first?.isUppercase == true, !name.contains(".") {
            field.evidence.containers.append(name)
          }
        }
        top = applyModifiers(from: Syntax(container), to: &field)
        continue
      }
      // A view built by a computed property or a function of the same type: the modifiers
      // where the type uses it apply too.
      guard let builder = Self.viewBuilderName(around: top), !followed.contains(builder),
        let use = uses(of: builder, near: top)
      else { break }
      followed.insert(builder)
      top = applyModifiers(from: use, to: &field)
    }
    return field
  }

  /// The computed property (other than `body`) or function whose body holds `node`.
  static func viewBuilderName(around node: Syntax) -> String? {
    var current = node.parent
    while let parent = current {
      if let binding = parent.as(PatternBindingSyntax.self) {
        guard binding.accessorBlock != nil,
          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          name != "body"
        else { return nil }
        return name
      }
      if let function = parent.as(FunctionDeclSyntax.self) { return function.name.text }
      if parent.is(MemberBlockSyntax.self) || parent.is(ClosureExprSyntax.self) { return nil }
      current = parent.parent
    }
    return nil
  }

  /// The first use of `name` in the same type as `node` (the reference, or the call for a
  /// function), outside `name`'s own body.
  func uses(of name: String, near node: Syntax) -> Syntax? {
    let type = Self.enclosingTypeName(of: node)
    for reference in references[name, default: []] {
      guard Self.enclosingTypeName(of: Syntax(reference)) == type,
        Self.viewBuilderName(around: Syntax(reference)) != name
      else { continue }
      if let call = reference.parent?.as(FunctionCallExprSyntax.self),
        call.calledExpression.id == reference.id
      {
        return Syntax(call)
      }
      if let member = reference.parent?.as(MemberAccessExprSyntax.self),
        member.declName.id == reference.id, member.base?.trimmedDescription == "self"
      {
        return Syntax(member)
      }
      return Syntax(reference)
    }
    return nil
  }

  /// The field's name: its `text:` or `value:` binding (`$email` → `email`), else its title.
  static func swiftUIName(_ call: FunctionCallExprSyntax) -> String? {
    for argument in call.arguments where ["text", "value"].contains(argument.label?.text) {
      let text = argument.expression.trimmedDescription
      if text.hasPrefix("$") { return String(text.dropFirst()) }
    }
    for argument in call.arguments where argument.label == nil {
      if let title = SwiftValue.stringLiteral(argument.expression) { return title }
    }
    return nil
  }

  /// Applies the modifier chain that starts at `node` and returns its outermost expression.
  ///
  /// Inner modifiers win. Modifiers inside a postfix `#if` apply when the clause
  /// holds on iOS (`os(iOS)`, `!os(visionOS)`, `canImport(UIKit)`, `#else` after false ones);
  /// under a condition the scanner cannot decide, their traits are unresolved.
  func applyModifiers(from node: Syntax, to field: inout ScannedField) -> Syntax {
    var current = node
    while true {
      if let member = current.parent?.as(MemberAccessExprSyntax.self),
        member.base?.id == current.id,
        let call = member.parent?.as(FunctionCallExprSyntax.self),
        call.calledExpression.id == member.id
      {
        applyModifier(member, call, to: &field, decided: true)
        if member.declName.baseName.text == "disabled" {
          let argument = call.arguments.first?.expression.trimmedDescription ?? "true"
          if argument == "true" {
            if field.evidence.notTypedInto == nil {
              field.evidence.notTypedInto = ".disabled(true)"
            }
          } else if argument != "false" {
            field.evidence.shownConditionally = true
          }
        }
        if member.declName.baseName.text == "scrollDismissesKeyboard",
          call.arguments.first?.expression.trimmedDescription == ".never"
        {
          field.evidence.dismissedBy = nil
        }
        current = Syntax(call)
      } else if let postfix = current.parent?.as(PostfixIfConfigExprSyntax.self),
        postfix.base?.id == current.id
      {
        for clause in postfix.config.clauses {
          let holds = clause.condition.map { Self.holdsOnIOS($0.trimmedDescription) } ?? true
          guard holds != false else { continue }
          if case .postfixExpression(let chain) = clause.elements {
            applyDetached(chain, to: &field, decided: holds == true)
          }
          break
        }
        current = Syntax(postfix)
      } else {
        return current
      }
    }
  }

  /// Applies a chain without a base (`.a().b()` inside `#if`), innermost first.
  private func applyDetached(_ expression: ExprSyntax, to field: inout ScannedField, decided: Bool)
  {
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self)
    else { return }
    if let base = member.base { applyDetached(base, to: &field, decided: decided) }
    applyModifier(member, call, to: &field, decided: decided)
  }

  /// Whether an `#if` condition holds when building for iOS: true, false, or nil (unknown).
  static func holdsOnIOS(_ condition: String) -> Bool? {
    let text = condition.filter { !$0.isWhitespace }
    let platforms = ["iOS", "macOS", "tvOS", "watchOS", "visionOS", "macCatalyst", "OSX"]
    for platform in platforms {
      if text == "os(\(platform))" { return platform == "iOS" }
      if text == "!os(\(platform))" { return platform != "iOS" }
    }
    if text == "canImport(UIKit)" { return true }
    if text == "!canImport(UIKit)" || text == "canImport(AppKit)" { return false }
    return nil
  }

  /// The call whose content closure holds `node`: `VStack { … }`, `Form { … }`,
  /// `Section(content: { … })`; nil at a declaration.
  static func container(around node: Syntax) -> FunctionCallExprSyntax? {
    var current = node.parent
    while let parent = current {
      if parent.is(DeclSyntax.self) || parent.is(MemberBlockSyntax.self) { return nil }
      if let closure = parent.as(ClosureExprSyntax.self) {
        if let call = callTaking(closure) { return call }
        if let call = closure.parent?.as(FunctionCallExprSyntax.self),
          call.trailingClosure?.id == closure.id
        {
          return call
        }
        return nil
      }
      current = parent.parent
    }
    return nil
  }

  private func applyModifier(
    _ member: MemberAccessExprSyntax, _ call: FunctionCallExprSyntax, to field: inout ScannedField,
    decided: Bool
  ) {
    let name = member.declName.baseName.text
    let argument = call.arguments.first?.expression
    let trait: String
    var outcome: SwiftValue.Outcome
    var replacement: String?
    switch name {
    case "keyboardType":
      trait = "keyboardType"
      outcome = argument.map { SwiftValue.evaluate($0, trait: trait) } ?? .unresolved
    case "textInputAutocapitalization":
      trait = "autocapitalizationType"
      outcome = argument.map(Self.swiftUIAutocapitalization) ?? .unresolved
      if let argument, Self.isOptionalNone(argument) {
        let spot = position(of: argument)
        field.deprecations.append(
          DeprecatedSpelling(
            line: spot.line, column: spot.column, spelling: ".textInputAutocapitalization(.none)",
            replacement: ".textInputAutocapitalization(.never)",
            rule: ScanLinter.optionalNoneRule))
      }
    case "autocapitalization":
      trait = "autocapitalizationType"
      outcome = argument.map { SwiftValue.evaluate($0, trait: trait) } ?? .unresolved
      if case .value(let change, _) = outcome, case .name(let value) = change.value,
        let uiKit = AutocapitalizationType(name: value)
      {
        replacement = ".textInputAutocapitalization(.\(SwiftUITextField.Autocapitalization(uiKit)))"
      } else {
        replacement = ".textInputAutocapitalization(_:)"
      }
    case "autocorrectionDisabled", "disableAutocorrection":
      trait = "autocorrectionType"
      let deprecated = name == "disableAutocorrection"
      outcome = Self.swiftUIAutocorrection(argument, nilMeansDefault: deprecated)
      if deprecated {
        var disabled = "(_:)"
        if case .value(let change, _) = outcome {
          disabled = change.value == .name("no") ? "()" : "(false)"
        }
        replacement = ".autocorrectionDisabled\(disabled)"
      }
    case "submitLabel":
      trait = "returnKeyType"
      outcome = .unresolved
      if let argument, let member = SwiftValue.memberName(argument, type: "SubmitLabel"),
        let label = SwiftUITextField.SubmitLabel(rawValue: member)
      {
        outcome = .value(.set(label.uiKit), deprecated: nil)
      }
    case "textContentType":
      trait = "textContentType"
      outcome = argument.map { SwiftValue.evaluate($0, trait: trait) } ?? .unresolved
    default:
      return
    }
    if let replacement {
      let spot = position(of: member.declName)
      field.deprecations.append(
        DeprecatedSpelling(
          line: spot.line, column: spot.column,
          spelling: ".\(name)(\(call.arguments.trimmedDescription))", replacement: replacement))
    }
    let site = position(of: member.declName)
    field.addSite(trait, line: site.line, column: site.column)
    guard !field.declared.contains(trait), !field.unresolved.contains(trait) else { return }
    if !decided { outcome = .unresolved }
    switch outcome {
    case .value(let change, let deprecated):
      field.declared.set(change)
      if let deprecated, let better = TraitVocabulary.deprecatedMembers[deprecated] {
        let spot = position(of: call.arguments)
        field.deprecations.append(
          DeprecatedSpelling(
            line: spot.line, column: spot.column, spelling: ".\(deprecated)",
            replacement: ".\(better)"))
      }
    case .unresolved: field.markUnresolved(trait)
    }
  }

  /// `.never`, `.words`, `.sentences`, `.characters`; `nil` is UIKit's default, sentences, and
  /// so is `.none`: the parameter is an optional, and `.none` is `Optional.none`.
  static func swiftUIAutocapitalization(_ argument: ExprSyntax) -> SwiftValue.Outcome {
    if argument.is(NilLiteralExprSyntax.self) || isOptionalNone(argument) {
      return .value(.set(AutocapitalizationType.sentences), deprecated: nil)
    }
    guard let member = SwiftValue.memberName(argument, type: "TextInputAutocapitalization"),
      let value = SwiftUITextField.Autocapitalization(rawValue: member)
    else { return .unresolved }
    return .value(.set(value.uiKit), deprecated: nil)
  }

  /// `()` and `(true)` disable autocorrection (`no`); `(false)` leaves UIKit's default, and so
  /// does `nil` for the deprecated `.disableAutocorrection(_:)`.
  static func swiftUIAutocorrection(_ argument: ExprSyntax?, nilMeansDefault: Bool)
    -> SwiftValue.Outcome
  {
    guard let argument else { return .value(.set(AutocorrectionType.no), deprecated: nil) }
    if nilMeansDefault, argument.is(NilLiteralExprSyntax.self) {
      return .value(.set(AutocorrectionType.default), deprecated: nil)
    }
    guard let literal = argument.as(BooleanLiteralExprSyntax.self) else { return .unresolved }
    let disabled = literal.literal.tokenKind == .keyword(.true)
    return .value(.set(disabled ? AutocorrectionType.no : .default), deprecated: nil)
  }

  /// `.none` (or `Optional.none`) where an optional `TextInputAutocapitalization` is expected.
  static func isOptionalNone(_ argument: ExprSyntax) -> Bool {
    let text = argument.trimmedDescription
    return text == ".none" || text == "Optional.none"
  }

  /// The `if`/`else` branch around a SwiftUI field inside its view builder, if any.
  static func branch(around node: Syntax) -> FieldEvidence.Branch? {
    var current = node
    while let parent = current.parent {
      if parent.is(DeclSyntax.self) || parent.is(ClosureExprSyntax.self) { return nil }
      if let conditional = parent.as(IfExprSyntax.self) {
        var root = conditional
        var index = 0
        // The first `if` of an `else if` chain names the statement.
        while let outer = root.parent?.as(IfExprSyntax.self), outer.elseBody?.id == Syntax(root).id
        {
          root = outer
          index += 1
        }
        if conditional.body.id == current.id {
          return FieldEvidence.Branch(statement: root.position.utf8Offset, index: index)
        }
        if conditional.elseBody?.id == current.id, !current.is(IfExprSyntax.self) {
          return FieldEvidence.Branch(statement: root.position.utf8Offset, index: index + 1)
        }
      }
      current = parent
    }
    return nil
  }

  /// Marks show-password pairs: a `SecureField` and a `TextField` in different branches of
  /// one `if` never show together, and the plain one reveals the secure one on purpose.
  static func pairingRevealedFields(_ fields: [ScannedField]) -> [ScannedField] {
    var result = fields
    for (index, field) in fields.enumerated() {
      guard let branch = field.evidence.branch else { continue }
      let partner = fields.contains { other in
        guard let otherBranch = other.evidence.branch, otherBranch.statement == branch.statement,
          otherBranch.index != branch.index
        else { return false }
        return (other.kind == "SecureField") != (field.kind == "SecureField")
      }
      if partner { result[index].evidence.revealsSecureText = true }
    }
    return result
  }
}
