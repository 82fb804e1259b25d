import Foundation
import InputTraits

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The `XMLParser` delegate behind ``InterfaceBuilderScanner``: keeps the element stack, the
/// fields, their `<textInputTraits>` and the document's outlets.
final class IBDocumentCollector: NSObject, XMLParserDelegate {
  /// The part of an open element the scanner needs.
  private struct Element {
    var name: String
    var id: String?
    var label: String?
    var customClass: String?
    /// Its frame's origin, relative to its superview, once its `<rect key="frame">` is read.
    var origin: FieldEvidence.Point?
    var hidden = false
    /// A scroll view's dismiss-on-drag mode (`onDrag`, `interactive`…), if set.
    var keyboardDismissMode: String?
    /// A `<prototypes>` container or a cell below one.
    var isPrototype = false
  }

  /// A field being collected.
  private struct Pending {
    var field: ScannedField
    var id: String?
    var userLabel: String?
    var placeholder: String?
    var depth: Int
  }

  static let cellElements: Set<String> = [
    "tableViewCell", "collectionViewCell", "tableViewHeaderFooterView", "collectionReusableView",
  ]

  private let file: String
  private let lines: LineIndex
  private var stack: [Element] = []
  private var pending: [Pending] = []
  private var open: [Int] = []  // indices into `pending` of open field elements
  private var outlets: [String: FieldEvidence.Outlet] = [:]  // destination id → outlet
  private var outletCollections: [String: FieldEvidence.Outlet] = [:]
  private var filesOwnerClass: String?
  private var isStoryboard = true
  private(set) var sawDocument = false
  private(set) var skippedRuntime: String?
  private(set) var failure: (line: Int, column: Int, reason: String)?

  init(file: String, lines: LineIndex) {
    self.file = file
    self.lines = lines
  }

  /// The fields with their names resolved from the outlets.
  func finishedFields() -> [ScannedField] {
    pending.map { item in
      var field = item.field
      let outlet = item.id.flatMap { outlets[$0] ?? outletCollections[$0] }
      field.name =
        outlet?.property ?? item.userLabel ?? item.placeholder ?? item.id ?? field.kind ?? "field"
      if let outlet, !outlet.owner.isEmpty { field.evidence.outlet = outlet }
      return field
    }
  }

