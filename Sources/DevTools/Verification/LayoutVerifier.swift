import KeyboardModel
package import XKB

#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

/// Verifies one layout against libxkbcommon itself.
///
/// These are the checks behind `kbsim verify-layouts`:
///
/// 1. every key × every combination of the keymap's level-selecting modifiers (Lock aside),
///    reached by real modifier key presses, commits through ``HardwareKeyboard`` what the raw
///    libxkbcommon loop (`RawTypingLoop`) commits for the same key events;
/// 2. every production of the Compose file that the layout can type composes, through both, to
///    the file's string;
/// 3. every string the ``KeyPlanner`` can type replays through both to exactly that string;
/// 4. no plan costs more than the cheapest route a bounded exhaustive search finds, and the
///    planner types every string the search finds;
/// 5. every character libxkbcommon types with the layout's keys (``CharacterWalks``: held keys,
///    latches and locks explored from a fresh state) is one the planner types, unless only a lock
///    reaches it;
/// 6. with ``Options/pressExecutable``, every line checks 1 to 5 typed is typed again by one
///    `kbsim press` process and compared with a fresh keyboard (``PressProcessCheck``).
///
/// ```swift
/// let file = try #require(ComposeTable.composeFile(for: ComposeTable.defaultLocale))
/// let productions = try ComposeFile(contentsOf: file)
/// let verifier = LayoutVerifier(options: .init(), productions: productions)
/// let result = verifier.verify(layout: "de", names: RuleNames(layout: "de"))
/// result.unexplained.isEmpty  // true
/// ```
package struct LayoutVerifier: Sendable {
  /// What to verify with.
  package struct Options: Sendable {
    /// The Compose locale.
    package var locale: String
    /// The exhaustive search's bound, in key presses.
    package var searchBound: Int
    /// A `kbsim` executable: when set, every line the checks type is typed again by one
    /// `kbsim press` process per layout and compared with a fresh keyboard (``PressProcessCheck``).
    package var pressExecutable: String?

    /// Creates options: the default Compose locale, a bound of 4 presses, no process check.
    package init(
      locale: String = ComposeTable.defaultLocale, searchBound: Int = 4,
      pressExecutable: String? = nil
    ) {
      self.locale = locale
      self.searchBound = searchBound
      self.pressExecutable = pressExecutable
    }
  }

  /// The options.
  package let options: Options
  /// The Compose file's productions with their strings.
  package let productions: ComposeFile

  /// Creates a verifier.
  package init(options: Options, productions: ComposeFile) {
    self.options = options
    self.productions = productions
  }

  /// Runs every check on one layout, with its own XKB context (safe to call from any thread).
  package func verify(layout id: String, names: RuleNames) -> LayoutVerification {
    let start = Self.now()
    var result = check(layout: id, names: names)
    result.seconds = Self.now() - start
    return result
  }

  private func check(layout id: String, names: RuleNames) -> LayoutVerification {
    var result = LayoutVerification(layout: id)
    do {
      let context = try XKBContext()
      let keymap: Keymap
      do {
        keymap = try Keymap(names: names, context: context)
      } catch {
        result.status = .doesNotCompile(error.message)
        return result
      }
      let table = try ComposeTable(locale: options.locale, context: context)
      var run = try Run(
        id: id, keymap: keymap, table: table, result: result,
        recording: options.pressExecutable != nil)
      try run.checkKeys()
      try run.checkCompose(productions.productions)
      let planner = try KeyPlanner(keymap: keymap, composeTable: table)
      try run.checkPlans(planner, bound: options.searchBound)
      try run.checkCharacters(planner)
      if let executable = options.pressExecutable {
        PressProcessCheck(executable: executable, names: names, locale: options.locale)
          .run(run.replay.recorded ?? [], into: &run.result)
      }
      return run.result
    } catch let error as KeyboardModelError {
      result.mismatches.append(
        .init(layout: id, check: .keys, subject: "layout", reason: error.message))
    } catch let error as XKBError {
      result.mismatches.append(
        .init(layout: id, check: .keys, subject: "layout", reason: error.message))
    } catch {
      result.mismatches.append(
        .init(layout: id, check: .keys, subject: "layout", reason: "\(error)"))
    }
    return result
  }

  static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}

