import Diagnostics

/// Bounds on JSON input, so a hostile file gets a one-line error instead of exhausting memory or
/// the stack.
///
/// ```swift
/// var limits = JSONLimits.default
/// limits.maximumBytes = 1 << 20
/// _ = try JSON.decode(Script.self, from: data, source: "s.json", limits: limits)
/// ```
package struct JSONLimits: Hashable, Sendable {
  /// The deepest nesting of arrays and objects: 512.
  package var maximumDepth: Int
  /// The largest input in bytes: 256 MiB.
  package var maximumBytes: Int

  /// Creates limits.
  package init(maximumDepth: Int = 512, maximumBytes: Int = 256 << 20) {
    self.maximumDepth = maximumDepth
    self.maximumBytes = maximumBytes
  }

  /// Depth 512, 256 MiB.
  package static let `default` = JSONLimits()
}
