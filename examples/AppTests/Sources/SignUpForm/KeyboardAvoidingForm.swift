public import Foundation
public import KeyboardAvoidance

/// The sign-up form's keyboard handling, as an app writes it: on every
/// `keyboardWillChangeFrameNotification`, ask the calculator for the scroll view's insets and
/// offset, and apply them.
///
/// On iOS the view controller calls ``keyboardWillChangeFrame(_:)`` from its observer and copies
/// the result into `UIScrollView`'s `contentInset`, `verticalScrollIndicatorInsets` and
/// `contentOffset`.
public struct KeyboardAvoidingForm {
  /// The screen, the form's scroll view and the focused field, in the app's geometry.
  public var scene: AvoidanceScene
  /// The insets applied so far.
  public private(set) var contentInset = ContentInsets()
  /// The offset applied so far.
  public private(set) var contentOffset: CGPoint

  /// A form whose scroll view is `scene.scrollViews[0]`.
  public init(scene: AvoidanceScene) {
    self.scene = scene
    contentOffset = scene.scrollViews.first?.contentOffset ?? .zero
  }

  /// Applies what the keyboard notification asks for.
  ///
  /// - Throws: when the notification is not a keyboard notification or its `userInfo` lacks
  ///   the end frame.
  public mutating func keyboardWillChangeFrame(_ notification: Notification) throws {
    let change = try KeyboardChange(notification)
    let result = ContentInsetCalculator(options: AvoidanceOptions(paddingBottom: 20))
      .result(for: change, scene: scene)
    guard let adjustment = result.scrollViews.first else { return }
    contentInset = adjustment.contentInset
    contentOffset = adjustment.contentOffset
    scene = scene.applying(result)
  }
}
