import Diagnostics
import Foundation

/// One slip of the typing person, before it is typed.
package struct Slip: Hashable, Sendable {
  /// The kind of slip.
  package var kind: Typo.Kind
  /// What the person types instead of the intended letters (the intended letter and the next
  /// one for a transposition).
  package var typed: [Unicode.Scalar]
  /// How many intended letters the slip covers (2 for a transposition).
  package var consumed: Int
}

/// Draws the typing person's slips from a ``TypoModel`` and the key geometry: the one typo
/// generator, used by the typing engine and by the autocorrection benchmark.
///
/// ```swift
/// var maker = TypoMaker(model: TypoModel(rate: 1, seed: 3))
/// maker.slip(for: "e", next: "r", geometry: geometry)  // e.g. substitution → "w"
/// ```
package struct TypoMaker: Sendable {
  package let model: TypoModel
  var dice: SplitMix64

  package init(model: TypoModel) {
    self.model = model
    dice = SplitMix64(state: model.seed)
  }

  /// A uniform draw below `bound` (for callers that sample with the same dice).
  package mutating func index(below bound: Int) -> Int {
    Int(dice.next() % UInt64(max(bound, 1)))
  }

  /// Whether the next letter is mistyped (draws once).
  package mutating func strikes() -> Bool { dice.unit() < model.rate }

  /// A slip on `letter` (followed by `next` in the same word, if any), or nil when the letter
  /// has no neighbouring key on the plane.
  package mutating func slip(
    for letter: Unicode.Scalar, next: Unicode.Scalar?, geometry: KeyGeometry
  ) -> Slip? {
    guard let neighbour = pickNeighbour(of: letter, geometry: geometry) else { return nil }
    let cased = Self.matchCase(neighbour, to: letter)
    let total = model.substitution + model.omission + model.transposition + model.insertion
    var pick = dice.unit() * (total > 0 ? total : 1)
    let omissionEnd = model.substitution + model.omission
    let transpositionEnd = omissionEnd + model.transposition
    let canSwap = next.map { TypingCore.isLetter($0) && $0 != letter } ?? false
    if pick >= omissionEnd, pick < transpositionEnd, !canSwap { pick = 0 }
    if pick < model.substitution {
      return Slip(kind: .substitution, typed: [cased], consumed: 1)
    } else if pick < omissionEnd {
      return Slip(kind: .omission, typed: [], consumed: 1)
    } else if pick < transpositionEnd, let next {
      return Slip(kind: .transposition, typed: [next, letter], consumed: 2)
    }
    let before = dice.next() & 1 == 0
    return Slip(kind: .insertion, typed: before ? [cased, letter] : [letter, cased], consumed: 1)
  }

  /// A neighbouring letter of `letter`'s key, drawn by a Gaussian of the distance (σ = 0.8).
  mutating func pickNeighbour(of letter: Unicode.Scalar, geometry: KeyGeometry) -> Unicode.Scalar? {
    let neighbours = geometry.neighbours(of: letter)
    guard !neighbours.isEmpty else { return nil }
    let weights = neighbours.map { exp(-($0.distance * $0.distance) / (2 * 0.8 * 0.8)) }
    var pick = dice.unit() * weights.reduce(0, +)
    for (neighbour, weight) in zip(neighbours, weights) {
      pick -= weight
      if pick < 0 { return neighbour.letter }
    }
    return neighbours.last?.letter
  }

  static func matchCase(_ letter: Unicode.Scalar, to model: Unicode.Scalar) -> Unicode.Scalar {
    if model.value < 0x80 {
      guard model.value >= 0x41 && model.value <= 0x5A else { return letter }
      if letter.value >= 0x61 && letter.value <= 0x7A {
        return Unicode.Scalar(UInt8(letter.value - 0x20))
      }
    }
    guard model.properties.isUppercase else { return letter }
    let upper = letter.properties.uppercaseMapping.unicodeScalars
    return upper.count == 1 ? upper.first ?? letter : letter
  }
}
