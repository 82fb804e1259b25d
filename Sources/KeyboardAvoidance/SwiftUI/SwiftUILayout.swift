public import Foundation

/// Where a described SwiftUI scene puts each view for one keyboard
/// (docs/keyboard-avoidance.md#swiftui-keyboard-safe-area).
///
/// ```swift
/// let layout = scene.layout(keyboard: coverage, windowSize: CGSize(width: 393, height: 852))
/// layout.keyboardInset                // 336: the hosting view's keyboard safe area
/// layout.focusedField?.isVisible      // true
/// ```
public struct SwiftUILayout: Hashable, Sendable {
  /// One view's place.
  public struct ViewPlacement: Hashable, Sendable {
    /// The view's id.
    public var id: String
    /// Its frame in window coordinates.
    public var frame: CGRect
    /// How far the keyboard lifted its bottom edge: what avoidance it got (0 for a view that does
    /// not move, or one inside a scroll view, which scrolls instead).
    public var keyboardInset: CGFloat
    /// How many points of its height the keyboard covers.
    public var coveredByKeyboard: CGFloat
    /// For a `.safeAreaInset(edge: .bottom)` view: the id of the view it is attached to.
    public var insetOf: String?
    /// For a `.safeAreaInset` view during an interactive dismissal: how far it stays above where
    /// it belongs (it keeps its place until the drag ends; docs/sources.md#swiftui-keyboard-traps).
    public var lag: CGFloat

    /// Creates a placement.
    public init(
      id: String, frame: CGRect, keyboardInset: CGFloat, coveredByKeyboard: CGFloat,
      insetOf: String? = nil, lag: CGFloat = 0
    ) {
      self.id = id
      self.frame = frame
      self.keyboardInset = keyboardInset
      self.coveredByKeyboard = coveredByKeyboard
      self.insetOf = insetOf
      self.lag = lag
    }
  }

  /// The focused field and what it takes to see it.
  public struct FocusedField: Hashable, Sendable {
    /// The field's id.
    public var id: String
    /// Its frame in window coordinates, after its scroll view scrolled.
    public var frame: CGRect
    /// Whether all of it shows: not under the keyboard, nor under a `.safeAreaInset` view, and
    /// inside its scroll view.
    public var isVisible: Bool
    /// The scroll view that scrolled it into view, if it is in one.
    public var scrollView: String?
    /// That scroll view's `contentOffset.y` afterwards.
    public var contentOffset: CGFloat?

    /// Creates a focused field's description.
    public init(
      id: String, frame: CGRect, isVisible: Bool, scrollView: String?, contentOffset: CGFloat?
    ) {
      self.id = id
      self.frame = frame
      self.isVisible = isVisible
      self.scrollView = scrollView
      self.contentOffset = contentOffset
    }
  }

  /// The hosting view's frame in window coordinates (a sheet's at its detent).
  public var hostingFrame: CGRect
  /// The keyboard safe-area inset SwiftUI applies at the hosting view's bottom (0 when
  /// `safeAreaRegions` leaves the keyboard out).
  public var keyboardInset: CGFloat
  /// The sheet's detent, when the scene is a sheet.
  public var detent: String?
  /// Whether the sheet moved to a larger detent for the keyboard.
  public var grewForKeyboard: Bool
  /// Empty room left between the content's bottom and the keyboard's top: the double avoidance
  /// of a hosting view whose container also avoids the keyboard.
  public var blankAboveKeyboard: CGFloat
  /// Every view, depth first, a `.safeAreaInset` view after the view it is attached to.
  public var views: [ViewPlacement]
  /// The focused field, if the tree has one.
  public var focusedField: FocusedField?

  /// The placement of the view with `id`.
  public func view(_ id: String) -> ViewPlacement? { views.first { $0.id == id } }
}

