public import Foundation

/// The iOS 26 typed keyboard messages (`UIResponder.KeyboardWillShowMessage` and its five
/// siblings, `NotificationCenter.MainActorMessage` conformances): the bridge posts them with
/// ``NotificationCenterBridge/postMessages(_:)`` for code that observes
/// `center.addObserver(of: screen, for: KeyboardWillShowMessage.self)`
/// (docs/sources.md#typed-notification-messages).
///
/// Each message carries UIKit's properties: `beginFrame`, `endFrame`, `animationDuration`,
/// `animationCurve` (the raw value: 7 is undocumented, so it is an `Int` here, not
/// `UIView.AnimationCurve`), `isLocal` and `screen`. A message converts to and from a
/// `Notification` with UIKit's name and userInfo keys, so a posted userInfo notification reads
/// back as a message and the other way round.
///
/// ```swift
/// if #available(macOS 26, iOS 26, *) {
///   let token = center.addObserver(of: bridge.screen, for: KeyboardWillShowMessage.self) {
///     message in print(message.endFrame)
///   }
///   bridge.postMessages(try keyboard.focus(email))
/// }
/// ```
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
public protocol KeyboardMessage: NotificationCenter.MainActorMessage
where Subject == SimulatedScreen {
  /// The notification this message stands for.
  static var notificationName: KeyboardNotificationName { get }
  /// The frame when the animation starts, screen coordinates.
  var beginFrame: CGRect { get }
  /// The frame when the animation ends, screen coordinates.
  var endFrame: CGRect { get }
  /// Seconds.
  var animationDuration: TimeInterval { get }
  /// `UIView.AnimationCurve`'s raw value (7 for the keyboard from iOS 7).
  var animationCurve: Int { get }
  /// Whether the keyboard belongs to this app.
  var isLocal: Bool { get }
  /// The screen the keyboard is on.
  var screen: SimulatedScreen { get }
  /// Creates the message.
  init(
    beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval, animationCurve: Int,
    isLocal: Bool, screen: SimulatedScreen)
}

@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
extension KeyboardMessage {
  /// UIKit's notification name (`UIKeyboardWillShowNotification`, …).
  public static var name: Notification.Name { Notification.Name(notificationName.rawValue) }

  /// The message of a notification posted under UIKit's name and keys; nil without frames.
  @MainActor
  public static func makeMessage(_ notification: Notification) -> Self? {
    guard let transition = try? KeyboardTransition(userInfo: notification.userInfo ?? [:]) else {
      return nil
    }
    return Self(
      transition, screen: notification.object as? SimulatedScreen ?? SimulatedScreen())
  }

  /// The notification with UIKit's userInfo keys.
  @MainActor
  public static func makeNotification(_ message: Self) -> Notification {
    let transition = KeyboardTransition(
      frameBegin: message.beginFrame, frameEnd: message.endFrame,
      animationDuration: .seconds(message.animationDuration),
      animationCurve: message.animationCurve, isLocal: message.isLocal)
    return Notification(name: name, object: message.screen, userInfo: transition.userInfo)
  }

  /// The message standing for a payload; absent keys read as UIKit's message types cannot
  /// leave them out: duration and curve 0, IsLocal true.
  public init(_ transition: KeyboardTransition, screen: SimulatedScreen) {
    self.init(
      beginFrame: transition.frameBegin, endFrame: transition.frameEnd,
      animationDuration: transition.animationDuration?.inSeconds ?? 0,
      animationCurve: transition.animationCurve ?? 0, isLocal: transition.isLocal ?? true,
      screen: screen)
  }
}

/// Mirrors `UIResponder.KeyboardWillShowMessage` (iOS 26).
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
public struct KeyboardWillShowMessage: KeyboardMessage {
  /// ``KeyboardNotificationName/willShow``.
  public static var notificationName: KeyboardNotificationName { .willShow }
  /// The frame when the animation starts.
  public var beginFrame: CGRect
  /// The frame when the animation ends.
  public var endFrame: CGRect
  /// Seconds.
  public var animationDuration: TimeInterval
  /// The curve's raw value.
  public var animationCurve: Int
  /// Whether the keyboard is this app's.
  public var isLocal: Bool
  /// The screen.
  public var screen: SimulatedScreen

  /// Creates the message.
  public init(
    beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval, animationCurve: Int,
    isLocal: Bool, screen: SimulatedScreen
  ) {
    (self.beginFrame, self.endFrame, self.animationDuration) =
      (beginFrame, endFrame, animationDuration)
    (self.animationCurve, self.isLocal, self.screen) = (animationCurve, isLocal, screen)
  }
}

/// Mirrors `UIResponder.KeyboardDidShowMessage` (iOS 26).
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
public struct KeyboardDidShowMessage: KeyboardMessage {
  /// ``KeyboardNotificationName/didShow``.
  public static var notificationName: KeyboardNotificationName { .didShow }
  /// The frame when the animation starts.
  public var beginFrame: CGRect
  /// The frame when the animation ends.
  public var endFrame: CGRect
  /// Seconds.
  public var animationDuration: TimeInterval
  /// The curve's raw value.
  public var animationCurve: Int
  /// Whether the keyboard is this app's.
  public var isLocal: Bool
  /// The screen.
  public var screen: SimulatedScreen

