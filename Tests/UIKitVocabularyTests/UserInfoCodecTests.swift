import Diagnostics
import Foundation
import JSONCoding
import Testing
import UIKitVocabulary

/// The userInfo codec both ways: what the simulator posts reads back as the same payload, and
/// every key is read as UIKit boxes it.
struct UserInfoCodecTests {
  static let transitions: [KeyboardTransition] = [
    KeyboardTransition(
      frameBegin: CGRect(x: 0, y: 852, width: 393, height: 336),
      frameEnd: CGRect(x: 0, y: 516, width: 393, height: 336)),
    KeyboardTransition(
      frameBegin: CGRect(x: 0, y: 516, width: 393, height: 336),
      frameEnd: CGRect(x: 0, y: 852, width: 393, height: 336), animationDuration: nil,
      animationCurve: nil, isLocal: nil, frameChangedByUserInteraction: true),
    KeyboardTransition(
      frameBegin: CGRect(x: 224, y: 600, width: 320, height: 260),
      frameEnd: CGRect(x: 100, y: 500, width: 320, height: 260),
      interfaceBegin: CGRect(x: 0, y: 1366, width: 1024, height: 0),
      interfaceEnd: CGRect(x: 0, y: 1366, width: 1024, height: 0),
      animationDuration: .milliseconds(400), animationCurve: 7, isLocal: false,
      frameChangedByUserInteraction: nil),
  ]

  @Test(arguments: transitions)
  func aPostedPayloadReadsBackUnchanged(transition: KeyboardTransition) throws {
    #expect(try KeyboardTransition(userInfo: transition.userInfo) == transition)
  }

  /// A duration no animation has (a day and more, negative, not finite) is a wrong value, not a
  /// trap converting it to `Duration`.
  @Test(arguments: [1e300, 1e21, -0.25, Double.infinity])
  func outlandishDurationsAreErrors(seconds: Double) throws {
    var info = Self.transitions[0].userInfo
    info["UIKeyboardAnimationDurationUserInfoKey"] = NSNumber(value: seconds)
    #expect(throws: VocabularyError.self) { try KeyboardTransition(userInfo: info) }
  }

  @Test func framesAreBoxedAsUIKitBoxesThem() throws {
    let transition = try #require(Self.transitions.first)
    let info = transition.userInfo
    let end = try #require(info["UIKeyboardFrameEndUserInfoKey"] as? NSValue)
    #expect(end.rectValue == CGRect(x: 0, y: 516, width: 393, height: 336))
    let center = try #require(info["UIKeyboardCenterEndUserInfoKey"] as? NSValue)
    #expect(center.pointValue == CGPoint(x: 196.5, y: 684))
    #expect((info["UIKeyboardAnimationDurationUserInfoKey"] as? NSNumber)?.doubleValue == 0.25)
    #expect((info["UIKeyboardAnimationCurveUserInfoKey"] as? NSNumber)?.intValue == 7)
    #expect(info.count == 8)
  }

