extension SwiftUITextField {
  /// The field as Swift source: `TextField` or `SecureField` and its modifier chain, followed
  /// by comment lines for the traits SwiftUI cannot express.
  ///
  /// For reports.
  ///
  /// ```swift
  /// SwiftUITextField(TextInputTraits(isSecureTextEntry: true, textContentType: .newPassword))
  ///   .swiftSource(title: "Password", text: "$password")
  /// // SecureField("Password", text: $password)
  /// //   .textContentType(.newPassword)
  /// ```
  ///
  /// - Parameters:
  ///   - title: The field's title, written as a string literal.
  ///   - text: The binding expression, such as `$email`.
  ///   - indent: The indentation of each modifier line.
  /// - Returns: The view's source, one modifier per line.
  public func swiftSource(title: String, text: String = "$text", indent: String = "  ") -> String {
    let view = isSecureField ? "SecureField" : "TextField"
    var lines = ["\(view)(\(Self.literal(title)), text: \(text))"]
    if let keyboardType { lines.append("\(indent).keyboardType(.\(keyboardType.name))") }
    if let textInputAutocapitalization {
      lines.append(
        "\(indent).textInputAutocapitalization(.\(textInputAutocapitalization.rawValue))")
    }
    if let autocorrectionDisabled {
      lines.append(
        "\(indent).autocorrectionDisabled(\(autocorrectionDisabled ? "" : "false"))")
    }
    if let textContentType {
      let argument =
        textContentType.isKnown
        ? ".\(textContentType.name)"
        : "UITextContentType(rawValue: \(Self.literal(textContentType.rawValue)))"
      lines.append("\(indent).textContentType(\(argument))")
    }
    if let submitLabel { lines.append("\(indent).submitLabel(.\(submitLabel.rawValue))") }
    if let writingToolsBehavior {
      lines.append("\(indent).writingToolsBehavior(.\(writingToolsBehavior.swiftUIName))")
    }
    if !inexpressible.isEmpty {
      lines.append("// Not expressible in SwiftUI:")
      lines += inexpressible.map {
        "// " + $0.description.split(separator: "\n").joined(separator: " ")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func literal(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": escaped += "\\\\"
      case "\"": escaped += "\\\""
      case "\n": escaped += "\\n"
      case "\t": escaped += "\\t"
      case "\r": escaped += "\\r"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return "\"\(escaped)\""
  }
}
