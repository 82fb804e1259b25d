public import Foundation

/// `UIScrollView.KeyboardDismissMode`: what a drag in a scroll view does to the keyboard
/// (docs/sources.md#interactive-dismissal).
public enum KeyboardDismissMode: String, CaseIterable, Hashable, Sendable {
  /// `.none`: a drag does not dismiss the keyboard (UIKit's default).
  case none
  /// `.onDrag`: the keyboard hides as soon as the drag begins.
  case onDrag
  /// `.interactive`: the keyboard follows the finger once the finger reaches it, and can be
  /// pulled back up to cancel; an input accessory view stays on screen.
  case interactive
  /// `.interactiveWithAccessory` (iOS 16): like `.interactive`, and the accessory view follows
  /// the finger off screen too.
  case interactiveWithAccessory
}

/// SwiftUI's `ScrollDismissesKeyboardMode` (iOS 16) and the UIKit mode each one is
/// (docs/sources.md#interactive-dismissal).
public enum ScrollDismissesKeyboardMode: String, CaseIterable, Hashable, Sendable {
  /// Decided by the context: interactive in a `TextEditor`, at the drag's start in other
  /// scrollable content (a `List`, a `ScrollView`).
  case automatic
  /// `.immediately`: dismiss as soon as scrolling starts.
  case immediately
  /// `.interactively`: the keyboard tracks the scroll gesture once it crosses into it.
  case interactively
  /// `.never`.
  case never

  /// The UIKit mode this is; `inTextEditor` decides ``automatic``.
  public func dismissMode(inTextEditor: Bool = false) -> KeyboardDismissMode {
    switch self {
    case .automatic: inTextEditor ? .interactive : .onDrag
    case .immediately: .onDrag
    case .interactively: .interactive
    case .never: .none
    }
  }
}

/// A finger dragging in a scroll view: where it is (screen `y`) over time (seconds from the
/// drag's start), and how the scroll view dismisses the keyboard.
///
/// ```swift
/// let drag = KeyboardDrag(
///   mode: .interactive,
///   points: [(0, 400), (0.1, 560), (0.2, 700)].map { DragPoint(time: .seconds($0.0), y: $0.1) })
/// ```
public struct KeyboardDrag: Hashable, Sendable {
  /// The dismiss mode.
  public var mode: KeyboardDismissMode
  /// The finger's positions, in time order; the first is where the drag begins.
  public var points: [DragPoint]
  /// `UIKeyboardLayoutGuide.keyboardDismissPadding`: how far above the keyboard's top the
  /// finger starts pushing it (negative counts as 0).
  public var dismissPadding: CGFloat

  /// Creates a drag.
  public init(mode: KeyboardDismissMode, points: [DragPoint], dismissPadding: CGFloat = 0) {
    self.mode = mode
    self.points = points
    self.dismissPadding = dismissPadding
  }
}

/// Where the finger is at a time of a ``KeyboardDrag``.
public struct DragPoint: Hashable, Sendable {
  /// Since the drag began.
  public var time: Duration
  /// The finger's `y` in screen coordinates (the interface orientation's).
  public var y: CGFloat

  /// Creates a point.
  public init(time: Duration, y: CGFloat) {
    self.time = time
    self.y = y
  }
}

/// What a ``KeyboardDrag`` did: the keyboard's frame at each of the finger's positions, how it
/// ended, and what was posted.
public struct KeyboardDragOutcome: Hashable, Sendable {
  /// How the drag ended.
  public enum Ending: String, CaseIterable, Hashable, Sendable {
    /// The finger let go moving down with the keyboard pushed: the hide sequence, from the
    /// dragged frame.
    case dismissed
    /// The finger let go after reversing: the keyboard springs back, docked (silently, or with a
    /// frame change, ``PresentationOptions/cancelledDismissal``).
    case cancelled
    /// `.onDrag`: the hide sequence as the drag began.
    case dismissedOnDragStart
    /// The finger never reached the keyboard: nothing happens.
    case untouched
    /// `.none`: a drag does not dismiss.
    case notDismissable
  }

