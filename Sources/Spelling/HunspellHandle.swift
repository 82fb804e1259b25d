internal import CHunspell
import Diagnostics

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One `Hunhandle`, owned and created on first use: every call into hunspell holds the handle's
/// lock, because a handle must never be used from two threads at once
/// (docs/sources.md#hunspell-library: hunspell keeps per-call state such as `sfxappnd` inside the
/// handle).
///
/// Loading a dictionary takes hunspell 50–700 ms (docs/autocorrection.md, "Loading"), and most
/// typing never asks it anything (the compiled word list answers first), so the handle is made
/// the first time a word is checked or suggested for. The encoding is read from the `.aff`
/// file's `SET` line up front, so an unsupported encoding is still an error at load time.
///
/// Creating and destroying handles also holds one process-wide lock: hunspell 1.7.1 races on a
/// global UTF table's reference count when two threads create or destroy handles at once
/// (hunspell PR #853, after 1.7.1; docs/sources.md#hunspell-library).
final class HunspellHandle: @unchecked Sendable {
  // Safety: `created` is only read and written inside `lock.withLock`, and created and
  // destroyed inside `lifecycle.withLock`; the paths, words and encoding are immutable.
  private var created: OpaquePointer?
  private var failed = false
  private let lock = Lock()
  private let affix: String
  private let dictionary: String
  private let extraWords: [String]
  let encoding: TextEncoding
  private static let lifecycle = Lock()

  init(affix: String, dictionary: String, extraWords: [String] = []) throws(SpellingError) {
    self.affix = affix
    self.dictionary = dictionary
    self.extraWords = extraWords
    encoding = try TextEncoding(hunspellName: Self.declaredEncoding(affix: affix))
  }

  deinit {
    if let created { Self.lifecycle.withLock { Hunspell_destroy(created) } }
  }

  /// Whether the handle exists yet (tests and benchmarks).
  var isLoaded: Bool { lock.withLock { created != nil } }

  /// Loads the dictionary now (benchmarks measure the load on its own).
  func load() { lock.withLock { _ = handle() } }

  /// The handle, created on first use; call with `lock` held.
  private func handle() -> OpaquePointer? {
    if let created { return created }
    if failed { return nil }
    let made = Self.lifecycle.withLock { Hunspell_create(affix, dictionary) }
    guard let made else {
      failed = true
      return nil
    }
    for word in extraWords {
      if let encoded = encoding.encode(word) { _ = Hunspell_add(made, encoded) }
    }
    created = made
    return made
  }

  /// `Hunspell_spell`: whether the word is spelled correctly.
  func spell(_ word: String) -> Bool {
    guard let encoded = encoding.encode(word) else { return false }
    return lock.withLock {
      guard let handle = handle() else { return false }
      return Hunspell_spell(handle, encoded) != 0
    }
  }

  /// `Hunspell_suggest`: hunspell's suggestions, best first.
  func suggest(_ word: String) -> [String] {
    guard let encoded = encoding.encode(word) else { return [] }
    return lock.withLock {
      guard let handle = handle() else { return [] }
      var list: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
      let count = Hunspell_suggest(handle, &list, encoded)
      defer { if list != nil { Hunspell_free_list(handle, &list, count) } }
      guard count > 0, let words = list else { return [] }
      return (0..<Int(count)).compactMap { index in words[index].map { encoding.decode($0) } }
    }
  }

  /// The encoding an affix file declares with `SET` (hunspell's default, ISO8859-1, when it
  /// declares none): the first `SET` line, as hunspell reads it.
  static func declaredEncoding(affix: String) -> String {
    guard let file = fopen(affix, "rb") else { return "ISO8859-1" }
    defer { fclose(file) }
    var line: UnsafeMutablePointer<CChar>?
    var capacity = 0
    defer { free(line) }
    while getline(&line, &capacity, file) > 0 {
      guard let line else { break }
      let text = String(cString: line)
      var fields = text.split(whereSeparator: {
        $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n"
      })
      if fields.first == "SET", fields.count >= 2 {
        fields.removeFirst()
        return String(fields[0])
      }
    }
    return "ISO8859-1"
  }
}
