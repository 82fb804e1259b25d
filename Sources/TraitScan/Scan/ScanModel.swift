import InputTraits

/// The fields of a scan as the app runs them: code that configures a storyboard field through
/// its outlet folded into it, a class's own configuration (a `UITextField` subclass, a view
/// that wraps a field, a cell's field) under its instances, helpers applied to the fields
/// handed to them; then grouped into forms in the order the person meets them.
///
/// ```swift
/// let model = ScanModel(result)
/// model.forms.map { $0.members.map(\.name) }  // [["emailField", "passwordField"], …]
/// ```
struct ScanModel {
  /// One form to lint: its members in order, how sure that order is, and its role.
  struct Form {
    var members: [ScannedField]
    /// The traits each member has before code changes them (Interface Builder's, a class's,
    /// UIKit's defaults): the value a trait set only under a condition may keep.
    var bases: [DeclaredTraits]
    var orderIsCertain: Bool
  }

  /// Every field after merging, templates applied and dropped, with the reason a field is not
  /// linted (`nil` when it is).
  private(set) var fields: [ScannedField] = []
  /// The traits before code changed them, per field.
  private var bases: [DeclaredTraits] = []
  /// Why a field is not linted: a template applied to its instances, a field nobody types
  /// into.
  private(set) var skipped: [Int: String] = [:]
  let facts: CodeFacts

  init(_ result: ScanResult) {
    facts = result.facts
    let wholeProject = result.settings.readProjectFile
    merge(result.fields, companions: result.companions)
    applyTemplates()
    applyHelpers()
    applyOwners()
    for index in fields.indices where skipped[index] == nil {
      let evidence = fields[index].evidence
      let type = fields[index].form.split(separator: "/").first.map(String.init) ?? ""
      if let platform = evidence.notIOS {
        skipped[index] = "not iOS code (\(platform))"
      } else if wholeProject, fields[index].source != .interfaceBuilder, !facts.isUsed(type) {
        skipped[index] = "nothing uses its type, \(type)"
      } else if let reason = evidence.keyboardReplacedBy {
        skipped[index] = "the keyboard is replaced (\(reason))"
      } else if let reason = evidence.notTypedInto, !evidence.shownConditionally {
        skipped[index] = "nobody types into it (\(reason))"
      }
    }
  }

  /// The fields that are linted.
  var linted: [(index: Int, field: ScannedField)] {
    fields.indices.filter { skipped[$0] == nil }.map { ($0, fields[$0]) }
  }

  // MARK: Merging records of one field

  /// The key code records share with the field they configure: `Owner|property`.
  private static func codeKey(_ field: ScannedField) -> String? {
    let evidence = field.evidence
    guard field.source == .uiKit || field.source == .objC, !evidence.isLocal,
      evidence.ownerClass == nil, evidence.helper == nil, evidence.configuresType == nil
    else { return nil }
    let name = field.name.hasPrefix("self.") ? String(field.name.dropFirst(5)) : field.name
    let form = field.form.split(separator: "/").first.map(String.init) ?? field.form
    return form + "|" + name
  }

  private mutating func merge(_ scanned: [ScannedField], companions: [ScannedField]) {
    var byKey: [String: Int] = [:]
    for field in scanned where field.source == .interfaceBuilder {
      fields.append(field)
      bases.append(field.declared)
      let index = fields.count - 1
      for key in [field.form + "|" + field.name]
        + [field.evidence.outlet.map { "\($0.owner)|\($0.property)" }].compactMap({ $0 })
      where byKey[key] == nil {
        byKey[key] = index
      }
    }
    for field in scanned + companions where field.source != .interfaceBuilder {
      if let key = Self.codeKey(field), let target = byKey[key] {
        fold(field, into: target)
        continue
      }
      if field.evidence.stateOnly { continue }
      fields.append(field)
      bases.append(DeclaredTraits())
      if let key = Self.codeKey(field) { byKey[key] = fields.count - 1 }
    }
  }

  /// Applies a code record over the field it configures: its traits win, its evidence adds up.
  private mutating func fold(_ code: ScannedField, into index: Int) {
    var field = fields[index]
    for change in code.declared.changes { field.declared.set(change) }
    for trait in code.unresolved { field.markUnresolved(trait) }
    field.sites += code.sites
    field.deprecations += code.deprecations
    Self.combine(code.evidence, into: &field.evidence)
    if field.source != .interfaceBuilder, (code.line, code.column) < (field.line, field.column),
      code.file == field.file, !code.evidence.stateOnly
    {
      field.line = code.line
      field.column = code.column
    }
    fields[index] = field
  }

