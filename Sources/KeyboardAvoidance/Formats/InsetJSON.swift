package import Foundation
package import JSONCoding

/// The `kbsim inset` JSON output: the documented key order, numbers by the one number policy
/// (302, not 302.0000001; 128.5 stays 128.5).
package enum InsetJSON {
  /// The result in the schema of docs/keyboard-avoidance.md ("`kbsim inset`: input and output"):
  /// the innermost scroll view's insets and offset, `residualShift`, and `parent` nesting the same
  /// object (without `residualShift`) for each enclosing scroll view.
  ///
  /// Without scroll views only `residualShift`.
  package static func render(_ result: AvoidanceResult, pretty: Bool) -> String {
    let value = JSONValue.object(object(result))
    return pretty ? JSONWriter.pretty(value, style: .inlineLeaves) : JSONWriter.line(value)
  }

  /// A scenario's answer: for a single notification (`"keyboard"` an object) today's object with
  /// `layoutGuide` and `swiftUI` after `parent` when the scenario has them; for a stream an array
  /// with one ``streamObject(_:)`` per notification.
  package static func render(_ scenario: AvoidanceScenario, steps: [AvoidanceStep]) -> String {
    let value: JSONValue
    if scenario.isStream {
      value = .array(steps.map { .object(streamObject($0)) })
    } else if let step = steps.first {
      var object = object(step.result)
      append(step, to: &object)
      value = .object(object)
    } else {
      value = .array([])
    }
    return JSONWriter.pretty(value, style: .inlineLeaves)
  }

  /// `--format jsonl`: one ``streamObject(_:)`` per line.
  package static func lines(_ steps: [AvoidanceStep]) -> String {
    steps.map { JSONWriter.line(.object(streamObject($0))) }.joined(separator: "\n")
  }

  /// One notification's answer: `event`, `keyboardState`, `overlap`, `update` (and `reason`
  /// when it was ignored), then the keys of a single answer.
  package static func streamObject(_ step: AvoidanceStep) -> JSONObject {
    var object = JSONObject([
      ("event", .string(step.input.eventName)),
      ("keyboardState", .string(step.update.state.rawValue)),
      ("overlap", .number(Double(step.update.overlap))),
      ("update", .string(step.update.handling.rawValue)),
    ])
    if let reason = step.update.reason { object["reason"] = .string(reason) }
    for member in self.object(step.result).members { object[member.key] = member.value }
    append(step, to: &object)
    return object
  }

  /// The scroll views' answer (or only `residualShift`), and `warnings`.
  private static func object(_ result: AvoidanceResult) -> JSONObject {
    var object: JSONObject
    if result.scrollViews.isEmpty {
      object = JSONObject([("residualShift", .number(Double(result.residualShift)))])
    } else if case .object(let nested) = scrollView(
      at: 0, of: result, residual: result.residualShift)
    {
      object = nested
    } else {
      object = JSONObject([])
    }
    if !result.warnings.isEmpty {
      object["warnings"] = .array(result.warnings.map { .string($0) })
    }
    return object
  }

  /// `layoutGuide` and `swiftUI`, before any `warnings`.
  private static func append(_ step: AvoidanceStep, to object: inout JSONObject) {
    let warnings = object["warnings"]
    object["warnings"] = nil
    if let guide = step.layoutGuide { object["layoutGuide"] = layoutGuide(guide) }
    if let layout = step.swiftUI { object["swiftUI"] = swiftUI(layout) }
    if let warnings { object["warnings"] = warnings }
  }

  static func layoutGuide(_ guide: LayoutGuideResult) -> JSONValue {
    .object(
      JSONObject([
        ("layoutFrame", JSONGeometry.json(guide.layoutFrame)),
        ("activeEdges", .array(guide.nearEdges.map { .string($0.rawValue) })),
        ("activeConstraintSets", .array(guide.activeConstraintSets.map { .string($0) })),
      ]))
  }

  static func swiftUI(_ layout: SwiftUILayout) -> JSONValue {
    var object = JSONObject([
      ("hostingFrame", JSONGeometry.json(layout.hostingFrame)),
      ("keyboardInset", .number(Double(layout.keyboardInset))),
    ])
    if let detent = layout.detent {
      object["sheet"] = [
        "detent": .string(detent), "grewForKeyboard": .bool(layout.grewForKeyboard),
      ]
    }
    object["blankAboveKeyboard"] = .number(Double(layout.blankAboveKeyboard))
    object["views"] = .array(
      layout.views.map { view in
        var item = JSONObject([
          ("id", .string(view.id)), ("frame", JSONGeometry.json(view.frame)),
          ("keyboardInset", .number(Double(view.keyboardInset))),
          ("coveredByKeyboard", .number(Double(view.coveredByKeyboard))),
        ])
        if let owner = view.insetOf {
          item["safeAreaInsetOf"] = .string(owner)
          item["lag"] = .number(Double(view.lag))
        }
        return .object(item)
      })
    if let field = layout.focusedField {
      var item = JSONObject([
        ("id", .string(field.id)), ("frame", JSONGeometry.json(field.frame)),
        ("visible", .bool(field.isVisible)),
      ])
      if let scrollView = field.scrollView, let offset = field.contentOffset {
        item["scrollView"] = .string(scrollView)
        item["contentOffsetY"] = .number(Double(offset))
      }
      object["focusedField"] = .object(item)
    }
    return .object(object)
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
