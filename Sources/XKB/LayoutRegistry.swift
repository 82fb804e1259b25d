internal import CXKBCommon
public import Diagnostics

/// The layouts, variants, models and options xkeyboard-config lists (xkbregistry, `rxkb_*`).
///
/// ```swift
/// let registry = try LayoutRegistry()
/// registry.layouts.count                                  // 578 on xkb-data 2.35.1
/// registry.layouts.first { $0.id == "fr(azerty)" }?.description  // "French (AZERTY)"
/// ```
public struct LayoutRegistry: Sendable {
  /// One layout or layout variant.
  public struct Layout: Hashable, Sendable, CustomStringConvertible {
    /// The layout name, such as `fr`.
    public var name: String
    /// The variant, such as `azerty`; nil for the base layout.
    public var variant: String?
    /// The human-readable description, such as `French (AZERTY)`.
    public var description: String
    /// The short label, such as `fr`.
    public var brief: String?
    /// Whether the layout comes from the exotic rules (`evdev.extras.xml`).
    public var isExotic: Bool

    /// `fr` or `fr(azerty)`.
    public var id: String { variant.map { "\(name)(\($0))" } ?? name }
  }

  /// One XKB option, such as `compose:ralt`.
  public struct Option: Hashable, Sendable {
    /// The option name.
    public var name: String
    /// The option's group, such as `compose`.
    public var group: String
    /// The human-readable description.
    public var description: String
  }

  /// Every layout and variant, in registry order.
  public let layouts: [Layout]
  /// Every option.
  public let options: [Option]
  /// Every model name.
  public let models: [String]

  /// Loads the registry of the `evdev` rules from the system root, hermetically.
  ///
  /// - Parameters:
  ///   - rules: The rules set whose registry to load (`evdev.xml`).
  ///   - includeExotic: Also load `evdev.extras.xml` (`RXKB_CONTEXT_LOAD_EXOTIC_RULES`).
  ///   - root: The xkeyboard-config root; nil finds the installed one.
  /// - Throws: ``XKBErrorCode/registryFailed``.
  public init(
    rules: String = "evdev", includeExotic: Bool = false, root: String? = nil
  ) throws(XKBError) {
    var flags = RXKB_CONTEXT_NO_DEFAULT_INCLUDES.rawValue
    if includeExotic { flags |= RXKB_CONTEXT_LOAD_EXOTIC_RULES.rawValue }
    guard let context = rxkb_context_new(rxkb_context_flags(rawValue: flags)) else {
      throw XKBError(code: .registryFailed, message: "cannot create the layout registry")
    }
    defer { rxkb_context_unref(context) }
    rxkb_context_set_log_level(context, RXKB_LOG_LEVEL_CRITICAL)
    guard let root = root ?? XKBContext.systemRoot, rxkb_context_include_path_append(context, root)
    else {
      throw XKBError(code: .registryFailed, message: "xkeyboard-config not found")
    }
    guard rxkb_context_parse(context, rules) else {
      throw XKBError(
        code: .registryFailed, message: "cannot parse the '\(rules)' rules registry in \(root)")
    }
    var layouts: [Layout] = []
    var layout = rxkb_layout_first(context)
    while let current = layout {
      layouts.append(
        Layout(
          name: string(rxkb_layout_get_name(current)) ?? "",
          variant: string(rxkb_layout_get_variant(current)),
          description: string(rxkb_layout_get_description(current)) ?? "",
          brief: string(rxkb_layout_get_brief(current)),
          isExotic: rxkb_layout_get_popularity(current) == RXKB_POPULARITY_EXOTIC))
      layout = rxkb_layout_next(current)
    }
    var options: [Option] = []
    var group = rxkb_option_group_first(context)
    while let currentGroup = group {
      let groupName = string(rxkb_option_group_get_name(currentGroup)) ?? ""
      var option = rxkb_option_first(currentGroup)
      while let current = option {
        options.append(
          Option(
            name: string(rxkb_option_get_name(current)) ?? "", group: groupName,
            description: string(rxkb_option_get_description(current)) ?? ""))
        option = rxkb_option_next(current)
      }
      group = rxkb_option_group_next(currentGroup)
    }
    var models: [String] = []
    var model = rxkb_model_first(context)
    while let current = model {
      models.append(string(rxkb_model_get_name(current)) ?? "")
      model = rxkb_model_next(current)
    }
    self.layouts = layouts
    self.options = options
    self.models = models
  }

  /// Checks every layout, variant, model and option of `names`.
  ///
  /// libxkbcommon silently ignores unknown options, so this is the only place they are caught.
  /// - Throws: the first unknown name, with the nearest valid one as a suggestion.
  public func validate(_ names: RuleNames) throws(XKBError) {
    let ids = Set(layouts.map(\.id))
    let bases = Set(layouts.map(\.name))
    for (layout, variant) in zip(names.layouts, names.variants) {
      guard bases.contains(layout) else {
        // A language's name finds its layout (`french` → `fr`, "French").
        let described = Suggestion(
          for: layout,
          describedBy: layouts.filter { $0.variant == nil }.map { ($0.name, $0.description) })
        throw .unknown(
          "layout", layout, among: bases.sorted(), code: .unknownLayout, otherwise: described)
      }
      let id = variant.isEmpty ? layout : "\(layout)(\(variant))"
      guard ids.contains(id) else {
        let variants = layouts.filter { $0.name == layout && $0.variant != nil }.map(\.id)
        throw .unknown("layout", id, among: variants, code: .unknownVariant)
      }
    }
    if !models.isEmpty, !models.contains(names.model) {
      throw .unknown("model", names.model, among: models, code: .unknownModel)
    }
    let optionNames = Set(options.map(\.name))
    for option in names.optionList where !optionNames.contains(option) {
      throw .unknown("option", option, among: optionNames.sorted(), code: .unknownOption)
    }
  }
}

private func string(_ pointer: UnsafePointer<CChar>?) -> String? {
  pointer.map { String(cString: $0) }
}