  /// The state property that can undo a reason Interface Builder gives for not typing.
  private static func stateProperty(undoing reason: String) -> String? {
    if reason.hasPrefix("enabled") { return "isEnabled" }
    if reason.hasPrefix("hidden") { return "isHidden" }
    if reason.hasPrefix("editable") { return "isEditable" }
    if reason.hasPrefix("userInteractionEnabled") { return "isUserInteractionEnabled" }
    if reason.hasPrefix("alpha") { return "alpha" }
    return nil
  }

  /// Joins what two records of one field say.
  static func combine(_ other: FieldEvidence, into evidence: inout FieldEvidence) {
    if let reason = evidence.notTypedInto, let property = stateProperty(undoing: reason),
      other.touchedState.contains(property), other.notTypedInto == nil
    {
      evidence.notTypedInto = nil
      evidence.shownConditionally = true
    }
    if evidence.notTypedInto == nil, !evidence.shownConditionally {
      evidence.notTypedInto = other.notTypedInto
    }
    evidence.shownConditionally = evidence.shownConditionally || other.shownConditionally
    evidence.keyboardReplacedBy = evidence.keyboardReplacedBy ?? other.keyboardReplacedBy
    evidence.touchedState.formUnion(other.touchedState)
    evidence.hasInputAccessoryView = evidence.hasInputAccessoryView || other.hasInputAccessoryView
    evidence.dismissedBy = evidence.dismissedBy ?? other.dismissedBy
    evidence.inAlert = evidence.inAlert || other.inAlert
    evidence.repeated = evidence.repeated || other.repeated
    evidence.inCell = evidence.inCell || other.inCell
    evidence.className = evidence.className ?? other.className
    evidence.revealsSecureText = evidence.revealsSecureText || other.revealsSecureText
    if let version = other.availableFrom {
      evidence.availableFrom = max(evidence.availableFrom ?? version, version)
    }
    evidence.disabledRules.formUnion(other.disabledRules)
    for (trait, alternatives) in other.alternatives {
      var joined = evidence.alternatives[trait] ?? FieldEvidence.Alternatives()
      for value in alternatives.values {
        joined.add(value, conditional: alternatives.onlyConditional)
      }
      if !alternatives.onlyConditional { joined.onlyConditional = false }
      evidence.alternatives[trait] = joined
    }
  }

  // MARK: Classes that configure themselves

  /// The field a type's own code configures: a text field subclass setting its own traits, a
  /// view that wraps one field and forwards the trait properties to it.
  private mutating func templates() -> [String: Int] {
    var templates: [String: Int] = [:]
    for (index, field) in fields.enumerated() {
      if let type = field.evidence.configuresType, templates[type] == nil {
        templates[type] = index
      }
    }
    for (type, facts) in facts.types where facts.forwardsTraits && templates[type] == nil {
      let members = fields.indices.filter {
        let field = fields[$0]
        return field.source != .interfaceBuilder && field.source != .swiftUI
          && field.form == type && !field.evidence.isLocal && field.evidence.ownerClass == nil
          && field.evidence.helper == nil
      }
      if members.count == 1, let only = members.first { templates[type] = only }
    }
    // A SwiftUI view used as a field (`NotificationIdentifierTextField(text: …)`) has the
    // field its body builds; a UIViewRepresentable has the UIKit field it makes.
    let customKinds = Set(fields.filter { $0.source == .swiftUI }.compactMap(\.evidence.className))
    for type in customKinds where templates[type] == nil {
      let representable = facts.types[type]?.isRepresentable ?? false
      let members = fields.indices.filter {
        fields[$0].form == type
          && (representable ? fields[$0].source == .uiKit : fields[$0].source == .swiftUI)
      }
      if let best = members.max(by: {
        fields[$0].declared.changes.count < fields[$1].declared.changes.count
      }) {
        templates[type] = best
        // Every field the view builds (a secure field and its revealed twin) is its template.
        for member in members where member != best {
          siblingTemplates[best, default: []].append(member)
        }
      }
    }
    return templates
  }

  /// The template of `className` or of its nearest superclass declared in the project.
  private func template(for className: String, in templates: [String: Int]) -> Int? {
    var seen: Set<String> = []
    var current: String? = className
    while let name = current, seen.insert(name).inserted {
      if let index = templates[name] { return index }
      current = facts.types[name]?.superclass
    }
    return nil
  }

