import Diagnostics
import Foundation
import Spelling

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where compiled lexicons live, and the process's loaded ones.
///
/// The first process that needs a language's lexicon builds it from the word lists and the
/// frequency list (a second or two) and writes it to ``directory`` as
/// `lexicon-<language>-<fingerprint>.bin`; every later process maps that file (a `mmap`, no
/// parsing). The fingerprint covers the format version and each source file's path, size and
/// modification time, so a new word list or frequency list makes a new file. The file is
/// written to a temporary name and renamed, so concurrent processes never read half a file;
/// when the directory is not writable the lexicon is built in memory each time.
///
/// ```swift
/// LexiconCache.directory  // "~/.cache/kbsim"
/// ```
public final class LexiconCache: @unchecked Sendable {
  // Safety: `loaded` is only touched under `lock`.
  private let lock = Lock()
  private var loaded: [String: Lexicon?] = [:]

  /// The process's cache.
  public static let shared = LexiconCache()

  /// `$KBSIM_CACHE_DIR`, else `$XDG_CACHE_HOME/kbsim`, else `~/.cache/kbsim`.
  public static var directory: String {
    let environment = ProcessInfo.processInfo.environment
    if let explicit = environment["KBSIM_CACHE_DIR"], !explicit.isEmpty { return explicit }
    let cache =
      environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
      ?? (environment["HOME"] ?? NSTemporaryDirectory()) + "/.cache"
    return cache + "/kbsim"
  }

  /// The lexicon of a language (its first two letters decide: `en`, `de`, `fr`), loaded once
  /// per process; nil when the language has no word list installed.
  public func lexicon(language: String) -> Lexicon? {
    let code = String(language.prefix(2)).lowercased()
    return lock.withLock {
      if let known = loaded[code] { return known }
      let lexicon = Self.load(code: code)
      loaded[code] = lexicon
      return lexicon
    }
  }

  /// The source files of a language's lexicon and how to read them, or nil.
  private static func sources(code: String) -> (
    files: [String], read: () throws(SpellingError) -> [(String, UInt8?)]
  )? {
    if code == "en" {
      let files = Lexicon.scowlFiles(directory: Lexicon.scowlDirectory, maximumSize: 60)
      guard !files.isEmpty else { return nil }
      return (
        files,
        { () throws(SpellingError) in
          try Lexicon.scowlWords(directory: Lexicon.scowlDirectory, maximumSize: 60)
        }
      )
    }
    guard let list = Lexicon.wordLists[code], access(list.path, R_OK) == 0 else { return nil }
    return (
      [list.path],
      { () throws(SpellingError) in try Lexicon.listWords(path: list.path, package: list.package) }
    )
  }

  private static func load(code: String) -> Lexicon? {
    guard let (files, read) = sources(code: code) else { return nil }
    let frequencyPath = WordFrequencies.path(language: code)
    let fingerprint = Self.fingerprint(files + [frequencyPath])
    let path = directory + "/lexicon-\(code)-\(fingerprint).bin"
    if let storage = LexiconImage.Storage(mapping: path),
      let image = LexiconImage(storage: storage)
    {
      return Lexicon(image: image)
    }
    guard let words = try? read() else { return nil }
    let frequencies = try? WordFrequencies(contentsOf: frequencyPath)
    let image = LexiconImage.build(words: words, frequencies: frequencies)
    write(image, to: path)
    return Lexicon(image: image)
  }

  /// FNV-1a over the format version and each file's path, size and modification time (absent
  /// files count too: installing one changes the fingerprint).
  static func fingerprint(_ files: [String]) -> String {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    func mix(_ text: String) {
      for byte in text.utf8 {
        hash ^= UInt64(byte)
        hash = hash &* 0x100_0000_01B3
      }
    }
    mix("v\(LexiconImage.version)")
    for file in files {
      var info = stat()
      if stat(file, &info) == 0 {
        #if canImport(Darwin)
        let modified = info.st_mtimespec
        #else
        let modified = info.st_mtim
        #endif
        mix("\(file):\(info.st_size):\(modified.tv_sec).\(modified.tv_nsec)")
      } else {
        mix("\(file):absent")
      }
    }
    return String(hash, radix: 16)
  }

  /// Writes an image to `path` through a temporary file and a rename; failures are ignored
  /// (the lexicon is then built again next time).
  private static func write(_ image: LexiconImage, to path: String) {
    let directory = (path as NSString).deletingLastPathComponent
    try? FileManager.default.createDirectory(
      atPath: directory, withIntermediateDirectories: true)
    let temporary = path + ".\(getpid()).tmp"
    let bytes = image.bytes
    guard let base = bytes.baseAddress,
      FileManager.default.createFile(
        atPath: temporary, contents: Data(bytes: base, count: bytes.count))
    else { return }
    if rename(temporary, path) != 0 { unlink(temporary) }
  }
}