  /// The origin of the element at `index` in the scene: the sum of its and its ancestors'
  /// frame origins.
  private func sceneOrigin(upTo index: Int) -> FieldEvidence.Point? {
    var x = 0.0
    var y = 0.0
    var any = false
    for element in stack[...index] {
      guard let origin = element.origin else { continue }
      x += origin.x
      y += origin.y
      any = true
    }
    return any ? FieldEvidence.Point(x: x, y: y) : nil
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    if stack.isEmpty {
      guard elementName == "document" else {
        var place = (line: parser.lineNumber, column: parser.columnNumber)
        if let offset = lines.tagStart(elementName, endingOnLine: place.line) {
          place = lines.position(ofByte: offset)
        }
        failure = (
          place.line, place.column,
          "the root element is <\(elementName)>, not an Interface Builder <document>"
        )
        parser.abortParsing()
        return
      }
      sawDocument = true
      let runtime = attributes["targetRuntime"] ?? ""
      if !runtime.isEmpty, !runtime.hasPrefix("iOS") {
        skippedRuntime = runtime
        parser.abortParsing()
        return
      }
      isStoryboard = (attributes["type"] ?? "").contains("Storyboard")
    }
    switch elementName {
    case "outlet":
      if let property = attributes["property"], let destination = attributes["destination"],
        outlets[destination] == nil
      {
        outlets[destination] = FieldEvidence.Outlet(owner: outletOwner(), property: property)
      }
    case "outletCollection":
      if let property = attributes["property"], let destination = attributes["destination"],
        outletCollections[destination] == nil
      {
        outletCollections[destination] = FieldEvidence.Outlet(
          owner: outletOwner(), property: property)
      }
    case "rect":
      if attributes["key"] == "frame", let last = stack.indices.last,
        let x = attributes["x"].flatMap(Double.init), let y = attributes["y"].flatMap(Double.init)
      {
        stack[last].origin = FieldEvidence.Point(x: x, y: y)
        if let index = open.last, pending[index].depth == last {
          pending[index].field.evidence.origin = sceneOrigin(upTo: last)
          if let width = attributes["width"].flatMap(Double.init),
            let height = attributes["height"].flatMap(Double.init), width <= 1 || height <= 1,
            pending[index].field.evidence.notTypedInto == nil
          {
            pending[index].field.evidence.notTypedInto =
              "a \(formatted(width))×\(formatted(height)) frame"
          }
        }
      }
    case "placeholder":
      if attributes["placeholderIdentifier"] == "IBFilesOwner" {
        filesOwnerClass = attributes["customClass"]
      }
    case "textInputTraits":
      if let index = open.last, pending[index].depth == stack.count - 1 {
        let (declared, unresolved) = InterfaceBuilderScanner.declaredTraits(attributes)
        for change in declared.changes { pending[index].field.declared.set(change) }
        for trait in declared.names + unresolved {
          pending[index].field.addSite(trait, line: parser.lineNumber, column: 1)
        }
        pending[index].field.unresolved += unresolved
      }
    default:
      if InterfaceBuilderScanner.fieldElements.contains(elementName) {
        startField(parser, elementName, attributes)
      }
    }
    let parentIsPrototype = stack.last.map { $0.isPrototype || $0.name == "prototypes" } ?? false
    stack.append(
      Element(
        name: elementName, id: attributes["id"],
        label: attributes["customClass"] ?? attributes["storyboardIdentifier"]
          ?? attributes["reuseIdentifier"] ?? attributes["userLabel"],
        customClass: attributes["customClass"], hidden: attributes["hidden"] == "YES",
        keyboardDismissMode: attributes["keyboardDismissMode"],
        isPrototype: parentIsPrototype
          || (elementName == "collectionViewCell" || elementName == "collectionReusableView")))
  }

  /// The class of the object whose `<connections>` hold the outlet being read: the element
  /// around `<connections>` (a controller, a cell, the File's Owner placeholder).
  private func outletOwner() -> String {
    guard stack.count >= 2 else { return "" }
    return stack[stack.count - 2].customClass ?? ""
  }

  private func formatted(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    stack.removeLast()
    if let index = open.last, pending[index].depth == stack.count { open.removeLast() }
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    guard failure == nil, skippedRuntime == nil else { return }
    failure = (parser.lineNumber, parser.columnNumber, Self.describe(parseError))
  }

  private func fail(_ parser: XMLParser, _ reason: String) {
    guard failure == nil else { return }
    failure = (parser.lineNumber, parser.columnNumber, reason)
    parser.abortParsing()
  }

  private func startField(_ parser: XMLParser, _ name: String, _ attributes: [String: String]) {
    var line = parser.lineNumber
    var column = parser.columnNumber
    if let offset = lines.tagStart(name, endingOnLine: line) {
      (line, column) = lines.position(ofByte: offset)
    }
    var field = ScannedField(
      file: file, line: line, column: column, source: .interfaceBuilder, kind: name, name: "",
      form: form())
    // An element without <textInputTraits> has Interface Builder's defaults: no capitals.
    field.declared.set(.set(AutocapitalizationType.none))
    // Older Xcode versions wrote secureTextEntry on the element itself.
    if let secure = attributes["secureTextEntry"] {
      field.declared.set(.isSecureTextEntry(secure == "YES"))
    }
    field.evidence = evidence(for: name, attributes)
    pending.append(
      Pending(
        field: field, id: attributes["id"], userLabel: attributes["userLabel"],
        placeholder: attributes["placeholder"], depth: stack.count))
    open.append(pending.count - 1)
  }

