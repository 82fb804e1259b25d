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
    if data.contains(0) {
      throw ScanError(.notText, file: file, "not a text file (binary content)")
    }
    guard SourceText.containsAny(Self.keywords, in: data) else { return [] }
    let lines = LineIndex(data)
    var state = ObjCScanState(
      file: file, lines: lines, tokens: ObjCToken.tokenize(lines.bytes))
    state.run()
    return state.fields()
  }
}

/// The walk over one file's tokens.
struct ObjCScanState {
  let file: String
  let lines: LineIndex
  let tokens: [ObjCToken]
  private var implementation: String?
  private var methodStart: Int?
  private var braceDepth = 0
  private var brackets: [Int] = []
  private var locals: Set<String> = []
  private var variableTypes: [String: String] = [:]
  private var groups: [ScannedField] = []
  private var groupIndex: [String: Int] = [:]

  init(file: String, lines: LineIndex, tokens: [ObjCToken]) {
    self.file = file
    self.lines = lines
    self.tokens = tokens
  }

  func fields() -> [ScannedField] {
    groups.map { field in
      var field = field
      let base = field.name.split(separator: ".").last.map(String.init) ?? field.name
      let type = variableTypes[base] ?? variableTypes["_" + base]
      field.kind = type.map(SwiftFieldCollector.kind(ofType:))
      return field
    }
  }

