import Diagnostics
import Foundation
package import InputTraits

#if canImport(FoundationXML)
import FoundationXML
#endif

extension TextInputTraits {
  /// Reads a `<textInputTraits key="textInputTraits" …/>` element from its XML text, with
  /// Foundation's `XMLParser` (a DOCTYPE is refused first, as in ``InterfaceBuilderScanner``).
  ///
  /// ```swift
  /// let traits = try TextInputTraits(interfaceBuilderXML: """
  ///   <textInputTraits key="textInputTraits" keyboardType="numberPad" textContentType="one-time-code"/>
  ///   """)
  /// traits.textContentType  // .oneTimeCode
  /// ```
  ///
  /// - Parameters:
  ///   - xml: One element; it may not have child elements or text.
  ///   - source: How to name the element in error messages.
  /// - Throws: ``ScanError``: ``ScanErrorCode/malformedXML`` (with line and column, or for
  ///   another element, a child element or text), ``ScanErrorCode/unsafeXML`` (a DOCTYPE), or
  ///   ``ScanErrorCode/invalidTrait`` wrapping the ``TraitError`` of an unknown attribute or value.
  package init(interfaceBuilderXML xml: String, source: String = "textInputTraits")
    throws(ScanError)
  {
    let bytes = Data(xml.utf8)
    if let problem = XMLSafety.problem(in: bytes) {
      let place = LineIndex(bytes).position(ofByte: problem.offset)
      throw ScanError(
        .unsafeXML, file: source, line: place.line, column: place.column,
        "unsafe XML: \(problem.reason)")
    }
    let collector = ElementCollector()
    let parser = XMLParser(data: bytes)
    parser.shouldResolveExternalEntities = false
    parser.delegate = collector
    let parsed = parser.parse()
    if let problem = collector.problem {
      throw ScanError(.malformedXML, file: source, problem)
    }
    // FoundationXML can report success after recoverable errors: any error is a failure.
    guard parsed, collector.failure == nil, let attributes = collector.attributes else {
      let reason = collector.failure ?? "the input is empty"
      let line = max(1, collector.failureLine ?? parser.lineNumber)
      let column = max(1, collector.failureColumn ?? parser.columnNumber)
      throw ScanError(
        .malformedXML, file: source, line: line, column: column, "malformed XML: \(reason)")
    }
    do {
      try self.init(interfaceBuilderAttributes: attributes, source: source)
    } catch {
      throw ScanError(wrapping: error, code: .invalidTrait)
    }
  }
}

/// Collects the root element's attributes and the first structural problem.
private final class ElementCollector: NSObject, XMLParserDelegate {
  var attributes: [String: String]?
  var problem: String?
  var failure: String?
  var failureLine: Int?
  var failureColumn: Int?
  private var depth = 0

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    depth += 1
    if depth == 1 {
      guard elementName == InterfaceBuilderElement.elementName else {
        fail(
          parser,
          "expected a <\(InterfaceBuilderElement.elementName)> element, found <\(elementName)>")
        return
      }
      attributes = attributeDict
    } else {
      fail(
        parser,
        "unexpected child element <\(elementName)> in <\(InterfaceBuilderElement.elementName)>")
    }
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    depth -= 1
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    if !string.allSatisfy(\.isWhitespace) {
      fail(parser, "unexpected text \(quoted(string)) in <\(InterfaceBuilderElement.elementName)>")
    }
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    guard failure == nil, problem == nil else { return }
    failure = Self.describe(parseError)
    failureLine = parser.lineNumber
    failureColumn = parser.columnNumber
  }

  private func fail(_ parser: XMLParser, _ message: String) {
    guard problem == nil, failure == nil else { return }
    problem = message
    parser.abortParsing()
  }

  private static func describe(_ error: any Error) -> String {
    IBDocumentCollector.describe(error)
  }
}
