/// The one error type of the `XKB` module.
///
/// Match on ``code``; ``message`` names the input that failed and, where there is one, suggests
/// the nearest valid name:
///
/// ```swift
/// do {
///   _ = try Keymap(names: RuleNames(layout: "fr", variant: "azrty"))
/// } catch {
///   print(error.message)  // unknown variant 'fr(azrty)'; did you mean 'fr(azerty)'?
/// }
/// ```
public struct XKBError: Error, CustomStringConvertible, Sendable {
  /// What failed, as an extensible set of codes.
  public struct Code: Hashable, Sendable, CustomStringConvertible {
    private enum Wrapped: String, Sendable {
      case contextCreationFailed, unknownLayout, unknownVariant, unknownOption, unknownModel
      case keymapCompilationFailed, unknownKey, unknownKeysym, composeTableFailed
      case unknownLocale, registryFailed, invalidKeyAction
    }
    private let wrapped: Wrapped
    private init(_ wrapped: Wrapped) { self.wrapped = wrapped }

    /// `xkb_context_new` failed (no usable include path).
    public static var contextCreationFailed: Self { Self(.contextCreationFailed) }
    /// A layout name that xkb-data does not list.
    public static var unknownLayout: Self { Self(.unknownLayout) }
    /// A variant that the layout does not have.
    public static var unknownVariant: Self { Self(.unknownVariant) }
    /// An XKB option that xkb-data does not list (libxkbcommon itself ignores these silently).
    public static var unknownOption: Self { Self(.unknownOption) }
    /// A keyboard model that xkb-data does not list.
    public static var unknownModel: Self { Self(.unknownModel) }
    /// libxkbcommon could not compile the keymap.
    public static var keymapCompilationFailed: Self { Self(.keymapCompilationFailed) }
    /// A key name or keycode that the keymap does not have.
    public static var unknownKey: Self { Self(.unknownKey) }
    /// A keysym name that libxkbcommon does not know.
    public static var unknownKeysym: Self { Self(.unknownKeysym) }
    /// A Compose table could not be loaded.
    public static var composeTableFailed: Self { Self(.composeTableFailed) }
    /// A locale with no UTF-8 Compose table.
    public static var unknownLocale: Self { Self(.unknownLocale) }
    /// The layout registry (xkbregistry) could not be read.
    public static var registryFailed: Self { Self(.registryFailed) }
    /// A key release without a press, or a press of a key that is already down.
    public static var invalidKeyAction: Self { Self(.invalidKeyAction) }

    /// The code's name.
    public var description: String { wrapped.rawValue }
  }

  /// The failure's code.
  public var code: Code
  /// A one-line message that names the input.
  public var message: String
  /// What libxkbcommon logged while failing, if anything.
  public var log: [String]

  /// Creates an error.
  public init(code: Code, message: String, log: [String] = []) {
    self.code = code
    self.message = message
    self.log = log
  }

  /// The message.
  public var description: String { message }
}

// The XKB module depends on the C library alone, so it keeps its own small suggestion helper
// rather than importing the one the other modules share (JSONInput's `closest(to:)`).
extension Collection<String> {
  /// The element closest to `input` by edit distance, if close enough to be a typo; among equally
  /// close elements, the smallest.
  package func nearest(to input: String) -> String? {
    let lowered = input.lowercased()
    var best: (candidate: String, distance: Int)?
    for candidate in self {
      let distance = levenshtein(lowered, candidate.lowercased())
      // Ties go to the smallest candidate, so that the suggestion does not depend on the
      // iteration order of a Set or Dictionary (which changes from run to run).
      if let current = best, (distance, candidate) >= (current.distance, current.candidate) { continue }
      best = (candidate, distance)
    }
    guard let best, best.distance <= Swift.max(2, input.count / 3) else { return nil }
    return best.candidate
  }
}

package func levenshtein(_ lhs: String, _ rhs: String) -> Int {
  let a = Array(lhs.unicodeScalars)
  let b = Array(rhs.unicodeScalars)
  if a.isEmpty || b.isEmpty { return Swift.max(a.count, b.count) }
  var previous = Array(0...b.count)
  var current = [Int](repeating: 0, count: b.count + 1)
  for i in 1...a.count {
    current[0] = i
    for j in 1...b.count {
      let cost = a[i - 1] == b[j - 1] ? 0 : 1
      current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
    }
    swap(&previous, &current)
  }
  return previous[b.count]
}

/// A did-you-mean suffix for messages, or an empty string.
package func suggestion(_ input: String, among candidates: some Collection<String>) -> String {
  candidates.nearest(to: input).map { "; did you mean '\($0)'?" } ?? ""
}
