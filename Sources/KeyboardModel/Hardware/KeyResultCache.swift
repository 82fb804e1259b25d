import XKB

/// Per-key results of a keymap, cached by modifier and layout state.
///
/// libxkbcommon recomputes a key's level, keysym and text on every call; for a given key,
/// effective modifiers and layout the answer never changes, so it is computed once. A probe state
/// (a fresh `xkb_state`, set with `xkb_state_update_mask`) finds out whether pressing the key
/// changes the state at all: keys that do not (letters, digits, punctuation) need no
/// `xkb_state_update_key` while no other key is held in the xkb state and nothing is latched.
///
/// Storage is flat, trivially copyable and held in raw buffers, so the hot path does no reference
/// counting and no exclusivity checks: a head index per keycode into one buffer of entries
/// chained by `next`. (Plain arrays, tried, made `make bench`'s pipeline about twice as slow.)
final class KeyResultCache {
  /// What a key press at one state produces.
  struct Entry {
    /// The modifiers and layout this entry is for.
    var state: UInt64
    /// The next entry of the same keycode, if any.
    var next: Int32?
    /// The key's keysym (`xkb_state_key_get_one_sym`).
    var keysym: Keysym
    /// The key's own text (`xkb_state_key_get_utf8`).
    var text: SmallText
    /// How the keysym behaves when no Compose sequence is in progress.
    var role: ComposeRole
    /// For ``ComposeRole/composesAlone``: the production's text.
    var composedText: SmallText
    /// Whether pressing or releasing the key changes the xkb state.
    var changesState: Bool
  }

  /// How a keysym behaves when fed to a Compose state with nothing pending.
  enum ComposeRole: UInt8 {
    /// It starts no sequence: its own text is committed.
    case passThrough
    /// It starts a sequence: it must be fed.
    case startsSequence
    /// It is a one-keysym production (the lam-alef ligatures): it commits the production.
    case composesAlone
  }

  private let keymap: Keymap
  private let composeProbe: ComposeState?
  /// The first entry of each keycode (indexed by keycode), if any.
  let heads: UnsafeMutableBufferPointer<Int32?>
  /// The entries, `entryCount` of them initialized, in a buffer that doubles when full.
  private(set) var entries: UnsafeMutableBufferPointer<Entry>
  private(set) var entryCount = 0
  private var roles: [UInt32: (ComposeRole, SmallText)] = [:]
  /// Texts longer than eight bytes, referenced by ``SmallText``.
  private(set) var longTexts: [[UInt8]] = []

  init(keymap: Keymap, composeTable: ComposeTable?) {
    self.keymap = keymap
    heads = .allocate(capacity: Int(keymap.maxKeycode.rawValue) + 1)
    heads.initialize(repeating: nil)
    entries = .allocate(capacity: 64)
    composeProbe = composeTable.map(ComposeState.init(table:))
  }

  deinit {
    heads.deallocate()
    entries.baseAddress?.deinitialize(count: entryCount)
    entries.deallocate()
  }

  /// The entry at an index returned by ``index(for:modifiers:layout:state:)``.
  @inline(__always)
  subscript(index: Int) -> Entry { entries[index] }

  /// The index of the entry for `key` at `modifiers` and `layout`, computing it if needed from
  /// `state` (which must be at that modifiers and layout).
  @inline(__always)
  func index(
    for key: Keycode, modifiers: ModifierMask, layout: Int, state: KeyboardState
  ) -> Int {
    let slot = UInt64(modifiers.rawValue) | UInt64(layout) << 32
    guard Int(key.rawValue) < heads.count else { return insert(key, slot: slot, state: state) }
    var next = heads[Int(key.rawValue)]
    while let index = next {
      if entries[Int(index)].state == slot { return Int(index) }
      next = entries[Int(index)].next
    }
    return insert(key, slot: slot, state: state)
  }

  private func insert(_ key: Keycode, slot: UInt64, state: KeyboardState) -> Int {
    let keysym = state.keysym(for: key)
    var text: [UInt8] = []
    state.appendUTF8(for: key, to: &text)
    let (role, composedText) = role(of: keysym)
    let code = Int(key.rawValue)
    let entry = Entry(
      state: slot, next: code < heads.count ? heads[code] : nil, keysym: keysym,
      text: small(text), role: role, composedText: composedText,
      changesState: changesState(
        key, depressed: state.modifiers(.depressed), latched: state.modifiers(.latched),
        locked: state.modifiers(.locked), layout: state.layout))
    if entryCount == entries.count {
      let grown = UnsafeMutableBufferPointer<Entry>.allocate(capacity: entries.count * 2)
      _ = grown.moveInitialize(fromContentsOf: entries[..<entryCount])
      entries.deallocate()
      entries = grown
    }
    entries.initializeElement(at: entryCount, to: entry)
    entryCount += 1
    if code < heads.count { heads[code] = Int32(entryCount - 1) }
    return entryCount - 1
  }

  /// Appends a cached text to `bytes`.
  @inline(__always)
  func append(_ text: SmallText, to bytes: inout [UInt8]) {
    switch text {
    case .inline(let packed, let count):
      var value = packed
      for _ in 0..<count {
        bytes.append(UInt8(truncatingIfNeeded: value))
        value >>= 8
      }
    case .long(let index):
      bytes.append(contentsOf: longTexts[Int(index)])
    }
  }

  private func small(_ bytes: [UInt8]) -> SmallText {
    if let inline = SmallText(inline: bytes) { return inline }
    longTexts.append(bytes)
    return .long(Int32(longTexts.count - 1))
  }

  private func role(of keysym: Keysym) -> (ComposeRole, SmallText) {
    if let known = roles[keysym.rawValue] { return known }
    var result = (ComposeRole.passThrough, SmallText.inline(0, count: 0))
    if let composeProbe {
      composeProbe.reset()
      switch composeProbe.feed(keysym) {
      case .composing: result.0 = .startsSequence
      case .composed:
        var bytes: [UInt8] = []
        composeProbe.appendUTF8(to: &bytes)
        result = (.composesAlone, small(bytes))
      case .nothing, .cancelled: break
      }
      composeProbe.reset()
    }
    roles[keysym.rawValue] = result
    return result
  }

  private func changesState(
    _ key: Keycode, depressed: ModifierMask, latched: ModifierMask, locked: ModifierMask,
    layout: Int
  ) -> Bool {
    // Only a state with no key held and nothing latched can skip updates; probe exactly that,
    // on a fresh state so that no filter of an earlier probe lingers.
    guard depressed.isEmpty, latched.isEmpty, let probe = try? KeyboardState(keymap: keymap) else {
      return true
    }
    probe.setMask(depressed: [], latched: [], locked: locked, layout: layout)
    let down = probe.update(key, .down)
    let up = probe.update(key, .up)
    return !down.isEmpty || !up.isEmpty
  }
}

/// A key's text: up to eight UTF-8 bytes packed inline, or an index into the cache's long texts.
enum SmallText {
  /// The bytes, first byte lowest, and how many there are.
  case inline(UInt64, count: UInt8)
  /// An index into ``KeyResultCache/longTexts``.
  case long(Int32)

  /// Packs up to eight bytes; nil for longer texts.
  init?(inline bytes: [UInt8]) {
    guard bytes.count <= 8 else { return nil }
    var packed: UInt64 = 0
    for (index, byte) in bytes.enumerated() { packed |= UInt64(byte) << (8 * UInt64(index)) }
    self = .inline(packed, count: UInt8(bytes.count))
  }
}
