import ArgumentParser
import Diagnostics
import Foundation
import InputTraits
import JSONCoding

/// The trait options shared by every command that takes a field's traits (`type`, `frame`, …).
///
/// `--traits FILE.json` loads a traits object; each option then overrides one trait.
struct TraitOptions: ParsableArguments {
  @Option(name: .customLong("traits"), help: "A JSON file with one traits object (- for stdin).")
  var traitsFile: String?

  @Option(help: "keyboardType, e.g. emailAddress, numberPad, decimalPad.")
  var keyboardType: String?

  @Option(help: "autocapitalizationType: none, words, sentences, allCharacters.")
  var autocapitalization: String?

  @Option(help: "autocorrectionType: default, no, yes.")
  var autocorrection: String?

  @Option(help: "spellCheckingType: default, no, yes.")
  var spellChecking: String?

  @Option(help: "returnKeyType, e.g. default, go, next, done, search.")
  var returnKey: String?

  @Flag(help: "enablesReturnKeyAutomatically = true.")
  var autoEnableReturnKey = false

  @Flag(help: "isSecureTextEntry = true.")
  var secure = false

  @Option(help: "smartQuotesType: default, yes, no.")
  var smartQuotes: String?

  @Option(help: "smartDashesType: default, yes, no.")
  var smartDashes: String?

  @Option(help: "textContentType, by Swift name (oneTimeCode) or raw value (one-time-code).")
  var contentType: String?

  /// The traits the options describe: the file's traits (or UIKit's defaults), then each option.
  ///
  /// The file holds one traits object, one field, or a form (the files `kbsim lint` reads);
  /// `field` names the field of a form whose traits to use.
  func resolve(field: String? = nil) throws -> TextInputTraits {
    var traits = TextInputTraits()
    if let traitsFile {
      let input: LintInput
      do {
        input = try JSON.decode(LintInput.self, contentsOf: traitsFile)
      } catch {
        throw CLIError(wrapping: error, code: .badInput)
      }
      traits = try Self.traits(in: input, field: field, file: traitsFile)
    }
    return try apply(to: traits)
  }

  /// `traits` with every trait option given on the command line applied.
  func apply(to traits: TextInputTraits) throws -> TextInputTraits {
    var traits = traits
    do {
      if let keyboardType { traits.keyboardType = try .parse(keyboardType, at: "--keyboard-type") }
      if let autocapitalization {
        traits.autocapitalizationType = try .parse(autocapitalization, at: "--autocapitalization")
      }
      if let autocorrection {
        traits.autocorrectionType = try .parse(autocorrection, at: "--autocorrection")
      }
      if let spellChecking {
        traits.spellCheckingType = try .parse(spellChecking, at: "--spell-checking")
      }
      if let returnKey { traits.returnKeyType = try .parse(returnKey, at: "--return-key") }
      if let smartQuotes { traits.smartQuotesType = try .parse(smartQuotes, at: "--smart-quotes") }
      if let smartDashes { traits.smartDashesType = try .parse(smartDashes, at: "--smart-dashes") }
    } catch {
      throw CLIError(wrapping: error, code: .badInput)
    }
    if autoEnableReturnKey { traits.enablesReturnKeyAutomatically = true }
    if secure { traits.isSecureTextEntry = true }
    if let contentType {
      guard let value = TextContentType(name: contentType) else {
        let valid = TextContentType.catalog.map(\.name)
        throw CLIError(
          wrapping: TraitError.unknownValue(
            contentType, trait: "textContentType", valid: valid, at: "--content-type"),
          code: .badInput)
      }
      traits.textContentType = value
    }
    return traits
  }

  /// The first trait option given, spelled as on the command line, or nil.
  var firstOption: String? {
    let given: [(String, Bool)] = [
      ("--keyboard-type", keyboardType != nil),
      ("--autocapitalization", autocapitalization != nil),
      ("--autocorrection", autocorrection != nil), ("--spell-checking", spellChecking != nil),
      ("--return-key", returnKey != nil), ("--auto-enable-return-key", autoEnableReturnKey),
      ("--secure", secure), ("--smart-quotes", smartQuotes != nil),
      ("--smart-dashes", smartDashes != nil), ("--content-type", contentType != nil),
    ]
    return given.first { $0.1 }?.0
  }
}

extension TraitOptions {
  /// The traits of a traits file: its one traits object or field, or the form's field `name`.
  static func traits(in input: LintInput, field name: String?, file: String) throws
    -> TextInputTraits
  {
    switch input {
    case .traits(let traits): return traits
    case .field(let field): return field.traits
    case .form(let form):
      let names = form.fields.map(\.name)
      guard let name else {
        throw CLIError(
          code: .usage,
          message: "\(file) holds a form (fields \(listing(names))): choose one "
            + "with --field NAME")
      }
      guard let field = form.fields.first(where: { $0.name == name }) else {
        throw CLIError.unknown(
          "field", name, among: names, code: .usage, place: "--field", listingValid: true)
      }
      return field.traits
    }
  }
}
