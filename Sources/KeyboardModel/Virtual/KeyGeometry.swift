/// Where the letter keys of a plane sit, in units of one letter key's width: what a thumb that
/// misses a key is likely to hit instead.
///
/// Each row is centred under the widest row, as iOS lays out its letter rows; a key's centre is
/// its row offset plus the widths before it plus half its own. Rows are ``rowPitch`` key widths
/// apart: an iPhone in portrait draws four rows of 54 pt (docs/sources.md#keyboard-height-model,
/// KeyboardKit) and ten letter keys across 375 pt, 37.5 pt each, so 54 / 37.5 = 1.44.
///
/// ```swift
/// let geometry = KeyGeometry(plane: keyboard.initialPlane)
/// geometry.distance("q", "w")  // 1.0
/// geometry.distance("q", "a")  // ≈ 1.53 (half a key right, one row down)
/// geometry.neighbours(of: "g").map(\.letter)  // ["f", "h", "t", "y", "v", "b"]
/// ```
public struct KeyGeometry: Hashable, Sendable {
  /// The vertical distance between two rows, in key widths.
  public static let rowPitch = 1.44
  /// Keys whose centres are at most this far apart (in key widths) count as neighbours: the
  /// keys left and right (1.0) and the two touching keys in the rows above and below (≈ 1.53).
  public static let neighbourRadius = 1.6

  /// A letter key's centre.
  public struct Position: Hashable, Sendable {
    /// The horizontal centre, in key widths from the left edge.
    public var x: Double
    /// The vertical centre, in key widths from the top row's centre.
    public var y: Double
  }

  /// A key near another one.
  public struct Neighbour: Hashable, Sendable {
    /// The lower-case letter the key types.
    public var letter: Unicode.Scalar
    /// The distance between the two centres, in key widths.
    public var distance: Double
  }

  /// The centre of every lower-case letter's key.
  public private(set) var positions: [Unicode.Scalar: Position] = [:]
  /// Every letter's neighbours, nearest first (computed once).
  private var neighbourTable: [Unicode.Scalar: [Neighbour]] = [:]

  /// The geometry of a plane's character keys that type one letter.
  public init(plane: Plane) {
    let widths = plane.rows.map { $0.reduce(0) { $0 + $1.width } }
    let widest = widths.max() ?? 0
    for (rowIndex, row) in plane.rows.enumerated() {
      var x = (widest - widths[rowIndex]) / 2
      for key in row {
        defer { x += key.width }
        guard key.kind == .character, key.keysyms.count == 1, let scalar = key.keysyms[0].utf32,
          scalar.properties.isAlphabetic
        else { continue }
        let letter = Self.lower(scalar)
        if positions[letter] == nil {
          positions[letter] = Position(x: x + key.width / 2, y: Double(rowIndex) * Self.rowPitch)
        }
      }
    }
    for letter in positions.keys {
      neighbourTable[letter] = positions.keys.compactMap { other -> Neighbour? in
        guard other != letter, let distance = distance(letter, other),
          distance <= Self.neighbourRadius
        else { return nil }
        return Neighbour(letter: other, distance: distance)
      }.sorted { ($0.distance, $0.letter.value) < ($1.distance, $1.letter.value) }
    }
  }

  /// The distance between the centres of two letters' keys, in key widths; nil when either
  /// letter has no key on the plane.
  public func distance(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> Double? {
    guard let a = positions[Self.lower(first)], let b = positions[Self.lower(second)] else {
      return nil
    }
    let dx = a.x - b.x
    let dy = a.y - b.y
    return (dx * dx + dy * dy).squareRoot()
  }

  /// The keys within ``neighbourRadius`` of a letter's key, nearest first (ties by letter).
  public func neighbours(of letter: Unicode.Scalar) -> [Neighbour] {
    neighbourTable[Self.lower(letter)] ?? []
  }

  /// The plane's letters, sorted.
  public var letters: [Unicode.Scalar] { positions.keys.sorted { $0.value < $1.value } }

  static func lower(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    if scalar.value < 0x80 {
      return scalar.value >= 0x41 && scalar.value <= 0x5A
        ? Unicode.Scalar(UInt8(scalar.value + 0x20)) : scalar
    }
    let mapped = scalar.properties.lowercaseMapping.unicodeScalars
    return mapped.count == 1 ? mapped.first ?? scalar : scalar
  }
}
