public import Diagnostics

/// The one error type of the `Spelling` module: a dictionary that cannot be found or loaded,
/// or a word list that cannot be read.
///
/// ```swift
/// do {
///   _ = try SpellingDictionary(language: "de_DE")
/// } catch {
///   print(error.message)  // no hunspell dictionary for de_DE; install hunspell-de-de
/// }
/// ```
public typealias SpellingError = ModuleError<SpellingErrorCode>

/// The codes of ``SpellingError``.
///
/// What failed, as an extensible set of codes.
public struct SpellingErrorCode: ErrorCode {
  private enum Wrapped: String, Sendable {
    case dictionaryNotFound, unreadableFile, corruptDictionary, unknownLanguage
    case unsupportedEncoding, invalidWordList
  }
  private let wrapped: Wrapped
  private init(_ wrapped: Wrapped) { self.wrapped = wrapped }

  /// No `.aff`/`.dic` pair for the language in the search directories.
  public static var dictionaryNotFound: Self { Self(.dictionaryNotFound) }
  /// A file is missing, a directory, or not readable.
  public static var unreadableFile: Self { Self(.unreadableFile) }
  /// hunspell could not load the pair, or the files are not a hunspell dictionary.
  public static var corruptDictionary: Self { Self(.corruptDictionary) }
  /// A language name that is not of the form `ll` or `ll_RR`.
  public static var unknownLanguage: Self { Self(.unknownLanguage) }
  /// The dictionary's `SET` encoding cannot be converted to and from UTF-8.
  public static var unsupportedEncoding: Self { Self(.unsupportedEncoding) }
  /// A word list (user words, frequency list) that is not UTF-8 or has an invalid line.
  public static var invalidWordList: Self { Self(.invalidWordList) }

  /// The code's name.
  public var description: String { wrapped.rawValue }
}
