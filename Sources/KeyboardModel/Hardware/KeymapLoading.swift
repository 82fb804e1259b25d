import XKB

/// Compiles the keymap for RMLVO names and loads the Compose table of a locale (nil: no
/// Compose), with XKB failures as ``KeyboardModelError``s: what every by-names initializer of
/// the hardware layer starts with.
func loadKeymap(
  _ names: RuleNames, locale: String?, context: XKBContext?
) throws(KeyboardModelError) -> (keymap: Keymap, compose: ComposeTable?) {
  do {
    let keymap = try Keymap(names: names, context: context)
    let table = try locale.map { locale throws(XKBError) in
      try ComposeTable(locale: locale, context: keymap.context)
    }
    return (keymap, table)
  } catch {
    throw KeyboardModelError(wrapping: error, code: .xkb)
  }
}
