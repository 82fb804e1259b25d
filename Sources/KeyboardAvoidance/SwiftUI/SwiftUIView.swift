public import Foundation

/// One view of a described SwiftUI view tree: what it is, and the safe-area modifiers on it
/// (docs/keyboard-avoidance.md#swiftui-keyboard-safe-area, docs/sources.md#swiftui-safe-area).
///
/// ```swift
/// let form = SwiftUIView(
///   id: "form",
///   kind: .vStack([
///     SwiftUIView(id: "title", kind: .fixed(height: 44)),
///     SwiftUIView(id: "list", kind: .scrollView([
///       SwiftUIView(id: "email", kind: .field(height: 44, focused: true)),
///     ])),
///   ]))
/// ```
public struct SwiftUIView: Hashable, Sendable {
  /// What the view is.
  public indirect enum Kind: Hashable, Sendable {
    /// A view of a fixed height (text, an image, a button).
    case fixed(height: CGFloat)
    /// A text field of a fixed height; `focused` makes it the first responder.
    case field(height: CGFloat, focused: Bool)
    /// A `Spacer`: takes what room is left in its stack; nothing in a scroll view.
    case spacer
    /// A `VStack` of its children, top to bottom.
    case vStack([SwiftUIView])
    /// A vertical `ScrollView` over a stack of its children.
    case scrollView([SwiftUIView])
  }

  /// A name for the output.
  public var id: String
  /// What the view is.
  public var kind: Kind
  /// The stack's spacing between children, in points (0 by default).
  public var spacing: CGFloat
  /// `.ignoresSafeArea(.keyboard)` (or `.all`): acts only on a flexible container whose bottom
  /// meets the keyboard's safe area.
  public var ignoresKeyboard: Bool
  /// `.safeAreaInset(edge: .bottom) { … }`: a view placed on this one's bottom edge, whose
  /// height this view's content keeps clear of.
  public var bottomInset: [SwiftUIView]
  /// A scroll view's `contentOffset.y` before the keyboard (0 by default).
  public var contentOffset: CGFloat

  /// Creates a view.
  public init(
    id: String, kind: Kind, spacing: CGFloat = 0, ignoresKeyboard: Bool = false,
    bottomInset: SwiftUIView? = nil, contentOffset: CGFloat = 0
  ) {
    self.id = id
    self.kind = kind
    self.spacing = spacing
    self.ignoresKeyboard = ignoresKeyboard
    self.bottomInset = bottomInset.map { [$0] } ?? []
    self.contentOffset = contentOffset
  }

  /// Whether it takes what room its parent has: a spacer, a scroll view, or a stack with a
  /// flexible child.
  public var isFlexible: Bool {
    switch kind {
    case .fixed, .field: false
    case .spacer, .scrollView: true
    case .vStack(let children): children.contains(where: \.isFlexible)
    }
  }

  /// Its height when it is not flexible: the sum of a stack's children and spacings.
  var naturalHeight: CGFloat {
    switch kind {
    case .fixed(let height), .field(let height, _): height
    case .spacer, .scrollView: 0
    case .vStack(let children):
      children.map(\.naturalHeight).reduce(0, +)
        + spacing * CGFloat(max(0, children.count - 1))
    }
  }

  /// The children of a stack or scroll view.
  var children: [SwiftUIView] {
    switch kind {
    case .vStack(let children), .scrollView(let children): children
    case .fixed, .field, .spacer: []
    }
  }

  /// The focused field's id in this subtree.
  var focusedFieldID: String? {
    if case .field(_, true) = kind { return id }
    for child in children { if let id = child.focusedFieldID { return id } }
    return nil
  }
}

/// A sheet's detent: its name and the sheet's height at it.
public struct SheetDetent: Hashable, Sendable {
  /// `medium`, `large` or a custom name.
  public var name: String
  /// The sheet's height in points.
  public var height: CGFloat

  /// Creates a detent.
  public init(name: String, height: CGFloat) {
    self.name = name
    self.height = height
  }
}

/// A `UIHostingController` and the SwiftUI view tree it hosts, in an app window
/// (docs/keyboard-avoidance.md#swiftui-keyboard-safe-area): the keyboard's safe area, where
/// `.ignoresSafeArea(.keyboard)` acts, `.safeAreaInset(edge: .bottom)`, `safeAreaRegions`, and the
/// traps of docs/sources.md#swiftui-keyboard-traps (a sheet's detent, double avoidance).
///
/// ```swift
/// let scene = SwiftUIScene(
///   hostingFrame: CGRect(x: 0, y: 0, width: 393, height: 852),
///   safeAreaInsets: ContentInsets(top: 59, bottom: 34), root: form)
/// scene.layout(keyboard: coverage).views.first?.frame  // (0, 59, 393, 457): ends on the keyboard
/// ```
public struct SwiftUIScene: Hashable, Sendable {
  /// `UIHostingController.safeAreaRegions` (iOS 16.4).
  public struct Regions: OptionSet, Hashable, Sendable {
    /// The regions' bits.
    public let rawValue: Int
    /// Regions from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The container's safe area: bars, the home indicator.
    public static let container = Regions(rawValue: 1)
    /// The keyboard's.
    public static let keyboard = Regions(rawValue: 2)
    /// Both, the default.
    public static let all: Regions = [.container, .keyboard]
  }

  /// The hosting controller's view in window coordinates (a sheet's frame is computed instead).
  public var hostingFrame: CGRect
  /// The window's safe-area insets (the hosting view gets the part it overlaps).
  public var safeAreaInsets: ContentInsets
  /// `safeAreaRegions`.
  public var regions: Regions
  /// Whether the hosting view sits in a view that also avoids the keyboard (it shrinks the
  /// hosting view to end on the keyboard's top, reacting to the same notification).
  public var containerAvoidsKeyboard: Bool
  /// When presented as a sheet: its detents, smallest first, and the selected one.
  public var sheetDetents: [SheetDetent]
  /// The selected detent's name.
  public var selectedDetent: String?
  /// The root view.
  public var root: SwiftUIView

  /// Creates a scene.
  public init(
    hostingFrame: CGRect, safeAreaInsets: ContentInsets = .zero, regions: Regions = .all,
    containerAvoidsKeyboard: Bool = false, sheetDetents: [SheetDetent] = [],
    selectedDetent: String? = nil, root: SwiftUIView
  ) {
    self.hostingFrame = hostingFrame
    self.safeAreaInsets = safeAreaInsets
    self.regions = regions
    self.containerAvoidsKeyboard = containerAvoidsKeyboard
    self.sheetDetents = sheetDetents
    self.selectedDetent = selectedDetent
    self.root = root
  }
}
