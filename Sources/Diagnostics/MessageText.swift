/// `'text'` for a one-line message: the input between single quotes, with newlines, tabs and
/// other control characters escaped so that an error stays on one line.
///
/// ```swift
/// quoted("emial")      // "'emial'"
/// quoted("a\nb\u{7}")  // "'a\\nb\\u{7}'"
/// ```
package func quoted(_ text: String) -> String {
  "'" + escapingControlCharacters(text) + "'"
}

/// `text` with control characters escaped: `\n`, `\r`, `\t`, and `\u{XX}` for the others
/// (C0, DEL, C1, and the line and paragraph separators U+2028/U+2029); with `backslash`, a
/// backslash is `\\` too, so that the escaped text reads back unambiguously (`kbsim press`).
///
/// Every ``ModuleError`` passes its message through here when it is set, and the command-line
/// tool passes every other error's message through here before printing it, so an error is one
/// line.
///
/// ```swift
/// escapingControlCharacters("line 1\nline 2")               // "line 1\\nline 2"
/// escapingControlCharacters("a\\b\u{7}", backslash: true)  // "a\\\\b\\u{7}"
/// ```
package func escapingControlCharacters(_ text: String, backslash: Bool = false) -> String {
  guard text.unicodeScalars.contains(where: { isControl($0) || (backslash && $0 == "\\") }) else {
    return text
  }
  var result = ""
  result.reserveCapacity(text.utf8.count + 8)
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\n": result += "\\n"
    case "\r": result += "\\r"
    case "\t": result += "\\t"
    case "\\" where backslash: result += "\\\\"
    case _ where isControl(scalar): result += "\\u{" + String(scalar.value, radix: 16) + "}"
    default: result.unicodeScalars.append(scalar)
    }
  }
  return result
}

private func isControl(_ scalar: Unicode.Scalar) -> Bool {
  let value = scalar.value
  return value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
}

/// `names` joined by commas for a message, the first `limit` of them and then `… and N more`,
/// so that a list drawn from the input (a script's fields, a form's names) keeps a message short
/// however large the input is.
///
/// ```swift
/// listing(["name", "email"])                   // "name, email"
/// listing((1...100).map { "f\($0)" }, limit: 2)  // "f1, f2 … and 98 more"
/// ```
package func listing(_ names: some Collection<String>, limit: Int = 20) -> String {
  let shown = names.prefix(limit).joined(separator: ", ")
  return names.count > limit ? "\(shown) … and \(names.count - limit) more" : shown
}

/// `text` for XML, SVG and HTML, in element content and attribute values: `&`, `<`, `>`, `"`
/// and `'` as entities, and the control characters XML 1.0 does not allow (C0 but tab, line
/// feed and carriage return) as visible `\u{XX}` escapes.
///
/// ```swift
/// escapingMarkup("Tom & \"Jerry\"")  // "Tom &amp; &quot;Jerry&quot;"
/// ```
package func escapingMarkup(_ text: String) -> String {
  var result = ""
  result.reserveCapacity(text.utf8.count)
  for scalar in text.unicodeScalars {
    switch scalar {
    case "&": result += "&amp;"
    case "<": result += "&lt;"
    case ">": result += "&gt;"
    case "\"": result += "&quot;"
    case "'": result += "&#39;"
    case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
    case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
      result += "\\u{" + String(scalar.value, radix: 16) + "}"
    default: result.unicodeScalars.append(scalar)
    }
  }
  return result
}
