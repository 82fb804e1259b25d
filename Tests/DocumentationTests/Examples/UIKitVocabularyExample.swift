import Foundation
import KeyboardPresentation  // re-exports UIKitVocabulary
import Testing

struct KeyboardPayloadTests {
  @Test func aPayloadSurvivesTheTripThroughUserInfo() throws {
    let show = KeyboardTransition(
      frameBegin: CGRect(x: 0, y: 852, width: 393, height: 336),
      frameEnd: CGRect(x: 0, y: 516, width: 393, height: 336))
    let notification = Notification(
      name: KeyboardNotificationName.willShow.notificationName, object: nil,
      userInfo: show.userInfo)
    #expect(notification.name.rawValue == "UIKeyboardWillShowNotification")

    let read = try KeyboardTransition(userInfo: notification.userInfo ?? [:])
    #expect(read == show)
    #expect(read.centerEnd == CGPoint(x: 196.5, y: 684))
    #expect(read.animationDuration == .milliseconds(250))
  }

  @Test func aDictionaryWithoutTheFramesIsRefused() throws {
    let error = try #require(throws: VocabularyError.self) {
      try KeyboardTransition(userInfo: ["UIKeyboardAnimationDurationUserInfoKey": 0.25])
    }
    #expect(error.code == .missingKey)
    #expect(error.message == "userInfo: missing UIKeyboardCenterBeginUserInfoKey")
  }
}
