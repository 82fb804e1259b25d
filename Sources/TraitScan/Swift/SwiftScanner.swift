import Diagnostics
package import Foundation
import SwiftParser
import SwiftSyntax

/// Finds the text fields a Swift file declares, with swift-syntax (the Swift project's own
/// parser): UIKit trait assignments grouped per receiver and enclosing type, and SwiftUI
/// `TextField`, `SecureField` and `TextEditor` with the trait modifiers on them and on their
/// containers.
///
/// UIKit: `emailField.keyboardType = .emailAddress`, `self.x.returnKeyType =
/// UIReturnKeyType.next`, `$0.isSecureTextEntry = true` in configuration closures (`let field:
/// UITextField = { … }()`, `UITextField().then { $0… }`), `[a, b].forEach { $0… }`, and bare
/// assignments in `UITextField` subclasses and extensions. Assignments to the same receiver in
/// the same type (or, for a local variable, the same function or closure) make one field.
///
/// SwiftUI: the modifiers `.keyboardType`, `.textInputAutocapitalization`, `.autocorrectionDisabled`,
/// `.submitLabel`, `.textContentType` and the deprecated `.autocapitalization` and
/// `.disableAutocorrection`, on the field or on any view that contains it (SwiftUI passes them
/// down; the innermost wins). Only files that `import SwiftUI` have SwiftUI fields.
///
/// Values the scanner cannot evaluate (a variable, a ternary, a call) are listed as unresolved.
/// Files that mention no trait property and no SwiftUI field are not parsed at all.
///
/// ```swift
/// let fields = try SwiftScanner().scan(Data(source.utf8), file: "LoginView.swift")
/// fields.map(\.name)  // ["email", "password"]
/// ```
package struct SwiftScanner: Sendable {
  /// Words one of which a file must contain to be parsed: trait properties and SwiftUI fields,
  /// and what decides how fields behave elsewhere (dismissal set-ups, input views, SwiftUI
  /// scroll containers and representables).
  static let keywords: [[UInt8]] =
    (Array(TraitVocabulary.swiftProperties) + [
      "TextField", "SecureField", "TextEditor", "inputAccessoryView", "inputView",
      "keyboardDismissMode", "UITapGestureRecognizer", "IQKeyboardManager", "endEditing",
      "resignFirstResponder", "List", "Form", "ScrollView", "UIViewRepresentable",
      "placement: .keyboard",
    ])
    .map { Array($0.utf8) }

  /// Creates a scanner.
  package init() {}

  /// Scans one Swift file.
  ///
  /// - Throws: ``ScanError`` with code ``ScanErrorCode/notText`` (binary or not UTF-8) or
  ///   ``ScanErrorCode/swiftSyntax`` (the file does not parse; its place and what was expected).
  package func scan(_ data: Data, file: String) throws(ScanError) -> [ScannedField] {
    try scanWithFacts(data, file: file).fields.filter { !$0.evidence.stateOnly }
  }

  /// Scans one Swift file: its fields (state-only records included, for the lint to merge)
  /// and what its code says around them.
  package func scanWithFacts(_ data: Data, file: String) throws(ScanError) -> (
    fields: [ScannedField], facts: CodeFacts
  ) {
    let text = try SourceText.decode(data, file: file)
    guard SourceText.containsAny(Self.keywords, in: data) else { return ([], CodeFacts()) }
    let lines = LineIndex(data)
    if let offset = Self.longBracketRun(in: data) {
      let place = lines.position(ofByte: offset)
      throw ScanError(
        .swiftSyntax, file: file, line: place.line, column: place.column,
        "more than \(Self.maximumBracketRun) '[' in a row: the Swift parser's lookahead takes "
          + "time exponential in them, so the file is not parsed")
    }
    let tree = Parser.parse(source: text)
    if tree.hasError, let error = Self.firstError(in: Syntax(tree)) {
      let place = lines.position(ofByte: error.node.positionAfterSkippingLeadingTrivia.utf8Offset)
      throw ScanError(
        .swiftSyntax, file: file, line: place.line, column: place.column,
        "Swift syntax error: \(error.what)")
    }
    let collector = SwiftFieldCollector(file: file, lines: lines)
    collector.walk(tree)
    return (collector.fields(), collector.facts())
  }

  /// The longest run of `[` (with only whitespace between) a file may have: 16.
  ///
  /// swift-syntax's lookahead for an array type (`[[Int]]`) backtracks at every one, so
  /// parsing takes time exponential in the run (24 take 3 s, 30 about three minutes), and 10⁵ overflow the
  /// stack. Real code nests a few.
  static let maximumBracketRun = 16

  /// The byte offset where a run of more than ``maximumBracketRun`` `[` starts, or nil.
  static func longBracketRun(in data: Data) -> Int? {
    var run = 0
    var start = 0
    var offset = 0
    for byte in data {
      switch byte {
      case UInt8(ascii: "["):
        if run == 0 { start = offset }
        run += 1
        if run > maximumBracketRun { return start }
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): break
      default: run = 0
      }
      offset += 1
    }
    return nil
  }

  /// The first node with a syntax error, and what is wrong there.
  static func firstError(in node: Syntax) -> (node: Syntax, what: String)? {
    guard node.hasError else { return nil }
    if let token = node.as(TokenSyntax.self), token.presence == .missing {
      return (node, "expected \(quotedToken(token))")
    }
    if let unexpected = node.as(UnexpectedNodesSyntax.self) {
      let code = unexpected.trimmedDescription.split(whereSeparator: \.isNewline).first ?? ""
      return (node, "unexpected code \(quotedCode(String(code.prefix(40))))")
    }
    for child in node.children(viewMode: .all) {
      if let found = firstError(in: child) { return found }
    }
    return (node, "the code does not parse")
  }

  private static func quotedToken(_ token: TokenSyntax) -> String {
    let text = token.text
    return text.isEmpty
      ? "a \(token.tokenKind)".replacingOccurrences(of: "(\"\")", with: "") : quoted(text)
  }

  /// The code between quotes, on one line: line breaks become spaces and other control
  /// characters are escaped (`'priv\u{17}'`).
  private static func quotedCode(_ code: String) -> String {
    quoted(String(code.map { $0.isNewline ? " " : $0 }))
  }
}
