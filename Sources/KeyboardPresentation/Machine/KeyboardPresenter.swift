public import Foundation

/// The keyboard presentation state machine: events in (focus, resign, rotate, hardware
/// keyboard, …), UIKit's keyboard notifications out, in order, with their payloads and times.
///
/// A pure value (lifecycle logic lives in pure state machines; the caller performs the effects):
/// each mutating event method returns the notifications to post now; nothing is posted and no real
/// clock is read. The clock is injected: events happen at ``now``, a transition's `will…`
/// notifications are posted at `now` and its `did…` ones a duration later, and ``advance(by:)``
/// returns those that fall due. ``frame(at:)`` gives the keyboard's frame at any time,
/// interpolating the animation (docs/sources.md#keyboard-animation).
///
/// ```swift
/// var keyboard = try KeyboardPresenter(
///   device: catalog.device(id: "iphone-15"), orientation: .portrait, iOS: IOSVersion(17))
/// let email = InputField(id: "email", traits: TextInputTraits(keyboardType: .emailAddress))
/// try keyboard.focus(email).map(\.name.abbreviation)  // ["WCF", "WS"] at 0 s
/// try keyboard.advance(by: .milliseconds(250)).map(\.name.abbreviation)  // ["DCF", "DS"]
/// try keyboard.resign().map(\.name.abbreviation)      // ["WCF", "WH"]
/// ```
public struct KeyboardPresenter: Sendable {
  /// Device, orientation and release.
  public internal(set) var geometry: KeyboardGeometry
  /// Behaviours with more than one sourced variant.
  public var options: PresentationOptions {
    didSet { applyOptions() }
  }
  /// The clock: the time of the next event.
  public internal(set) var now: Duration = .zero
  /// The first responder, if any.
  public internal(set) var focusedField: InputField?
  /// Whether a hardware keyboard is attached.
  public internal(set) var hardwareKeyboard: Bool
  /// The user's Predictive setting.
  public internal(set) var predictiveBar: PredictiveBarSetting = .on
  /// The input mode picked with the globe key.
  public internal(set) var inputMode: InputMode = .standard
  /// Where an iPad keyboard sits.
  public internal(set) var placement: KeyboardPlacement = .docked
  /// How far an interactive dismissal has dragged the keyboard down, while one is running.
  public internal(set) var dragOffset: CGFloat?
  /// The user's Settings › Accessibility › Motion switches
  /// (docs/sources.md#reduce-motion-keyboard).
  public var motion = MotionSettings()
  /// How the app's scene is shown on an iPad: full screen (or Split View, Slide Over) or in
  /// Stage Manager (docs/sources.md#ipad-minimized-bar).
  public var windowMode = WindowMode.fullScreen
  /// The modal presentation the current focus or resign rides, while one runs.
  public package(set) var modalTransition: ModalTransition?

  /// The keyboard's model frame while a field is focused (kind `.none` when nothing shows).
  var current: KeyboardFrame?
  private var pending: [(order: Int, notification: KeyboardNotification)] = []
  private var scheduled = 0
  var timeline = FrameTimeline()

  /// Creates a presenter with the keyboard hidden and nothing focused.
  ///
  /// - Throws: ``PresentationError`` when the catalog does not model the device on `iOS`.
  public init(
    device: Device, orientation: InterfaceOrientation = .portrait, iOS: IOSVersion,
    options: PresentationOptions = PresentationOptions(), hardwareKeyboard: Bool = false
  ) throws(PresentationError) {
    self.geometry = try KeyboardGeometry(device: device, orientation: orientation, iOS: iOS)
    self.options = options
    self.hardwareKeyboard = hardwareKeyboard
    applyOptions()
  }

  private mutating func applyOptions() {
    geometry.predictiveBarRule.passwordAutoFillShowsBar = options.passwordAutoFillShowsPredictiveBar
    geometry.iPadBottomInsetBefore26 = options.iPadHeightsBefore26 == .withBottomInset
    geometry.hardwareKeyboardBar = options.iPadHardwareKeyboardBar
    timeline.interpolation = options.interpolation
  }

  // MARK: - Clock

  /// Moves the clock forward and returns the notifications that fall due, in order.
  ///
  /// - Throws: ``PresentationError`` with code ``PresentationErrorCode/invalidEvent`` for a
  ///   negative duration.
  public mutating func advance(by duration: Duration) throws(PresentationError)
    -> [KeyboardNotification]
  {
    guard duration >= .zero else {
      throw PresentationError(
        code: .invalidEvent, message: "cannot move the clock back (advance by \(duration))")
    }
    now += duration
    return deliverDue()
  }

