import Autocorrection
import InputTraits
import KeyboardModel
import TestSupport
import Testing

/// The person who makes typos: deterministic for a seed, at the configured rate and mix, on
/// the keys around the intended one.
@Suite(.requires(.hunspell("en_US"), .scowl, .xkb))
struct TypoModelTests {
  static let text = String(
    repeating: "the quick brown fox jumps over the lazy dog and types on ", count: 40)
  static let plain = TextInputTraits(
    autocapitalizationType: .none, autocorrectionType: .no, spellCheckingType: .no)

  static func typos(rate: Double, seed: UInt64, mix: ((inout TypoModel) -> Void)? = nil) throws
    -> TypingEngine
  {
    var options = TypingOptions()
    var model = TypoModel(rate: rate, seed: seed)
    mix?(&model)
    options.typos = model
    let engine = try CorrectorFixture.engine(
      traits: plain, options: options, corrector: NoTextCorrection())
    engine.type(text)
    engine.checkInvariants()
    return engine
  }

  @Test(arguments: [1, 7, 42] as [UInt64])
  func theSameSeedMakesTheSameTypos(_ seed: UInt64) throws {
    let first = try Self.typos(rate: 0.05, seed: seed)
    let second = try Self.typos(rate: 0.05, seed: seed)
    #expect(first.typos == second.typos)
    #expect(first.committedText == second.committedText)
    #expect(first.typos != (try Self.typos(rate: 0.05, seed: seed + 1000)).typos)
  }

  @Test func rateZeroTypesEveryLetter() throws {
    let engine = try Self.typos(rate: 0, seed: 1)
    #expect(engine.typos.isEmpty)
    #expect(engine.committedText == Self.text)
  }

  @Test(arguments: [0.03, 0.1])
  func theRateIsThePerLetterProbability(_ rate: Double) throws {
    let letters = Self.text.unicodeScalars.filter(\.properties.isAlphabetic).count
    let engine = try Self.typos(rate: rate, seed: 99)
    // A transposition covers two letters; count slips, within four binomial deviations.
    let expected = Double(letters) * rate
    let deviation = (expected * (1 - rate)).squareRoot()
    #expect(abs(Double(engine.typos.count) - expected) < 4 * deviation + 2)
  }

  @Test(arguments: [Typo.Kind.substitution, .omission, .transposition, .insertion])
  func eachKindAloneProducesOnlyThatKind(_ kind: Typo.Kind) throws {
    let engine = try Self.typos(rate: 0.05, seed: 5) { model in
      model.substitution = kind == .substitution ? 1 : 0
      model.omission = kind == .omission ? 1 : 0
      model.transposition = kind == .transposition ? 1 : 0
      model.insertion = kind == .insertion ? 1 : 0
    }
    #expect(!engine.typos.isEmpty)
    #expect(engine.typos.allSatisfy { $0.kind == kind })
    for typo in engine.typos {
      switch kind {
      case .omission: #expect(typo.typed.isEmpty)
      case .transposition: #expect(String(typo.typed.reversed()) == typo.intended)
      case .insertion: #expect(typo.typed.count == 2 && typo.typed.contains(typo.intended))
      case .substitution: #expect(typo.typed.count == 1 && typo.typed != typo.intended)
      }
    }
  }

  @Test func substitutedKeysAreNeighboursOnThePlane() throws {
    let engine = try Self.typos(rate: 0.1, seed: 11) {
      $0.substitution = 1
      $0.omission = 0
      $0.transposition = 0
      $0.insertion = 0
    }
    let geometry = KeyGeometry(plane: engine.keyboard.initialPlane)
    for typo in engine.typos {
      let distance = try #require(
        geometry.distance(typo.intended.unicodeScalars.first!, typo.typed.unicodeScalars.first!))
      #expect(distance <= KeyGeometry.neighbourRadius)
    }
  }

  @Test func outcomesSayWhatTheCorrectorDid() throws {
    var options = TypingOptions()
    options.typos = TypoModel(rate: 0.06, seed: 3)
    let traits = TextInputTraits(autocapitalizationType: .none)
    let engine = try CorrectorFixture.engine(traits: traits, options: options)
    engine.type(Self.text)
    let finished = engine.typos.filter { $0.outcome != nil }
    #expect(!finished.isEmpty)
    for typo in finished {
      let result = try #require(typo.result)
      switch typo.outcome {
      case .fixed: #expect(result.lowercased() == typo.word.lowercased())
      case .missed, .worse: #expect(result.lowercased() != typo.word.lowercased())
      case nil: break
      }
    }
    #expect(finished.contains { $0.outcome == .fixed })
  }
}

/// The key geometry of the letters plane.
@Suite(.requires(.hunspell("en_US"), .scowl, .xkb))
struct KeyGeometryTests {
  @Test(arguments: [
    ("q", "w", 1.0), ("a", "s", 1.0), ("q", "a", (0.25 + 1.44 * 1.44).squareRoot()),
  ])
  func distancesAreInKeyWidths(_ a: Unicode.Scalar, _ b: Unicode.Scalar, _ expected: Double) throws
  {
    let keyboard = try #require(CorrectorFixture.keyboard)
    let geometry = KeyGeometry(plane: keyboard.initialPlane)
    #expect(abs((geometry.distance(a, b) ?? -1) - expected) < 1e-9)
  }

  @Test func neighboursOfGAreTheKeysTouchingIt() throws {
    // Rows: qwertyuiop from 0, asdfghjkl from 0.5, zxcvbnm after a 1.5-wide shift key. g's
    // centre is 5.0: f and h at 1.0, t and y at 1.53, v right below at 1.44; b (1.75) is beyond.
    let keyboard = try #require(CorrectorFixture.keyboard)
    let neighbours = KeyGeometry(plane: keyboard.initialPlane).neighbours(of: "g").map(\.letter)
    #expect(neighbours == ["f", "h", "v", "t", "y"])
  }
}
