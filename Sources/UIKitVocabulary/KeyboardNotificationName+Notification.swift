public import Foundation

extension KeyboardNotificationName {
  /// The `Notification.Name` UIKit posts (`UIResponder.keyboardWillShowNotification`, …).
  ///
  /// ```swift
  /// center.addObserver(forName: KeyboardNotificationName.willShow.notificationName, …)
  /// ```
  public var notificationName: Notification.Name { Notification.Name(rawValue) }

  /// The event a posted notification is, or nil for any other notification.
  public init?(_ name: Notification.Name) { self.init(rawValue: name.rawValue) }
}