  /// Further fields of a SwiftUI view that stand for the same template.
  private var siblingTemplates: [Int: [Int]] = [:]

  private mutating func applyTemplates() {
    let templates = templates()
    guard !templates.isEmpty else { return }
    for index in fields.indices {
      guard let className = fields[index].evidence.className,
        let source = template(for: className, in: templates), source != index,
        fields[index].evidence.configuresType == nil
      else { continue }
      // A storyboard field runs the class's initializer after decoding its attributes, so the
      // class wins; code that configures an instance runs after the initializer, so it wins;
      // a SwiftUI view's own modifiers are innermost, so they win; a representable's UIKit
      // field never sees SwiftUI's trait modifiers, so its own traits are all there is.
      let instance = fields[index]
      if instance.source == .swiftUI, facts.types[className]?.isRepresentable == true {
        fields[index].declared = DeclaredTraits()
        fields[index].unresolved = []
        fields[index].evidence.alternatives = [:]
      }
      applyBase(
        fields[source], to: index,
        baseWins: instance.source == .interfaceBuilder || instance.source == .swiftUI)
      skipped[source] = "its class's configuration, applied to its instances"
      for sibling in siblingTemplates[source] ?? [] {
        skipped[sibling] = "its view's configuration, applied to its instances"
      }
    }
  }

  /// Applies another field's configuration as the base of field `index`.
  private mutating func applyBase(_ base: ScannedField, to index: Int, baseWins: Bool) {
    var field = fields[index]
    var declared = baseWins ? field.declared : base.declared
    for change in (baseWins ? base.declared : field.declared).changes { declared.set(change) }
    if !baseWins { bases[index] = base.declared }
    field.declared = declared
    for trait in base.unresolved where !field.declared.contains(trait) || baseWins {
      field.markUnresolved(trait)
    }
    var evidence = base.evidence
    evidence.stateOnly = false
    evidence.configuresType = nil
    evidence.helper = nil
    evidence.isLocal = field.evidence.isLocal
    var mine = field.evidence
    let keep = (mine.ownerClass, mine.memberPath, mine.outlet, mine.origin, mine.className)
    Self.combine(evidence, into: &mine)
    (mine.ownerClass, mine.memberPath, mine.outlet, mine.origin, mine.className) = keep
    field.evidence = mine
    fields[index] = field
  }

  // MARK: Helpers and owners

  /// A helper that configures the field handed to it (`func style(_ field: UITextField)`)
  /// applies to the fields the code hands it.
  private mutating func applyHelpers() {
    var helpers: [FieldEvidence.HelperSignature: Int] = [:]
    for (index, field) in fields.enumerated() {
      if let helper = field.evidence.helper, helpers[helper] == nil { helpers[helper] = index }
    }
    guard !helpers.isEmpty else { return }
    var byKey: [String: Int] = [:]
    for (index, field) in fields.enumerated() where byKey[field.form + "|" + field.name] == nil {
      byKey[field.form + "|" + field.name] = index
    }
    for call in facts.helperCalls {
      let signature = FieldEvidence.HelperSignature(function: call.function, index: call.index)
      guard let helper = helpers[signature],
        let target = byKey[call.form + "|" + call.name]
          ?? byKey[call.form + "|" + call.name.replacingOccurrences(of: "self.", with: "")],
        target != helper
      else { continue }
      applyBase(fields[helper], to: target, baseWins: true)
      skipped[helper] = "a helper's parameter, applied to the fields handed to it"
    }
  }

  /// A field reached through an object of a class (`urlCell.textField`) starts from what that
  /// class configures for it (its storyboard cell, its own code).
  private mutating func applyOwners() {
    var byKey: [String: Int] = [:]
    for (index, field) in fields.enumerated() where field.evidence.ownerClass == nil {
      let keys =
        [field.form + "|" + field.name]
        + [field.evidence.outlet.map { "\($0.owner)|\($0.property)" }].compactMap { $0 }
      for key in keys where byKey[key] == nil { byKey[key] = index }
    }
    for index in fields.indices {
      guard let owner = fields[index].evidence.ownerClass,
        let path = fields[index].evidence.memberPath, let base = byKey[owner + "|" + path],
        base != index
      else { continue }
      applyBase(fields[base], to: index, baseWins: false)
      fields[index].evidence.inCell = fields[index].evidence.inCell || fields[base].evidence.inCell
      skipped[base] = "its class's configuration, applied to its instances"
    }
  }

  // MARK: Forms

