import Foundation
import KeyboardModel
import TestSupport
import Testing
import XKB

@Suite(.requires(.xkb))
struct LetterRowsTests {
  /// Expected rows read off the xkb-data symbols files (level 1 of AD/AC/AB 01–12, letters only).
  static let rows: [(String, [String])] = [
    ("us", ["qwertyuiop", "asdfghjkl", "zxcvbnm"]),
    ("de", ["qwertzuiopü", "asdfghjklöä", "yxcvbnm"]),
    ("fr", ["azertyuiop", "qsdfghjklmù", "wxcvbn"]),
    ("se", ["qwertyuiopå", "asdfghjklöä", "zxcvbnm"]),
    ("ru", ["йцукенгшщзхъ", "фывапролджэ", "ячсмитьбю"]),
  ]

  @Test(arguments: rows)
  func lettersPlaneComesFromTheXKBLayout(_ layout: String, _ expected: [String]) throws {
    let keyboard = try KeyboardCatalog().keyboard(for: .default, idiom: .phone, layout: layout)
    let letters = try #require(keyboard.plane(named: "letters"))
    #expect(KeyboardCatalogSupport.rowTexts(letters).prefix(3).elementsEqual(expected))
  }

  @Test func shiftedLettersComeFromLevelTwo() throws {
    // tr: AC11 is i / İ (dotted capital), AD08 is ı / I (symbols/tr).
    let keyboard = try KeyboardCatalog().keyboard(for: .default, idiom: .phone, layout: "tr")
    let keys = try #require(keyboard.plane(named: "letters")).keys
    let i = try #require(keys.first { $0.xkbKeyName == "AC11" })
    #expect(i.keysyms.map(\.utf8) == ["i"])
    #expect(i.shiftedKeysyms.map(\.utf8) == ["İ"])
    let dotless = try #require(keys.first { $0.xkbKeyName == "AD08" })
    #expect(dotless.shiftedKeysyms.map(\.utf8) == ["I"])
  }

  @Test func asciiCapableKeepsOnlyASCIILetters() throws {
    let catalog = try KeyboardCatalog()
    let german = try catalog.keyboard(for: .asciiCapable, idiom: .phone, layout: "de")
    let rows = KeyboardCatalogSupport.rowTexts(try #require(german.plane(named: "letters")))
    #expect(Array(rows.prefix(3)) == ["qwertzuiop", "asdfghjkl", "yxcvbnm"])
    // A layout with no ASCII letters falls back to us.
    let russian = try catalog.keyboard(for: .asciiCapable, idiom: .phone, layout: "ru")
    let ruRows = KeyboardCatalogSupport.rowTexts(try #require(russian.plane(named: "letters")))
    #expect(ruRows[0] == "qwertyuiop")
  }

  @Test func everyLayoutInXKBDataGetsALettersPlane() throws {
    let registry = try LayoutRegistry()
    let catalog = try KeyboardCatalog()
    var failures: [String] = []
    var built = 0
    for layout in registry.layouts where layout.name != "custom" {
      do {
        let keyboard = try catalog.keyboard(for: .default, idiom: .phone, layout: layout.id)
        let letters = try #require(keyboard.plane(named: "letters"))
        let count = letters.keys.filter { $0.xkbKeyName != nil }.count
        // Braille layouts type chords of braille_dot keysyms (docs/sources.md#xkb-pitfalls); the
        // one-handed ones put only 7 keys on the letter rows. Every other layout has at least 10
        // letters.
        if count == 0 || (count < 10 && layout.name != "brai") {
          failures.append("\(layout.id): \(count) letter keys")
        }
        built += 1
      } catch {
        failures.append("\(layout.id): \(error)")
      }
    }
    #expect(failures.isEmpty, "\(failures.prefix(10))")
    // 578 entries in xkb-data 2.35.1, one of them `custom`, which has no symbols
    // (docs/sources.md#xkb-data-counts).
    #expect(built == registry.layouts.count - registry.layouts.filter { $0.name == "custom" }.count)
  }
}