extension SwiftUIScene {
  /// Lays the scene out for a keyboard.
  ///
  /// - Parameters:
  ///   - keyboard: What the keyboard covers, in window coordinates.
  ///   - windowSize: The window's size (a sheet sits on its bottom).
  ///   - settled: During an interactive dismissal, the layout of the last notification:
  ///     `.safeAreaInset` views keep their place from it while the rest follows the keyboard.
  /// - Returns: Every view's place, the focused field, the sheet's detent.
  public func layout(
    keyboard: KeyboardCoverage, windowSize: CGSize, settled: SwiftUILayout? = nil
  ) -> SwiftUILayout {
    let focusedID = root.focusedFieldID
    var detent = selectedDetent ?? sheetDetents.first?.name
    var host = hostingFrame
    var grew = false
    if let selected = sheetDetents.first(where: { $0.name == detent }) ?? sheetDetents.first {
      host = Self.sheetFrame(selected, windowSize: windowSize)
      detent = selected.name
      if let largest = sheetDetents.max(by: { $0.height < $1.height }),
        focusedID != nil, keyboard.overlap(with: host) > 0, largest.height > selected.height
      {
        host = Self.sheetFrame(largest, windowSize: windowSize)
        detent = largest.name
        grew = true
      }
    }
    let overlap = keyboard.overlap(with: host)
    let keyboardInset = regions.contains(.keyboard) ? overlap : 0
    if containerAvoidsKeyboard { host.size.height = max(0, host.height - overlap) }
    let containerTop =
      regions.contains(.container) ? max(0, safeAreaInsets.top - host.minY) : 0
    let containerBottom =
      regions.contains(.container)
      ? max(0, host.maxY - (windowSize.height - safeAreaInsets.bottom)) : 0

    func pass(keyboardInset: CGFloat) -> LayoutPass {
      let bottom = max(containerBottom, keyboardInset)
      var pass = LayoutPass(
        keyboard: keyboard, focusedID: focusedID,
        keyboardEdge: host.maxY - bottom, extensionBelowEdge: bottom - containerBottom)
      let area = CGRect(
        x: host.minX, y: host.minY + containerTop, width: host.width,
        height: max(0, host.height - containerTop - bottom))
      pass.placeRoot(root, in: area)
      return pass
    }
    var with = pass(keyboardInset: keyboardInset)
    let without = pass(keyboardInset: 0)
    for index in with.views.indices where !with.insideScrollView.contains(with.views[index].id) {
      if let before = without.views.first(where: { $0.id == with.views[index].id }) {
        with.views[index].keyboardInset = max(0, before.frame.maxY - with.views[index].frame.maxY)
      }
    }
    if let settled {
      // A `.safeAreaInset` view and what it holds keep their place until the drag ends.
      var lags: [String: CGFloat] = [:]
      for view in with.views where view.insetOf != nil {
        if let old = settled.view(view.id) { lags[view.id] = view.frame.minY - old.frame.minY }
      }
      for index in with.views.indices {
        let id = with.views[index].id
        guard let bar = with.views[index].insetOf != nil ? id : with.barOf[id],
          let lag = lags[bar]
        else { continue }
        if with.views[index].insetOf != nil { with.views[index].lag = lag }
        with.views[index].frame.origin.y -= lag
        with.views[index].keyboardInset += lag
        with.views[index].coveredByKeyboard = keyboard.overlap(with: with.views[index].frame)
      }
    }
    var focused = with.focused
    if var field = focused {
      let covered = keyboard.overlap(with: field.frame) >= 0.5
      let underBar = with.views.contains { view in
        view.insetOf != nil && view.frame.intersection(field.frame).height >= 0.5
      }
      field.isVisible = field.isVisible && !covered && !underBar
      focused = field
    }
    let blank = keyboard.top.map { max(0, $0 - with.rootBottom) } ?? 0
    return SwiftUILayout(
      hostingFrame: host, keyboardInset: keyboardInset, detent: sheetDetents.isEmpty ? nil : detent,
      grewForKeyboard: grew, blankAboveKeyboard: blank, views: with.views, focusedField: focused)
  }

  private static func sheetFrame(_ detent: SheetDetent, windowSize: CGSize) -> CGRect {
    CGRect(
      x: 0, y: windowSize.height - detent.height, width: windowSize.width, height: detent.height)
  }
}

/// One layout of a tree: every view placed in window coordinates.
private struct LayoutPass {
  let keyboard: KeyboardCoverage
  let focusedID: String?
  /// The bottom of the safe area with the keyboard's part: a flexible view that ignores the
  /// keyboard and ends here extends below it.
  let keyboardEdge: CGFloat
  /// How far below ``keyboardEdge`` such a view extends: the keyboard's part of the inset.
  let extensionBelowEdge: CGFloat

  var views: [SwiftUILayout.ViewPlacement] = []
  var insideScrollView: Set<String> = []
  /// For each view inside a `.safeAreaInset` view: that view's id.
  var barOf: [String: String] = [:]
  var focused: SwiftUILayout.FocusedField?
  var rootBottom: CGFloat = 0

  init(
    keyboard: KeyboardCoverage, focusedID: String?, keyboardEdge: CGFloat,
    extensionBelowEdge: CGFloat
  ) {
    self.keyboard = keyboard
    self.focusedID = focusedID
    self.keyboardEdge = keyboardEdge
    self.extensionBelowEdge = extensionBelowEdge
  }

  mutating func placeRoot(_ root: SwiftUIView, in area: CGRect) {
    rootBottom = area.maxY
    if root.isFlexible {
      place(root, at: area, canExtend: true, inScroll: false)
    } else {
      // A view that does not fill the safe area is centred in it.
      let height = root.naturalHeight
      let frame = CGRect(
        x: area.minX, y: area.minY + (area.height - height) / 2, width: area.width,
        height: height)
      place(root, at: frame, canExtend: false, inScroll: false)
    }
  }

