import Autocorrection
import Foundation
public import InputTraits
import KeyboardModel

extension TraitLinter {
  /// A linter whose `identifier-autocorrection` rule asks the English autocorrector on `us`
  /// what a sample identifier becomes (``TraitLinter/autocorrect``); the dictionary loads the
  /// first time the rule asks, so a lint without that finding never pays for it.
  ///
  /// ```swift
  /// let linter = TraitLinter.correcting(options: ResolutionOptions(idiom: .phone))
  /// linter.lint(TextInputTraits(), name: "username")  // identifier-autocorrection: "Jappleseed"
  /// ```
  public static func correcting(
    options: ResolutionOptions = ResolutionOptions(), disabledRules: Set<String> = []
  ) -> TraitLinter {
    var linter = TraitLinter(options: options, disabledRules: disabledRules)
    linter.autocorrect = { SampleCorrector.shared.correct($0) }
    return linter
  }
}

/// The English autocorrector on `us`, loaded once for the whole process.
private final class SampleCorrector: @unchecked Sendable {
  // Safety: `loaded` is read and written only while holding `lock`.
  private let lock = NSLock()
  private var loaded: Autocorrector??

  static let shared = SampleCorrector()

  /// What the corrector makes of `word` at a space, or nil when it keeps it (or cannot load).
  func correct(_ word: String) -> String? {
    let corrector: Autocorrector? = lock.withLock {
      if let loaded { return loaded }
      let made = try? TypingSession(layout: "us", idiom: .phone, composeLocale: nil)
        .autocorrector()
      loaded = .some(made)
      return made
    }
    return corrector?.review(
      WordBoundary(
        word: word, terminator: " ", isAutocorrectionEnabled: true, isSpellCheckingEnabled: false)
    ).replacement
  }
}
