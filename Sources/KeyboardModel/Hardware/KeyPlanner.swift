public import XKB

/// Plans how to type a text on a hardware keyboard: the inverse of ``HardwareKeyboard``.
///
/// The planner builds a reverse index once per keymap: every stroke (a key tap with the plain
/// modifier keys that select its level, in a press order that works; with Control too where that
/// turns the text into a control character; and modifier chords that latch a level or open a
/// Compose sequence), then every Compose sequence those strokes reach (dead keys, chained dead
/// keys, Multi_key), found by feeding the Compose state — the 1.5 API has no table iterator. Each
/// committed string maps to its cheapest route, counted in key presses (held modifiers count;
/// Caps Lock and other locks are never used).
///
/// ```swift
/// let planner = try KeyPlanner(names: RuleNames(layout: "fr"))
/// let plan = try planner.plan("Où")     // fr has no Ç without Caps Lock
/// plan.tokens.map(\.description)  // ["LFSH+AD09", "AC11"]
/// plan.cost                       // 3
/// ```
public final class KeyPlanner {
  /// The keymap planned for.
  public let keymap: Keymap
  /// Every usable stroke, cheapest first.
  public let strokes: [KeyStroke]
  let index: RouteIndex

  /// Builds the planner for RMLVO names and a Compose locale (nil: no Compose).
  public convenience init(
    names: RuleNames, locale: String? = ComposeTable.defaultLocale, context: XKBContext? = nil
  ) throws(KeyboardModelError) {
    let (keymap, table) = try loadKeymap(names, locale: locale, context: context)
    do {
      try self.init(keymap: keymap, composeTable: table)
    } catch {
      throw KeyboardModelError(wrapping: error, code: .xkb)
    }
  }

  /// Builds the planner for a keymap and Compose table.
  public init(keymap: Keymap, composeTable: ComposeTable?) throws(XKBError) {
    self.keymap = keymap
    let strokes = try StrokeScanner(keymap: keymap, composeTable: composeTable).strokes()
    self.strokes = strokes
    index = RouteIndex(strokes: strokes, composeTable: composeTable)
  }

  /// Every string the keymap can commit, with the cost of its cheapest route.
  public var typeable: [String: Int] { index.costs }

  /// The cheapest strokes that commit exactly `string`, or nil if the layout cannot type it.
  public func strokes(for string: String) -> [KeyStroke]? {
    index.route(for: string).map { $0.map { strokes[Int($0)] } }
  }
}
