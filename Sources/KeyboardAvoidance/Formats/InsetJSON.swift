package import Foundation
import JSONCoding

/// The `kbsim inset` JSON output: the documented key order, numbers by the one number policy
/// (302, not 302.0000001; 128.5 stays 128.5).
package enum InsetJSON {
  /// The result in the schema of docs/keyboard-avoidance.md ("`kbsim inset`: input and output"):
  /// the innermost scroll view's insets and offset, `residualShift`, and `parent` nesting the same
  /// object (without `residualShift`) for each enclosing scroll view.
  ///
  /// Without scroll views only `residualShift`.
  package static func render(_ result: AvoidanceResult, pretty: Bool) -> String {
    var value: JSONValue =
      result.scrollViews.isEmpty
      ? ["residualShift": .number(Double(result.residualShift))]
      : scrollView(at: 0, of: result, residual: result.residualShift)
    if !result.warnings.isEmpty, case .object(var object) = value {
      object["warnings"] = .array(result.warnings.map { .string($0) })
      value = .object(object)
    }
    return pretty ? JSONWriter.pretty(value, style: .inlineLeaves) : JSONWriter.line(value)
  }

  private static func scrollView(at index: Int, of result: AvoidanceResult, residual: CGFloat?)
    -> JSONValue
  {
    let adjustment = result.scrollViews[index]
    var object = JSONObject([
      ("contentInset", adjustment.contentInset.json),
      ("verticalScrollIndicatorInsets", adjustment.verticalScrollIndicatorInsets.json),
      ("contentOffset", JSONGeometry.json(adjustment.contentOffset)),
    ])
    if let residual { object["residualShift"] = .number(Double(residual)) }
    object["parent"] =
      index + 1 < result.scrollViews.count
      ? scrollView(at: index + 1, of: result, residual: nil) : .null
    return .object(object)
  }
}

/// How `kbsim inset` prints numbers, points, rectangles and insets in its text and SVG output.
package enum InsetNumber {
  /// A number by the one number policy (``formatNumber(_:style:)``).
  package static func text(_ value: CGFloat) -> String { formatNumber(Double(value)) }

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
