import XKB

/// The reverse index of a keymap: committed string → cheapest route (a list of stroke indices).
///
/// Built with a uniform-cost search over Compose prefixes: from "nothing pending", every stroke
/// either commits its own text, composes a string, or opens a prefix; every open prefix is
/// extended by every distinct stroke, cheapest first, up to ``maxDepth`` strokes.
struct RouteIndex {
  static let maxDepth = 8
  /// Scalars of the Basic Multilingual Plane (U+0000…U+FFFF), which have flat tables.
  static let planeSize = 0x10000
  static let maxNodes = 50_000

  private(set) var routes: [[Int32]] = []
  private(set) var routeCosts: [Int] = []
  private(set) var costs: [String: Int] = [:]
  private var routeByString: [String: Int32] = [:]
  /// Single-scalar strings, for the fast path: route id by scalar, nil where none; a flat table
  /// for the Basic Multilingual Plane and a dictionary above it.
  private(set) var bmpRoutes = [Int32?](repeating: nil, count: Self.planeSize)
  private(set) var astralRoutes: [UInt32: Int32] = [:]
  /// Whether a BMP scalar starts a multi-scalar string (one flag per scalar).
  private(set) var bmpStartsMulti = [Bool](repeating: false, count: Self.planeSize)
  /// First scalars of multi-scalar strings, and the longest such string in scalars.
  private(set) var multiScalarStarts: Set<UInt32> = []
  private(set) var maxScalars = 1

  init(strokes: [KeyStroke], composeTable: ComposeTable?) {
    let strokeCosts = strokes.map(\.cost)
    func offer(_ string: String, _ route: [Int32]) {
      guard !string.isEmpty else { return }
      let cost = route.reduce(0) { $0 + strokeCosts[Int($1)] }
      if let existing = routeByString[string] {
        let old = routes[Int(existing)]
        guard (cost, route.count) < (routeCosts[Int(existing)], old.count) else { return }
        routes[Int(existing)] = route
        routeCosts[Int(existing)] = cost
      } else {
        routeByString[string] = Int32(routes.count)
        routes.append(route)
        routeCosts.append(cost)
      }
    }
    guard let composeTable else {
      for (index, stroke) in strokes.enumerated() { offer(stroke.text, [Int32(index)]) }
      finish()
      return
    }
    let compose = ComposeState(table: composeTable)
    var openers: [(prefix: [UInt32], route: [Int32])] = []
    for (index, stroke) in strokes.enumerated() {
      compose.reset()
      for sym in stroke.pressedKeysyms { compose.feed(sym) }
      switch compose.status {
      case .nothing: offer(stroke.text, [Int32(index)])
      case .composed: offer(compose.utf8, [Int32(index)])
      case .composing where isClean(stroke, compose):
        openers.append(([stroke.keysym.rawValue], [Int32(index)]))
      case .composing, .cancelled: break
      }
    }
    if let sequences = composeTable.sequences {
      offerSequences(sequences, strokes: strokes, compose: compose, offer: offer)
      finish()
      return
    }
    // A clean stroke's modifier keysyms are ignored by Compose, so what a prefix sees of it is
    // its key's keysym alone. Prefixes are extended by the cheapest clean stroke per keysym.
    var extenders: [(keysym: UInt32, stroke: Int32)] = []
    var extended: Set<UInt32> = []
    for (index, stroke) in strokes.enumerated()
    where isClean(stroke, compose) && extended.insert(stroke.keysym.rawValue).inserted {
      extenders.append((stroke.keysym.rawValue, Int32(index)))
    }
    // Buckets of open prefixes by cost (uniform-cost search).
    var buckets: [[(prefix: [UInt32], route: [Int32])]] = []
    func push(_ prefix: [UInt32], _ route: [Int32]) {
      let cost = route.reduce(0) { $0 + strokeCosts[Int($1)] }
      while buckets.count <= cost { buckets.append([]) }
      buckets[cost].append((prefix, route))
    }
    for (prefix, route) in openers { push(prefix, route) }
    var expanded: Set<[UInt32]> = []
    var cost = 0
    while cost < buckets.count, expanded.count < Self.maxNodes {
      defer { cost += 1 }
      var position = 0
      while position < buckets[cost].count {
        let (prefix, route) = buckets[cost][position]
        position += 1
        guard route.count < Self.maxDepth, expanded.insert(prefix).inserted else { continue }
        for (keysym, stroke) in extenders {
          compose.reset()
          for sym in prefix { compose.feed(Keysym(rawValue: sym)) }
          switch compose.feed(Keysym(rawValue: keysym)) {
          case .composed: offer(compose.utf8, route + [stroke])
          case .composing: push(prefix + [keysym], route + [stroke])
          case .nothing, .cancelled: break
          }
        }
      }
    }
    finish()
  }

