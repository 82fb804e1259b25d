package import Foundation
import InputTraits

/// Finds the text fields an Objective-C file (`.m`, `.mm`) configures: setter messages
/// (`[self.emailField setKeyboardType:UIKeyboardTypeEmailAddress]`) and dot-syntax assignments
/// (`field.secureTextEntry = YES;`) with UIKit's constants, grouped per receiver and
/// `@implementation` (per method for local variables).
///
/// There is no Objective-C parser on Linux to build on, so this front end works on tokens:
/// comments, string literals and preprocessor lines cannot produce fields, and a value must be
/// one token (a constant, `YES`, `NO`, `nil`, an `@"…"` content type) to be resolved.
///
/// ```swift
/// let fields = try ObjCScanner().scan(data, file: "LoginViewController.m")
/// fields.first?.declared.text  // "keyboardType=emailAddress autocorrectionType=no"
/// ```
package struct ObjCScanner: Sendable {
  /// Creates a scanner.
  package init() {}

  static let keywords: [[UInt8]] =
    (Array(TraitVocabulary.swiftProperties) + ["secureTextEntry", "SecureTextEntry"]).flatMap {
      [Array($0.utf8), Array(("set" + $0.prefix(1).uppercased() + $0.dropFirst()).utf8)]
    }

  /// Scans one Objective-C file.
  ///
  /// Old Objective-C files are often in Latin-1 or Mac Roman; bytes that are not UTF-8 only
  /// matter inside string literals and comments, so they are accepted.
  ///
  /// - Throws: ``ScanErrorCode/notText`` for binary content (a NUL byte).
  package func scan(_ data: Data, file: String) throws(ScanError) -> [ScannedField] {
    try scanWithFacts(data, file: file).fields.filter { !$0.evidence.stateOnly }
  }

  /// Scans one file: its fields (state-only records included) and code facts.
  package func scanWithFacts(_ data: Data, file: String) throws(ScanError) -> (
    fields: [ScannedField], facts: CodeFacts
  ) {
    if data.contains(0) {
      throw ScanError(.notText, file: file, "not a text file (binary content)")
    }
    guard SourceText.containsAny(Self.keywords + Self.factKeywords, in: data) else {
      return ([], CodeFacts())
    }
    let lines = LineIndex(data)
    return scanWithFacts(data, file: file, lines: lines)
  }

  /// Scans one file and returns its fields (state-only records included) and code facts.
  func scanWithFacts(_ data: Data, file: String, lines: LineIndex) -> (
    fields: [ScannedField], facts: CodeFacts
  ) {
    var state = ObjCScanState(
      file: file, lines: lines, tokens: ObjCToken.tokenize(lines.bytes))
    state.run()
    return (state.fields(), state.facts)
  }

  /// Words that make a file worth reading for facts even without a trait: dismissal set-ups and
  /// state of fields configured elsewhere.
  static let factKeywords: [[UInt8]] = [
    "inputAccessoryView", "InputAccessoryView", "inputView", "InputView", "keyboardDismissMode",
    "UITapGestureRecognizer", "IQKeyboardManager", "endEditing",
  ].map { Array($0.utf8) }
}
