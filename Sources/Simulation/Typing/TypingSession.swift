public import Autocorrection
public import Diagnostics
public import Foundation
public import InputTraits
public import KeyboardModel
public import KeyboardPresentation
import Spelling
public import TextField
public import XKB

/// Everything a simulated person types with, assembled once: the keyboards of a letters layout
/// on a device family, the Compose table, how the person types, and the corrector each field's
/// *resolved* traits call for.
///
/// It is the one place typing engines come from: `kbsim type`, the text fields of a form
/// simulation (``FormScript/run(in:session:)``), `kbsim coverage run`, the benchmarks and the fuzz
/// targets all ask it, so the same text typed into a field with the same traits commits the
/// same text whichever of them types it.
///
/// A field gets the dictionary's corrector when its traits, resolved as iOS resolves them
/// (``/InputTraits/EffectiveTraits``: `.default` per keyboard type, secure entry turning
/// correction off), turn autocorrection or spell checking on; the dictionary is loaded the
/// first time one does, so a session that never needs it never pays for it.
///
/// ```swift
/// let session = try TypingSession(layout: "us", idiom: .phone)
/// let engine = try session.engine(for: TextInputTraits())
/// engine.type("teh quick brwon fox ")
/// engine.committedText  // "The quick brown fox "
/// ```
///
/// Not `Sendable`: it holds the Compose table (libxkbcommon state) and its caches.
public final class TypingSession {
  /// The keyboards.
  public let catalog: KeyboardCatalog
  /// The xkb layout of the letters plane.
  public let layout: String
  /// The device family.
  public let idiom: UserInterfaceIdiom
  /// Dead keys and long-press alternates; nil commits each keysym's own text.
  public let compose: ComposeTable?
  /// How the person types.
  ///
  /// Each engine gets a copy with the field's own settings (a text view's line breaks, a
  /// hardware keyboard); trait resolution follows ``idiom``.
  public let options: TypingOptions
  /// What corrects words.
  public let correction: Correction

  private var keyboards: [KeyboardType: VirtualKeyboard] = [:]
  private var loadedDictionary: (dictionary: SpellingDictionary, lexicon: Lexicon?)?
  private var correctors: [KeyboardType: Autocorrector] = [:]

  /// A session on the bundled keyboards (or `layoutsDirectory`'s).
  ///
  /// - Parameters:
  ///   - layout: The xkb layout of the letters plane (`us`, `de`, `fr(azerty)`).
  ///   - idiom: The device family: an iPad has no number pads.
  ///   - options: How the person types; `traitResolution.idiom` is set to `idiom`.
  ///   - correction: What corrects words; by default the layout's dictionary.
  ///   - composeLocale: The locale of the Compose table; nil types without one.
  ///   - layoutsDirectory: A layouts folder to use instead of the bundled one.
  /// - Throws: ``SimulationError`` with code `keyboard` (an unknown layout, an unreadable
  ///   layouts folder) or `compose`.
  public init(
    layout: String = "us", idiom: UserInterfaceIdiom = .phone,
    options: TypingOptions = TypingOptions(), correction: Correction = .dictionary(),
    composeLocale: String? = ComposeTable.defaultLocale, layoutsDirectory: URL? = nil
  ) throws(SimulationError) {
    do {
      catalog = try KeyboardCatalog(layoutsDirectory: layoutsDirectory)
      try catalog.checkLayout(layout)
    } catch {
      throw SimulationError(wrapping: error, code: .keyboard)
    }
    do {
      compose = try composeLocale.map { (locale) throws(XKBError) in
        try ComposeTable(locale: locale)
      }
    } catch {
      throw SimulationError(wrapping: error, code: .compose)
    }
    self.layout = layout
    self.idiom = idiom
    var options = options
    options.traitResolution.idiom = idiom
    self.options = options
    self.correction = correction
  }

  /// A session for a catalog device: its family decides the idiom.
  ///
  /// ```swift
  /// let session = try TypingSession(device: catalog.device(id: "ipad-pro-11"), layout: "de")
  /// ```
  public convenience init(
    device: Device, layout: String = "us", options: TypingOptions = TypingOptions(),
    correction: Correction = .dictionary(), composeLocale: String? = ComposeTable.defaultLocale,
    layoutsDirectory: URL? = nil
  ) throws(SimulationError) {
    try self.init(
      layout: layout, idiom: UserInterfaceIdiom(device.family), options: options,
      correction: correction, composeLocale: composeLocale, layoutsDirectory: layoutsDirectory)
  }

  /// The dictionary's language: the one ``Correction/dictionary(_:)`` names, else the layout's.
  public var language: String {
    if case .dictionary(let dictionaries) = correction, let language = dictionaries.language {
      return language
    }
    return Dictionaries.language(forLayout: layout)
  }

  // MARK: - Engines

