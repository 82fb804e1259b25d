import XKB

/// A ``VirtualKeyboard`` turned into flat tables for the typing hot path: every key's committed
/// bytes precomputed through the Compose layer, the best route to every character from every
/// plane, and the taps between planes.
///
/// Nothing here allocates per key at typing time.
struct CompiledKeyboard {
  /// What a key does, without payload (the plane target is ``Key/planeTarget``).
  enum Kind: UInt8 {
    case character, shift, backspace, `return`, planeSwitch, nextKeyboard, dictation, dismiss
    case spacer

    init(_ kind: VirtualKey.Kind) {
      switch kind {
      case .character: self = .character
      case .shift: self = .shift
      case .backspace: self = .backspace
      case .return: self = .return
      case .planeSwitch: self = .planeSwitch
      case .nextKeyboard: self = .nextKeyboard
      case .dictation: self = .dictation
      case .dismiss: self = .dismiss
      case .spacer: self = .spacer
      }
    }
  }

  /// One key, flattened into plain values (copying one costs no reference counting).
  struct Key {
    var kind: Kind
    var plane: Int
    var row: Int
    var column: Int
    var output: Range<Int>
    var shiftedOutput: Range<Int>
    /// Shift gives the upper case of the key (auto-shift applies;
    /// docs/sources.md#autocapitalization-contract: ignored where the script has no case).
    var isCased: Bool
    var isShiftSensitive: Bool
    /// The output leaves a Compose sequence open (a dead key): use the live Compose state.
    var needsLiveCompose: Bool
    /// The key's alternates are `alternates[firstAlternate ..< firstAlternate + alternateCount]`.
    var firstAlternate: Int
    var alternateCount: Int
    /// The plane a plane-switch key shows, by index.
    var planeTarget: Int?
  }

  /// The function keys of one plane, by key index; nil where the plane has none.
  struct PlaneKeys {
    var shift: Int?
    var backspace: Int?
    var `return`: Int?
    /// The 🌐 key, which opens the emoji keyboard (docs/sources.md#keys-per-keyboard-type: it is the
    /// emoji key when only one keyboard is installed).
    var nextKeyboard: Int?
  }

  /// A way to type one character: a key, shifted or not, maybe a long-press alternate.
  struct Route {
    var key: Int32
    /// The long-press alternate to choose, nil for a plain tap.
    var alternate: Int16?
    var isShifted: Bool
  }

  var keys: [Key] = []
  var pool: [UInt8] = []
  /// Long-press alternates' bytes in the pool, and their upper-case forms, for every key.
  var alternates: [Range<Int>] = []
  var shiftedAlternates: [Range<Int>] = []
  var planeNames: [String] = []
  /// The shift, backspace and return keys of each plane.
  var planeKeys: [PlaneKeys] = []
  /// Whether any plane has a shift key.
  var hasShiftKey = false
  /// `switchPath[from][to]`: the plane keys to tap, nil when `to` cannot be reached.
  var switchPath: [[[Int]?]] = []
  var routes: [Route] = []
  /// `asciiBest[plane * 128 + scalar]`: the best route to an ASCII scalar from a plane.
  var asciiBest: [Route?] = []
  /// The best route from each plane to other scalars.
  var otherBest: [UInt32: [Route?]] = [:]
  /// Keys that commit more than one scalar (`.com`), with their text.
  var stringKeys: [(key: Int, scalars: [Unicode.Scalar])] = []
  /// The plane of letters the keyboard starts on, if it starts on one.
  var lettersPlane: Int?

  init(_ keyboard: VirtualKeyboard, compose table: ComposeTable?) {
    let planeCount = keyboard.planes.count
    planeNames = keyboard.planes.map(\.name)
    planeKeys = Array(repeating: PlaneKeys(), count: planeCount)
    let names = planeNames
    for (planeIndex, plane) in keyboard.planes.enumerated() {
      for (rowIndex, row) in plane.rows.enumerated() {
        for (column, key) in row.enumerated() {
          let index = keys.count
          switch key.kind {
          case .shift where planeKeys[planeIndex].shift == nil:
            planeKeys[planeIndex].shift = index
          case .backspace where planeKeys[planeIndex].backspace == nil:
            planeKeys[planeIndex].backspace = index
          case .return where planeKeys[planeIndex].return == nil:
            planeKeys[planeIndex].return = index
          case .nextKeyboard where planeKeys[planeIndex].nextKeyboard == nil:
            planeKeys[planeIndex].nextKeyboard = index
          default: break
          }
          let output = store(key.keysyms, table)
          let shifted = store(key.shiftedKeysyms, table)
          let isCased =
            key.keysyms.count == 1 && key.shiftedKeysyms.count == 1
            && key.keysyms[0] != key.shiftedKeysyms[0]
            && key.keysyms[0].uppercased == key.shiftedKeysyms[0]
          let firstAlternate = alternates.count
          for alternate in key.alternates {
            alternates.append(store(alternate, table).range)
            shiftedAlternates.append(store(alternate.map(\.uppercased), table).range)
          }
          var target: Int?
          if case .planeSwitch(let name) = key.kind { target = names.firstIndex(of: name) }
          keys.append(
            Key(
              kind: Kind(key.kind), plane: planeIndex, row: rowIndex, column: column,
              output: output.range, shiftedOutput: shifted.range, isCased: isCased,
              isShiftSensitive: key.isShiftSensitive, needsLiveCompose: output.live || shifted.live,
              firstAlternate: firstAlternate, alternateCount: key.alternates.count,
              planeTarget: target))
        }
      }
    }
    hasShiftKey = planeKeys.contains { $0.shift != nil }
    if keyboard.initialPlane.hasShiftKey { lettersPlane = keyboard.initialPlaneIndex }
    switchPath = Self.paths(keys: keys, planeCount: planeCount)
    buildRoutes(planeCount: planeCount)
  }