/// The state of one layout's verification.
private struct Run {
  /// The cheapest stroke seen for a keysym.
  struct Stroke {
    var tokens: [KeyToken]
    var cost: Int
    /// Modifier keysyms Compose does not ignore (ISO_Level5_Shift in libxkbcommon 1.5).
    var acceptedModifiers: [Keysym]
  }

  let id: String
  let keymap: Keymap
  let table: ComposeTable
  var result: LayoutVerification
  var finder: ModifierReplayFinder
  let replay: ReferenceReplay
  let probe: ComposeState
  /// Per keysym: the cheapest stroke, and the cheapest whose modifiers Compose ignores.
  var anyStroke: [Keysym: Stroke] = [:]
  var cleanStroke: [Keysym: Stroke] = [:]

  init(
    id: String, keymap: Keymap, table: ComposeTable, result: LayoutVerification, recording: Bool
  ) throws {
    self.id = id
    self.keymap = keymap
    self.table = table
    self.result = result
    finder = try ModifierReplayFinder(keymap: keymap, composeTable: table)
    replay = try ReferenceReplay(keymap: keymap, table: table, recording: recording)
    probe = ComposeState(table: table)
  }

  mutating func mismatch(_ check: LayoutVerification.Check, _ subject: String, _ reason: String) {
    result.mismatches.append(.init(layout: id, check: check, subject: subject, reason: reason))
  }

  /// Check 1: key × modifier combinations, pipeline against the raw loop.
  mutating func checkKeys() throws {
    var bits: UInt32 = 0
    var keys: [(Keycode, String)] = []
    for code in keymap.keycodes {
      guard let name = keymap.name(of: code) else { continue }
      var hasSymbols = false
      for level in 0..<keymap.levelCount(for: code, layout: 0) {
        hasSymbols = hasSymbols || !keymap.keysyms(for: code, layout: 0, level: level).isEmpty
        for mask in keymap.modifierMasks(for: code, layout: 0, level: level) {
          bits |= mask.rawValue
        }
      }
      if hasSymbols { keys.append((code, name)) }
    }
    bits &= ~ModifierMask.lock.rawValue
    let bitList = (0..<32).map { UInt32(1) << $0 }.filter { bits & $0 != 0 }
    let masks = (0..<(1 << bitList.count)).map { subset in
      ModifierMask(
        rawValue: bitList.indices.reduce(0) { subset & (1 << $1) != 0 ? $0 | bitList[$1] : $0 })
    }
    for (code, name) in keys {
      for mask in masks {
        guard let modifiers = finder.replay(for: mask, avoiding: code) else {
          result.keyCombinations.skipped += 1
          continue
        }
        let tokens = modifiers.tokens(tapping: name)
        let outcome = try replay.type(tokens)
        result.keyCombinations.checked += 1
        if outcome.pipeline.text == outcome.reference {
          result.keyCombinations.matched += 1
        } else {
          mismatch(
            .keys, "\(name) at \(mask) [\(tokens.map(\.description).joined(separator: " "))]",
            "pipeline committed \(Self.show(outcome.pipeline.text)), libxkbcommon \(Self.show(outcome.reference))"
          )
        }
        let position = modifiers.locks.count + modifiers.held.count
        guard ModifierKeys.isPhysical(name), modifiers.isPhysical, outcome.clean,
          position < outcome.pipeline.keysyms.count
        else { continue }
        remember(
          outcome.pipeline.keysyms[position], tokens: tokens, cost: modifiers.cost,
          modifierKeysyms: Array(outcome.pipeline.keysyms[..<position]))
      }
    }
  }

  private mutating func remember(
    _ keysym: Keysym, tokens: [KeyToken], cost: Int, modifierKeysyms: [Keysym]
  ) {
    guard keysym != .noSymbol else { return }
    // The modifiers must leave a fresh Compose state with nothing pending (not mao's Multi_key).
    probe.reset()
    for sym in modifierKeysyms { probe.feed(sym) }
    guard probe.status == .nothing else { return }
    let accepted = modifierKeysyms.filter { sym in
      probe.reset()
      return probe.feedReportingAcceptance(sym)
    }
    let stroke = Stroke(tokens: tokens, cost: cost, acceptedModifiers: accepted)
    if anyStroke[keysym].map({ $0.cost > cost }) ?? true { anyStroke[keysym] = stroke }
    if accepted.isEmpty, cleanStroke[keysym].map({ $0.cost > cost }) ?? true {
      cleanStroke[keysym] = stroke
    }
  }

