import Foundation
import InputTraits

/// The trait tables of docs/traits.md, built from the public API (JSON names, raw values,
/// Interface Builder and SwiftUI spellings), so the documentation cannot drift from the code.
enum TraitTables {
  static func enumerations() -> String {
    var lines = [
      "| trait (JSON key) | value (JSON) | raw | Interface Builder | SwiftUI |",
      "|---|---|---|---|---|",
    ]
    func rows<T: TraitEnum>(_ type: T.Type, _ set: (inout TextInputTraits, T) -> Void) {
      for value in T.allCases {
        var traits = TextInputTraits(autocapitalizationType: .none)
        set(&traits, value)
        let ib =
          traits.interfaceBuilderElement.attributes.first.map { "`\($0.value)`" }
          ?? "(omitted)"
        var swiftUITraits = TextInputTraits()
        set(&swiftUITraits, value)
        lines.append(
          "| `\(T.traitName)` | `\(value.name)` | \(value.rawValue) | \(ib) | "
            + "\(swiftUI(swiftUITraits, T.traitName)) |")
      }
    }
    rows(KeyboardType.self) { $0.keyboardType = $1 }
    rows(AutocapitalizationType.self) { $0.autocapitalizationType = $1 }
    rows(AutocorrectionType.self) { $0.autocorrectionType = $1 }
    rows(SpellCheckingType.self) { $0.spellCheckingType = $1 }
    rows(SmartQuotesType.self) { $0.smartQuotesType = $1 }
    rows(SmartDashesType.self) { $0.smartDashesType = $1 }
    rows(SmartInsertDeleteType.self) { $0.smartInsertDeleteType = $1 }
    rows(InlinePredictionType.self) { $0.inlinePredictionType = $1 }
    rows(WritingToolsBehavior.self) { $0.writingToolsBehavior = $1 }
    rows(MathExpressionCompletionType.self) { $0.mathExpressionCompletionType = $1 }
    rows(KeyboardAppearance.self) { $0.keyboardAppearance = $1 }
    rows(ReturnKeyType.self) { $0.returnKeyType = $1 }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The SwiftUI spelling of one trait: its modifier, "(no modifier)" for UIKit's default, or
  /// "not expressible".
  static func swiftUI(_ traits: TextInputTraits, _ trait: String) -> String {
    let field = SwiftUITextField(traits)
    if field.inexpressible.contains(where: { $0.trait == trait }) { return "not expressible" }
    let modifier = field.swiftSource(title: "").split(separator: "\n").dropFirst().first {
      !$0.hasPrefix("//")
    }
    return modifier.map { "`\($0.trimmingCharacters(in: .whitespaces))`" } ?? "(no modifier)"
  }

  static func contentTypes() -> String {
    var lines = [
      "| JSON (Swift name) | raw string (Interface Builder) | iOS | SwiftUI |",
      "|---|---|---|---|",
    ]
    for entry in TextContentType.catalog {
      let alternatives = TextContentType.alternativeRawValues
        .filter { $0.value == entry.value }.map(\.key).sorted()
      let also =
        alternatives.isEmpty ? "" : " (also read: `\(alternatives.joined(separator: "`, `"))`)"
      lines.append(
        "| `\(entry.name)` | `\(entry.value.rawValue)`\(also) | \(entry.introduced) | "
          + "`.textContentType(.\(entry.name))` |")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
