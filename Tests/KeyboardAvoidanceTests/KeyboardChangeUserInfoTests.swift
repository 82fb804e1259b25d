import Foundation
import KeyboardAvoidance
import Testing

/// `KeyboardChange` from a UIKit-shaped `userInfo` (docs/sources.md#userinfo-keys).
struct KeyboardChangeUserInfoTests {
  /// A complete iOS 9+ payload of a show on iPhone 15 (duration 0.25, curve 7,
  /// docs/sources.md#keyboard-animation).
  static func payload() -> [AnyHashable: Any] {
    [
      "UIKeyboardFrameBeginUserInfoKey": NSValue(
        rect: CGRect(x: 0, y: 852, width: 393, height: 336)),
      "UIKeyboardFrameEndUserInfoKey": NSValue(rect: CGRect(x: 0, y: 516, width: 393, height: 336)),
      "UIKeyboardAnimationDurationUserInfoKey": NSNumber(value: 0.25),
      "UIKeyboardAnimationCurveUserInfoKey": NSNumber(value: 7),
      "UIKeyboardIsLocalUserInfoKey": NSNumber(value: true),
    ]
  }

  @Test func readsEveryKeyOfACompletePayload() throws {
    let change = try KeyboardChange(
      notificationName: "UIKeyboardWillShowNotification", userInfo: Self.payload(), strict: true)
    #expect(
      change
        == KeyboardChange(
          event: .willShow, frameBegin: CGRect(x: 0, y: 852, width: 393, height: 336),
          frameEnd: CGRect(x: 0, y: 516, width: 393, height: 336), isLocal: true,
          animationDuration: .milliseconds(250), animationCurve: 7))
  }

  @Test(arguments: KeyboardNotificationName.allCases)
  func everyNotificationNameGivesItsEvent(event: KeyboardNotificationName) throws {
    let change = try KeyboardChange(
      notificationName: event.rawValue, userInfo: Self.payload())
    #expect(change.event == event)
  }

  @Test func notificationNamesAreUIKits() {
    #expect(KeyboardNotificationName.willShow.rawValue == "UIKeyboardWillShowNotification")
    #expect(
      KeyboardNotificationName.didChangeFrame.rawValue == "UIKeyboardDidChangeFrameNotification"
    )
  }

  @Test func acceptsACGRectStoredDirectly() throws {
    var userInfo = Self.payload()
    userInfo["UIKeyboardFrameEndUserInfoKey"] = CGRect(x: 0, y: 500, width: 393, height: 352)
    let change = try KeyboardChange(
      notificationName: "UIKeyboardWillChangeFrameNotification", userInfo: userInfo)
    #expect(change.frameEnd == CGRect(x: 0, y: 500, width: 393, height: 352))
  }

  @Test func readsAPostedNotification() throws {
    let notification = Notification(
      name: Notification.Name("UIKeyboardDidHideNotification"), object: nil,
      userInfo: Self.payload())
    #expect(try KeyboardChange(notification).event == .didHide)
  }

  @Test func optionalKeysMayBeMissingAsInRealRotationPayloads() throws {
    // The Did* notifications of an iOS 5 rotation had no duration or curve
    // (docs/sources.md#userinfo-keys).
    let userInfo: [AnyHashable: Any] = [
      "UIKeyboardFrameEndUserInfoKey": NSValue(rect: CGRect(x: 0, y: 516, width: 393, height: 336))
    ]
    let change = try KeyboardChange(
      notificationName: "UIKeyboardDidShowNotification", userInfo: userInfo)
    #expect(change.frameBegin == nil)
    #expect(change.animationDuration == nil)
    #expect(change.animationCurve == nil)
    #expect(change.isLocal == nil)
  }

  static var failures: [(String, [AnyHashable: Any], Bool, String)] {
    [
      (
        "UIKeyboardWillShowNotification", [:], false,
        "userInfo: missing UIKeyboardFrameEndUserInfoKey"
      ),
      (
        "UIKeyboardWillShowNotification",
        [
          "UIKeyboardFrameEndUserInfoKey": NSValue(
            rect: CGRect(x: 0, y: 516, width: 393, height: 336))
        ],
        true, "userInfo: missing UIKeyboardFrameBeginUserInfoKey"
      ),
      (
        "UIKeyboardWillShowNotification",
        ["UIKeyboardFrameEndUserInfoKey": "0 516 393 336"], false,
        "userInfo: UIKeyboardFrameEndUserInfoKey: expected an NSValue wrapping a CGRect, found String \"0 516 393 336\""
      ),
      (
        "UIKeyboardWillShowNotification",
        ["UIKeyboardFrameEndUserInfoKey": NSValue(point: CGPoint(x: 0, y: 516))], false,
        "userInfo: UIKeyboardFrameEndUserInfoKey: expected an NSValue wrapping a CGRect, found an NSValue wrapping {CGPoint=dd}"
      ),
      (
        "UIKeyboardWillShowNotification",
        [
          "UIKeyboardFrameEndUserInfoKey": NSValue(
            rect: CGRect(x: 0, y: 516, width: 393, height: 336)),
          "UIKeyboardAnimationDurationUserInfoKey": "0.25",
        ], false,
        "userInfo: UIKeyboardAnimationDurationUserInfoKey: expected an NSNumber (seconds, 0 to 86400), found String \"0.25\""
      ),
      (
        "UIKeyboardWillShowNotification",
        [
          "UIKeyboardFrameEndUserInfoKey": NSValue(
            rect: CGRect(x: 0, y: 516, width: 393, height: 336)),
          "UIKeyboardAnimationCurveUserInfoKey": NSNumber(value: 7.5),
        ], false,
        "userInfo: UIKeyboardAnimationCurveUserInfoKey: expected an NSNumber (integer), found the number 7.5"
      ),
      (
        "UIKeyboardWillShowNotification",
        [
          "UIKeyboardFrameEndUserInfoKey": NSValue(
            rect: CGRect(x: 0, y: 516, width: 393, height: 336)),
          "UIKeyboardIsLocalUserInfoKey": NSNumber(value: 2),
        ], false,
        "userInfo: UIKeyboardIsLocalUserInfoKey: expected an NSNumber (Bool), found the number 2"
      ),
      (
        "UIKeyboardWillShowNotification",
        [
          "UIKeyboardFrameEndUserInfoKey": NSValue(
            rect: CGRect(x: 0, y: CGFloat.nan, width: 393, height: 336))
        ],
        false,
        "userInfo: UIKeyboardFrameEndUserInfoKey: expected a finite rectangle with non-negative size"
      ),
    ]
  }

  @Test func badPayloadThrowsAOneLineErrorNamingTheKey() {
    for (name, userInfo, strict, message) in Self.failures {
      let error = #expect(throws: AvoidanceError.self) {
        try KeyboardChange(notificationName: name, userInfo: userInfo, strict: strict)
      }
      #expect(error?.message.hasPrefix(message) == true, "\(error?.message ?? "no error")")
      #expect(error?.message.contains("\n") == false)
    }
  }

  @Test func unknownNotificationNameIsAnError() {
    let error = #expect(throws: AvoidanceError.self) {
      try KeyboardChange(notificationName: "UIKeyboardWillAppear", userInfo: Self.payload())
    }
    #expect(error?.code == .unknownEvent)
    #expect(
      error?.message.hasPrefix(
        "notification name 'UIKeyboardWillAppear' is not a keyboard notification (expected one of UIKeyboardWillShowNotification, "
      ) == true)
  }

  @Test func changeFromUserInfoDrivesTheCalculator() throws {
    // The handler shape: userInfo → change → result; B1 gives 302 / 128.
    let change = try KeyboardChange(
      notificationName: "UIKeyboardWillChangeFrameNotification", userInfo: Self.payload())
    let result = ContentInsetCalculator().result(for: change, scene: Scenes.b1())
    #expect(result.inner.contentInset.bottom == 302)
    #expect(result.inner.contentOffset.y == 128)
  }
}