  /// The forms to lint: one per scene, xib object or type, in the order the person meets the
  /// fields; repeated fields (cells, `ForEach`) and alert fields stand alone.
  var forms: [Form] {
    var groups: [String: [Int]] = [:]
    var order: [String] = []
    for (index, field) in linted {
      let evidence = field.evidence
      let key: String
      if evidence.repeated || evidence.inAlert {
        key = "single\u{0}\(index)"
      } else if field.source == .interfaceBuilder {
        key = "ib\u{0}\(field.file)\u{0}\(field.form)"
      } else {
        key = "\(field.source)\u{0}\(field.form)"
      }
      if groups[key] == nil { order.append(key) }
      groups[key, default: []].append(index)
    }
    return order.compactMap { key in
      guard var members = groups[key] else { return nil }
      let visual = members.allSatisfy {
        fields[$0].source == .interfaceBuilder && fields[$0].evidence.origin != nil
      }
      members.sort { lhs, rhs in
        let (a, b) = (fields[lhs], fields[rhs])
        if visual, let p = a.evidence.origin, let q = b.evidence.origin,
          abs(p.y - q.y) >= 1
        {
          return p.y < q.y
        }
        if visual, let p = a.evidence.origin, let q = b.evidence.origin, p.x != q.x {
          return p.x < q.x
        }
        return (a.file, a.line, a.column) < (b.file, b.line, b.column)
      }
      let sources = Set(members.map { fields[$0].source })
      let oneContainer = Set(members.map { fields[$0].evidence.container }).count == 1
      let certain =
        members.count > 1
        && (sources == [.interfaceBuilder] ? visual : sources == [.swiftUI] && oneContainer)
        && !members.contains {
          fields[$0].evidence.inCell || fields[$0].evidence.branch != nil
            || fields[$0].evidence.repeated
        }
        && !members.dropFirst().contains { fields[$0].evidence.shownConditionally }
      return Form(
        members: members.map { fields[$0] }, bases: members.map { bases[$0] },
        orderIsCertain: certain)
    }
  }

  // MARK: Dismissal

  /// What dismisses a field's keyboard besides Return, as far as the code shows.
  func dismissal(of field: ScannedField) -> String? {
    let evidence = field.evidence
    if evidence.inAlert { return "the alert's buttons" }
    if let own = evidence.dismissedBy { return own }
    for container in evidence.containers {
      if let scroll = facts.types[container]?.buildsScrollView {
        return
          "scrolling the \(scroll) of its \(container) (SwiftUI dismisses the keyboard on scroll)"
      }
    }
    var types: [String] = []
    if let owner = evidence.outlet?.owner { types.append(owner) }
    if let owner = evidence.ownerClass { types.append(owner) }
    if let type = field.form.split(separator: "/").first.map(String.init) { types.append(type) }
    if let className = evidence.className { types.append(className) }
    for type in types {
      if let found = facts.dismissal(of: type) { return found }
    }
    if field.source == .swiftUI,
      let type = types.last(where: { facts.types[$0] != nil })
        ?? field.form.split(separator: "/").first.map(String.init),
      let found = usageDismissal(of: type, depth: 4)
    {
      return found
    }
    return facts.appWideDismissal
  }

  /// Code of the field's types that ends editing outside Return and disappearing: a way out
  /// the person may reach (a button, a drag), which the scanner cannot follow.
  func possibleDismissal(of field: ScannedField) -> String? {
    var types: [String] = []
    if let owner = field.evidence.outlet?.owner { types.append(owner) }
    if let owner = field.evidence.ownerClass { types.append(owner) }
    if let type = field.form.split(separator: "/").first.map(String.init) { types.append(type) }
    for type in types {
      if let function = facts.types[type]?.endsEditingIn.sorted().first {
        return "\(type).\(function)() ends editing"
      }
    }
    return nil
  }

  /// What dismisses the keyboard wherever a SwiftUI view is used, when every use does.
  private func usageDismissal(of type: String, depth: Int) -> String? {
    guard depth > 0 else { return nil }
    let uses = facts.viewUsages.filter { $0.type == type }
    guard !uses.isEmpty else { return nil }
    var found: [String] = []
    for use in uses {
      if let direct = use.dismissedBy ?? facts.dismissal(of: use.user)
        ?? usageDismissal(of: use.user, depth: depth - 1)
      {
        found.append(direct)
      } else {
        return nil
      }
    }
    return found.first.map { "\($0), where \(uses[0].user) shows it" }
  }
}
