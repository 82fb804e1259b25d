package import KeyboardModel
package import XKB

/// Measures planning throughput and keymap compile time.
///
/// ```swift
/// let figures = try PlanBenchmark.measure(names: RuleNames(layout: "us"), text: english)
/// figures.routeCharactersPerSecond  // reverse-index lookups over the whole text
/// ```
package enum PlanBenchmark {
  /// Planning figures for one layout and text.
  package struct Figures: Sendable {
    /// The layout.
    package var layout: String
    /// Characters in the text.
    package var characters: Int
    /// Reverse-index build time, in milliseconds (median).
    package var indexBuildMilliseconds: Double
    /// Route lookup over the text (the planning hot path), characters per second (median).
    package var routeCharactersPerSecond: Double
    /// Full `KeyPlanner.plan`, building every step with its strokes, characters per second.
    package var planCharactersPerSecond: Double
  }

  /// Measures planning of `text` on a layout.
  package static func measure(
    names: RuleNames, text: String, repetitions: Int = 5
  ) throws(KeyboardModelError) -> Figures {
    var builds: [Double] = []
    var planner: KeyPlanner?
    let keymap: Keymap
    let table: ComposeTable
    do {
      keymap = try Keymap(names: names)
      table = try ComposeTable(locale: ComposeTable.defaultLocale, context: keymap.context)
      for _ in 0..<max(1, repetitions) {
        var built: Result<KeyPlanner, XKBError>?
        builds.append(
          Stopwatch.seconds {
            built = Result { () throws(XKBError) in
              try KeyPlanner(keymap: keymap, composeTable: table)
            }
          } * 1000)
        planner = try built?.get()
      }
    } catch {
      throw KeyboardModelError(wrapping: error, code: .xkb)
    }
    guard let planner else { throw KeyboardModelError(code: .xkb, message: "no planner") }
    let scalars = Array(text.unicodeScalars)
    var routes: [Double] = []
    var plans: [Double] = []
    for _ in 0..<max(1, repetitions) {
      var ids: [Int32] = []
      var lengths: [UInt16] = []
      routes.append(
        Double(scalars.count)
          / Stopwatch.seconds { _ = planner.routeIDs(scalars, ids: &ids, lengths: &lengths) })
      plans.append(
        Double(scalars.count)
          / Stopwatch.seconds { _ = try? planner.plan(text, skipUntypeable: true) })
    }
    return Figures(
      layout: names.description, characters: scalars.count, indexBuildMilliseconds: median(builds),
      routeCharactersPerSecond: median(routes), planCharactersPerSecond: median(plans))
  }

  /// Median keymap compile time from RMLVO names, in milliseconds, with a fresh context each time.
  package static func compileMilliseconds(_ names: RuleNames, repetitions: Int = 11) -> Double? {
    var times: [Double] = []
    for _ in 0..<repetitions {
      var ok = true
      times.append(Stopwatch.seconds { ok = (try? Keymap(names: names)) != nil } * 1000)
      if !ok { return nil }
    }
    return median(times)
  }
}