  /// A new engine for a field with `traits`, starting with `initialText` before the caret.
  ///
  /// - Parameters:
  ///   - traits: The field's traits.
  ///   - initialText: The text already in the field.
  ///   - adjust: Changes to the session's ``options`` for this engine alone (a text view's
  ///     line breaks, recording events).
  /// - Returns: The engine, with the keyboard and corrector the traits call for.
  /// - Throws: ``SimulationError`` when the keyboard or the dictionary cannot be loaded.
  public func engine(
    for traits: TextInputTraits, initialText: String = "",
    adjust: (inout TypingOptions) -> Void = { _ in }
  ) throws(SimulationError) -> TypingEngine {
    var options = self.options
    adjust(&options)
    let keyboard = try self.keyboard(for: traits.keyboardType)
    do {
      return try TypingEngine(
        keyboard: keyboard, traits: traits, options: options, compose: compose,
        corrector: try corrector(for: traits), initialText: initialText)
    } catch let error as SimulationError {
      throw error
    } catch {
      throw SimulationError(wrapping: error, code: .keyboard)
    }
  }

  /// The virtual keyboard of a keyboard type on the session's layout and idiom (compiled once).
  public func keyboard(for type: KeyboardType) throws(SimulationError) -> VirtualKeyboard {
    if let keyboard = keyboards[type] { return keyboard }
    do {
      let keyboard = try catalog.keyboard(for: type, idiom: idiom, layout: layout)
      keyboards[type] = keyboard
      return keyboard
    } catch {
      throw SimulationError(wrapping: error, code: .keyboard)
    }
  }

  // MARK: - Correction

  /// Whether a field with `traits` corrects or checks its words: autocorrection or spell
  /// checking on once its traits are resolved for the session's idiom (secure entry turns
  /// both off).
  public func corrects(_ traits: TextInputTraits) -> Bool {
    if case .off = correction { return false }
    let effective = traits.effective(options: options.traitResolution)
    return (effective.autocorrection.value || effective.spellChecking.value)
      && !traits.isSecureTextEntry
  }

  /// The corrector a field with `traits` gets: the session's when ``corrects(_:)``, else one
  /// that keeps every word.
  ///
  /// - Throws: ``SimulationError`` with code `dictionary` when the dictionary cannot be loaded
  ///   (naming the Debian package to install, or the closest installed language).
  public func corrector(for traits: TextInputTraits) throws(SimulationError)
    -> any TextCorrecting
  {
    guard corrects(traits) else { return NoTextCorrection() }
    switch correction {
    case .off: return NoTextCorrection()
    case .custom(let corrector): return corrector
    case .dictionary: return try autocorrector(for: traits.keyboardType)
    }
  }

  /// The dictionary's corrector, ranked on the keyboard of `type` (loaded on first use).
  ///
  /// ```swift
  /// try session.autocorrector().candidates(for: "brwon").first?.word  // "brown"
  /// ```
  ///
  /// - Throws: ``SimulationError`` with code `dictionary`.
  public func autocorrector(for type: KeyboardType = .default) throws(SimulationError)
    -> Autocorrector
  {
    if let corrector = correctors[type] { return corrector }
    let dictionaries: Dictionaries
    if case .dictionary(let given) = correction {
      dictionaries = given
    } else {
      dictionaries = Dictionaries()
    }
    let keyboard = try self.keyboard(for: type)
    let loaded = try dictionary(dictionaries)
    let corrector = Autocorrector(
      dictionary: loaded.dictionary, lexicon: loaded.lexicon,
      geometry: KeyGeometry(plane: keyboard.initialPlane),
      options: AutocorrectionOptions(language: language), userWords: dictionaries.userWords)
    correctors[type] = corrector
    return corrector
  }

  /// The hunspell dictionary and word list of ``language``, loaded once.
  private func dictionary(_ dictionaries: Dictionaries) throws(SimulationError) -> (
    dictionary: SpellingDictionary, lexicon: Lexicon?
  ) {
    if let loadedDictionary { return loadedDictionary }
    let locator = DictionaryLocator(extra: dictionaries.directories)
    do {
      let loaded = (
        try SpellingDictionary(language: language, locator: locator),
        Lexicon.load(language: language)
      )
      loadedDictionary = loaded
      return loaded
    } catch {
      var wrapped = SimulationError(wrapping: error, code: .dictionary)
      if error.code == .dictionaryNotFound, dictionaries.language != nil,
        let hint = Suggestion(for: language, among: locator.installedLanguages())
      {
        wrapped.message += hint.clause
        wrapped.suggestion = hint
      }
      throw wrapped
    }
  }
}

extension TypingSession: TypingEngineSource {
  /// An engine for a text field or text view of a window: the field's traits, its text before
  /// the caret, a text view's line breaks, the window's hardware keyboard; events recorded for
  /// the field's delegate and notifications.
  public func engine(for request: FieldTypingRequest) throws -> TypingEngine {
    try engine(for: request.traits, initialText: request.initialText) { options in
      options.isMultiline = request.isMultiline
      options.usesHardwareKeyboard = request.usesHardwareKeyboard
      options.recordsEvents = true
    }
  }
}

extension UserInterfaceIdiom {
  /// The idiom of a device family.
  public init(_ family: DeviceFamily) {
    self = family == .iPad ? .pad : .phone
  }
}
