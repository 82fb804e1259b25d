import Foundation
import JSONCoding
import UIKitVocabulary

// The `"layoutGuide"` and `"swiftUI"` parts of a `kbsim inset` scenario
// (docs/keyboard-avoidance.md), decoded as strictly as the rest.

/// `layoutGuide`: the owning view and the guide's settings.
struct LayoutGuideFile: Decodable {
  var ownerFrame: CGRect?
  var guide: KeyboardLayoutGuide

  enum CodingKeys: String, DescribedCodingKey {
    case ownerFrame, safeArea, followsUndockedKeyboard, usesBottomSafeArea
    case keyboardDismissPadding, constraintSets
    static let noun = "key"
  }

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    ownerFrame = try c.decodeIfPresent(JSONGeometry.Rect.self, forKey: .ownerFrame)?.value
    var padding: CGFloat = 0
    if let value = try c.decodeIfPresent(Double.self, forKey: .keyboardDismissPadding) {
      padding = try JSONGeometry.checkCoordinate(
        value, codingPath: c.codingPath + [CodingKeys.keyboardDismissPadding])
    }
    guide = KeyboardLayoutGuide(
      ownerFrame: .zero,
      safeAreaInsets: try c.decodeIfPresent(ContentInsets.self, forKey: .safeArea) ?? .zero,
      followsUndockedKeyboard: try c.decodeIfPresent(Bool.self, forKey: .followsUndockedKeyboard)
        ?? false,
      usesBottomSafeArea: try c.decodeIfPresent(Bool.self, forKey: .usesBottomSafeArea) ?? true,
      keyboardDismissPadding: padding,
      constraintSets: try c.decodeIfPresent([ConstraintSetFile].self, forKey: .constraintSets)?
        .map(\.set) ?? [])
  }

  /// The guide, owned by `ownerFrame` or by the whole window.
  func guide(windowBounds: CGRect) -> KeyboardLayoutGuide {
    var guide = self.guide
    guide.ownerFrame = ownerFrame ?? windowBounds
    return guide
  }
}

/// `{"name": "aboveKeyboard", "activeWhenNearEdge": "bottom"}` or
/// `{"name": "beside", "activeWhenAwayFrom": "bottom"}`.
struct ConstraintSetFile: Decodable {
  var set: TrackingConstraintSet

  enum CodingKeys: String, DescribedCodingKey {
    case name, activeWhenNearEdge, activeWhenAwayFrom
    static let noun = "key"
  }

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    let name = try c.decode(String.self, forKey: .name)
    let near = try c.decodeChoiceIfPresent(
      DirectionalEdge.self, forKey: .activeWhenNearEdge, noun: "edge")
    let away = try c.decodeChoiceIfPresent(
      DirectionalEdge.self, forKey: .activeWhenAwayFrom, noun: "edge")
    switch (near, away) {
    case (let edge?, nil): set = TrackingConstraintSet(name: name, edge: edge, activeWhenNear: true)
    case (nil, let edge?):
      set = TrackingConstraintSet(name: name, edge: edge, activeWhenNear: false)
    default:
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "give exactly one of activeWhenNearEdge and activeWhenAwayFrom"))
    }
  }
}

/// `swiftUI`: a hosting controller and its view tree.
struct SwiftUISceneFile: Decodable {
  var hostingFrame: CGRect?
  var scene: SwiftUIScene

  enum CodingKeys: String, DescribedCodingKey {
    case hostingFrame, safeArea, safeAreaRegions, inContainerThatAvoidsKeyboard, sheet, root
    static let noun = "key"
  }

  enum Region: String, CaseIterable {
    case container, keyboard, all
  }

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    hostingFrame = try c.decodeIfPresent(JSONGeometry.Rect.self, forKey: .hostingFrame)?.value
    var regions = SwiftUIScene.Regions.all
    if c.contains(.safeAreaRegions) {
      regions = []
      var list = try c.nestedUnkeyedContainer(forKey: .safeAreaRegions)
      while !list.isAtEnd {
        let name = try list.decode(String.self)
        guard let region = Region(rawValue: name) else {
          throw DecodingError.dataCorruptedError(
            in: list,
            debugDescription: "unknown region '\(name)' (valid: container, keyboard, all)")
        }
        switch region {
        case .container: regions.insert(.container)
        case .keyboard: regions.insert(.keyboard)
        case .all: regions.formUnion(.all)
        }
      }
    }
    let sheet = try c.decodeIfPresent(SheetFile.self, forKey: .sheet)
    let root = try c.decode(SwiftUIViewFile.self, forKey: .root).view
    var ids: Set<String> = []
    var focused = 0
    try Self.check(root, ids: &ids, focused: &focused, codingPath: c.codingPath)
    scene = SwiftUIScene(
      hostingFrame: .zero,
      safeAreaInsets: try c.decodeIfPresent(ContentInsets.self, forKey: .safeArea) ?? .zero,
      regions: regions,
      containerAvoidsKeyboard: try c.decodeIfPresent(
        Bool.self, forKey: .inContainerThatAvoidsKeyboard) ?? false,
      sheetDetents: sheet?.detents ?? [], selectedDetent: sheet?.selected, root: root)
  }

  /// Ids are unique, and at most one field is focused.
  private static func check(
    _ view: SwiftUIView, ids: inout Set<String>, focused: inout Int, codingPath: [any CodingKey]
  ) throws {
    guard ids.insert(view.id).inserted else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: codingPath + [JSONKey.key("root")],
          debugDescription: "two views have the id '\(view.id)': ids must be unique"))
    }
    if case .field(_, true) = view.kind { focused += 1 }
    guard focused <= 1 else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: codingPath + [JSONKey.key("root")],
          debugDescription: "'\(view.id)' is a second focused field: one field has the focus"))
    }
    for child in view.children + view.bottomInset {
      try check(child, ids: &ids, focused: &focused, codingPath: codingPath)
    }
  }

  /// The scene, hosted in `hostingFrame` or the whole window.
  func scene(windowBounds: CGRect) -> SwiftUIScene {
    var scene = self.scene
    scene.hostingFrame = hostingFrame ?? windowBounds
    return scene
  }
}

