extension KeyboardType {
  /// The pads with digits only and no letter keys on iPhone: `numberPad`, `phonePad`,
  /// `decimalPad`, `asciiCapableNumberPad` (docs/sources.md#keys-per-keyboard-type,
  /// docs/sources.md#trait-models-and-constraints).
  ///
  /// ```swift
  /// KeyboardType.decimalPad.isNumberPad    // true
  /// KeyboardType.namePhonePad.isNumberPad  // false: its first plane has letters
  /// ```
  public var isNumberPad: Bool {
    switch self {
    case .numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad: true
    default: false
    }
  }

  /// The keyboard types on which UIKit ignores `autocapitalizationType`: `numberPad`,
  /// `phonePad`, `namePhonePad` (Apple's autocapitalizationType page;
  /// docs/sources.md#autocapitalization-per-keyboard).
  public var ignoresAutocapitalization: Bool {
    switch self {
    case .numberPad, .phonePad, .namePhonePad: true
    default: false
    }
  }

  /// Whether the keyboard offers `@` without leaving the letters plane or its symbol planes:
  /// false for the number pads and for `namePhonePad`, whose second plane is a phone pad
  /// (docs/sources.md#keys-per-keyboard-type).
  public var canTypeSymbols: Bool { !isNumberPad && self != .namePhonePad }
}
