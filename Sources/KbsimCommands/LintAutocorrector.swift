import Autocorrection
import Foundation
import KeyboardModel

/// The English autocorrector on `us`, loaded the first time the `identifier-autocorrection`
/// lint rule asks what a sample becomes (loading takes tens of milliseconds, so lint without
/// that finding never pays it).
final class LintAutocorrector: @unchecked Sendable {
  // Safety: `loaded` is read and written only while holding `lock`.
  private let lock = NSLock()
  private var loaded: Autocorrector??

  static let shared = LintAutocorrector()

  /// What the corrector makes of `word` at a space, or nil when it keeps it (or cannot load).
  func correct(_ word: String) -> String? {
    let corrector: Autocorrector? = lock.withLock {
      if let loaded { return loaded }
      let keyboard = try? KeyboardCatalog().keyboard(for: .default, idiom: .phone, layout: "us")
      let made = keyboard.flatMap { try? Autocorrector.load(language: "en_US", keyboard: $0) }
      loaded = .some(made)
      return made
    }
    return corrector?.review(
      WordBoundary(
        word: word, terminator: " ", isAutocorrectionEnabled: true, isSpellCheckingEnabled: false)
    ).replacement
  }
}