  /// Offers every production of the table that the strokes can type: the cheapest stroke for the
  /// first keysym (its modifiers must leave nothing pending) and the cheapest clean stroke for each
  /// further keysym, checked by feeding the real Compose state.
  private func offerSequences(
    _ sequences: [[Keysym]], strokes: [KeyStroke], compose: ComposeState,
    offer: (String, [Int32]) -> Void
  ) {
    var first: [UInt32: Int32] = [:]
    var clean: [UInt32: Int32] = [:]
    for (index, stroke) in strokes.enumerated() {
      let keysym = stroke.keysym.rawValue
      if clean[keysym] == nil, isClean(stroke, compose) { clean[keysym] = Int32(index) }
      if first[keysym] == nil {
        compose.reset()
        for sym in stroke.pressedKeysyms.dropLast() { compose.feed(sym) }
        if compose.status == .nothing { first[keysym] = Int32(index) }
      }
    }
    // Chord heads: strokes whose held keys open the sequence themselves (mao: LFSH+RALT+AD01
    // feeds Multi_key, Q), keyed by the keysyms Compose accepts from them; cheapest first.
    var chordHeads: [[UInt32]: Int32] = [:]
    var ignored: [UInt32: Bool] = [:]
    for (index, stroke) in strokes.enumerated() where stroke.pressedKeysyms.count > 2 {
      compose.reset()
      for sym in stroke.pressedKeysyms.dropLast() { compose.feed(sym) }
      guard compose.status == .composing else { continue }
      let accepted = stroke.pressedKeysyms.filter { sym in
        if let known = ignored[sym.rawValue] { return !known }
        compose.reset()
        let isIgnored = !compose.feedReportingAcceptance(sym)
        ignored[sym.rawValue] = isIgnored
        return !isIgnored
      }.map(\.rawValue)
      if chordHeads[accepted] == nil { chordHeads[accepted] = Int32(index) }
    }
    for sequence in sequences where sequence.count > 1 {
      var heads: [(stroke: Int32, covers: Int)] = []
      if let head = first[sequence[0].rawValue] { heads.append((head, 1)) }
      if !chordHeads.isEmpty {
        for length in 2...min(3, sequence.count) {
          if let head = chordHeads[sequence.prefix(length).map(\.rawValue)] {
            heads.append((head, length))
          }
        }
      }
      for (head, covers) in heads {
        var route = [head]
        for keysym in sequence.dropFirst(covers) {
          guard let stroke = clean[keysym.rawValue] else { break }
          route.append(stroke)
        }
        guard route.count == sequence.count - covers + 1 else { continue }
        compose.reset()
        for sym in strokes[Int(head)].pressedKeysyms { compose.feed(sym) }
        var status = compose.status
        for keysym in sequence.dropFirst(covers) { status = compose.feed(keysym) }
        if status == .composed { offer(compose.utf8, route) }
      }
    }
  }

  /// Whether every modifier keysym of the stroke is ignored by Compose (so it can follow a prefix).
  private func isClean(_ stroke: KeyStroke, _ compose: ComposeState) -> Bool {
    stroke.pressedKeysyms.dropLast().allSatisfy { sym in
      compose.reset()
      return !compose.feedReportingAcceptance(sym)
    }
  }

  private mutating func finish() {
    for (string, id) in routeByString {
      costs[string] = routeCosts[Int(id)]
      let scalars = string.unicodeScalars
      if scalars.count == 1, let scalar = scalars.first {
        if scalar.value < Self.planeSize {
          bmpRoutes[Int(scalar.value)] = id
        } else {
          astralRoutes[scalar.value] = id
        }
      } else if let first = scalars.first {
        multiScalarStarts.insert(first.value)
        if first.value < Self.planeSize { bmpStartsMulti[Int(first.value)] = true }
        maxScalars = max(maxScalars, scalars.count)
      }
    }
  }

  func route(for string: String) -> [Int32]? {
    routeByString[string].map { routes[Int($0)] }
  }

  func routeID(for string: String) -> Int32? { routeByString[string] }

  /// The route of a single scalar, or nil when no route commits it alone.
  @inline(__always)
  func route(for scalar: Unicode.Scalar) -> Int32? {
    scalar.value < Self.planeSize ? bmpRoutes[Int(scalar.value)] : astralRoutes[scalar.value]
  }

  /// Whether a multi-scalar string starts with `scalar`.
  @inline(__always)
  func startsMulti(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < Self.planeSize
      ? bmpStartsMulti[Int(scalar.value)] : multiScalarStarts.contains(scalar.value)
  }
}
