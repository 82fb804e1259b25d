/// A JSON string literal for hand-ordered JSON output: quotes, backslashes and control
/// characters escaped (`\n`, `\r`, `\t`, others as `\u00XX`), everything else as is.
///
/// Output whose key order is part of the documented format (JSONL events, notifications,
/// plans) is written by hand with this, not with `JSONEncoder`.
///
/// ```swift
/// jsonString("a \"b\"\n")  // "\"a \\\"b\\\"\\n\""
/// ```
func jsonString(_ text: String) -> String {
  var result = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": result += "\\\""
    case "\\": result += "\\\\"
    case "\n": result += "\\n"
    case "\r": result += "\\r"
    case "\t": result += "\\t"
    case _ where scalar.value < 0x20 || scalar.value == 0x7f:
      let hex = String(scalar.value, radix: 16)
      result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    default: result.unicodeScalars.append(scalar)
    }
  }
  return result + "\""
}
