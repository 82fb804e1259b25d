import Foundation
import InputTraits
import KeyboardModel
import TestSupport
import Testing
import XKB

struct KeyboardCatalogTests {
  @Test func everyFileDecodesAndEveryKeysymNameResolves() throws {
    let paths = try KeyboardCatalog().checkFiles()
    // alternates.json plus one file per keyboard type (12,
    // docs/sources.md#keyboard-type-raw-values).
    #expect(paths.count == 1 + KeyboardType.allCases.count)
  }

  static let typesAndIdioms = KeyboardType.allCases.flatMap { type in
    UserInterfaceIdiom.allCases.map { (type, $0) }
  }

  @Test(.requires(.xkb), arguments: typesAndIdioms)
  func everyKeyboardTypeHasAKeyboardForEveryIdiom(_ type: KeyboardType, _ idiom: UserInterfaceIdiom)
    throws
  {
    let keyboard = try KeyboardCatalog().keyboard(for: type, idiom: idiom, layout: "us")
    #expect(keyboard.keyboardType == type)
    #expect(!keyboard.planes.isEmpty)
    for plane in keyboard.planes {
      #expect(!plane.rows.isEmpty, "plane \(plane.name)")
      for key in plane.keys where key.kind == .character {
        #expect(!key.keysyms.isEmpty)
        #expect(!key.keysyms.contains(.noSymbol))
      }
    }
  }

  /// Where iOS has no return key: the iPhone number, phone and decimal pads and the iPhone
  /// twitter keyboard (docs/sources.md#keys-per-keyboard-type); every iPad keyboard has one
  /// (docs/sources.md#ipad-has-no-number-pad).
  static let returnKeyPresence: [(KeyboardType, UserInterfaceIdiom, Bool)] =
    KeyboardType.allCases.map { type in
      let absent: Set<KeyboardType> = [
        .numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad, .twitter,
      ]
      return (type, UserInterfaceIdiom.phone, !absent.contains(type))
    } + KeyboardType.allCases.map { ($0, UserInterfaceIdiom.pad, true) }

  @Test(.requires(.xkb), arguments: returnKeyPresence)
  func returnKeyIsAbsentWhereIOSHasNone(
    _ type: KeyboardType, _ idiom: UserInterfaceIdiom, _ present: Bool
  )
    throws
  {
    let keyboard = try KeyboardCatalog().keyboard(for: type, idiom: idiom, layout: "us")
    #expect(keyboard.hasReturnKey == present)
  }

  /// iPad: numberPad, phonePad and decimalPad open the full keyboard on its numbers plane
  /// (docs/sources.md#ipad-has-no-number-pad [C]).
  @Test(
    .requires(.xkb),
    arguments: [KeyboardType.numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad])
  func iPadNumericKeyboardsAreTheFullKeyboardOnItsNumbersPlane(_ type: KeyboardType) throws {
    let keyboard = try KeyboardCatalog().keyboard(for: type, idiom: .pad, layout: "us")
    #expect(keyboard.initialPlane.name == "numbers")
    let letters = try #require(keyboard.plane(named: "letters"))
    #expect(KeyboardCatalogSupport.rowTexts(letters)[0].hasPrefix("qwertyuiop"))
  }

  /// The extra keys of docs/sources.md#keys-per-keyboard-type, on the iPhone letters (or pad)
  /// plane.
  static let extras: [(KeyboardType, [String])] = [
    (.URL, [".", "/", ".com"]),
    (.emailAddress, ["@", "."]),
    (.twitter, ["@", "#"]),
    (.webSearch, ["."]),
  ]

  @Test(.requires(.xkb), arguments: extras)
  func extraKeysSitOnTheLettersPlane(_ type: KeyboardType, _ labels: [String]) throws {
    let keyboard = try KeyboardCatalog().keyboard(for: type, idiom: .phone, layout: "us")
    let bottom = try #require(keyboard.plane(named: "letters")?.rows.last).map(\.label)
    for label in labels { #expect(bottom.contains(label), "\(label) in \(bottom)") }
  }

  @Test func urlKeyboardHasNoSpaceBarOnIPhone() throws {
    // "No space bar, no mic" (docs/sources.md#keys-per-keyboard-type).
    try withLayouts { catalog in
      let keyboard = try catalog.keyboard(for: .URL, idiom: .phone, layout: "us")
      let bottom = try #require(keyboard.plane(named: "letters")?.rows.last)
      #expect(!bottom.contains { $0.label == "space" })
      #expect(!bottom.contains { $0.kind == .dictation })
    }
  }

  @Test func phonePadReachesPlusStarAndHash() throws {
    let keyboard = try KeyboardCatalog().keyboard(for: .phonePad, idiom: .phone)
    let labels = keyboard.planes.flatMap(\.keys).map(\.label)
    for label in ["+", "*", "#", "0", "9"] { #expect(labels.contains(label)) }
    #expect(keyboard.initialPlane.rows[3].first?.label == "+*#")
  }

  /// The decimal pad shows the locale's separator: `,` for de, `.` for us
  /// (docs/sources.md#keys-per-keyboard-type).
  @Test(arguments: [("de", ","), ("us", "."), ("fr", ","), ("gb", ".")])
  func decimalPadShowsTheLocaleSeparator(_ layout: String, _ separator: String) throws {
    let keyboard = try KeyboardCatalog().keyboard(for: .decimalPad, idiom: .phone, layout: layout)
    #expect(keyboard.initialPlane.rows[3].map(\.label) == [separator, "0", "⌫"])
  }

  @Test func webSearchReturnKeyDefaultsToGo() throws {
    // docs/sources.md#websearch-return-key [S]: a blue "Go" with returnKeyType left at .default.
    let keyboard = try KeyboardCatalog().keyboard(for: .webSearch, idiom: .phone)
    #expect(keyboard.defaultReturnKeyType == .go)
  }

  private func withLayouts(_ body: (KeyboardCatalog) throws -> Void) throws {
    guard SystemData.xkb.isInstalled else { return }
    try body(KeyboardCatalog())
  }
}
