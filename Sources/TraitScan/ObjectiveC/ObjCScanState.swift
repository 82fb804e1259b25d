import Foundation
import InputTraits

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
  private var stateValues: [Int: [String: [String]]] = [:]
  /// Per open brace: whether the block runs under a condition (`if`, `else`, `switch`) or is an
  /// alert's configuration block.
  private var blocks: [(conditional: Bool, alert: Bool)] = []
  private var methodName: String?
  private var methodBuildsCells = false
  private var function: FunctionRecord?
  private(set) var facts = CodeFacts()

  init(file: String, lines: LineIndex, tokens: [ObjCToken]) {
    self.file = file
    self.lines = lines
    self.tokens = tokens
  }

  func fields() -> [ScannedField] {
    groups.enumerated().map { index, field in
      var field = field
      let base = field.name.split(separator: ".").last.map(String.init) ?? field.name
      let type = variableTypes[base] ?? variableTypes["_" + base]
      if field.evidence.configuresType == nil {
        field.kind = type.map(SwiftFieldCollector.kind(ofType:))
        field.evidence.className = type
      }
      let parts = field.name.split(separator: ".").map(String.init)
      if parts.count > 1, let owner = variableTypes[parts[0]] ?? variableTypes["_" + parts[0]] {
        field.evidence.ownerClass = owner
        field.evidence.memberPath = parts.dropFirst().joined(separator: ".")
        if owner.hasSuffix("Cell") { field.evidence.inCell = true }
      }
      SwiftFieldCollector.applyState(
        (stateValues[index] ?? [:]).mapValues { $0 }, to: &field.evidence)
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
        if let name = implementation {
          var type = TypeFacts()
          type.declaredAt = (file, lines.position(ofByte: token.offset).line)
          facts.types[name, default: TypeFacts()].merge(type)
        }
      case "@end":
        implementation = nil
        methodStart = nil
      case "{":
        braceDepth += 1
        blocks.append(blockKind(opening: index))
      case "}":
        braceDepth = max(0, braceDepth - 1)
        _ = blocks.popLast()
        if braceDepth == 0 {
          methodStart = nil
          locals = []
          finishMethod()
        }
      case "[": brackets.append(index)
      case "]": _ = brackets.popLast()
      case "-", "+":
        if implementation != nil, braceDepth == 0, next(index)?.text == "(" {
          methodStart = index
          locals = []
          startMethod(at: index)
        }
      case "*":
        recordDeclaration(at: index)
      default:
        if token.kind == .identifier {
          noteFact(at: index)
          if let trait = TraitVocabulary.trait(forSetter: token.text), next(index)?.text == ":",
            let open = brackets.last
          {
            recordSetter(trait: trait, open: open, selector: index)
          } else if let trait = TraitVocabulary.trait(forProperty: token.text),
            index > 0, tokens[index - 1].text == ".", next(index)?.text == "="
          {
            recordDotAssignment(trait: trait, property: index)
          } else if let property = Self.stateSetters[token.text], next(index)?.text == ":",
            let open = brackets.last
          {
            recordStateSetter(property, open: open, selector: index)
          } else if let property = Self.stateProperties[token.text],
            index > 0, tokens[index - 1].text == ".", next(index)?.text == "="
          {
            recordStateDot(property, at: index)
          }
        }
      }
      index += 1
    }
  }

  private func next(_ index: Int) -> ObjCToken? {
    index + 1 < tokens.count ? tokens[index + 1] : nil
  }

  // MARK: Blocks, methods and facts

  /// What a `{` opens: a conditional block after `if (…)`, `else` or `switch (…)`, or an
  /// alert's `addTextFieldWithConfigurationHandler:` block.
  private func blockKind(opening index: Int) -> (conditional: Bool, alert: Bool) {
    let cursor = index - 1
    var alert = false
    // A block literal: `^(UITextField *textField) {`.
    if cursor >= 0, tokens[cursor].text == ")" {
      var depth = 0
      var open = cursor
      while open >= 0 {
        if tokens[open].text == ")" { depth += 1 }
        if tokens[open].text == "(" {
          depth -= 1
          if depth == 0 { break }
        }
        open -= 1
      }
      if open > 0 {
        let before = tokens[open - 1].text
        if before == "if" || before == "switch" { return (true, false) }
        if before == "^", open >= 3, tokens[open - 2].text == ":",
          tokens[open - 3].text == "addTextFieldWithConfigurationHandler"
        {
          alert = true
        }
      }
    }
    if index > 0, tokens[index - 1].text == "else" { return (true, alert) }
    return (false, alert)
  }

  /// Whether the statement at `index` runs under a condition: inside a conditional block, or
  /// the body of an `if (…)` or `else` without braces.
  private func isConditional(at index: Int) -> Bool {
    if blocks.contains(where: \.conditional) { return true }
    var start = index
    while start > 0, ![";", "{", "}"].contains(tokens[start - 1].text) { start -= 1 }
    guard start > 0 else { return false }
    let before = tokens[start - 1]
    if before.text == "else" { return true }
    if before.text == ")" {
      guard let open = opening("(", of: start - 1) else { return false }
      return open > 0 && tokens[open - 1].text == "if"
    }
    return false
  }

  private var inAlertBlock: Bool { blocks.contains(where: \.alert) }

  private mutating func startMethod(at index: Int) {
    var cursor = index + 1
    var name: String?
    var selectorText = ""
    while cursor < tokens.count, tokens[cursor].text != "{", tokens[cursor].text != ";" {
      if tokens[cursor].kind == .identifier, cursor > 0,
        tokens[cursor - 1].text == ")" || cursor == index + 1
      {
        if name == nil { name = tokens[cursor].text }
        selectorText += tokens[cursor].text
      }
      cursor += 1
    }
    methodName = name
    methodBuildsCells =
      selectorText.contains("cellForRowAtIndexPath")
      || selectorText.contains("cellForItemAtIndexPath")
    function = name.map { FunctionRecord(type: implementation, name: $0) }
  }

  private mutating func finishMethod() {
    if let record = function, record.createsTap || record.endsEditing {
      facts.functions.append(record)
    }
    function = nil
    methodName = nil
    methodBuildsCells = false
  }

  /// Notes what an identifier says about dismissal: a tap recognizer, an end of editing, a
  /// selector, `keyboardDismissMode`, IQKeyboardManager switched on.
  private mutating func noteFact(at index: Int) {
    let text = tokens[index].text
    switch text {
    case "UITapGestureRecognizer": function?.createsTap = true
    case "endEditing", "resignFirstResponder": function?.endsEditing = true
    case "@selector":
      if index + 2 < tokens.count, tokens[index + 1].text == "(" {
        function?.tapActions.insert(tokens[index + 2].text)
      }
    case "keyboardDismissMode", "setKeyboardDismissMode":
      let window = tokens[index..<min(tokens.count, index + 4)].map(\.text)
      if let mode = window.first(where: {
        $0.hasPrefix("UIScrollViewKeyboardDismissMode") && !$0.hasSuffix("None")
      }), let type = implementation, facts.types[type]?.dismissal == nil {
        let short = mode.dropFirst("UIScrollViewKeyboardDismissMode".count)
        facts.types[type, default: TypeFacts()].dismissal = "keyboardDismissMode \(short)"
      }
    case "IQKeyboardManager":
      let window = tokens[index..<min(tokens.count, index + 12)].map(\.text)
      if window.contains(where: { ["enable", "setEnable", "enableAutoToolbar"].contains($0) }),
        window.contains(where: { ["YES", "true"].contains($0) })
      {
        let place = lines.position(ofByte: tokens[index].offset)
        if (implementation ?? "").contains("AppDelegate") || methodName == "application" {
          facts.appWideDismissal =
            facts.appWideDismissal
            ?? "IQKeyboardManager's toolbar, enabled at launch (\(file):\(place.line))"
        } else if let type = implementation, facts.types[type]?.dismissal == nil {
          facts.types[type, default: TypeFacts()].dismissal = "IQKeyboardManager's toolbar"
        }
      }
    default: break
    }
  }

  private mutating func recordStateSetter(_ property: String, open: Int, selector: Int) {
    let value = argument(selector: selector).map(\.text).joined(separator: " ")
    recordState(property, receiver: Array(tokens[(open + 1)..<selector]), value: value, at: open)
  }

  private mutating func recordStateDot(_ property: String, at index: Int) {
    guard let start = receiverStart(property: index) else { return }
    let receiver = Array(tokens[start..<(index - 1)])
    var end = index + 2
    while end < tokens.count, tokens[end].text != ";" { end += 1 }
    let value = tokens[min(index + 2, end)..<end].map(\.text).joined(separator: " ")
    recordState(property, receiver: receiver, value: value, at: start)
  }

  private mutating func recordState(
    _ property: String, receiver: [ObjCToken], value: String, at tokenIndex: Int
  ) {
    let name = Self.receiverName(receiver)
    guard !name.isEmpty, name != "self", name != "super" else { return }
    let index = group(for: name, at: tokens[tokenIndex].offset, tokenIndex: tokenIndex)
    let value =
      ["YES", "TRUE"].contains(value) ? "true" : ["NO", "FALSE"].contains(value) ? "false" : value
    let setup =
      methodName.map { name in
        [
          "init", "awakeFromNib", "viewDidLoad", "loadView", "commonInit", "setup", "setUp",
          "configure", "prepareForReuse",
        ].contains { name.hasPrefix($0) }
      } ?? true
    let marker = isConditional(at: tokenIndex) ? "?" : setup ? "" : "~"
    stateValues[index, default: [:]][property, default: []].append(marker + value)
  }

  /// The group of a receiver name in the current implementation (and method, for locals).
  private mutating func group(for name: String, at offset: Int, tokenIndex: Int) -> Int {
    let form = implementation ?? FileName.stem(file)
    let root = String(name.split(separator: ".").first ?? "")
    let isLocal = locals.contains(root) && methodStart != nil
    let key = "\(form)|\(isLocal ? String(methodStart ?? 0) : "")|\(name)"
    if let existing = groupIndex[key] { return existing }
    let place = lines.position(ofByte: offset)
    var field = ScannedField(
      file: file, line: place.line, column: place.column, source: .objC, kind: nil,
      name: name, form: form)
    field.evidence.stateOnly = true
    field.evidence.isLocal = isLocal
    field.evidence.inAlert = inAlertBlock
    if methodBuildsCells {
      field.evidence.repeated = true
      field.evidence.inCell = true
    }
    if form.hasSuffix("Cell") { field.evidence.inCell = true }
    groups.append(field)
    groupIndex[key] = groups.count - 1
    return groups.count - 1
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
    let value = Array(argument(selector: selector))
    record(trait: trait, receiver: receiver, value: value, at: tokens[open].offset)
  }

  /// The tokens of a one-argument message's argument: after the selector and its `:`, up to the
  /// message's closing `]` (brackets and parentheses inside it nest).
  private func argument(selector: Int) -> ArraySlice<ObjCToken> {
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
    return tokens[min(selector + 2, end)..<end]
  }

  /// The index of the `open` token (`(` or `[`) that the closing token at `close` matches,
  /// nesting counted; nil when there is none.
  private func opening(_ open: String, of close: Int) -> Int? {
    let closing = tokens[close].text
    var depth = 0
    var index = close
    while index >= 0 {
      if tokens[index].text == closing { depth += 1 }
      if tokens[index].text == open {
        depth -= 1
        if depth == 0 { return index }
      }
      index -= 1
    }
    return nil
  }

  /// Where the receiver of `receiver.property` starts: identifiers joined by `.` or `->`, or
  /// a message `[…]`, before the dot; nil when there is none.
  private func receiverStart(property: Int) -> Int? {
    var start = property - 1
    while start > 0 {
      let before = tokens[start - 1]
      if before.kind == .identifier {
        start -= 1
        guard start > 0, [".", "->"].contains(tokens[start - 1].text) else { break }
        start -= 1
      } else if before.text == "]" {
        guard let cursor = opening("[", of: start - 1) else { return nil }
        start = cursor
        guard start > 0, [".", "->"].contains(tokens[start - 1].text) else { break }
        start -= 1
      } else {
        break
      }
    }
    return start < property - 1 ? start : nil
  }

  private mutating func recordDotAssignment(trait: String, property: Int) {
    guard let start = receiverStart(property: property) else { return }
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
    var name = Self.receiverName(receiver)
    guard !name.isEmpty else { return }
    let tokenIndex =
      receiver.first.flatMap { first in tokens.firstIndex { $0.offset == first.offset } }
      ?? 0
    // `self.keyboardType = …` in a text field's own implementation configures the class.
    let configuresSelf = name == "self" || name == "super"
    if configuresSelf { name = implementation ?? FileName.stem(file) }
    let index = group(for: name, at: offset, tokenIndex: tokenIndex)
    groups[index].evidence.stateOnly = false
    if configuresSelf {
      groups[index].evidence.configuresType = name
      groups[index].kind = name
    }
    let site = lines.position(ofByte: offset)
    groups[index].addSite(trait, line: site.line, column: site.column)
    guard let change = Self.evaluate(value, trait: trait) else {
      groups[index].markUnresolved(trait)
      return
    }
    groups[index].unresolved.removeAll { $0 == trait }
    groups[index].declared.set(change)
    groups[index].evidence.alternatives[trait, default: FieldEvidence.Alternatives()].add(
      change.value, conditional: isConditional(at: tokenIndex))
    if let constant = value.first?.text,
      let replacement = TraitVocabulary.deprecatedObjCConstants[constant]
    {
      let place = lines.position(ofByte: value[0].offset)
      groups[index].deprecations.append(
        DeprecatedSpelling(
          line: place.line, column: place.column, spelling: constant, replacement: replacement))
    }
  }
}