  /// One position of the finger.
  public struct Step: Hashable, Sendable {
    /// On the presenter's clock.
    public var time: Duration
    /// The finger's `y`.
    public var fingerY: CGFloat
    /// The keyboard's frame then (screen coordinates, as UIKit reports frames); nil when it is
    /// not on screen.
    public var keyboardFrame: CGRect?
    /// Whether the keyboard follows the finger here.
    public var isFollowing: Bool

    /// Creates a step.
    public init(time: Duration, fingerY: CGFloat, keyboardFrame: CGRect?, isFollowing: Bool) {
      self.time = time
      self.fingerY = fingerY
      self.keyboardFrame = keyboardFrame
      self.isFollowing = isFollowing
    }
  }

  /// One step per point.
  public var steps: [Step]
  /// How it ended.
  public var ending: Ending
  /// What was posted from the drag's start to its end, in order: what fell due during it, and
  /// the `will…` notifications of the release (the `did…` ones follow a duration later).
  public var notifications: [KeyboardNotification]

  /// Creates an outcome.
  public init(steps: [Step], ending: Ending, notifications: [KeyboardNotification]) {
    self.steps = steps
    self.ending = ending
    self.notifications = notifications
  }
}

extension KeyboardPresenter {
  /// A finger drags in a scroll view with `drag.mode`, from now (docs/sources.md#interactive-dismissal).
  ///
  /// With `.interactive` and `.interactiveWithAccessory` the keyboard's top follows the finger,
  /// `dismissPadding` below it, once the finger comes that close to the keyboard; nothing is
  /// posted meanwhile (``frame(at:)`` follows). When the finger lets go — at the last point — it
  /// dismisses if the finger was still moving down with the keyboard pushed, and cancels if its
  /// last move was up; dragged fully off screen it dismisses at once. With `.interactive` an
  /// input accessory view stays on screen. `.onDrag` hides the keyboard as the finger first
  /// moves; `.none` does nothing. The clock ends at the last point.
  ///
  /// ```swift
  /// let outcome = try keyboard.drag(drag)
  /// outcome.steps.map(\.keyboardFrame?.minY)  // [516, 560, 700]
  /// outcome.ending                             // .dismissed
  /// ```
  ///
  /// - Throws: ``PresentationError`` for a drag without points, points out of time order, a
  ///   NaN position or padding, or (interactive modes) without a docked keyboard.
  public mutating func drag(_ drag: KeyboardDrag) throws(PresentationError) -> KeyboardDragOutcome {
    try self.drag(drag, dismissing: .byPresenter)
  }

  /// Who dismisses the keyboard when a drag does.
  package enum DragDismissal: Sendable {
    /// The presenter posts the hide itself.
    case byPresenter
    /// The caller resigns the first responder (the text field's delegate has its say, and the
    /// field's end events interleave with the hide): an interactive drag that dismisses is left
    /// running (``resign()`` ends it from the dragged frame), and `.onDrag` stops at the point
    /// where the finger first moves, the rest of the points not taken.
    case byCaller
  }

  /// ``drag(_:)``, with the dismissal left to the caller when `dismissing` says so.
  package mutating func drag(_ drag: KeyboardDrag, dismissing: DragDismissal)
    throws(PresentationError) -> KeyboardDragOutcome
  {
    guard let first = drag.points.first else {
      throw PresentationError(code: .invalidEvent, message: "drag: give at least one point")
    }
    for (index, point) in drag.points.enumerated() {
      guard point.y.isFinite, point.time >= .zero else {
        throw PresentationError(
          code: .invalidGeometry,
          message: "drag: point \(index) needs a finite y and a time of 0 or more")
      }
      if index > 0, point.time < drag.points[index - 1].time {
        throw PresentationError(
          code: .invalidEvent, message: "drag: point \(index) comes before the point ahead of it")
      }
    }
    guard drag.dismissPadding.isFinite else {
      throw PresentationError(
        code: .invalidGeometry, message: "drag: keyboardDismissPadding must be a finite number")
    }
    let start = now
    var posted: [KeyboardNotification] = []
    var steps: [KeyboardDragOutcome.Step] = []
    func step(_ point: DragPoint, following: Bool) {
      steps.append(
        KeyboardDragOutcome.Step(
          time: now, fingerY: point.y, keyboardFrame: visibleFrame(at: now),
          isFollowing: following))
    }
    func moveClock(to point: DragPoint) throws(PresentationError) {
      let time = start + point.time
      if time > now { posted += try advance(by: time - now) }
    }
    switch drag.mode {
    case .none:
      for point in drag.points {
        try moveClock(to: point)
        step(point, following: false)
      }
      return KeyboardDragOutcome(steps: steps, ending: .notDismissable, notifications: posted)
    case .onDrag:
      var dismissed = false
      for point in drag.points {
        try moveClock(to: point)
        if !dismissed, point.y != first.y, focusedField != nil {
          if dismissing == .byCaller {
            return KeyboardDragOutcome(
              steps: steps, ending: .dismissedOnDragStart, notifications: posted)
          }
          posted += try resign()
          dismissed = true
        }
        step(point, following: false)
      }
      return KeyboardDragOutcome(
        steps: steps, ending: dismissed ? .dismissedOnDragStart : .untouched,
        notifications: posted)
    case .interactive, .interactiveWithAccessory:
      return try interactiveDrag(drag, start: start, posted: posted, dismissing: dismissing)
    }
  }

