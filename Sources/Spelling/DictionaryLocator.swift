public import Diagnostics

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds a language's `.aff`/`.dic` pair in the directories hunspell searches, and names the
/// package that installs it when it is missing.
///
/// ```swift
/// let locator = DictionaryLocator()
/// try locator.locate("en_US").affix  // "/usr/share/hunspell/en_US.aff"
/// ```
public struct DictionaryLocator: Hashable, Sendable {
  /// The directories searched, in order.
  public var directories: [String]

  /// The directories of `hunspell -D` on Debian and Homebrew, after `$DICPATH` and `extra`.
  ///
  /// - Parameter extra: Directories searched first (`kbsim --dictionary-dir`).
  public init(extra: [String] = []) {
    var directories = extra
    if let path = getenv("DICPATH").map({ String(cString: $0) }), !path.isEmpty {
      directories += path.split(separator: ":").map(String.init)
    }
    if let home = getenv("HOME").map({ String(cString: $0) }) {
      directories += [home + "/.local/share/hunspell", home + "/Library/Spelling"]
    }
    directories += [
      "/usr/local/share/hunspell", "/usr/share/hunspell", "/usr/local/share/myspell",
      "/usr/share/myspell", "/usr/share/myspell/dicts", "/opt/homebrew/share/hunspell",
      "/Library/Spelling",
    ]
    self.directories = directories
  }

  /// Searches exactly these directories.
  public init(directories: [String]) {
    self.directories = directories
  }

  /// The `.aff` and `.dic` paths for `language` (`en_US`, `de_DE`, `fr_FR`, or `fr`).
  ///
  /// - Throws: ``SpellingError`` `unknownLanguage` for a malformed name, `dictionaryNotFound`
  ///   naming the Debian package otherwise.
  public func locate(_ language: String) throws(SpellingError) -> (
    affix: String, dictionary: String
  ) {
    try Self.validate(language)
    let base = language.split(separator: "_").first.map(String.init) ?? language
    // fr_FR is installed as fr.aff with fr_FR.aff a link on Debian; try the exact name first.
    for name in [language, String(language.map { $0 == "-" ? "_" : $0 }), base] {
      for directory in directories {
        let affix = directory + "/" + name + ".aff"
        let dictionary = directory + "/" + name + ".dic"
        if access(affix, R_OK) == 0, access(dictionary, R_OK) == 0 {
          return (affix, dictionary)
        }
      }
    }
    var message = "no hunspell dictionary for \(language)"
    if let package = Self.debianPackage(for: language) {
      message += "; install \(package)"
    } else {
      message += "; look for one with apt-cache search hunspell-\(base)"
    }
    message += " (searched \(directories.count) directories, such as \(directories.last ?? ""))"
    throw SpellingError(code: .dictionaryNotFound, message: message)
  }

  /// The languages whose pairs are installed, sorted.
  public func installedLanguages() -> [String] {
    var names: Set<String> = []
    for directory in directories {
      guard let entries = opendir(directory) else { continue }
      defer { closedir(entries) }
      while let entry = readdir(entries) {
        let name = withUnsafePointer(to: entry.pointee.d_name) {
          $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
        }
        guard name.hasSuffix(".aff") else { continue }
        let language = String(name.dropLast(4))
        if access(directory + "/" + language + ".dic", R_OK) == 0 { names.insert(language) }
      }
    }
    return names.sorted()
  }

  /// The Debian package that installs `language`'s dictionary, if it is one of the packages
  /// Debian 12 ships (`apt-cache search hunspell-`).
  public static func debianPackage(for language: String) -> String? {
    let lower = String(language.lowercased().map { $0 == "_" ? "-" : $0 })
    let base = String(lower.prefix { $0 != "-" })
    let regional: Set<String> = [
      "en-us", "en-gb", "en-au", "en-ca", "en-za", "de-de", "de-at", "de-ch", "pt-br", "pt-pt",
      "sv-se", "gl-es",
    ]
    if regional.contains(lower) { return "hunspell-\(lower)" }
    let byLanguage: [String: String] = [
      "en": "hunspell-en-us", "de": "hunspell-de-de", "pt": "hunspell-pt-pt",
      "sv": "hunspell-sv", "gl": "hunspell-gl",
    ]
    if let package = byLanguage[base], !lower.contains("-") { return package }
    let plain: Set<String> = [
      "af", "an", "ar", "be", "bg", "bn", "bo", "br", "bs", "ca", "cs", "da", "dz", "el", "es",
      "eu", "fr", "gd", "gu", "he", "hi", "hr", "hu", "id", "is", "it", "kk", "kmr", "ko", "lo",
      "lt", "lv", "ml", "mn", "ne", "nl", "no", "oc", "pl", "ro", "ru", "si", "sk", "sl", "sr",
      "sv", "sw", "te", "th", "tr", "uk", "uz", "vi",
    ]
    if plain.contains(base) { return "hunspell-\(base)" }
    if base == "nb" || base == "nn" { return "hunspell-no" }
    return nil
  }

  /// Checks the form `ll`, `lll`, `ll_RR` (letters, an optional region of letters or digits).
  static func validate(_ language: String) throws(SpellingError) {
    let parts = language.split(separator: "_", omittingEmptySubsequences: false)
    let valid =
      (1...2).contains(parts.count)
      && parts[0].count >= 2 && parts[0].count <= 3 && parts[0].allSatisfy(\.isASCII)
      && parts[0].allSatisfy(\.isLetter)
      && (parts.count == 1
        || (parts[1].count >= 2 && parts[1].count <= 3
          && parts[1].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }))
    guard valid else {
      throw SpellingError(
        code: .unknownLanguage,
        message: "unknown language \(quoted(language)): expected a name such as en_US, de_DE or fr")
    }
  }
}
