internal import CXKBCommon
public import Diagnostics

/// A compiled keymap (`struct xkb_keymap`): immutable once compiled.
///
/// ```swift
/// let keymap = try Keymap(names: RuleNames(layout: "de"))
/// let y = try keymap.keycode(named: "AD06")
/// keymap.keysyms(for: y, layout: 0, level: 0)  // [z] — German swaps Y and Z
/// ```
///
/// Not `Sendable`: libxkbcommon reference counts are not atomic.
public final class Keymap {
  let handle: OpaquePointer
  /// The context the keymap was compiled in.
  public let context: XKBContext
  /// The names it was compiled from, or nil for a keymap from text.
  public let names: RuleNames?
  private var keycodesByName: [String: Keycode] = [:]

  /// Compiles a keymap from RMLVO names (`xkb_keymap_new_from_names`).
  ///
  /// - Parameters:
  ///   - names: The rules, model, layout, variant and options to compile.
  ///   - context: The context to compile in; nil uses a new hermetic one.
  ///   - registry: A registry to check every name against first. Unknown options are
  ///     reported only with a registry, because libxkbcommon ignores them; when it is nil and
  ///     options are given, the registry is loaded.
  /// - Throws: ``XKBError`` naming the layout, variant, model or option that is unknown.
  public init(
    names: RuleNames, context: XKBContext? = nil, validateWith registry: LayoutRegistry? = nil
  ) throws(XKBError) {
    let context = try XKBContext.given(context)
    if let registry {
      try registry.validate(names)
    } else if !names.optionList.isEmpty {
      try LayoutRegistry(rules: names.rules, includeExotic: true).validate(names)
    }
    context.drainLog()
    let compiled = names.rules.withCString { rules in
      names.model.withCString { model in
        names.layout.withCString { layout in
          names.variant.withCString { variant in
            names.options.withCString { options in
              var raw = xkb_rule_names(
                rules: rules, model: model, layout: layout, variant: variant, options: options)
              return xkb_keymap_new_from_names(context.handle, &raw, XKB_KEYMAP_COMPILE_NO_FLAGS)
            }
          }
        }
      }
    }
    guard let compiled else {
      let log = context.drainLog()
      if registry == nil,
        let registry = try? LayoutRegistry(rules: names.rules, includeExotic: true)
      {
        try registry.validate(names)
      }
      throw XKBError(
        code: .keymapCompilationFailed,
        message: "keymap for '\(names)' did not compile"
          + (log.first.map { ": \($0)" } ?? ""), log: log)
    }
    self.handle = compiled
    self.context = context
    self.names = names
    indexKeyNames()
  }

  /// Compiles a keymap from its text (`xkb_keymap_new_from_string`, `XKB_KEYMAP_FORMAT_TEXT_V1`),
  /// such as the output of `xkbcli compile-keymap`.
  public init(text: String, context: XKBContext? = nil) throws(XKBError) {
    let context = try XKBContext.given(context)
    context.drainLog()
    let compiled = xkb_keymap_new_from_string(
      context.handle, text, XKB_KEYMAP_FORMAT_TEXT_V1, XKB_KEYMAP_COMPILE_NO_FLAGS)
    guard let compiled else {
      let log = context.drainLog()
      throw XKBError(
        code: .keymapCompilationFailed,
        message: "keymap text did not compile (\(text.utf8.count) bytes)"
          + (log.first.map { ": \($0)" } ?? ""), log: log)
    }
    self.handle = compiled
    self.context = context
    self.names = nil
    indexKeyNames()
  }

  deinit { xkb_keymap_unref(handle) }

  private func indexKeyNames() {
    for code in minKeycode.rawValue...maxKeycode.rawValue {
      if let name = xkb_keymap_key_get_name(handle, code) {
        keycodesByName[String(cString: name)] = Keycode(rawValue: code)
      }
    }
  }

  /// The keymap as text (`xkb_keymap_get_as_string`).
  public var text: String {
    guard let pointer = xkb_keymap_get_as_string(handle, XKB_KEYMAP_FORMAT_TEXT_V1) else {
      return ""
    }
    defer { free(pointer) }
    return String(cString: pointer)
  }

