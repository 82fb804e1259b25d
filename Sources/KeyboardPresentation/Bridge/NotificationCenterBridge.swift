public import Foundation

/// Posts the presenter's typed notifications to a Foundation `NotificationCenter` under UIKit's
/// names and userInfo keys, so code written against UIKit's keys observes the simulator
/// unchanged.
///
/// An edge adapter: the model stays typed (typed events, not userInfo dictionaries).
///
/// The `object` is ``screen`` from iOS 16.1 and nil before
/// (docs/sources.md#keyboard-notification-object).
///
/// ```swift
/// let center = NotificationCenter()
/// let bridge = NotificationCenterBridge(center: center)
/// center.addObserver(
///   forName: Notification.Name("UIKeyboardWillShowNotification"), object: nil, queue: nil
/// ) { note in
///   let end = (note.userInfo?["UIKeyboardFrameEndUserInfoKey"] as? NSValue)?.rectValue
/// }
/// bridge.post(try keyboard.focus(email))
/// ```
public struct NotificationCenterBridge {
  /// Where notifications go.
  public var center: NotificationCenter
  /// Stands for the `UIScreen` the keyboard is on: the `object` from iOS 16.1.
  public var screen: SimulatedScreen

  /// Creates a bridge.
  public init(center: NotificationCenter = .default, screen: SimulatedScreen = SimulatedScreen()) {
    self.center = center
    self.screen = screen
  }

  /// Posts each notification in order, synchronously, as `NotificationCenter.post` delivers.
  public func post(_ notifications: [KeyboardNotification]) {
    for notification in notifications { post(notification) }
  }

  /// Posts one notification.
  public func post(_ notification: KeyboardNotification) {
    center.post(
      name: Notification.Name(notification.name.rawValue),
      object: notification.object == .screen ? screen : nil,
      userInfo: notification.transition.userInfo)
  }

  /// Posts each notification as the iOS 26 typed message that stands for it
  /// (``KeyboardWillShowMessage`` and its siblings) with ``screen`` as the subject, for
  /// observers of `addObserver(of:for:using:)` (docs/sources.md#typed-notification-messages).
  ///
  /// ```swift
  /// if #available(macOS 26, iOS 26, *) {
  ///   bridge.postMessages(try keyboard.focus(email))
  /// }
  /// ```
  @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
  @MainActor
  public func postMessages(_ notifications: [KeyboardNotification]) {
    for notification in notifications {
      switch notification.name {
      case .willShow: post(KeyboardWillShowMessage.self, notification)
      case .didShow: post(KeyboardDidShowMessage.self, notification)
      case .willHide: post(KeyboardWillHideMessage.self, notification)
      case .didHide: post(KeyboardDidHideMessage.self, notification)
      case .willChangeFrame: post(KeyboardWillChangeFrameMessage.self, notification)
      case .didChangeFrame: post(KeyboardDidChangeFrameMessage.self, notification)
      }
    }
  }

  @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
  @MainActor
  private func post<Kind>(_ type: KeyboardMessage<Kind>.Type, _ notification: KeyboardNotification)
  {
    center.post(type.init(notification.transition, screen: screen), subject: screen)
  }
}

/// Stands in for `UIScreen` as the keyboard notifications' `object` (iOS 16.1 and later).
///
/// ```swift
/// let screen = SimulatedScreen(bounds: CGRect(x: 0, y: 0, width: 393, height: 852))
/// ```
public final class SimulatedScreen: Sendable {
  /// The screen's bounds in points.
  public let bounds: CGRect

  /// Creates a screen.
  public init(bounds: CGRect = .zero) { self.bounds = bounds }
}
