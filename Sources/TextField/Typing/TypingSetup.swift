public import Foundation
public import InputTraits
public import KeyboardModel
public import XKB

/// Where a window's fields get their virtual keyboards and how the simulated person types:
/// the keyboard catalog, the device family, the letters layout, the Compose table, the typing
/// options and the autocorrection seam.
///
/// Not `Sendable`: it holds the catalog and the Compose table (libxkbcommon state).
///
/// ```swift
/// let setup = try TypingSetup(idiom: .phone, layout: "us",
///                             compose: ComposeTable(locale: ComposeTable.defaultLocale))
/// let window = TextInputWindow(typing: setup)
/// ```
public struct TypingSetup {
  /// The keyboards.
  public var catalog: KeyboardCatalog
  /// The device family.
  public var idiom: UserInterfaceIdiom
  /// The xkb layout of the letters plane.
  public var layout: String
  /// Long-press alternates and dead keys; nil commits each keysym's own text.
  public var compose: ComposeTable?
  /// How the person types; `isMultiline` is set per field (on for text views) and
  /// `usesHardwareKeyboard` from the window.
  public var options: TypingOptions
  /// Autocorrection at word boundaries.
  public var corrector: any TextCorrecting

  /// A setup on the bundled (or `layoutsDirectory`) keyboards.
  ///
  /// - Throws: ``TextFieldError`` with code ``TextFieldErrorCode/keyboard`` when the
  ///   layouts folder or the xkb layout cannot be loaded.
  public init(
    idiom: UserInterfaceIdiom = .phone, layout: String = "us", compose: ComposeTable? = nil,
    options: TypingOptions = TypingOptions(), corrector: any TextCorrecting = NoTextCorrection(),
    layoutsDirectory: URL? = nil
  ) throws(TextFieldError) {
    do {
      catalog = try KeyboardCatalog(layoutsDirectory: layoutsDirectory)
      try catalog.checkLayout(layout)
    } catch {
      throw TextFieldError(code: .keyboard, message: error.message, underlying: error)
    }
    self.idiom = idiom
    self.layout = layout
    self.compose = compose
    self.options = options
    self.corrector = corrector
  }

  /// A typing engine for a field with `traits` and text `context` before the caret.
  func engine(
    traits: TextInputTraits, multiline: Bool, hardwareKeyboard: Bool, context: String, field: String
  ) throws(TextFieldError) -> TypingEngine {
    var options = self.options
    options.isMultiline = multiline
    options.usesHardwareKeyboard = hardwareKeyboard
    options.recordsEvents = true
    do {
      let keyboard = try catalog.keyboard(for: traits.keyboardType, idiom: idiom, layout: layout)
      return try TypingEngine(
        keyboard: keyboard, traits: traits, options: options, compose: compose,
        corrector: corrector, initialText: context)
    } catch {
      throw TextFieldError(
        code: .keyboard, message: "field '\(field)': \(error.message)", underlying: error)
    }
  }
}
