package import Foundation
package import KeyboardAvoidance

/// The `kbsim inset` JSON output, hand-formatted so the keys keep the documented order and
/// numbers print cleanly (302, not 302.0000001; 128.5 stays 128.5).
package enum InsetJSON {
  /// A JSON value with ordered object keys.
  indirect enum Value {
    case number(CGFloat)
    case null
    case object([(String, Value)])

    /// Objects whose members are all numbers print on one line even when pretty.
    var isLeaf: Bool {
      guard case .object(let members) = self else { return true }
      return members.allSatisfy {
        if case .object = $0.1 { return false }
        return true
      }
    }
  }

  /// The result as the schema: the innermost scroll view's insets and offset,
  /// `residualShift`, and `parent` nesting the same object (without `residualShift`) for each
  /// enclosing scroll view. Without scroll views only `residualShift`.
  package static func render(_ result: AvoidanceResult, pretty: Bool) -> String {
    let value: Value
    if result.scrollViews.isEmpty {
      value = .object([("residualShift", .number(result.residualShift))])
    } else {
      value = scrollView(at: 0, of: result, residual: result.residualShift)
    }
    return pretty ? format(value, indent: "") : compact(value)
  }

  private static func scrollView(at index: Int, of result: AvoidanceResult, residual: CGFloat?)
    -> Value
  {
    let adjustment = result.scrollViews[index]
    var members: [(String, Value)] = [
      ("contentInset", insets(adjustment.contentInset)),
      ("verticalScrollIndicatorInsets", insets(adjustment.verticalScrollIndicatorInsets)),
      (
        "contentOffset",
        .object([
          ("x", .number(adjustment.contentOffset.x)), ("y", .number(adjustment.contentOffset.y)),
        ])
      ),
    ]
    if let residual { members.append(("residualShift", .number(residual))) }
    let parent: Value =
      index + 1 < result.scrollViews.count
      ? scrollView(at: index + 1, of: result, residual: nil) : .null
    members.append(("parent", parent))
    return .object(members)
  }

  private static func insets(_ insets: ContentInsets) -> Value {
    .object([
      ("top", .number(insets.top)), ("left", .number(insets.left)),
      ("bottom", .number(insets.bottom)), ("right", .number(insets.right)),
    ])
  }

  private static func format(_ value: Value, indent: String) -> String {
    guard case .object(let members) = value, !value.isLeaf else {
      return compact(value, spaced: true)
    }
    let inner = indent + "  "
    let lines = members.map { "\(inner)\"\($0.0)\": \(format($0.1, indent: inner))" }
    return "{\n" + lines.joined(separator: ",\n") + "\n\(indent)}"
  }

  private static func compact(_ value: Value, spaced: Bool = false) -> String {
    switch value {
    case .number(let number): return InsetNumber.text(number)
    case .null: return "null"
    case .object(let members):
      let separator = spaced ? ", " : ","
      let colon = spaced ? ": " : ":"
      return "{"
        + members.map { "\"\($0.0)\"\(colon)\(compact($0.1, spaced: spaced))" }
        .joined(separator: separator) + "}"
    }
  }
}

/// How `kbsim inset` prints a number: at most six decimals, no trailing zeros, no `-0`.
package enum InsetNumber {
  package static func text(_ value: CGFloat) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
    let rounded = (Double(value) * 1e6).rounded() / 1e6
    if rounded == 0 { return "0" }
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
    var text = String(format: "%.6f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }

  /// `(x, y)`.
  package static func point(_ point: CGPoint) -> String {
    "(\(text(point.x)), \(text(point.y)))"
  }

  /// `(x, y, width, height)`.
  package static func rect(_ rect: CGRect) -> String {
    "(\(text(rect.minX)), \(text(rect.minY)), \(text(rect.width)), \(text(rect.height)))"
  }

  /// `top 0, left 0, bottom 302, right 0`.
  package static func insets(_ insets: ContentInsets) -> String {
    "top \(text(insets.top)), left \(text(insets.left)), bottom \(text(insets.bottom)), "
      + "right \(text(insets.right))"
  }
}
