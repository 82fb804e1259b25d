/// One trait's effective value, with the fact it rests on.
///
/// ```swift
/// let email = TextInputTraits(keyboardType: .emailAddress).effective()
/// email.smartQuotes.value       // false
/// email.smartQuotes.confidence  // .high
/// email.smartQuotes.source      // "docs/sources.md#smart-quotes"
/// email.smartQuotes.reason      // "default: off on the emailAddress keyboard"
/// ```
public struct ResolvedTrait<Value: Hashable & Sendable>: Hashable, Sendable {
  /// The value the keyboard acts on; never an unresolved `.default`.
  public var value: Value
  /// How firm the facts are about this value.
  public var confidence: FactConfidence
  /// The facts section that gives the rule, such as
  /// `docs/sources.md#autocapitalization-per-keyboard`.
  public var source: String
  /// One short clause saying why, such as `ignored on numberPad`.
  public var reason: String

  /// Creates a resolved trait.
  public init(_ value: Value, _ confidence: FactConfidence, source: String, reason: String) {
    self.value = value
    self.confidence = confidence
    self.source = source
    self.reason = reason
  }
}
