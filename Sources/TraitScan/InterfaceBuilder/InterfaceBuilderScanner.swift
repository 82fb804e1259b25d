package import Foundation
import InputTraits

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Finds the text fields of a storyboard or xib: one field per `textField`, `textView` and
/// `searchBar` element, with the traits of its `<textInputTraits>` child.
///
/// - Name: the outlet property a `<connections>` outlet points at the element with, else the
///   element's `userLabel`, its `placeholder`, or its IB `id`.
/// - Form: the scene's controller (its `customClass`, `storyboardIdentifier` or `userLabel`),
///   or a xib's top-level object (its class, or the File's Owner class); a prototype cell adds
///   `/cell` (`SettingsViewController/ProfileCell`).
/// - Traits: every attribute of `<textInputTraits>`, read with Interface Builder's spellings
///   (`alphabet`, `alert`, `secureTextEntry="YES"`). Xcode writes only what differs from its
///   own defaults, which are UIKit's except capitalization: an element without
///   `autocapitalizationType` declares `none`.
/// - Only iOS documents (`targetRuntime="iOS.CocoaTouch…"`) are read; macOS, tvOS and watchOS
///   documents are skipped (``Result/skippedRuntime``).
///
/// The document goes through Foundation's `XMLParser` (libxml2) after ``XMLSafety`` refused any
/// DOCTYPE, so entity attacks never reach it.
///
/// ```swift
/// let result = try InterfaceBuilderScanner().scan(data, file: "App/Login.storyboard")
/// result.fields.map(\.name)  // ["emailField", "passwordField"]
/// ```
package struct InterfaceBuilderScanner: Sendable {
  /// What one document held.
  package struct Result: Sendable {
    /// The fields, in document order.
    package var fields: [ScannedField]
    /// The target runtime of a skipped non-iOS document (`MacOSX.Cocoa`, `AppleTV`…).
    package var skippedRuntime: String?
  }

  /// The element names that are text fields.
  package static let fieldElements: Set<String> = ["textField", "textView", "searchBar"]

  /// Creates a scanner.
  package init() {}

  /// Scans one document.
  ///
  /// - Parameters:
  ///   - data: The file's bytes.
  ///   - file: The name fields and errors carry.
  /// - Returns: The fields, or none and the runtime of a skipped non-iOS document.
  /// - Throws: ``ScanError`` with code ``ScanErrorCode/unsafeXML`` (a DOCTYPE) or
  ///   ``ScanErrorCode/malformedXML`` (with line and column).
  package func scan(_ data: Data, file: String) throws(ScanError) -> Result {
    let lines = LineIndex(data)
    if let problem = XMLSafety.problem(in: data) {
      let place = lines.position(ofByte: problem.offset)
      throw ScanError(
        .unsafeXML, file: file, line: place.line, column: place.column,
        "unsafe XML: \(problem.reason)")
    }
    // Interface Builder writes UTF-8; Foundation's XMLParser traps on some invalid UTF-8 in
    // attributes, so it never sees any.
    if let offset = SourceText.firstInvalidUTF8(in: data) {
      let place = lines.position(ofByte: offset)
      throw ScanError(
        .malformedXML, file: file, line: place.line, column: place.column,
        "malformed XML: invalid UTF-8 (Interface Builder documents are UTF-8)")
    }
    let collector = IBDocumentCollector(file: file, lines: lines)
    let parser = XMLParser(data: data)
    parser.shouldResolveExternalEntities = false
    parser.shouldProcessNamespaces = false
    parser.delegate = collector
    let parsed = parser.parse()
    if collector.skippedRuntime != nil {
      return Result(fields: [], skippedRuntime: collector.skippedRuntime)
    }
    guard parsed, collector.failure == nil else {
      let failure = collector.failure ?? (parser.lineNumber, parser.columnNumber, "parse failed")
      throw ScanError(
        .malformedXML, file: file, line: max(1, failure.line), column: max(1, failure.column),
        "malformed XML: \(failure.reason)")
    }
    guard collector.sawDocument else {
      throw ScanError(
        .malformedXML, file: file, line: 1, column: 1,
        "malformed XML: the root element is not an Interface Builder <document>")
    }
    return Result(fields: collector.finishedFields(), skippedRuntime: nil)
  }

  /// Reads the declared traits of a `<textInputTraits>` element's attributes one attribute at a
  /// time, each trait from its own attribute (never one trait from another's attribute, the
  /// mistake IBDecodable makes with smart quotes and dashes).
  ///
  /// An absent `autocapitalizationType` declares `none`, Interface Builder's default. A value
  /// IB does not write leaves its trait unresolved; an attribute that is no trait is ignored.
  static func declaredTraits(_ attributes: [String: String]) -> (
    declared: DeclaredTraits, unresolved: [String]
  ) {
    var declared = DeclaredTraits()
    var unresolved: [String] = []
    for name in attributes.keys.sorted() where name != "key" {
      guard let value = attributes[name], let trait = TraitVocabulary.trait(forProperty: name)
      else { continue }
      if let one = try? TextInputTraits(interfaceBuilderAttributes: [name: value]) {
        declared.set(change(trait: trait, in: one))
      } else {
        unresolved.append(trait)
      }
    }
    if !declared.contains("autocapitalizationType")
      && !unresolved.contains("autocapitalizationType")
    {
      declared.set(.set(AutocapitalizationType.none))
    }
    return (declared, unresolved)
  }

  /// The change that sets `trait` to its value in `traits`.
  static func change(trait: String, in traits: TextInputTraits) -> TraitChange {
    switch trait {
    case "keyboardType": .set(traits.keyboardType)
    case "autocapitalizationType": .set(traits.autocapitalizationType)
    case "autocorrectionType": .set(traits.autocorrectionType)
    case "spellCheckingType": .set(traits.spellCheckingType)
    case "smartQuotesType": .set(traits.smartQuotesType)
    case "smartDashesType": .set(traits.smartDashesType)
    case "smartInsertDeleteType": .set(traits.smartInsertDeleteType)
    case "inlinePredictionType": .set(traits.inlinePredictionType)
    case "writingToolsBehavior": .set(traits.writingToolsBehavior)
    case "mathExpressionCompletionType": .set(traits.mathExpressionCompletionType)
    case "keyboardAppearance": .set(traits.keyboardAppearance)
    case "returnKeyType": .set(traits.returnKeyType)
    case "enablesReturnKeyAutomatically":
      .enablesReturnKeyAutomatically(traits.enablesReturnKeyAutomatically)
    case "isSecureTextEntry": .isSecureTextEntry(traits.isSecureTextEntry)
    case "textContentType": .textContentType(traits.textContentType)
    default: TraitChange(trait: trait, value: .null)
    }
  }
}