  /// What the element and its ancestors say about a field opened now.
  private func evidence(for name: String, _ attributes: [String: String]) -> FieldEvidence {
    var evidence = FieldEvidence()
    evidence.className = attributes["customClass"]
    evidence.placeholder = attributes["placeholder"]
    if attributes["enabled"] == "NO" {
      evidence.notTypedInto = "enabled=\"NO\""
    } else if name == "textView", attributes["editable"] == "NO" {
      evidence.notTypedInto = "editable=\"NO\""
    } else if attributes["userInteractionEnabled"] == "NO" {
      evidence.notTypedInto = "userInteractionEnabled=\"NO\""
    } else if attributes["hidden"] == "YES" {
      evidence.notTypedInto = "hidden=\"YES\""
    } else if let alpha = attributes["alpha"].flatMap(Double.init), alpha <= 0.1 {
      evidence.notTypedInto = "alpha=\"\(attributes["alpha"] ?? "")\""
    }
    if stack.contains(where: \.hidden) { evidence.shownConditionally = true }
    evidence.inCell = stack.contains { Self.cellElements.contains($0.name) }
    let prototypeCell = stack.contains { Self.cellElements.contains($0.name) && $0.isPrototype }
    let topLevelCell =
      stack.count >= 3 && Self.cellElements.contains(stack[2].name)
      && stack[1].name == "objects"
    evidence.repeated = prototypeCell || (topLevelCell && !isStoryboard)
    if let scroll = stack.last(where: { $0.keyboardDismissMode != nil }),
      let mode = scroll.keyboardDismissMode, mode != "none"
    {
      evidence.dismissedBy = "keyboardDismissMode \(mode) on its \(scroll.name)"
    }
    if let label = attributes["userLabel"] {
      evidence.disabledRules = Self.disabledRules(in: label)
    }
    return evidence
  }

  /// The rule ids a `userLabel` disables: `kbsim:disable RULE[,RULE…]`, `kbsim:disable` for
  /// every rule.
  static func disabledRules(in label: String) -> Set<String> {
    guard let range = label.range(of: "kbsim:disable") else { return [] }
    let rest = label[range.upperBound...].trimmingCharacters(in: .whitespaces)
    let ids = rest.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
      .filter { !$0.isEmpty }
    return ids.isEmpty ? ["*"] : Set(ids)
  }

  /// The form of an element opened now: the scene's controller or the xib's top-level object,
  /// and the innermost prototype cell below it (static cells belong to their scene's form).
  private func form() -> String {
    var top: Int?
    for index in stack.indices.dropFirst(2) where stack[index - 1].name == "objects" {
      let grandparent = stack[index - 2].name
      if grandparent == "scene" || grandparent == "document" {
        top = index
        break
      }
    }
    let base = FileName.stem(file)
    guard let top else { return base }
    let topElement = stack[top]
    var name =
      topElement.label ?? (isStoryboard ? nil : filesOwnerClass)
      ?? "\(topElement.name) \(topElement.id ?? "?")"
    if let cell = stack[(top + 1)...].last(where: {
      Self.cellElements.contains($0.name) && $0.isPrototype
    }) {
      name += "/" + (cell.label ?? "\(cell.name) \(cell.id ?? "?")")
    } else if Self.cellElements.contains(topElement.name), topElement.label == nil,
      let owner = filesOwnerClass
    {
      name = owner
    }
    return name
  }

  /// Names libxml2's error codes, which FoundationXML reports as they are.
  static func describe(_ error: any Error) -> String {
    let code = (error as NSError).code
    switch code {
    case 4: return "the document is empty"
    case 5: return "the document ends early, or has content after its root element"
    case 9: return "a character that is not allowed in XML"
    case 26, 27: return "an undeclared entity"
    case 38: return "an attribute value contains '<'"
    case 39: return "an attribute value is not quoted"
    case 40: return "an attribute value is not closed"
    case 41: return "an attribute has no value"
    case 42: return "an attribute appears twice"
    case 65: return "expected a space between attributes"
    case 73: return "expected '>' or '/>'"
    case 76: return "the closing tag does not match"
    case 77: return "an element is not closed"
    case 89: return "entities refer to each other in a loop"
    default: return "libxml2 error \(code)"
    }
  }
}