  mutating func run() {
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      switch token.text {
      case "@implementation":
        implementation = next(index)?.text
      case "@end":
        implementation = nil
        methodStart = nil
      case "{": braceDepth += 1
      case "}":
        braceDepth = max(0, braceDepth - 1)
        if braceDepth == 0 {
          methodStart = nil
          locals = []
        }
      case "[": brackets.append(index)
      case "]": _ = brackets.popLast()
      case "-", "+":
        if implementation != nil, braceDepth == 0, next(index)?.text == "(" {
          methodStart = index
          locals = []
        }
      case "*":
        recordDeclaration(at: index)
      default:
        if token.kind == .identifier {
          if let trait = TraitVocabulary.trait(forSetter: token.text), next(index)?.text == ":",
            let open = brackets.last
          {
            recordSetter(trait: trait, open: open, selector: index)
          } else if let trait = TraitVocabulary.trait(forProperty: token.text),
            index > 0, tokens[index - 1].text == ".", next(index)?.text == "="
          {
            recordDotAssignment(trait: trait, property: index)
          }
        }
      }
      index += 1
    }
  }

  private func next(_ index: Int) -> ObjCToken? {
    index + 1 < tokens.count ? tokens[index + 1] : nil
  }

  /// `UITextField *emailField` (a property, an ivar, a local): remembers the type.
  private mutating func recordDeclaration(at star: Int) {
    guard star > 0, star + 1 < tokens.count else { return }
    let type = tokens[star - 1]
    let name = tokens[star + 1]
    guard type.kind == .identifier, name.kind == .identifier,
      type.text.first?.isUppercase == true,
      let after = next(star + 1), [";", "=", ",", ")"].contains(after.text)
    else { return }
    if variableTypes[name.text] == nil { variableTypes[name.text] = type.text }
    if methodStart != nil, braceDepth > 0, after.text != ")" { locals.insert(name.text) }
  }

  private mutating func recordSetter(trait: String, open: Int, selector: Int) {
    let receiver = Array(tokens[(open + 1)..<selector])
    var end = selector + 2
    var depth = 0
    while end < tokens.count {
      let text = tokens[end].text
      if text == "[" || text == "(" { depth += 1 }
      if text == "]" || text == ")" {
        if depth == 0 { break }
        depth -= 1
      }
      end += 1
    }
    let value = Array(tokens[min(selector + 2, end)..<end])
    record(trait: trait, receiver: receiver, value: value, at: tokens[open].offset)
  }

  private mutating func recordDotAssignment(trait: String, property: Int) {
    // The receiver: identifiers joined by `.` or `->`, or a message `[…]`, before the dot.
    var start = property - 1
    while start > 0 {
      let before = tokens[start - 1]
      if before.kind == .identifier {
        start -= 1
        guard start > 0, [".", "->"].contains(tokens[start - 1].text) else { break }
        start -= 1
      } else if before.text == "]" {
        var depth = 0
        var cursor = start - 1
        while cursor >= 0 {
          if tokens[cursor].text == "]" { depth += 1 }
          if tokens[cursor].text == "[" {
            depth -= 1
            if depth == 0 { break }
          }
          cursor -= 1
        }
        guard cursor >= 0 else { return }
        start = cursor
        guard start > 0, [".", "->"].contains(tokens[start - 1].text) else { break }
        start -= 1
      } else {
        break
      }
    }
    let receiver = Array(tokens[start..<(property - 1)])
    guard !receiver.isEmpty else { return }
    var end = property + 2
    var depth = 0
    while end < tokens.count {
      let text = tokens[end].text
      if text == "(" || text == "[" { depth += 1 }
      if text == ")" || text == "]" { depth -= 1 }
      if depth < 0 || (depth == 0 && (text == ";" || text == ",")) { break }
      end += 1
    }
    let value = Array(tokens[min(property + 2, end)..<end])
    record(trait: trait, receiver: receiver, value: value, at: tokens[start].offset)
  }

  private mutating func record(
    trait: String, receiver: [ObjCToken], value: [ObjCToken], at offset: Int
  ) {
    let name = Self.receiverName(receiver)
    guard !name.isEmpty else { return }
    let form = implementation ?? FileName.stem(file)
    let root = String(name.split(separator: ".").first ?? "")
    let isLocal = locals.contains(root) && methodStart != nil
    let key = "\(form)|\(isLocal ? String(methodStart ?? 0) : "")|\(name)"
    let index: Int
    if let existing = groupIndex[key] {
      index = existing
    } else {
      let place = lines.position(ofByte: offset)
      groups.append(
        ScannedField(
          file: file, line: place.line, column: place.column, source: .objC, kind: nil,
          name: name, form: form))
      index = groups.count - 1
      groupIndex[key] = index
    }
    let site = lines.position(ofByte: offset)
    groups[index].addSite(trait, line: site.line, column: site.column)
    guard let change = Self.evaluate(value, trait: trait) else {
      groups[index].markUnresolved(trait)
      return
    }
    groups[index].unresolved.removeAll { $0 == trait }
    groups[index].declared.set(change)
    if let constant = value.first?.text,
      let replacement = TraitVocabulary.deprecatedObjCConstants[constant]
    {
      let place = lines.position(ofByte: value[0].offset)
      groups[index].deprecations.append(
        DeprecatedSpelling(
          line: place.line, column: place.column, spelling: constant, replacement: replacement))
    }
  }

  /// `emailField` for `self.emailField`, `self->_emailField`, `_emailField`, `[self emailField]`.
  static func receiverName(_ tokens: [ObjCToken]) -> String {
    var parts: [String] = []
    if tokens.count == 4, tokens[0].text == "[", tokens[1].text == "self", tokens[3].text == "]" {
      parts = [tokens[2].text]
    } else {
      for token in tokens where token.kind == .identifier { parts.append(token.text) }
      if tokens.contains(where: { $0.kind != .identifier && ![".", "->"].contains($0.text) }) {
        return tokens.map(\.text).joined(separator: " ")
      }
    }
    if parts.first == "self", parts.count > 1 { parts.removeFirst() }
    if let first = parts.first, first.hasPrefix("_"), first.count > 1 {
      parts[0] = String(first.dropFirst())
    }
    return parts.joined(separator: ".")
  }

  /// The change a one-token value stands for, or nil (unresolved).
  static func evaluate(_ value: [ObjCToken], trait: String) -> TraitChange? {
    guard value.count == 1, let token = value.first else { return nil }
    if TraitVocabulary.isBoolean(trait) {
      switch token.text {
      case "YES", "true", "TRUE": return TraitChange(trait: trait, value: .bool(true))
      case "NO", "false", "FALSE": return TraitChange(trait: trait, value: .bool(false))
      default: return nil
      }
    }
    if token.text == "nil" || token.text == "NULL" {
      return trait == "textContentType" || trait == "passwordRules"
        ? TraitChange(trait: trait, value: .null) : nil
    }
    if trait == "textContentType", token.kind == .literal, token.text.hasPrefix("@\"") {
      let raw = String(token.text.dropFirst(2).dropLast())
      return TraitVocabulary.contentType(raw) ?? TraitChange(trait: trait, value: .name(raw))
    }
    guard let change = TraitVocabulary.objCConstant(token.text), change.trait == trait else {
      return nil
    }
    return change
  }
}
