import InputTraits
package import JSONCoding

/// One text field the scanner found, with the traits its source declares.
///
/// Its JSON form (``json``) is the scan's output schema, documented in docs/scan.md:
///
/// ```json
/// {"file":"App/Login.storyboard","line":41,"column":25,"source":"interfaceBuilder",
///  "kind":"textField","name":"emailField","form":"LoginViewController",
///  "traits":{"keyboardType":"emailAddress","autocapitalizationType":"none"},"unresolved":[]}
/// ```
///
/// ```swift
/// let fields = try InterfaceBuilderScanner().scan(data, file: "Login.storyboard").fields
/// fields[0].declared.traits.keyboardType  // .emailAddress
/// ```
package struct ScannedField: Hashable, Sendable {
  /// The file, as the scan names it (relative to the working directory when given so).
  package var file: String
  /// The 1-based line of the element, the first assignment or the `TextField` call.
  package var line: Int
  /// The 1-based column, in characters.
  package var column: Int
  /// Which front end found it.
  package var source: FieldSource
  /// What it is: `textField`, `textView`, `searchBar` (Interface Builder and UIKit types),
  /// `TextField`, `SecureField`, `TextEditor` (SwiftUI), a custom class name, or nil when the
  /// code does not say.
  package var kind: String?
  /// Its name: the outlet or property, the binding, or a label; see docs/scan.md.
  package var name: String
  /// The form it belongs to: a scene, a top-level xib object or cell, or the enclosing type.
  package var form: String
  /// The declared traits.
  package var declared: DeclaredTraits
  /// Traits set from expressions the scanner cannot evaluate (a variable, a ternary, a call).
  package var unresolved: [String]
  /// Deprecated spellings used for its traits (lint rule `deprecated-spelling`,
  /// docs/sources.md#lint-deprecated-spellings).
  package var deprecations: [DeprecatedSpelling]
  /// Every place that sets one of its traits: assignments, modifiers, the `<textInputTraits>`
  /// element (`kbsim scan --sites` prints them, to audit what the scanner attributed).
  package var sites: [TraitSite] = []
  /// What decides the field's behaviour besides its traits (state, dismissal, place, class,
  /// outlet); the lint reads it, the JSON does not print it.
  package var evidence = FieldEvidence()

  /// Creates a field.
  package init(
    file: String, line: Int, column: Int, source: FieldSource, kind: String?, name: String,
    form: String, declared: DeclaredTraits = DeclaredTraits(), unresolved: [String] = [],
    deprecations: [DeprecatedSpelling] = []
  ) {
    self.file = file
    self.line = line
    self.column = column
    self.source = source
    self.kind = kind
    self.name = name
    self.form = form
    self.declared = declared
    self.unresolved = unresolved
    self.deprecations = deprecations
  }

  /// Records that `trait` is set at `line`:`column`.
  package mutating func addSite(_ trait: String, line: Int, column: Int) {
    sites.append(TraitSite(line: line, column: column, trait: trait))
  }

  /// Marks `trait` unresolved (and no longer declared, if an earlier site declared it).
  package mutating func markUnresolved(_ trait: String) {
    if !unresolved.contains(trait) { unresolved.append(trait) }
  }

  /// The field as the scan's JSON object, keys in the documented order.
  package var json: JSONValue {
    [
      "file": .string(file), "line": .number(JSONNumber(Double(line))),
      "column": .number(JSONNumber(Double(column))), "source": .string(source.rawValue),
      "kind": kind.map { .string($0) } ?? .null, "name": .string(name), "form": .string(form),
      "traits": declared.json, "unresolved": .array(JSONArray(unresolved.map { .string($0) })),
    ]
  }

  /// The field's JSON with its ``sites`` as `"sites":[{"line":…,"column":…,"trait":…}]`.
  package var jsonWithSites: JSONValue {
    guard case .object(var object) = json else { return json }
    object["sites"] = .array(
      JSONArray(
        sites.map {
          [
            "line": .number(JSONNumber(Double($0.line))),
            "column": .number(JSONNumber(Double($0.column))), "trait": .string($0.trait),
          ]
        }))
    return .object(object)
  }

  /// `file:line:column: kind name (source, form F): traits; unresolved: …`, one line.
  package var text: String {
    var line = "\(file):\(self.line):\(column): \(kind ?? "field") \(quotedIfNeeded(name))"
    line += " (\(source), form \(quotedIfNeeded(form)))"
    line += declared.isEmpty ? ": no traits declared" : ": " + declared.text
    if !unresolved.isEmpty { line += "; unresolved: " + unresolved.joined(separator: ", ") }
    return line
  }

  private func quotedIfNeeded(_ text: String) -> String {
    text.contains(where: { $0 == " " || $0.isNewline }) || text.isEmpty
      ? JSONWriter.string(text) : text
  }
}

/// A deprecated spelling of a trait in source: SwiftUI's `.autocapitalization(_:)` and
/// `.disableAutocorrection(_:)`, UIKit's `.alphabet` and `.alert` in code.
///
/// ```swift
/// DeprecatedSpelling(line: 12, column: 9, spelling: ".disableAutocorrection(true)",
///   replacement: ".autocorrectionDisabled()")
/// ```
package struct DeprecatedSpelling: Hashable, Sendable {
  /// Where the spelling is.
  package var line: Int
  /// The 1-based column.
  package var column: Int
  /// What the source says.
  package var spelling: String
  /// What to write instead.
  package var replacement: String
  /// The rule that reports it: `deprecated-spelling`, or `autocapitalization-optional-none`
  /// for SwiftUI's `.textInputAutocapitalization(.none)`.
  package var rule: String

  /// Creates a record of a deprecated spelling.
  package init(
    line: Int, column: Int, spelling: String, replacement: String,
    rule: String = "deprecated-spelling"
  ) {
    self.line = line
    self.column = column
    self.spelling = spelling
    self.replacement = replacement
    self.rule = rule
  }
}

/// A place in a file that sets one trait of a field.
package struct TraitSite: Hashable, Sendable {
  /// The 1-based line.
  package var line: Int
  /// The 1-based column.
  package var column: Int
  /// The trait it sets, such as `keyboardType`.
  package var trait: String

  /// Creates a site.
  package init(line: Int, column: Int, trait: String) {
    self.line = line
    self.column = column
    self.trait = trait
  }
}