  /// Creates the message.
  public init(
    beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval, animationCurve: Int,
    isLocal: Bool, screen: SimulatedScreen
  ) {
    (self.beginFrame, self.endFrame, self.animationDuration) =
      (beginFrame, endFrame, animationDuration)
    (self.animationCurve, self.isLocal, self.screen) = (animationCurve, isLocal, screen)
  }
}

/// Mirrors `UIResponder.KeyboardWillHideMessage` (iOS 26).
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
public struct KeyboardWillHideMessage: KeyboardMessage {
  /// ``KeyboardNotificationName/willHide``.
  public static var notificationName: KeyboardNotificationName { .willHide }
  /// The frame when the animation starts.
  public var beginFrame: CGRect
  /// The frame when the animation ends.
  public var endFrame: CGRect
  /// Seconds.
  public var animationDuration: TimeInterval
  /// The curve's raw value.
  public var animationCurve: Int
  /// Whether the keyboard is this app's.
  public var isLocal: Bool
  /// The screen.
  public var screen: SimulatedScreen

  /// Creates the message.
  public init(
    beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval, animationCurve: Int,
    isLocal: Bool, screen: SimulatedScreen
  ) {
    (self.beginFrame, self.endFrame, self.animationDuration) =
      (beginFrame, endFrame, animationDuration)
    (self.animationCurve, self.isLocal, self.screen) = (animationCurve, isLocal, screen)
  }
}

/// Mirrors `UIResponder.KeyboardDidHideMessage` (iOS 26).
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
public struct KeyboardDidHideMessage: KeyboardMessage {
  /// ``KeyboardNotificationName/didHide``.
  public static var notificationName: KeyboardNotificationName { .didHide }
  /// The frame when the animation starts.
  public var beginFrame: CGRect
  /// The frame when the animation ends.
  public var endFrame: CGRect
  /// Seconds.
  public var animationDuration: TimeInterval
  /// The curve's raw value.
  public var animationCurve: Int
  /// Whether the keyboard is this app's.
  public var isLocal: Bool
  /// The screen.
  public var screen: SimulatedScreen

  /// Creates the message.
  public init(
    beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval, animationCurve: Int,
    isLocal: Bool, screen: SimulatedScreen
  ) {
    (self.beginFrame, self.endFrame, self.animationDuration) =
      (beginFrame, endFrame, animationDuration)
    (self.animationCurve, self.isLocal, self.screen) = (animationCurve, isLocal, screen)
  }
}

/// Mirrors `UIResponder.KeyboardWillChangeFrameMessage` (iOS 26).
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
public struct KeyboardWillChangeFrameMessage: KeyboardMessage {
  /// ``KeyboardNotificationName/willChangeFrame``.
  public static var notificationName: KeyboardNotificationName { .willChangeFrame }
  /// The frame when the animation starts.
  public var beginFrame: CGRect
  /// The frame when the animation ends.
  public var endFrame: CGRect
  /// Seconds.
  public var animationDuration: TimeInterval
  /// The curve's raw value.
  public var animationCurve: Int
  /// Whether the keyboard is this app's.
  public var isLocal: Bool
  /// The screen.
  public var screen: SimulatedScreen

  /// Creates the message.
  public init(
    beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval, animationCurve: Int,
    isLocal: Bool, screen: SimulatedScreen
  ) {
    (self.beginFrame, self.endFrame, self.animationDuration) =
      (beginFrame, endFrame, animationDuration)
    (self.animationCurve, self.isLocal, self.screen) = (animationCurve, isLocal, screen)
  }
}

/// Mirrors `UIResponder.KeyboardDidChangeFrameMessage` (iOS 26).
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
public struct KeyboardDidChangeFrameMessage: KeyboardMessage {
  /// ``KeyboardNotificationName/didChangeFrame``.
  public static var notificationName: KeyboardNotificationName { .didChangeFrame }
  /// The frame when the animation starts.
  public var beginFrame: CGRect
  /// The frame when the animation ends.
  public var endFrame: CGRect
  /// Seconds.
  public var animationDuration: TimeInterval
  /// The curve's raw value.
  public var animationCurve: Int
  /// Whether the keyboard is this app's.
  public var isLocal: Bool
  /// The screen.
  public var screen: SimulatedScreen

  /// Creates the message.
  public init(
    beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval, animationCurve: Int,
    isLocal: Bool, screen: SimulatedScreen
  ) {
    (self.beginFrame, self.endFrame, self.animationDuration) =
      (beginFrame, endFrame, animationDuration)
    (self.animationCurve, self.isLocal, self.screen) = (animationCurve, isLocal, screen)
  }
}
