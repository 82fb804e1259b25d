extension KeyboardType {
  /// The pads with digits only and no letter keys on iPhone: `numberPad`, `phonePad`,
  /// `decimalPad`, `asciiCapableNumberPad` (facts/ios-keyboard.md §6.1; traits.md §2.1 C1).
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
  /// `phonePad`, `namePhonePad` (Apple's autocapitalizationType page; input-semantics.md §1.5).
  public var ignoresAutocapitalization: Bool {
    switch self {
    case .numberPad, .phonePad, .namePhonePad: true
    default: false
    }
  }

  /// Whether the keyboard offers `@` without leaving the letters plane or its symbol planes:
  /// false for the number pads and for `namePhonePad`, whose second plane is a phone pad
  /// (ios-keyboard.md §6.1).
  public var canTypeSymbols: Bool { !isNumberPad && self != .namePhonePad }
}
