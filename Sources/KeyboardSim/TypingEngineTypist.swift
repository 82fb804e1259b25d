public import Foundation
public import InputTraits
public import KeyboardModel
public import KeyboardPresentation
import XKB

/// Types a simulation script's `{"type": …}` steps with the typing engine: one engine per field,
/// so a field keeps its text across focus changes, and editing begins again (clearing a secure
/// field on the first keystroke) whenever the field becomes first responder again.
///
/// ```swift
/// let typist = try TypingEngineTypist(idiom: .phone, layout: "us")
/// let result = try script.run(in: catalog, typist: typist)
/// ```
public final class TypingEngineTypist: FieldTypist {
  private let catalog: KeyboardCatalog
  private let idiom: UserInterfaceIdiom
  private let layout: String
  private let compose: ComposeTable
  private var engines: [String: (engine: TypingEngine, session: Int, hardware: Bool)] = [:]

  /// Creates a typist for the device's idiom and a letters layout.
  ///
  /// - Throws: ``/KeyboardModel/KeyboardModelError`` if the keyboards, the layout or the
  ///   en_US.UTF-8 Compose table (dead keys, long-press alternates) cannot be loaded.
  public init(
    idiom: UserInterfaceIdiom, layout: String = "us", layoutsDirectory: URL? = nil
  ) throws(KeyboardModelError) {
    catalog = try KeyboardCatalog(layoutsDirectory: layoutsDirectory)
    try catalog.checkLayout(layout)
    self.idiom = idiom
    self.layout = layout
    do {
      compose = try ComposeTable(locale: ComposeTable.defaultLocale)
    } catch {
      throw KeyboardModelError(wrapping: error, code: .xkb)
    }
  }

  /// Types `text` into the field's engine, creating it on first use.
  public func type(
    _ text: String, into field: InputField, session: Int, hardwareKeyboard: Bool
  ) throws -> TypedText {
    let engine: TypingEngine
    if let existing = engines[field.id], existing.engine.traits == field.traits,
      existing.hardware == hardwareKeyboard
    {
      engine = existing.engine
      if existing.session != session { engine.beginEditing() }
    } else {
      var options = TypingOptions()
      options.usesHardwareKeyboard = hardwareKeyboard
      let keyboard = try catalog.keyboard(
        for: field.traits.keyboardType, idiom: idiom, layout: layout)
      engine = try TypingEngine(
        keyboard: keyboard, traits: field.traits, options: options, compose: compose,
        initialText: engines[field.id]?.engine.committedText ?? "")
      if engines[field.id] != nil { engine.beginEditing() }
    }
    engines[field.id] = (engine, session, hardwareKeyboard)
    let tapsBefore = engine.result.taps
    let refusalsBefore = engine.refusals.count
    engine.type(text)
    let result = engine.result
    return TypedText(
      field: field.id, text: text, committed: result.committed, displayed: result.displayed,
      taps: result.taps - tapsBefore,
      refused: engine.refusals.dropFirst(refusalsBefore).map(\.character))
  }
}