  /// The lowest keycode (`xkb_keymap_min_keycode`).
  public var minKeycode: Keycode { Keycode(rawValue: xkb_keymap_min_keycode(handle)) }
  /// The highest keycode (`xkb_keymap_max_keycode`).
  public var maxKeycode: Keycode { Keycode(rawValue: xkb_keymap_max_keycode(handle)) }

  /// Every keycode that has a name, in ascending order.
  public var keycodes: [Keycode] { keycodesByName.values.sorted() }

  /// The keycode of an XKB key name such as `AC01`, resolving aliases (`xkb_keymap_key_by_name`).
  ///
  /// - Throws: ``XKBErrorCode/unknownKey`` with the nearest key name.
  public func keycode(named name: String) throws(XKBError) -> Keycode {
    if let code = keycodesByName[name] { return code }
    let code = xkb_keymap_key_by_name(handle, name)
    guard code != XKB_KEYCODE_INVALID else {
      throw .unknown("key", name, among: keycodesByName.keys.sorted(), code: .unknownKey)
    }
    return Keycode(rawValue: code)
  }

  /// The key's canonical name (`xkb_keymap_key_get_name`).
  public func name(of key: Keycode) -> String? {
    xkb_keymap_key_get_name(handle, key.rawValue).map { String(cString: $0) }
  }

  /// The number of layouts (groups) (`xkb_keymap_num_layouts`).
  public var layoutCount: Int { Int(xkb_keymap_num_layouts(handle)) }

  /// The layout's name, such as "German" (`xkb_keymap_layout_get_name`).
  public func layoutName(_ layout: Int) -> String? {
    xkb_keymap_layout_get_name(handle, xkb_layout_index_t(layout)).map { String(cString: $0) }
  }

  /// The number of layouts a key has (`xkb_keymap_num_layouts_for_key`).
  public func layoutCount(for key: Keycode) -> Int {
    Int(xkb_keymap_num_layouts_for_key(handle, key.rawValue))
  }

  /// The number of shift levels of a key in a layout (`xkb_keymap_num_levels_for_key`).
  public func levelCount(for key: Keycode, layout: Int) -> Int {
    Int(xkb_keymap_num_levels_for_key(handle, key.rawValue, xkb_layout_index_t(layout)))
  }

  /// The keysyms at a key's level (`xkb_keymap_key_get_syms_by_level`).
  public func keysyms(for key: Keycode, layout: Int, level: Int) -> [Keysym] {
    var syms: UnsafePointer<xkb_keysym_t>?
    let count = xkb_keymap_key_get_syms_by_level(
      handle, key.rawValue, xkb_layout_index_t(layout), xkb_level_index_t(level), &syms)
    guard count > 0, let syms else { return [] }
    return (0..<Int(count)).map { Keysym(rawValue: syms[$0]) }
  }

  /// Every modifier mask that selects a key's level (`xkb_keymap_key_get_mods_for_level`).
  public func modifierMasks(for key: Keycode, layout: Int, level: Int) -> [ModifierMask] {
    var masks = [xkb_mod_mask_t](repeating: 0, count: 64)
    let count = xkb_keymap_key_get_mods_for_level(
      handle, key.rawValue, xkb_layout_index_t(layout), xkb_level_index_t(level), &masks,
      masks.count)
    return masks.prefix(Int(count)).map { ModifierMask(rawValue: $0) }
  }

  /// Whether the key repeats when held (`xkb_keymap_key_repeats`).
  public func repeats(_ key: Keycode) -> Bool { xkb_keymap_key_repeats(handle, key.rawValue) != 0 }

  /// The modifier names by index (`xkb_keymap_mod_get_name`).
  public var modifierNames: [String] {
    (0..<xkb_keymap_num_mods(handle)).map {
      xkb_keymap_mod_get_name(handle, $0).map { String(cString: $0) } ?? ""
    }
  }
}

#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif
