import InputTraits
public import JSONCoding

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
public struct ScannedField: Hashable, Sendable {
  /// The file, as the scan names it (relative to the working directory when given so).
  public var file: String
  /// The 1-based line of the element, the first assignment or the `TextField` call.
  public var line: Int
  /// The 1-based column, in characters.
  public var column: Int
  /// Which front end found it.
  public var source: FieldSource
  /// What it is: `textField`, `textView`, `searchBar` (Interface Builder and UIKit types),
  /// `TextField`, `SecureField`, `TextEditor` (SwiftUI), a custom class name, or nil when the
  /// code does not say.
  public var kind: String?
  /// Its name: the outlet or property, the binding, or a label; see docs/scan.md.
  public var name: String
  /// The form it belongs to: a scene, a top-level xib object or cell, or the enclosing type.
  public var form: String
  /// The declared traits.
  public var declared: DeclaredTraits
  /// Traits set from expressions the scanner cannot evaluate (a variable, a ternary, a call).
  public var unresolved: [String]
  /// Deprecated spellings used for its traits (lint rule `deprecated-spelling`,
  /// docs/sources.md#lint-deprecated-spellings).
  public var deprecations: [DeprecatedSpelling]
  /// Every place that sets one of its traits: assignments, modifiers, the `<textInputTraits>`
  /// element (`kbsim scan --sites` prints them, to audit what the scanner attributed).
  public var sites: [TraitSite] = []

  /// Creates a field.
  public init(
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
  public mutating func addSite(_ trait: String, line: Int, column: Int) {
    sites.append(TraitSite(line: line, column: column, trait: trait))
  }

  /// Marks `trait` unresolved (and no longer declared, if an earlier site declared it).
  public mutating func markUnresolved(_ trait: String) {
    if !unresolved.contains(trait) { unresolved.append(trait) }
  }

  /// The field as the scan's JSON object, keys in the documented order.
  public var json: JSONValue {
    [
      "file": .string(file), "line": .number(JSONNumber(Double(line))),
      "column": .number(JSONNumber(Double(column))), "source": .string(source.rawValue),
      "kind": kind.map { .string($0) } ?? .null, "name": .string(name), "form": .string(form),
      "traits": declared.json, "unresolved": .array(JSONArray(unresolved.map { .string($0) })),
    ]
  }

  /// The field's JSON with its ``sites`` as `"sites":[{"line":…,"column":…,"trait":…}]`.
  public var jsonWithSites: JSONValue {
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
  public var text: String {
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
public struct DeprecatedSpelling: Hashable, Sendable {
  /// Where the spelling is.
  public var line: Int
  /// The 1-based column.
  public var column: Int
  /// What the source says.
  public var spelling: String
  /// What to write instead.
  public var replacement: String

  /// Creates a record of a deprecated spelling.
  public init(line: Int, column: Int, spelling: String, replacement: String) {
    self.line = line
    self.column = column
    self.spelling = spelling
    self.replacement = replacement
  }
}

/// A place in a file that sets one trait of a field.
public struct TraitSite: Hashable, Sendable {
  /// The 1-based line.
  public var line: Int
  /// The 1-based column.
  public var column: Int
  /// The trait it sets, such as `keyboardType`.
  public var trait: String

  /// Creates a site.
  public init(line: Int, column: Int, trait: String) {
    self.line = line
    self.column = column
    self.trait = trait
  }
}
