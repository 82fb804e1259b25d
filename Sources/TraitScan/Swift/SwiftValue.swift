import InputTraits
import SwiftSyntax

/// Evaluates the right-hand side of a trait assignment or a modifier's argument, when it is a
/// literal the scanner can read: `.emailAddress`, `UIKeyboardType.emailAddress`, `true`, `nil`,
/// `UITextContentType(rawValue: "x")`, `UITextInputPasswordRules(descriptor: "…")`.
enum SwiftValue {
  /// What an expression sets `trait` to.
  enum Outcome {
    /// A value, and the deprecated member used to spell it, if any.
    case value(TraitChange, deprecated: String?)
    /// An expression the scanner cannot evaluate.
    case unresolved
  }

  /// The value of `expression` for `trait`.
  static func evaluate(_ expression: ExprSyntax, trait: String) -> Outcome {
    let expression = unwrapped(expression)
    if TraitVocabulary.isBoolean(trait) {
      guard let literal = expression.as(BooleanLiteralExprSyntax.self) else { return .unresolved }
      let flag = literal.literal.tokenKind == .keyword(.true)
      return .value(TraitChange(trait: trait, value: .bool(flag)), deprecated: nil)
    }
    if trait == "textContentType" || trait == "passwordRules",
      expression.is(NilLiteralExprSyntax.self)
    {
      return .value(TraitChange(trait: trait, value: .null), deprecated: nil)
    }
    if trait == "passwordRules" {
      guard let call = expression.as(FunctionCallExprSyntax.self),
        typeName(call.calledExpression) == "UITextInputPasswordRules",
        let argument = call.arguments.first, argument.label?.text == "descriptor",
        let text = stringLiteral(argument.expression)
      else { return .unresolved }
      return .value(TraitChange(trait: trait, value: .name(text)), deprecated: nil)
    }
    if trait == "textContentType" {
      if let member = memberName(expression, type: "UITextContentType") {
        guard let change = TraitVocabulary.contentType(member) else { return .unresolved }
        return .value(change, deprecated: nil)
      }
      if let call = expression.as(FunctionCallExprSyntax.self),
        ["UITextContentType", "UITextContentType.init", ".init"].contains(
          typeName(call.calledExpression)),
        call.arguments.count == 1, let argument = call.arguments.first,
        argument.label == nil || argument.label?.text == "rawValue",
        let raw = stringLiteral(argument.expression)
      {
        let change =
          TraitVocabulary.contentType(raw)
          ?? TraitChange(trait: trait, value: .name(raw))
        return .value(change, deprecated: nil)
      }
      return .unresolved
    }
    guard let type = TraitVocabulary.swiftType(of: trait),
      let member = memberName(expression, type: type),
      let change = TraitVocabulary.enumValue(trait: trait, member: member)
    else { return .unresolved }
    return .value(change, deprecated: TraitVocabulary.deprecatedMembers[member].map { _ in member })
  }

  /// `x` for `.x` or `Type.x` (when `type` matches), or nil.
  static func memberName(_ expression: ExprSyntax, type: String) -> String? {
    guard let access = expression.as(MemberAccessExprSyntax.self),
      access.declName.argumentNames == nil
    else { return nil }
    if let base = access.base {
      guard typeName(base) == type || typeName(base) == "UIKit.\(type)" else { return nil }
    }
    return access.declName.baseName.text.replacingOccurrences(of: "`", with: "")
  }

  /// The text of a type or reference expression without trivia: `UIKeyboardType`.
  static func typeName(_ expression: ExprSyntax) -> String {
    expression.trimmedDescription.filter { !$0.isWhitespace }
  }

  /// The value of a string literal without interpolation.
  static func stringLiteral(_ expression: ExprSyntax) -> String? {
    expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
  }

  /// The expression inside parentheses, `try`, `as` and the like.
  static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first, only.label == nil
    {
      return unwrapped(only.expression)
    }
    return expression
  }
}