  /// The text of alternate `index` of `key`, shifted or not: a range of ``pool``.
  @inline(__always)
  func alternate(_ index: Int, of key: Key, shifted: Bool) -> Range<Int> {
    shifted ? shiftedAlternates[key.firstAlternate + index] : alternates[key.firstAlternate + index]
  }

  /// The bytes of a range of the pool.
  @inline(__always)
  func bytes(_ range: Range<Int>) -> ArraySlice<UInt8> { pool[range] }

  /// The best route to `scalar` from `plane`, if the keyboard can type it.
  @inline(__always)
  func route(for scalar: Unicode.Scalar, from plane: Int) -> Route? {
    if scalar.value < 128 { return asciiBest[plane &* 128 &+ Int(scalar.value)] }
    return otherBest[scalar.value]?[plane] ?? nil
  }

  // MARK: - Building

  private mutating func store(_ keysyms: [Keysym], _ table: ComposeTable?) -> (
    range: Range<Int>, live: Bool
  ) {
    let start = pool.count
    var live = false
    if let table {
      let state = ComposeState(table: table)
      for keysym in keysyms {
        switch state.feed(keysym) {
        case .composed:
          state.appendUTF8(to: &pool)
          state.reset()
        case .composing: break
        case .cancelled: state.reset()
        case .nothing: pool.append(contentsOf: keysym.utf8.utf8)
        }
      }
      live = state.status == .composing
    } else {
      for keysym in keysyms { pool.append(contentsOf: keysym.utf8.utf8) }
    }
    return (start..<pool.count, live)
  }

  private static func paths(keys: [Key], planeCount: Int) -> [[[Int]?]] {
    var result: [[[Int]?]] = Array(
      repeating: Array(repeating: nil, count: planeCount), count: planeCount)
    for from in 0..<planeCount {
      result[from][from] = []
      var queue = [from]
      var head = 0
      while head < queue.count {
        let plane = queue[head]
        head += 1
        for (index, key) in keys.enumerated() where key.plane == plane {
          guard let target = key.planeTarget, result[from][target] == nil,
            let path = result[from][plane]
          else { continue }
          result[from][target] = path + [index]
          queue.append(target)
        }
      }
    }
    return result
  }

  private mutating func buildRoutes(planeCount: Int) {
    // Every single-scalar output of every character key, in plane order.
    var candidates: [UInt32: [Int32]] = [:]
    var order: [UInt32] = []
    func add(_ range: Range<Int>, _ route: Route) {
      let text = String(decoding: pool[range], as: UTF8.self)
      let scalars = Array(text.unicodeScalars)
      if scalars.count > 1, route.alternate == nil, !route.isShifted {
        stringKeys.append((Int(route.key), scalars))
        return
      }
      guard scalars.count == 1 else { return }
      let value = scalars[0].value
      if candidates[value] == nil { order.append(value) }
      candidates[value, default: []].append(Int32(routes.count))
      routes.append(route)
    }
    for (index, key) in keys.enumerated() where key.kind == .character && !key.needsLiveCompose {
      add(key.output, Route(key: Int32(index), alternate: nil, isShifted: false))
      if key.isShiftSensitive {
        add(key.shiftedOutput, Route(key: Int32(index), alternate: nil, isShifted: true))
      }
    }
    for (index, key) in keys.enumerated() where key.kind == .character {
      for alternate in 0..<key.alternateCount {
        let plain = alternates[key.firstAlternate + alternate]
        let upper = shiftedAlternates[key.firstAlternate + alternate]
        add(plain, Route(key: Int32(index), alternate: Int16(alternate), isShifted: false))
        if pool[upper] != pool[plain] {
          add(upper, Route(key: Int32(index), alternate: Int16(alternate), isShifted: true))
        }
      }
    }
    asciiBest = Array(repeating: nil, count: planeCount * 128)
    for value in order {
      guard let list = candidates[value] else { continue }
      var best: [Route?] = []
      for plane in 0..<planeCount {
        var chosen: Route?
        var chosenCost = Int.max
        for candidate in list {
          let route = routes[Int(candidate)]
          let key = keys[Int(route.key)]
          guard let path = switchPath[plane][key.plane] else { continue }
          // Plane switches cost a tap each; a long press costs a little more than a tap.
          let cost = path.count * 2 + (route.alternate != nil ? 1 : 0)
          if cost < chosenCost {
            chosen = route
            chosenCost = cost
          }
        }
        best.append(chosen)
      }
      if value < 128 {
        for plane in 0..<planeCount { asciiBest[plane * 128 + Int(value)] = best[plane] }
      } else {
        otherBest[value] = best
      }
    }
  }
}
