/// Mirrors the two `UIUserInterfaceIdiom` cases whose keyboards KeyboardSim models.
///
/// The idiom matters where iOS differs: iPad has no number pad (numberPad, phonePad and
/// decimalPad show the full keyboard on its numbers plane, with a return key),
/// docs/sources.md#keys-per-keyboard-type.
///
/// ```swift
/// let pad = TextInputTraits(keyboardType: .numberPad)
///   .effective(options: ResolutionOptions(idiom: .pad))
/// pad.returnKey.value  // .default: the iPad keyboard has a return key
/// ```
public enum UserInterfaceIdiom: String, CaseIterable, Hashable, Sendable, Codable,
  CustomStringConvertible
{
  /// iPhone (and iPod touch).
  case phone
  /// iPad.
  case pad

  /// The case name, `phone` or `pad`.
  public var description: String { rawValue }
}
