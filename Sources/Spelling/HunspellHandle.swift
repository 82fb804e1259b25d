internal import CHunspell
import Diagnostics

/// One `Hunhandle`, owned: every call into hunspell holds the handle's lock, because a handle
/// must never be used from two threads at once (docs/sources.md#hunspell-library: hunspell keeps
/// per-call state such as `sfxappnd` inside the handle).
///
/// Creating and destroying handles also holds one process-wide lock: hunspell 1.7.1 races on a
/// global UTF table's reference count when two threads create or destroy handles at once
/// (hunspell PR #853, after 1.7.1; docs/sources.md#hunspell-library).
final class HunspellHandle: @unchecked Sendable {
  // Safety: `handle` is only used inside `lock.withLock`, and created and destroyed inside
  // `lifecycle.withLock`; the encoding is immutable.
  private let handle: OpaquePointer
  private let lock = Lock()
  let encoding: TextEncoding
  private static let lifecycle = Lock()

  init(affix: String, dictionary: String) throws(SpellingError) {
    let created = Self.lifecycle.withLock { Hunspell_create(affix, dictionary) }
    guard let created else {
      throw SpellingError(
        code: .corruptDictionary,
        message: "hunspell could not load \(quoted(affix)) and \(quoted(dictionary))")
    }
    handle = created
    let name = Hunspell_get_dic_encoding(created).map { String(cString: $0) } ?? "ISO8859-1"
    do {
      encoding = try TextEncoding(hunspellName: name)
    } catch {
      Self.lifecycle.withLock { Hunspell_destroy(created) }
      throw error
    }
  }

  deinit {
    Self.lifecycle.withLock { Hunspell_destroy(handle) }
  }

  /// `Hunspell_spell`: whether the word is spelled correctly.
  func spell(_ word: String) -> Bool {
    guard let encoded = encoding.encode(word) else { return false }
    return lock.withLock { Hunspell_spell(handle, encoded) != 0 }
  }

  /// `Hunspell_suggest`: hunspell's suggestions, best first.
  func suggest(_ word: String) -> [String] {
    guard let encoded = encoding.encode(word) else { return [] }
    return lock.withLock {
      var list: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
      let count = Hunspell_suggest(handle, &list, encoded)
      defer { if list != nil { Hunspell_free_list(handle, &list, count) } }
      guard count > 0, let words = list else { return [] }
      return (0..<Int(count)).compactMap { index in words[index].map { encoding.decode($0) } }
    }
  }

  /// `Hunspell_add`: adds a word to this handle's run-time dictionary (used while loading only).
  func add(_ word: String) {
    guard let encoded = encoding.encode(word) else { return }
    _ = lock.withLock { Hunspell_add(handle, encoded) }
  }
}
