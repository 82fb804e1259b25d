import InputTraits

/// What Objective-C spells: the state setters and properties a field can be given, receivers
/// and one-token trait values.
extension ObjCScanState {
  /// State properties and their Objective-C setters.
  static let stateSetters: [String: String] = [
    "setEnabled": "isEnabled", "setUserInteractionEnabled": "isUserInteractionEnabled",
    "setHidden": "isHidden", "setAlpha": "alpha", "setEditable": "isEditable",
    "setInputView": "inputView", "setInputAccessoryView": "inputAccessoryView",
  ]
  static let stateProperties: [String: String] = [
    "enabled": "isEnabled", "userInteractionEnabled": "isUserInteractionEnabled",
    "hidden": "isHidden", "alpha": "alpha", "editable": "isEditable", "inputView": "inputView",
    "inputAccessoryView": "inputAccessoryView",
  ]

  /// `emailField` for `self.emailField`, `self->_emailField`, `_emailField`, `[self emailField]`.
  static func receiverName(_ tokens: [ObjCToken]) -> String {
    var parts: [String] = []
    if tokens.count == 4, tokens[0].text == "[", tokens[1].text == "self", tokens[3].text == "]" {
      parts = [tokens[2].text]
    } else {
      for token in tokens where token.kind == .identifier { parts.append(token.text) }
      if tokens.contains(where: { $0.kind != .identifier && ![".", "->"].contains($0.text) }) {
        return tokens.map(\.text).joined(separator: " ")
      }
    }
    if parts.first == "self", parts.count > 1 { parts.removeFirst() }
    if let first = parts.first, first.hasPrefix("_"), first.count > 1 {
      parts[0] = String(first.dropFirst())
    }
    return parts.joined(separator: ".")
  }

  /// The change a one-token value stands for, or nil (unresolved).
  static func evaluate(_ value: [ObjCToken], trait: String) -> TraitChange? {
    guard value.count == 1, let token = value.first else { return nil }
    if TraitVocabulary.isBoolean(trait) {
      switch token.text {
      case "YES", "true", "TRUE": return TraitChange(trait: trait, value: .bool(true))
      case "NO", "false", "FALSE": return TraitChange(trait: trait, value: .bool(false))
      default: return nil
      }
    }
    if token.text == "nil" || token.text == "NULL" {
      return trait == "textContentType" || trait == "passwordRules"
        ? TraitChange(trait: trait, value: .null) : nil
    }
    if trait == "textContentType", token.kind == .literal, token.text.hasPrefix("@\"") {
      let raw = String(token.text.dropFirst(2).dropLast())
      return TraitVocabulary.contentType(raw) ?? TraitChange(trait: trait, value: .name(raw))
    }
    guard let change = TraitVocabulary.objCConstant(token.text), change.trait == trait else {
      return nil
    }
    return change
  }
}