  /// Runs the clock until every scheduled notification is posted and returns them.
  public mutating func settle() -> [KeyboardNotification] {
    if let last = pending.map(\.notification.time).max(), last > now { now = last }
    return deliverDue()
  }

  /// The keyboard's frame at `time` as UIKit reports frames (screen coordinates), during an
  /// animation interpolated with ``PresentationOptions/interpolation``; nil before the
  /// keyboard first appeared.
  ///
  /// After a hide it is the off-screen frame.
  public func frame(at time: Duration) -> CGRect? {
    timeline.frame(at: time)
  }

  /// The keyboard's frame now, in the interface's screen coordinates (the model value, without
  /// animation or drag); nil when no field is focused.
  public var keyboardFrame: KeyboardFrame? { current }

  private mutating func deliverDue() -> [KeyboardNotification] {
    let due = pending.filter { $0.notification.time <= now }
      .sorted { ($0.notification.time, $0.order) < ($1.notification.time, $1.order) }
    pending.removeAll { $0.notification.time <= now }
    return due.map(\.notification)
  }

  // MARK: - Scheduling

  /// The shapes of notification sequences (docs/sources.md#notification-sequences).
  enum Sequence {
    /// WCF, WS — DCF, DS.
    case show
    /// WCF, WH — DCF, DH.
    case hide
    /// WCF — DCF.
    case frameChange
    /// A lone WH (iPhone, hardware keyboard, no accessory; AlphaWallet PR 1254).
    case willHideOnly
  }

  /// Per-transition variations of the payload.
  struct Variation {
    var duration: Duration?
    var userInteraction: Bool?
    /// The first WillChangeFrame's begin equals its end (iOS 5 rotation log).
    var willChangeFrameBeginsAtEnd = false
    /// Did… notifications without duration and curve (iOS 5 rotation log).
    var didOmitsAnimationKeys = false
  }

  /// Schedules one transition's notifications and its animation; returns when it ends.
  @discardableResult
  mutating func schedule(
    _ sequence: Sequence, from begin: CGRect, to end: CGRect, at start: Duration,
    in geometry: KeyboardGeometry? = nil, _ variation: Variation = Variation()
  ) -> Duration {
    let geometry = geometry ?? self.geometry
    let iOS = geometry.iOS
    let duration = variation.duration ?? options.animationDuration
    let reportedBegin = geometry.reported(begin)
    let reportedEnd = geometry.reported(end)
    func payload(begin: CGRect, reported: CGRect, did: Bool) -> KeyboardTransition {
      let omit = did && variation.didOmitsAnimationKeys
      return KeyboardTransition(
        frameBegin: reported, frameEnd: reportedEnd, interfaceBegin: begin, interfaceEnd: end,
        animationDuration: omit ? nil : duration,
        animationCurve: omit ? nil : (iOS.major >= 7 ? 7 : 0),
        isLocal: iOS.major >= 9 ? options.isLocal : nil,
        frameChangedByUserInteraction: iOS.major < 9
          ? (variation.userInteraction ?? false) : variation.userInteraction)
    }
    let normal = payload(begin: begin, reported: reportedBegin, did: false)
    let did = payload(begin: begin, reported: reportedBegin, did: true)
    let firstWCF =
      variation.willChangeFrameBeginsAtEnd
      ? payload(begin: end, reported: reportedEnd, did: false) : normal
    let object: KeyboardNotification.Object = iOS >= IOSVersion(16, 1) ? .screen : .none
    let names: (will: [KeyboardNotificationName], did: [KeyboardNotificationName])
    switch sequence {
    case .show: names = ([.willChangeFrame, .willShow], [.didChangeFrame, .didShow])
    case .hide: names = ([.willChangeFrame, .willHide], [.didChangeFrame, .didHide])
    case .frameChange: names = ([.willChangeFrame], [.didChangeFrame])
    case .willHideOnly: names = ([.willHide], [])
    }
    for name in names.will {
      let transition = name == .willChangeFrame ? firstWCF : normal
      post(
        KeyboardNotification(time: start, event: KeyboardEvent(name, transition), object: object))
    }
    for name in names.did {
      post(
        KeyboardNotification(
          time: start + duration, event: KeyboardEvent(name, did), object: object))
    }
    if sequence != .willHideOnly {
      timeline.animate(from: reportedBegin, to: reportedEnd, at: start, duration: duration)
    }
    return start + duration
  }

  private mutating func post(_ notification: KeyboardNotification) {
    pending.append((scheduled, notification))
    scheduled += 1
  }

  /// Delivers what is due now (the `will…` notifications of transitions that start now).
  mutating func flush() -> [KeyboardNotification] { deliverDue() }
}
