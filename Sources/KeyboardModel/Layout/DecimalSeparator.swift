import Foundation

/// The decimal separator of the locale that goes with an xkb layout, for the decimal pad's
/// `{"placeholder": "decimalSeparator"}` key (docs/sources.md#keys-per-keyboard-type: "number pad
/// with the locale decimal separator bottom-left").
///
/// xkb layout names are mostly ISO 3166 country codes (`de`, `us`, `se`) and sometimes ISO 639
/// language codes (`ara`, `epo`). A two-letter name is read as a region and its most likely
/// language is taken from CLDR (`und-SE` → `sv-Latn-SE`); a longer name is read as a language.
/// `de` → `,`, `us` → `.`, `fr` → `,`, `gb` → `.`.
enum DecimalSeparator {
  /// The separator for `locale` (a Foundation locale identifier) if given, else for `layout`.
  static func forLayout(_ layout: String, locale: String? = nil) -> Character {
    if let locale { return separator(of: Locale(identifier: locale)) }
    let base = String(layout.prefix { $0 != "(" && $0 != "," })
    let tag = base.count == 2 ? "und-\(base.uppercased())" : base
    let identifier = Locale.Language(identifier: tag).maximalIdentifier
    return separator(of: Locale(identifier: identifier))
  }

  private static func separator(of locale: Locale) -> Character {
    guard let text = locale.decimalSeparator, text.count == 1, let character = text.first else {
      return "."
    }
    return character
  }
}
