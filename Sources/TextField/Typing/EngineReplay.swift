import KeyboardModel

/// Turns what the typing engine recorded for one call into key taps and text changes, each a
/// range replacement of the engine's text (the field's text before the caret), so that the
/// field can ask its delegate about each change before it lands.
///
/// Smart punctuation, its undo, autocorrection and the secure field's clear are replacements
/// too; a secure clear is reported with the range the delegate sees — one character inserted
/// at the caret, or the last one deleted — while it empties the whole text
/// (docs/sources.md#secure-text-entry [M]).
struct EngineReplay {
  /// One text change, in UTF-16 units of the engine's text.
  struct Change: Hashable {
    var location: Int
    var length: Int
    var replacement: String
    /// The change empties the whole field first (a secure field's first edit).
    var clearsAll = false
  }

  /// What one tap did.
  struct Group: Hashable {
    var tap: TypingEvent.Tap?
    var changes: [Change] = []
    /// Return in a single-line field (the return action).
    var returnAction = false
  }

  private(set) var groups: [Group] = []
  private var mirror: String
  private var pendingClear = false
  private var lastSmartReplacement: String?
  private var pendingCorrection: Change?
  private let separateCorrections: Bool

  /// Replays `events` over the engine text `context`.
  init(_ events: some Sequence<TypingEvent>, context: String, separateCorrections: Bool) {
    mirror = context
    self.separateCorrections = separateCorrections
    for event in events { apply(event) }
    flush()
  }

  private var length: Int { mirror.utf16.count }

  private mutating func apply(_ event: TypingEvent) {
    switch event {
    case .tap(let tap):
      flush()
      groups.append(Group(tap: tap))
    case .commit(let text):
      if pendingClear {
        pendingClear = false
        add(Change(location: length, length: 0, replacement: text, clearsAll: true))
        mirror = text
      } else {
        replaceEnd(count: 0, with: text)
      }
    case .smartReplacement(_, let replaced, let replacement):
      // `replaced` is the text before the caret that goes, plus the typed ASCII character.
      replaceEnd(count: max(0, replaced.utf16.count - 1), with: replacement)
      lastSmartReplacement = replacement
    case .undoSmartReplacement(let restored):
      replaceEnd(count: lastSmartReplacement?.utf16.count ?? 0, with: restored)
      lastSmartReplacement = nil
    case .delete(let text):
      replaceEnd(count: text.utf16.count, with: "")
    case .secureClear:
      pendingClear = true
    case .correction(let correction):
      let (word, replacement) = (correction.typed, correction.corrected)
      let change = Change(
        location: length - word.utf16.count, length: word.utf16.count, replacement: replacement)
      mirror = prefix(change.location) + replacement
      if separateCorrections {
        add(change)
      } else {
        pendingCorrection = change
      }
    case .revertCorrection(let revert):
      // The corrected word (`typed` in a revert event) goes back to what was typed, in place:
      // the terminator after it stays.
      let location = revert.range.utf16.location
      let removed = revert.typed.utf16.count
      let tail = String(mirror.utf16.dropFirst(location + removed)) ?? ""
      mirror = prefix(location) + revert.corrected + tail
      add(Change(location: location, length: removed, replacement: revert.corrected))
    case .returnAction:
      if groups.isEmpty { groups.append(Group()) }
      groups[groups.count - 1].returnAction = true
    default:
      break
    }
  }

  /// Replaces the last `count` UTF-16 units of the text with `text`.
  private mutating func replaceEnd(count: Int, with text: String) {
    let location = length - count
    mirror = prefix(location) + text
    add(Change(location: location, length: count, replacement: text))
  }

  private mutating func add(_ change: Change) {
    var change = change
    if let correction = pendingCorrection {
      // One change of the word and the character that ended it.
      pendingCorrection = nil
      change = Change(
        location: correction.location, length: correction.length,
        replacement: correction.replacement + change.replacement, clearsAll: change.clearsAll)
    }
    if groups.isEmpty { groups.append(Group()) }
    groups[groups.count - 1].changes.append(change)
  }

  /// Ends the current group: a secure clear without an insertion (Backspace) is the deletion
  /// of the last character as the delegate sees it, emptying the text.
  private mutating func flush() {
    if let correction = pendingCorrection {
      pendingCorrection = nil
      add(correction)
    }
    guard pendingClear else { return }
    pendingClear = false
    let last = mirror.last.map { String($0).utf16.count } ?? 0
    add(Change(location: length - last, length: last, replacement: "", clearsAll: true))
    mirror = ""
  }

  private func prefix(_ units: Int) -> String {
    let index = mirror.utf16.index(mirror.utf16.startIndex, offsetBy: max(0, min(units, length)))
    return String(mirror[..<index])
  }
}
