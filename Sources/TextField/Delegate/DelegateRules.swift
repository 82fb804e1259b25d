/// The delegate patterns real apps implement, as data: a script's `"delegate"` object, and the
/// answers of a ``RulesDelegate``.
///
/// ```swift
/// var rules = DelegateRules()
/// rules.maxLength = 6
/// rules.allowedCharacters = try CharacterClass("0-9")
/// rules.shouldReturn = .next
/// field.delegate = RulesDelegate(rules)
/// ```
///
/// `maxLength` counts UTF-16 units by default, as UIKit-based code does
/// (`text.utf16.count - range.length + string.utf16.count`): 👍🏽 is 4 units, so a field of
/// `maxLength` 6 takes one of them and refuses the second, although the person sees one
/// character. ``LengthUnit/graphemes`` counts what the person sees.
public struct DelegateRules: Hashable, Sendable {
  /// What ``DelegateRules/maxLength`` counts.
  public enum LengthUnit: String, CaseIterable, Hashable, Sendable {
    /// UTF-16 units: `NSString` length, what `shouldChangeCharactersIn` ranges count.
    case utf16
    /// Graphemes (Swift `Character`s): what the person sees.
    case graphemes
  }

  /// What `textFieldShouldReturn(_:)` does and answers.
  public enum ReturnRule: Hashable, Sendable {
    /// Answers YES and does nothing else (`true`).
    case allow
    /// Answers NO (`false`).
    case refuse
    /// Makes the next field in focus order first responder (or resigns on the last field),
    /// then answers YES: `next.becomeFirstResponder(); return true`.
    case next
    /// Resigns first responder, then answers YES: `textField.resignFirstResponder(); return true`.
    case resign
  }

  /// `textFieldShouldBeginEditing(_:)`'s answer.
  public var shouldBeginEditing = true
  /// `textFieldShouldEndEditing(_:)`'s answer.
  public var shouldEndEditing = true
  /// `textFieldShouldClear(_:)`'s answer.
  public var shouldClear = true
  /// What Return does.
  public var shouldReturn: ReturnRule = .allow
  /// The longest text allowed, in ``maxLengthUnit``; nil for no limit.
  ///
  /// Deletions are always allowed.
  public var maxLength: Int?
  /// What ``maxLength`` counts; UTF-16 units by default.
  public var maxLengthUnit: LengthUnit = .utf16
  /// The characters a change may insert; nil for any.
  public var allowedCharacters: CharacterClass?
  /// Whether the delegate upper-cases what is typed by setting `text` itself and answering NO
  /// (so no `.editingChanged` is sent: docs/sources.md#programmatic-text-change).
  public var uppercases = false

  /// A delegate that allows everything, as UIKit's defaults.
  public init() {}

  /// The length of `text` in ``maxLengthUnit``.
  public func length(of text: String) -> Int {
    maxLengthUnit == .utf16 ? text.utf16.count : text.count
  }

  /// Whether changing `range` of `text` to `replacement` keeps to the rules (the answer of
  /// `shouldChangeCharactersIn`, before ``uppercases`` rewrites the text).
  ///
  /// ```swift
  /// var rules = DelegateRules()
  /// rules.maxLength = 6
  /// rules.admits(TextRange(location: 4, length: 0), "👍🏽", in: "👍🏽")  // false: 8 UTF-16 units
  /// ```
  public func admits(_ range: TextRange, _ replacement: String, in text: String) -> Bool {
    // The guard that keeps undo from crashing (docs/sources.md#utf16-ranges).
    guard range.location >= 0, range.upperBound <= text.utf16.count else { return false }
    if replacement.isEmpty { return true }
    let inserted = uppercases ? replacement.uppercased() : replacement
    if let allowedCharacters, !allowedCharacters.admits(inserted) { return false }
    if let maxLength {
      var result = EditableText(text)
      result.replace(range, with: inserted)
      if length(of: result.text) > maxLength { return false }
    }
    return true
  }
}
