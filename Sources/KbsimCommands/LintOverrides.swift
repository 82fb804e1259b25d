import InputTraits

/// The trait options given on the command line, applied over the traits of a file.
///
/// `TraitOptions.resolve()` starts from UIKit's defaults; lint needs the options on top of a
/// file that may be a field or a form, so it takes each given option's value from there.
struct LintOverrides {
  private let options: TraitOptions
  private let values: TextInputTraits

  init(_ options: TraitOptions) throws {
    var optionsOnly = options
    optionsOnly.traitsFile = nil
    self.options = options
    self.values = try optionsOnly.resolve()
  }

  /// The first option given, spelled as on the command line, or nil.
  var firstOption: String? {
    let given: [(String, Bool)] = [
      ("--keyboard-type", options.keyboardType != nil),
      ("--autocapitalization", options.autocapitalization != nil),
      ("--autocorrection", options.autocorrection != nil),
      ("--spell-checking", options.spellChecking != nil),
      ("--return-key", options.returnKey != nil),
      ("--auto-enable-return-key", options.autoEnableReturnKey),
      ("--secure", options.secure),
      ("--smart-quotes", options.smartQuotes != nil),
      ("--smart-dashes", options.smartDashes != nil),
      ("--content-type", options.contentType != nil),
    ]
    return given.first { $0.1 }?.0
  }

  /// `traits` with every given option applied.
  func apply(to traits: TextInputTraits) throws -> TextInputTraits {
    var result = traits
    if options.keyboardType != nil { result.keyboardType = values.keyboardType }
    if options.autocapitalization != nil {
      result.autocapitalizationType = values.autocapitalizationType
    }
    if options.autocorrection != nil { result.autocorrectionType = values.autocorrectionType }
    if options.spellChecking != nil { result.spellCheckingType = values.spellCheckingType }
    if options.returnKey != nil { result.returnKeyType = values.returnKeyType }
    if options.autoEnableReturnKey { result.enablesReturnKeyAutomatically = true }
    if options.secure { result.isSecureTextEntry = true }
    if options.smartQuotes != nil { result.smartQuotesType = values.smartQuotesType }
    if options.smartDashes != nil { result.smartDashesType = values.smartDashesType }
    if options.contentType != nil { result.textContentType = values.textContentType }
    return result
  }
}
