package import Diagnostics

/// The one error type of the `TraitScan` module: a file or path the scanner could not read.
///
/// The message is one line and starts with the file and, where known, the line and column, in
/// the `file:line:column:` form editors and CI annotate:
///
/// ```text
/// App/Login.storyboard:12:5: malformed XML: the closing tag does not match
/// App/Evil.xib:2:1: unsafe XML: a DOCTYPE declaration (entities are not allowed)
/// App/Broken.swift:8:14: Swift syntax error: expected ')' to end the argument list
/// App/Logo.swift: not a text file (binary content)
/// Nowhere: the path does not exist
/// ```
///
/// ```swift
/// do {
///   _ = try InterfaceBuilderScanner().scan(data, file: "Login.storyboard")
/// } catch {
///   error.code == .malformedXML  // match on the code, never on the message
/// }
/// ```
package typealias ScanError = ModuleError<ScanErrorCode>

/// The codes of ``ScanError``: what went wrong, as an extensible set.
package struct ScanErrorCode: ErrorCode {
  /// A scan error carries the file and place it is about.
  package typealias Details = ScanErrorPlace

  private enum Wrapped: String, Sendable {
    case missingPath, unreadable, notText, malformedXML, unsafeXML, swiftSyntax, invalidTrait
  }
  private let wrapped: Wrapped
  private init(_ wrapped: Wrapped) { self.wrapped = wrapped }

  /// A path named on the command line does not exist.
  package static var missingPath: Self { Self(.missingPath) }
  /// A file could not be read (permission, a vanished file, too large).
  package static var unreadable: Self { Self(.unreadable) }
  /// A source file holds binary content or is not UTF-8.
  package static var notText: Self { Self(.notText) }
  /// An Interface Builder file that is not well-formed XML.
  package static var malformedXML: Self { Self(.malformedXML) }
  /// An Interface Builder file with a DOCTYPE (entity declarations, external entities).
  package static var unsafeXML: Self { Self(.unsafeXML) }
  /// A Swift file that does not parse.
  package static var swiftSyntax: Self { Self(.swiftSyntax) }
  /// A trait attribute Interface Builder does not write, or a value it does not use.
  package static var invalidTrait: Self { Self(.invalidTrait) }

  /// The code's name.
  package var description: String { wrapped.rawValue }
}

/// The file and place a ``ScanError`` is about, read as the error's own members
/// (`error.file`, `error.line`).
package struct ScanErrorPlace: ErrorDetails {
  /// The file the error is about, when it is about one.
  package var file: String?
  /// The line, 1-based, when known.
  package var line: Int?
  /// The column, 1-based, when known.
  package var column: Int?

  /// No place.
  package init() {}
}

extension ModuleError where Domain == ScanErrorCode {
  /// An error about `file`, at `line` and `column` when known: the message starts with the place.
  package init(
    _ code: Code, file: String, line: Int? = nil, column: Int? = nil, _ what: String,
    underlying: (any Error & Sendable)? = nil, suggestion: Suggestion? = nil
  ) {
    var place = file
    if let line {
      place += ":\(line)"
      if let column { place += ":\(column)" }
    }
    self.init(
      code: code, message: "\(place): \(what)", underlying: underlying, suggestion: suggestion)
    details.file = file
    details.line = line
    details.column = column
  }
}
