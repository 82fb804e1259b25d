import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

extension TextInputTraits {
  /// Reads a `<textInputTraits key="textInputTraits" …/>` element from its XML text, with
  /// Foundation's `XMLParser`.
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
  /// - Throws: ``TraitError``: malformed XML (with line and column), another element, a child
  ///   element, or an unknown attribute or value (see ``init(interfaceBuilderAttributes:source:)``).
  public init(interfaceBuilderXML xml: String, source: String = "textInputTraits")
    throws(TraitError)
  {
    let collector = ElementCollector()
    let parser = XMLParser(data: Data(xml.utf8))
    parser.delegate = collector
    let parsed = parser.parse()
    if let problem = collector.problem {
      throw TraitError(code: .invalidValue, message: "\(source): \(problem)")
    }
    // FoundationXML can report success after recoverable errors: any error is a failure.
    guard parsed, collector.failure == nil, let attributes = collector.attributes else {
      let reason = collector.failure ?? "the input is empty"
      let line = max(1, collector.failureLine ?? parser.lineNumber)
      let column = max(1, collector.failureColumn ?? parser.columnNumber)
      throw TraitError(
        code: .malformedXML, message: "\(source):\(line):\(column): malformed XML: \(reason)")
    }
    try self.init(interfaceBuilderAttributes: attributes, source: source)
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
      fail(parser, "unexpected text '\(string)' in <\(InterfaceBuilderElement.elementName)>")
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

  /// Names libxml2's error codes (`xmlParserErrors`), which FoundationXML reports as is.
  private static func describe(_ error: any Error) -> String {
    let code = (error as NSError).code
    switch code {
    case 4: return "the input is empty"
    case 5: return "extra content after the element"
    case 39: return "an attribute value is not quoted"
    case 40: return "an attribute value is not closed"
    case 41: return "an attribute has no value"
    case 42: return "an attribute appears twice"
    case 65: return "expected a space between attributes"
    case 73: return "expected '>' or '/>'"
    case 76: return "the closing tag does not match"
    case 77: return "the element is not closed"
    default: return "libxml2 error \(code)"
    }
  }
}