  /// Check 2: the Compose file's productions the layout can type.
  mutating func checkCompose(_ productions: [ComposeFile.Production]) throws {
    for production in productions {
      guard let expected = production.result else { continue }
      guard let head = anyStroke[production.keysyms[0]] else {
        result.compose.skipped += 1
        continue
      }
      var tokens = head.tokens
      var blocked = false
      var missing = false
      for keysym in production.keysyms.dropFirst() {
        if let stroke = cleanStroke[keysym] {
          tokens += stroke.tokens
        } else if let stroke = anyStroke[keysym],
          stroke.acceptedModifiers.allSatisfy({ (0xfe11...0xfe13).contains($0.rawValue) })
        {
          blocked = true
        } else {
          missing = true
        }
      }
      if missing {
        result.compose.skipped += 1
        continue
      }
      if blocked {
        result.composeBlockedByLevel5 += 1
        continue
      }
      let outcome = try replay.type(tokens)
      result.compose.checked += 1
      if outcome.pipeline.text == expected, outcome.reference == expected {
        result.compose.matched += 1
      } else {
        mismatch(
          .compose,
          production.keysyms.map(\.name).joined(separator: " ") + " (line \(production.line)) ["
            + tokens.map(\.description).joined(separator: " ") + "]",
          "pipeline committed \(Self.show(outcome.pipeline.text)), libxkbcommon "
            + "\(Self.show(outcome.reference)), the file says \(Self.show(expected))")
      }
    }
  }

  /// Checks 3 and 4: plans replay to their text, and are as cheap as the search's routes.
  mutating func checkPlans(_ planner: KeyPlanner, bound: Int) throws {
    let typeable = planner.typeable
    for (text, _) in typeable.sorted(by: { $0.key < $1.key }) {
      result.plans.checked += 1
      let plan: KeyPlan
      do {
        plan = try planner.plan(text)
      } catch {
        mismatch(.plans, Self.show(text), "typeable, but: \(error.message)")
        continue
      }
      let outcome = try replay.type(plan.tokens)
      if outcome.pipeline.text == text, outcome.reference == text {
        result.plans.matched += 1
      } else {
        mismatch(
          .plans, Self.show(text) + " [\(plan.line)]",
          "pipeline committed \(Self.show(outcome.pipeline.text)), libxkbcommon \(Self.show(outcome.reference))"
        )
      }
    }
    guard bound > 0 else { return }
    let search = try BoundedStrokeSearch(
      keymap: keymap, table: table, modifiers: finder, bound: bound)
    for (text, found) in search.cheapest.sorted(by: { $0.key < $1.key }) {
      result.minimality.checked += 1
      guard typeable[text] != nil, let plan = try? planner.plan(text) else {
        mismatch(
          .minimality, Self.show(text),
          "the planner cannot type it; [\(found.line)] does in \(found.cost)")
        continue
      }
      if let best = search.cost(of: text), plan.cost > best {
        mismatch(
          .minimality, Self.show(text),
          "plan [\(plan.line)] costs \(plan.cost); [\(found.line)] costs \(best)")
      } else {
        result.minimality.matched += 1
      }
    }
  }

  /// Check 5: every character libxkbcommon types with the layout's keys (``CharacterWalks``),
  /// confirmed by replaying its walk through both engines, is one the planner types.
  mutating func checkCharacters(_ planner: KeyPlanner) throws {
    let typeable = planner.typeable
    let walks = try CharacterWalks(keymap: keymap, table: table)
    for (text, walk) in walks.found.sorted(by: { $0.key < $1.key }) {
      let line = walk.tokens.map(\.description).joined(separator: " ")
      if walk.usesLock, typeable[text] == nil {
        result.characters.skipped += 1
        continue
      }
      result.characters.checked += 1
      let outcome = try replay.type(walk.tokens)
      guard outcome.reference == text, outcome.pipeline.text == text else {
        mismatch(
          .characters, Self.show(text) + " [\(line)]",
          "pipeline committed \(Self.show(outcome.pipeline.text)), libxkbcommon \(Self.show(outcome.reference))"
        )
        continue
      }
      if typeable[text] != nil {
        result.characters.matched += 1
      } else {
        mismatch(
          .characters, Self.show(text),
          "the planner cannot type it; libxkbcommon types it with [\(line)]")
      }
    }
  }

  static func show(_ text: String) -> String { LayoutVerification.show(text) }
}
