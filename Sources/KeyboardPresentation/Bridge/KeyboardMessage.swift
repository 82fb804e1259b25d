public import Foundation

/// Which of the six keyboard notifications a ``KeyboardMessage`` stands for: a marker type per
/// notification (``KeyboardWillShow``, …), so each message is its own type, as UIKit's are.
public protocol KeyboardMessageKind: Sendable {
  /// The notification the message stands for.
  static var notificationName: KeyboardNotificationName { get }
}

/// Marks `UIResponder.KeyboardWillShowMessage`.
public enum KeyboardWillShow: KeyboardMessageKind {
  /// ``/UIKitVocabulary/KeyboardNotificationName/willShow``.
  public static var notificationName: KeyboardNotificationName { .willShow }
}

/// Marks `UIResponder.KeyboardDidShowMessage`.
public enum KeyboardDidShow: KeyboardMessageKind {
  /// ``/UIKitVocabulary/KeyboardNotificationName/didShow``.
  public static var notificationName: KeyboardNotificationName { .didShow }
}

/// Marks `UIResponder.KeyboardWillHideMessage`.
public enum KeyboardWillHide: KeyboardMessageKind {
  /// ``/UIKitVocabulary/KeyboardNotificationName/willHide``.
  public static var notificationName: KeyboardNotificationName { .willHide }
}

/// Marks `UIResponder.KeyboardDidHideMessage`.
public enum KeyboardDidHide: KeyboardMessageKind {
  /// ``/UIKitVocabulary/KeyboardNotificationName/didHide``.
  public static var notificationName: KeyboardNotificationName { .didHide }
}

/// Marks `UIResponder.KeyboardWillChangeFrameMessage`.
public enum KeyboardWillChangeFrame: KeyboardMessageKind {
  /// ``/UIKitVocabulary/KeyboardNotificationName/willChangeFrame``.
  public static var notificationName: KeyboardNotificationName { .willChangeFrame }
}

/// Marks `UIResponder.KeyboardDidChangeFrameMessage`.
public enum KeyboardDidChangeFrame: KeyboardMessageKind {
  /// ``/UIKitVocabulary/KeyboardNotificationName/didChangeFrame``.
  public static var notificationName: KeyboardNotificationName { .didChangeFrame }
}

/// The iOS 26 typed keyboard messages (`UIResponder.KeyboardWillShowMessage` and its five
/// siblings, `NotificationCenter.MainActorMessage` conformances), one type per notification:
/// ``KeyboardWillShowMessage`` is `KeyboardMessage<KeyboardWillShow>`, and so on
/// (docs/sources.md#typed-notification-messages).
///
/// Each message carries UIKit's properties: `beginFrame`, `endFrame`, `animationDuration`,
/// `animationCurve` (the raw value: 7 is undocumented, so it is an `Int` here, not
/// `UIView.AnimationCurve`), `isLocal` and `screen`. A message converts to and from a
/// `Notification` with UIKit's name and userInfo keys. The bridge posts them with
/// ``NotificationCenterBridge/postMessages(_:)``.
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
public struct KeyboardMessage<Kind: KeyboardMessageKind>: NotificationCenter.MainActorMessage {
  /// The screen the keyboard is on is the subject.
  public typealias Subject = SimulatedScreen

  /// The frame when the animation starts, screen coordinates.
  public var beginFrame: CGRect
  /// The frame when the animation ends, screen coordinates.
  public var endFrame: CGRect
  /// Seconds.
  public var animationDuration: TimeInterval
  /// `UIView.AnimationCurve`'s raw value (7 for the keyboard from iOS 7).
  public var animationCurve: Int
  /// Whether the keyboard belongs to this app.
  public var isLocal: Bool
  /// The screen the keyboard is on.
  public var screen: SimulatedScreen

  /// Creates the message.
  public init(
    beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval, animationCurve: Int,
    isLocal: Bool, screen: SimulatedScreen
  ) {
    self.beginFrame = beginFrame
    self.endFrame = endFrame
    self.animationDuration = animationDuration
    self.animationCurve = animationCurve
    self.isLocal = isLocal
    self.screen = screen
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

  /// UIKit's notification name (`UIKeyboardWillShowNotification`, …).
  public static var name: Notification.Name { Notification.Name(Kind.notificationName.rawValue) }

  /// The message of a notification posted under UIKit's name and keys; nil without frames.
  @MainActor
  public static func makeMessage(_ notification: Notification) -> Self? {
    guard let transition = try? KeyboardTransition(userInfo: notification.userInfo ?? [:]) else {
      return nil
    }
    return Self(transition, screen: notification.object as? SimulatedScreen ?? SimulatedScreen())
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
}

/// Mirrors `UIResponder.KeyboardWillShowMessage` (iOS 26).
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
public typealias KeyboardWillShowMessage = KeyboardMessage<KeyboardWillShow>
/// Mirrors `UIResponder.KeyboardDidShowMessage` (iOS 26).
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
public typealias KeyboardDidShowMessage = KeyboardMessage<KeyboardDidShow>
/// Mirrors `UIResponder.KeyboardWillHideMessage` (iOS 26).
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
public typealias KeyboardWillHideMessage = KeyboardMessage<KeyboardWillHide>
/// Mirrors `UIResponder.KeyboardDidHideMessage` (iOS 26).
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
public typealias KeyboardDidHideMessage = KeyboardMessage<KeyboardDidHide>
/// Mirrors `UIResponder.KeyboardWillChangeFrameMessage` (iOS 26).
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
public typealias KeyboardWillChangeFrameMessage = KeyboardMessage<KeyboardWillChangeFrame>
/// Mirrors `UIResponder.KeyboardDidChangeFrameMessage` (iOS 26).
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
public typealias KeyboardDidChangeFrameMessage = KeyboardMessage<KeyboardDidChangeFrame>