/// `sheet`: `{"detents": [{"name": "medium", "height": 426}, …], "selected": "medium"}`.
struct SheetFile: Decodable {
  var detents: [SheetDetent]
  var selected: String?

  enum CodingKeys: String, DescribedCodingKey {
    case detents, selected
    static let noun = "key"
  }

  struct DetentFile: Decodable {
    var detent: SheetDetent
    enum CodingKeys: String, DescribedCodingKey {
      case name, height
      static let noun = "key"
    }
    init(from decoder: any Decoder) throws {
      let c = try decoder.container(keyedBy: CodingKeys.self)
      detent = SheetDetent(
        name: try c.decode(String.self, forKey: .name), height: try c.decodePoints(forKey: .height))
    }
  }

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    detents = try c.decode([DetentFile].self, forKey: .detents).map(\.detent)
    guard !detents.isEmpty else {
      throw DecodingError.dataCorruptedError(
        forKey: .detents, in: c, debugDescription: "give at least one detent")
    }
    selected = try c.decodeIfPresent(String.self, forKey: .selected)
    if let selected, !detents.contains(where: { $0.name == selected }) {
      throw DecodingError.dataCorruptedError(
        forKey: .selected, in: c,
        debugDescription: "no detent named '\(selected)' (defined: "
          + detents.map(\.name).joined(separator: ", ") + ")")
    }
  }
}

/// One view: `{"id": "list", "kind": "scrollView", "children": […], "spacing": 8,
/// "ignoresSafeArea": ["keyboard"], "safeAreaInset": {"edge": "bottom", "content": {…}}}`.
struct SwiftUIViewFile: Decodable {
  var view: SwiftUIView

  enum CodingKeys: String, DescribedCodingKey {
    case id, kind, height, focused, children, spacing, ignoresSafeArea, safeAreaInset
    case contentOffset
    static let noun = "key"
  }

  enum Kind: String, CaseIterable {
    case view, field, spacer, vStack, scrollView
  }

  enum Ignored: String, CaseIterable {
    case keyboard, container, all
  }

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    let id = try c.decode(String.self, forKey: .id)
    let kindName = try c.decodeChoice(Kind.self, forKey: .kind, noun: "view kind")
    func forbid(_ keys: [CodingKeys], for kind: String) throws {
      for key in keys where c.contains(key) {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: c, debugDescription: "a \(kind) has no \(key.stringValue)")
      }
    }
    let kind: SwiftUIView.Kind
    switch kindName {
    case .view:
      try forbid([.focused, .children, .contentOffset], for: "view")
      kind = .fixed(height: try c.decodePoints(forKey: .height))
    case .field:
      try forbid([.children, .contentOffset], for: "field")
      kind = .field(
        height: try c.decodePoints(forKey: .height),
        focused: try c.decodeIfPresent(Bool.self, forKey: .focused) ?? false)
    case .spacer:
      try forbid([.height, .focused, .children, .contentOffset], for: "spacer")
      kind = .spacer
    case .vStack:
      try forbid([.height, .focused, .contentOffset], for: "vStack")
      kind = .vStack(try c.decode([SwiftUIViewFile].self, forKey: .children).map(\.view))
    case .scrollView:
      try forbid([.height, .focused], for: "scrollView")
      kind = .scrollView(try c.decode([SwiftUIViewFile].self, forKey: .children).map(\.view))
    }
    var ignoresKeyboard = false
    if c.contains(.ignoresSafeArea) {
      var list = try c.nestedUnkeyedContainer(forKey: .ignoresSafeArea)
      while !list.isAtEnd {
        let name = try list.decode(String.self)
        guard let region = Ignored(rawValue: name) else {
          throw DecodingError.dataCorruptedError(
            in: list,
            debugDescription: "unknown region '\(name)' (valid: keyboard, container, all)")
        }
        guard region != .container else {
          throw DecodingError.dataCorruptedError(
            in: list,
            debugDescription: "only the keyboard region is modelled: write \"keyboard\" or \"all\"")
        }
        ignoresKeyboard = true
      }
    }
    view = SwiftUIView(
      id: id, kind: kind,
      spacing: try c.decodePointsIfPresent(forKey: .spacing) ?? 0,
      ignoresKeyboard: ignoresKeyboard,
      bottomInset: try c.decodeIfPresent(SafeAreaInsetFile.self, forKey: .safeAreaInset)?.content,
      contentOffset: try c.decodePointsIfPresent(forKey: .contentOffset) ?? 0)
  }
}

/// `safeAreaInset`: `{"edge": "bottom", "content": {…}}`.
struct SafeAreaInsetFile: Decodable {
  var content: SwiftUIView

  enum CodingKeys: String, DescribedCodingKey {
    case edge, content
    static let noun = "key"
  }

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    let edge = try c.decodeIfPresent(String.self, forKey: .edge) ?? "bottom"
    guard edge == "bottom" else {
      throw DecodingError.dataCorruptedError(
        forKey: .edge, in: c, debugDescription: "only the bottom edge is modelled, not '\(edge)'")
    }
    content = try c.decode(SwiftUIViewFile.self, forKey: .content).view
  }
}
