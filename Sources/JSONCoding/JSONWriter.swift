/// The one JSON writer: prints a ``JSONValue`` with its object members in order and its numbers
/// by the one number policy (``formatNumber(_:style:)``).
///
/// ```swift
/// let frame: JSONValue = ["x": 0, "y": 516, "width": 393, "height": 336]
/// JSONWriter.line(frame)
/// // {"x":0,"y":516,"width":393,"height":336}
/// JSONWriter.pretty(["contentOffset": ["x": 0, "y": 128]], style: .inlineLeaves)
/// // {
/// //   "contentOffset": {"x": 0, "y": 128}
/// // }
/// ```
package enum JSONWriter {
  /// How a pretty document is laid out.
  package enum Style: Sendable {
    /// Every array and object over several lines, two-space indents, `"key" : value`, and
    /// empty containers as an empty line between their brackets: the layout of Foundation's
    /// `JSONEncoder` with `.prettyPrinted`, which `kbsim lint --format json` has always used.
    case expanded
    /// Objects that hold only scalars on one line (`{"top": 0, "bottom": 302}`), the others
    /// over several lines with `"key": value`: the layout of `kbsim inset`.
    case inlineLeaves
    /// An array with one compact element per line (`[\n  {…},\n  {…}\n]`), other values
    /// compact: the layout of `kbsim devices --format json`.
    case elementPerLine
  }

  /// The value on one line, without spaces.
  package static func line(_ value: JSONValue) -> String {
    var output = ""
    writeCompact(value, spaced: false, into: &output)
    return output
  }

  /// The value over several lines, without a final newline.
  package static func pretty(_ value: JSONValue, style: Style) -> String {
    var output = ""
    switch style {
    case .expanded: writeExpanded(value, indent: "", into: &output)
    case .inlineLeaves: writeInlineLeaves(value, indent: "", into: &output)
    case .elementPerLine:
      guard case .array(let array) = value, !array.isEmpty else {
        writeCompact(value, spaced: false, into: &output)
        break
      }
      output += "[\n  "
      output += array.map(line).joined(separator: ",\n  ")
      output += "\n]"
    }
    return output
  }

  /// Writes an object as ``pretty(_:style:)`` with ``Style/expanded`` would, one of its arrays
  /// made and written element by element.
  ///
  /// The member `key` of `document` (an object; the member holds any value, such as an empty
  /// array) is written as the array of `elements`, each made and written in turn, so a
  /// document with a huge array (a million lint findings) is written in the memory of one
  /// element.
  ///
  /// - Parameters:
  ///   - document: The object to write.
  ///   - key: The member whose array streams.
  ///   - elements: That array's elements, in order.
  ///   - write: Receives the text, piece by piece.
  ///
  /// ```swift
  /// JSONWriter.prettyStreaming(
  ///   ["count": 2, "items": []], streaming: "items", elements: [1, 2].lazy.map { JSONValue.number($0) }
  /// ) { print($0, terminator: "") }
  /// ```
  package static func prettyStreaming(
    _ document: JSONValue, streaming key: String, elements: some Sequence<JSONValue>,
    write: (String) -> Void
  ) {
    guard case .object(let object) = document else {
      write(pretty(document, style: .expanded))
      return
    }
    write("{\n")
    if object.isEmpty { write("\n") }
    for (index, member) in object.members.enumerated() {
      write("  " + jsonString(member.key) + " : ")
      if member.key == key {
        write("[\n")
        var isFirst = true
        for element in elements {
          var text = isFirst ? "    " : ",\n    "
          writeExpanded(element, indent: "    ", into: &text)
          write(text)
          isFirst = false
        }
        write("\n  ]")
      } else {
        var text = ""
        writeExpanded(member.value, indent: "  ", into: &text)
        write(text)
      }
      write(index + 1 < object.count ? ",\n" : "\n")
    }
    write("}")
  }

  /// Writes an object as ``line(_:)`` would, one of its arrays made and written element by
  /// element.
  ///
  /// The member `key` of `document` (an object; the member holds any value, such as an empty
  /// array) is written as the array of `elements`, each made and written in turn, in pieces of
  /// about 64 KiB: a one-line document with a huge array (the plan of a long text) is written
  /// in the memory of one piece.
  ///
  /// - Parameters:
  ///   - document: The object to write.
  ///   - key: The member whose array streams.
  ///   - elements: That array's elements, in order.
  ///   - write: Receives the text, piece by piece.
  ///
  /// ```swift
  /// JSONWriter.lineStreaming(["items": [], "n": 2], streaming: "items", elements: [1, 2]) {
  ///   print($0, terminator: "")
  /// }
  /// // {"items":[1,2],"n":2}
  /// ```
  package static func lineStreaming(
    _ document: JSONValue, streaming key: String, elements: some Sequence<JSONValue>,
    write: (String) -> Void
  ) {
    guard case .object(let object) = document else {
      write(line(document))
      return
    }
    var piece = "{"
    for (index, member) in object.members.enumerated() {
      if index > 0 { piece += "," }
      piece += jsonString(member.key) + ":"
      guard member.key == key else {
        writeCompact(member.value, spaced: false, into: &piece)
        continue
      }
      piece += "["
      var isFirst = true
      for element in elements {
        if !isFirst { piece += "," }
        writeCompact(element, spaced: false, into: &piece)
        isFirst = false
        if piece.utf8.count >= 1 << 16 {
          write(piece)
          piece = ""
        }
      }
      piece += "]"
    }
    write(piece + "}")
  }

  /// A JSON string literal: quotes, backslashes and control characters escaped.
  package static func string(_ text: String) -> String { jsonString(text) }

  private static func scalar(_ value: JSONValue) -> String? {
    switch value {
    case .null: "null"
    case .bool(let flag): flag ? "true" : "false"
    case .number(let number): number.text
    case .string(let text): jsonString(text)
    case .array, .object: nil
    }
  }

  private static func writeCompact(_ value: JSONValue, spaced: Bool, into output: inout String) {
    if let text = scalar(value) {
      output += text
      return
    }
    let separator = spaced ? ", " : ","
    switch value {
    case .array(let array):
      output += "["
      for (index, element) in array.enumerated() {
        if index > 0 { output += separator }
        writeCompact(element, spaced: spaced, into: &output)
      }
      output += "]"
    case .object(let object):
      output += "{"
      for (index, member) in object.members.enumerated() {
        if index > 0 { output += separator }
        output += jsonString(member.key)
        output += spaced ? ": " : ":"
        writeCompact(member.value, spaced: spaced, into: &output)
      }
      output += "}"
    default: break
    }
  }

  private static func writeExpanded(_ value: JSONValue, indent: String, into output: inout String) {
    if let text = scalar(value) {
      output += text
      return
    }
    let inner = indent + "  "
    switch value {
    case .array(let array):
      output += "[\n"
      if array.isEmpty { output += "\n" }
      for (index, element) in array.enumerated() {
        output += inner
        writeExpanded(element, indent: inner, into: &output)
        output += index + 1 < array.count ? ",\n" : "\n"
      }
      output += indent + "]"
    case .object(let object):
      output += "{\n"
      if object.isEmpty { output += "\n" }
      for (index, member) in object.members.enumerated() {
        output += inner + jsonString(member.key) + " : "
        writeExpanded(member.value, indent: inner, into: &output)
        output += index + 1 < object.count ? ",\n" : "\n"
      }
      output += indent + "}"
    default: break
    }
  }

  private static func writeInlineLeaves(
    _ value: JSONValue, indent: String, into output: inout String
  ) {
    guard isContainerOfContainers(value) else {
      writeCompact(value, spaced: true, into: &output)
      return
    }
    let inner = indent + "  "
    switch value {
    case .array(let array):
      output += "[\n"
      for (index, element) in array.enumerated() {
        output += inner
        writeInlineLeaves(element, indent: inner, into: &output)
        output += index + 1 < array.count ? ",\n" : "\n"
      }
      output += indent + "]"
    case .object(let object):
      output += "{\n"
      for (index, member) in object.members.enumerated() {
        output += inner + jsonString(member.key) + ": "
        writeInlineLeaves(member.value, indent: inner, into: &output)
        output += index + 1 < object.count ? ",\n" : "\n"
      }
      output += indent + "}"
    default: break
    }
  }

  /// Whether a container holds another container (and so is laid out over several lines).
  private static func isContainerOfContainers(_ value: JSONValue) -> Bool {
    switch value {
    case .array(let array):
      array.contains {
        if case .array = $0 { true } else if case .object = $0 { true } else { false }
      }
    case .object(let object):
      object.members.contains {
        if case .array = $0.value { true } else if case .object = $0.value { true } else { false }
      }
    default: false
    }
  }
}