  @Test func aMissingOrMistypedKeyIsNamed() throws {
    var info = try #require(Self.transitions.first).userInfo
    info["UIKeyboardCenterBeginUserInfoKey"] = nil
    let missing = #expect(throws: VocabularyError.self) { try KeyboardTransition(userInfo: info) }
    #expect(missing?.code == .missingKey)
    #expect(missing?.message == "userInfo: missing UIKeyboardCenterBeginUserInfoKey")
    info["UIKeyboardCenterBeginUserInfoKey"] = NSNumber(value: 3)
    let mistyped = #expect(throws: VocabularyError.self) { try KeyboardTransition(userInfo: info) }
    #expect(mistyped?.code == .wrongType)
    #expect(
      mistyped?.message
        == "userInfo: UIKeyboardCenterBeginUserInfoKey: expected an NSValue wrapping a CGPoint, "
        + "found the number 3")
  }

  @Test func jsonFollowsTheOrderOfTheRealDumps() throws {
    let transition = try #require(Self.transitions.first)
    #expect(
      JSONWriter.line(transition.json)
        == #"{"UIKeyboardFrameBeginUserInfoKey":{"x":0,"y":852,"width":393,"height":336},"#
        + #""UIKeyboardFrameEndUserInfoKey":{"x":0,"y":516,"width":393,"height":336},"#
        + #""UIKeyboardCenterBeginUserInfoKey":{"x":196.5,"y":1020},"#
        + #""UIKeyboardCenterEndUserInfoKey":{"x":196.5,"y":684},"#
        + #""UIKeyboardBoundsUserInfoKey":{"x":0,"y":0,"width":393,"height":336},"#
        + #""UIKeyboardAnimationDurationUserInfoKey":0.25,"UIKeyboardAnimationCurveUserInfoKey":7,"#
        + #""UIKeyboardIsLocalUserInfoKey":true}"#)
  }

  @Test(arguments: KeyboardNotificationName.allCases)
  func shortNamesReadBack(name: KeyboardNotificationName) {
    #expect(KeyboardNotificationName(shortName: name.shortName) == name)
    #expect(
      name.rawValue
        == "UIKeyboard\(name.shortName.prefix(1).uppercased())\(name.shortName.dropFirst())Notification"
    )
  }

  @Test func insetsDecodeWithDefaultsAndCheckedRanges() throws {
    #expect(
      try JSON.decode(ContentInsets.self, from: #"{"bottom": 34}"#, source: "i")
        == ContentInsets(bottom: 34))
    #expect(throws: JSONError.self) {
      try JSON.decode(ContentInsets.self, from: #"{"top": 1e300}"#, source: "i")
    }
    #expect(
      JSONWriter.line(ContentInsets(top: 103, bottom: 34).json)
        == #"{"top":103,"left":0,"bottom":34,"right":0}"#)
  }

  @Test func durationsConvertOneWay() {
    #expect(Duration.milliseconds(250).inSeconds == 0.25)
    #expect(Duration(checkedSeconds: 0.25) == .milliseconds(250))
    #expect(Duration(checkedSeconds: 1e21) == nil)
    #expect(Duration(checkedSeconds: -1) == nil)
    #expect(Duration(checkedSeconds: .nan) == nil)
  }
}

/// The iOS 26 message names of docs/sources.md#typed-notification-messages, typed in from
/// Apple's reference.
struct TypedMessageNameTests {
  @Test func keyboardMessageNames() {
    #expect(
      KeyboardNotificationName.allCases.map(\.messageName) == [
        "UIResponder.KeyboardWillShowMessage", "UIResponder.KeyboardDidShowMessage",
        "UIResponder.KeyboardWillHideMessage", "UIResponder.KeyboardDidHideMessage",
        "UIResponder.KeyboardWillChangeFrameMessage", "UIResponder.KeyboardDidChangeFrameMessage",
      ])
    #expect(
      KeyboardNotificationName.messageFields == [
        "beginFrame", "endFrame", "animationDuration", "animationCurve", "isLocal", "screen",
      ])
    for name in KeyboardNotificationName.allCases {
      #expect(KeyboardNotificationName(messageName: name.messageName) == name)
    }
    #expect(KeyboardNotificationName(messageName: "UIKeyboardWillShowNotification") == nil)
  }

  @Test func textMessageNames() {
    #expect(
      TextFieldNotificationName.didBeginEditing.messageName
        == "UITextField.TextDidBeginEditingMessage")
    #expect(TextFieldNotificationName.didChange.messageName == "UITextField.TextDidChangeMessage")
    #expect(TextFieldNotificationName.didEndEditing.messageFields == ["reason", "textField"])
    #expect(
      TextFieldNotificationName.textViewDidEndEditing.messageName
        == "UITextView.TextDidEndEditingMessage")
    #expect(TextFieldNotificationName.textViewDidChange.messageFields == ["textView"])
    for name in TextFieldNotificationName.allCases {
      #expect(TextFieldNotificationName(messageName: name.messageName) == name)
    }
  }
}
