/// The RMLVO names a keymap is compiled from (`struct xkb_rule_names`).
///
/// Layouts and variants are comma lists aligned by position; `layout` also accepts the
/// `layout(variant)` spelling that xkb-data and `setxkbmap` use.
///
/// ```swift
/// RuleNames(layout: "fr(azerty)")                    // layout "fr", variant "azerty"
/// RuleNames(layout: "us,de", variant: ",nodeadkeys") // two groups
/// RuleNames(layout: "us", options: "compose:ralt")
/// ```
public struct RuleNames: Hashable, Sendable, CustomStringConvertible {
  /// The rules file, `evdev` by default.
  public var rules: String
  /// The keyboard model, `pc105` by default.
  public var model: String
  /// The comma-separated layouts, such as `us,de`.
  public var layout: String
  /// The comma-separated variants aligned with ``layout``, such as `,nodeadkeys`.
  public var variant: String
  /// The comma-separated XKB options, such as `compose:ralt,grp:alt_shift_toggle`.
  public var options: String

  /// Creates names; `layout` may carry variants in parentheses (`de(neo)`).
  public init(
    rules: String = "evdev", model: String = "pc105", layout: String = "us",
    variant: String = "", options: String = ""
  ) {
    self.rules = rules
    self.model = model
    let split = Self.splitParenthesized(layout)
    self.layout = split.layouts.joined(separator: ",")
    if variant.isEmpty, split.variants.contains(where: { !$0.isEmpty }) {
      self.variant = split.variants.joined(separator: ",")
    } else {
      self.variant = variant
    }
    self.options = options
  }

  /// The layouts, one per group.
  public var layouts: [String] {
    layout.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
  }

  /// The variants, one per group (empty string for the base layout).
  public var variants: [String] {
    let list = variant.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    return layouts.indices.map { $0 < list.count ? list[$0] : "" }
  }

  /// The options, split at commas.
  public var optionList: [String] {
    options.split(separator: ",").map { String($0).trimmingSpaces }.filter { !$0.isEmpty }
  }

  /// Each group as `layout` or `layout(variant)`.
  public var groups: [String] {
    zip(layouts, variants).map { $1.isEmpty ? $0 : "\($0)(\($1))" }
  }

  /// `us`, `de(neo)`, `us,de(nodeadkeys)`, with options after a `+`.
  public var description: String {
    groups.joined(separator: ",") + (options.isEmpty ? "" : " +\(options)")
  }

  private static func splitParenthesized(_ text: String) -> (layouts: [String], variants: [String])
  {
    var layouts: [String] = []
    var variants: [String] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      let item = String(part).trimmingSpaces
      if let open = item.firstIndex(of: "("), item.hasSuffix(")") {
        layouts.append(String(item[..<open]))
        variants.append(String(item[item.index(after: open)..<item.index(before: item.endIndex)]))
      } else {
        layouts.append(item)
        variants.append("")
      }
    }
    return (layouts, variants)
  }
}

extension String {
  var trimmingSpaces: String {
    var text = Substring(self)
    while text.first == " " { text.removeFirst() }
    while text.last == " " { text.removeLast() }
    return String(text)
  }
}