  /// The keyboard's frame at `time` (mid-animation included), nil when nothing of it is on
  /// screen.
  private func visibleFrame(at time: Duration) -> CGRect? {
    guard let frame = frame(at: time) else { return nil }
    let shown = frame.intersection(geometry.reported(geometry.screenBounds))
    return !shown.isNull && shown.width > 0 && shown.height > 0 ? frame : nil
  }

  private mutating func interactiveDrag(
    _ drag: KeyboardDrag, start: Duration, posted initial: [KeyboardNotification],
    dismissing dismissal: DragDismissal
  ) throws(PresentationError) -> KeyboardDragOutcome {
    guard focusedField != nil, let docked = current, docked.kind == .docked, placement.isDocked
    else {
      throw PresentationError(
        code: .invalidEvent, message: "drag: no docked on-screen keyboard to dismiss")
    }
    var posted = initial
    var steps: [KeyboardDragOutcome.Step] = []
    let padding = max(0, drag.dismissPadding)
    let top = docked.rect.minY
    let bottom = geometry.screenBounds.height
    // With .interactive the accessory view stays: the keyboard's top stops at its height.
    let accessory = drag.mode == .interactive ? (focusedField?.accessoryHeight ?? 0) : 0
    let lowest = bottom - accessory
    var pushed = false
    var previousY = drag.points[0].y
    var lastMove: CGFloat = 0
    for point in drag.points {
      let time = start + point.time
      if time > now { posted += try advance(by: time - now) }
      if point.y != previousY { lastMove = point.y - previousY }
      previousY = point.y
      let wanted = max(top, point.y + padding)
      let newTop = min(wanted, lowest)
      let following = wanted > top
      pushed = pushed || following
      if accessory == 0, newTop >= bottom {
        steps.append(
          KeyboardDragOutcome.Step(
            time: now, fingerY: point.y, keyboardFrame: nil, isFollowing: true))
        dragOffset = docked.rect.height
        timeline.jump(to: geometry.reported(docked.offscreen), at: now)
        if dismissal == .byPresenter {
          posted += endDrag(dismissing: true, offset: docked.rect.height)
        }
        return KeyboardDragOutcome(steps: steps, ending: .dismissed, notifications: posted)
      }
      let offset = newTop - top
      dragOffset = offset
      let dragged = docked.rect.offsetBy(dx: 0, dy: offset)
      timeline.jump(to: geometry.reported(dragged), at: now)
      steps.append(
        KeyboardDragOutcome.Step(
          time: now, fingerY: point.y, keyboardFrame: geometry.reported(dragged),
          isFollowing: following))
    }
    let offset = dragOffset ?? 0
    guard pushed else {
      dragOffset = nil
      return KeyboardDragOutcome(steps: steps, ending: .untouched, notifications: posted)
    }
    let dismissing = lastMove >= 0 && offset > 0
    if !dismissing || dismissal == .byPresenter {
      posted += endDrag(dismissing: dismissing, offset: offset)
    }
    return KeyboardDragOutcome(
      steps: steps, ending: dismissing ? .dismissed : .cancelled, notifications: posted)
  }
}
