public import Diagnostics

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A hunspell dictionary: checks words and suggests corrections.
///
/// Loaded by language from the system's hunspell directories (`/usr/share/hunspell` on Debian,
/// packages `hunspell-en-us`, `hunspell-de-de`, `hunspell-fr`, …) or from explicit `.aff`/`.dic`
/// paths. Words go in and out as Swift strings whatever the dictionary's `SET` encoding.
///
/// `Sendable` and safe to share: the dictionary is immutable after loading, and a lock
/// serializes every call into its hunspell handle, which must never run on two threads at once
/// (docs/sources.md#hunspell-library). Threads that check words at a high rate each load their own.
///
/// ```swift
/// let english = try SpellingDictionary(language: "en_US")
/// english.check("keyboard")   // true
/// english.check("teh")        // false
/// english.suggest("teh")      // ["the", "eh", "teth", …] (hunspell's order)
/// ```
public struct SpellingDictionary: Sendable {
  /// The language it was loaded for (`en_US`), or the `.dic` file's base name.
  public let language: String
  /// The `.aff` file.
  public let affixPath: String
  /// The `.dic` file.
  public let dictionaryPath: String
  /// How long the checks before loading took; hunspell itself loads on the first ``check(_:)``
  /// or ``suggest(_:)`` (``isLoaded``, ``load()``).
  public let loadDuration: Duration
  let handle: HunspellHandle

  /// Loads the dictionary for `language` from the directories `locator` searches.
  ///
  /// - Parameters:
  ///   - language: `en_US`, `de_DE`, `fr_FR`, `fr`, ….
  ///   - locator: Where to look; the standard hunspell directories by default.
  ///   - extraWords: Words to accept as well (a person's own words), added at load time.
  /// - Throws: ``SpellingError``: `dictionaryNotFound` naming the Debian package to install,
  ///   `unreadableFile`, `corruptDictionary`, `unsupportedEncoding`.
  public init(
    language: String, locator: DictionaryLocator = DictionaryLocator(), extraWords: [String] = []
  ) throws(SpellingError) {
    let (affix, dictionary) = try locator.locate(language)
    try self.init(
      affixPath: affix, dictionaryPath: dictionary, language: language, extraWords: extraWords)
  }

  /// Loads a dictionary from explicit paths.
  ///
  /// ```swift
  /// let custom = try SpellingDictionary(affixPath: "dicts/x.aff", dictionaryPath: "dicts/x.dic")
  /// ```
  ///
  /// - Throws: ``SpellingError`` `unreadableFile` when a file is missing, a directory or not
  ///   readable; `corruptDictionary` when the `.dic` file does not start with its word count or
  ///   either file is binary.
  public init(
    affixPath: String, dictionaryPath: String, language: String? = nil, extraWords: [String] = []
  ) throws(SpellingError) {
    let start = ContinuousClock.now
    try Self.checkReadable(affixPath)
    try Self.checkReadable(dictionaryPath)
    try Self.checkAffixFile(affixPath)
    try Self.checkDictionaryHeader(dictionaryPath)
    handle = try HunspellHandle(
      affix: affixPath, dictionary: dictionaryPath, extraWords: extraWords)
    self.affixPath = affixPath
    self.dictionaryPath = dictionaryPath
    self.language =
      language ?? String(dictionaryPath.split(separator: "/").last?.dropLast(4) ?? "")
    loadDuration = ContinuousClock.now - start
  }

  /// Whether hunspell has loaded the dictionary yet: it does on the first check or suggestion.
  public var isLoaded: Bool { handle.isLoaded }

  /// Loads the dictionary into hunspell now rather than on the first check.
  public func load() { handle.load() }

  /// Whether hunspell accepts the word (`Hunspell_spell`).
  ///
  /// ```swift
  /// try SpellingDictionary(language: "fr_FR").check("l’école")  // true
  /// ```
  public func check(_ word: String) -> Bool { handle.spell(word) }

  /// hunspell's suggestions for a word, best first (`Hunspell_suggest`; tens of milliseconds
  /// per misspelled word, docs/sources.md#hunspell-measurements).
  public func suggest(_ word: String) -> [String] { handle.suggest(word) }

  /// The dictionary's `SET` encoding as hunspell names it (`UTF-8`, `ISO8859-1`).
  public var encoding: String { handle.encoding.name }

  // MARK: - Checks before hunspell sees the files (it prints and carries on instead of failing)

  static func checkReadable(_ path: String) throws(SpellingError) {
    var info = stat()
    guard stat(path, &info) == 0 else {
      throw SpellingError(code: .unreadableFile, message: "\(quoted(path)): no such file")
    }
    guard info.st_mode & S_IFMT != S_IFDIR else {
      throw SpellingError(code: .unreadableFile, message: "\(quoted(path)): is a directory")
    }
    guard access(path, R_OK) == 0 else {
      throw SpellingError(code: .unreadableFile, message: "\(quoted(path)): permission denied")
    }
  }

  /// The first bytes of a file.
  static func head(_ path: String, bytes: Int) -> [UInt8] {
    guard let file = fopen(path, "rb") else { return [] }
    defer { fclose(file) }
    var buffer = [UInt8](repeating: 0, count: bytes)
    let count = fread(&buffer, 1, bytes, file)
    return Array(buffer.prefix(count))
  }

  static func checkAffixFile(_ path: String) throws(SpellingError) {
    if head(path, bytes: 4096).contains(0) {
      throw SpellingError(
        code: .corruptDictionary,
        message: "\(quoted(path)): not a hunspell affix file (binary data)")
    }
  }

  /// A `.dic` file starts with its approximate word count (after an optional UTF-8 BOM).
  static func checkDictionaryHeader(_ path: String) throws(SpellingError) {
    var bytes = head(path, bytes: 256)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    let line = bytes.prefix { $0 != 0x0A && $0 != 0x0D }
    let digits = line.drop { $0 == 0x20 || $0 == 0x09 }.prefix { $0 >= 0x30 && $0 <= 0x39 }
    guard !digits.isEmpty, !bytes.contains(0) else {
      throw SpellingError(
        code: .corruptDictionary,
        message:
          "\(quoted(path)):1: not a hunspell dictionary: the first line must be the word count")
    }
  }
}
