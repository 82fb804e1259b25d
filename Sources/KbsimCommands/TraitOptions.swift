import Diagnostics
import ArgumentParser
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
  func resolve() throws -> TextInputTraits {
    var traits = TextInputTraits()
    if let traitsFile {
      do {
        traits = try JSON.decode(TextInputTraits.self, contentsOf: traitsFile)
      } catch {
        throw CLIError(wrapping: error, code: .badInput)
      }
    }
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
          code: .usage)
      }
      traits.textContentType = value
    }
    return traits
  }
}