  /// Places `view` at `frame` and its children inside it.
  ///
  /// `canExtend`: the view's bottom lies on the keyboard's safe-area edge, so ignoring the
  /// keyboard extends it.
  private mutating func place(
    _ view: SwiftUIView, at proposed: CGRect, canExtend: Bool, inScroll: Bool
  ) {
    var frame = proposed
    var extendable = canExtend && abs(frame.maxY - keyboardEdge) <= 0.5
    if view.ignoresKeyboard && view.isFlexible && extendable {
      frame.size.height += extensionBelowEdge
      extendable = false
    }
    views.append(
      SwiftUILayout.ViewPlacement(
        id: view.id, frame: frame, keyboardInset: 0,
        coveredByKeyboard: keyboard.overlap(with: frame)))
    if inScroll { insideScrollView.insert(view.id) }
    let bar = view.bottomInset.first
    let barHeight = bar?.naturalHeight ?? 0
    let content = CGRect(
      x: frame.minX, y: frame.minY, width: frame.width, height: max(0, frame.height - barHeight))
    switch view.kind {
    case .fixed, .spacer:
      break
    case .field:
      if view.id == focusedID {
        focused = SwiftUILayout.FocusedField(
          id: view.id, frame: frame, isVisible: true, scrollView: nil, contentOffset: nil)
      }
    case .vStack(let children):
      placeStack(
        children, spacing: view.spacing, in: content, canExtend: extendable && bar == nil,
        inScroll: inScroll)
    case .scrollView(let children):
      placeScroll(view, children, frame: frame, visibleHeight: content.height)
    }
    if let bar {
      let barFrame = CGRect(
        x: frame.minX, y: frame.maxY - barHeight, width: frame.width, height: barHeight)
      views.append(
        SwiftUILayout.ViewPlacement(
          id: bar.id, frame: barFrame, keyboardInset: 0,
          coveredByKeyboard: keyboard.overlap(with: barFrame), insetOf: view.id))
      if inScroll { insideScrollView.insert(bar.id) }
      if !bar.children.isEmpty {
        let first = views.count
        placeStack(
          bar.children, spacing: bar.spacing, in: barFrame, canExtend: false, inScroll: inScroll)
        for member in views[first...] { barOf[member.id] = bar.id }
      }
    }
  }

  private mutating func placeStack(
    _ children: [SwiftUIView], spacing: CGFloat, in area: CGRect, canExtend: Bool, inScroll: Bool
  ) {
    let flexible = children.filter(\.isFlexible).count
    let fixed = children.filter { !$0.isFlexible }.map(\.naturalHeight).reduce(0, +)
    let gaps = spacing * CGFloat(max(0, children.count - 1))
    let share = flexible == 0 ? 0 : max(0, area.height - fixed - gaps) / CGFloat(flexible)
    var y = area.minY
    for (index, child) in children.enumerated() {
      let height = child.isFlexible ? share : child.naturalHeight
      let isLast = index == children.count - 1
      place(
        child, at: CGRect(x: area.minX, y: y, width: area.width, height: height),
        canExtend: canExtend && isLast && flexible > 0, inScroll: inScroll)
      y += height + spacing
    }
  }

  /// A scroll view: its content stacked from y 0, scrolled by the least amount that shows the
  /// focused field in its visible height, then clamped.
  private mutating func placeScroll(
    _ view: SwiftUIView, _ children: [SwiftUIView], frame: CGRect, visibleHeight: CGFloat
  ) {
    var y: CGFloat = 0
    var positions: [CGFloat] = []
    for child in children {
      positions.append(y)
      y += (child.isFlexible ? 0 : child.naturalHeight) + view.spacing
    }
    let contentHeight = max(0, y - (children.isEmpty ? 0 : view.spacing))
    var offset = view.contentOffset
    var fieldIndex: Int?
    for (index, child) in children.enumerated() where child.focusedFieldID != nil {
      fieldIndex = index
    }
    if let fieldIndex,
      let fieldRange = Self.fieldRange(in: children[fieldIndex], focusedID: focusedID)
    {
      let top = positions[fieldIndex] + fieldRange.lowerBound
      let bottom = positions[fieldIndex] + fieldRange.upperBound
      if bottom > offset + visibleHeight { offset = bottom - visibleHeight }
      if top < offset { offset = top }
    }
    offset = min(max(offset, 0), max(0, contentHeight - visibleHeight))
    for (index, child) in children.enumerated() {
      let height = child.isFlexible ? 0 : child.naturalHeight
      let childFrame = CGRect(
        x: frame.minX, y: frame.minY - offset + positions[index], width: frame.width,
        height: height)
      place(child, at: childFrame, canExtend: false, inScroll: true)
    }
    if fieldIndex != nil, var field = focused, field.scrollView == nil {
      let visible = CGRect(
        x: frame.minX, y: frame.minY, width: frame.width, height: visibleHeight)
      field.scrollView = view.id
      field.contentOffset = offset
      field.isVisible =
        field.frame.minY >= visible.minY - 0.5 && field.frame.maxY <= visible.maxY + 0.5
      focused = field
    }
  }

  /// Where the focused field lies within `view` (a field, or a fixed stack holding it).
  private static func fieldRange(in view: SwiftUIView, focusedID: String?) -> ClosedRange<CGFloat>?
  {
    if case .field(let height, _) = view.kind, view.id == focusedID { return 0...height }
    guard case .vStack(let children) = view.kind else { return nil }
    var y: CGFloat = 0
    for child in children {
      if let range = fieldRange(in: child, focusedID: focusedID) {
        return (y + range.lowerBound)...(y + range.upperBound)
      }
      y += child.naturalHeight + view.spacing
    }
    return nil
  }
}
