import Foundation
import KeyboardPresentation
import Testing

/// The Foundation bridge posts UIKit's names, keys and value types (docs/sources.md#userinfo-keys).
struct NotificationCenterBridgeTests {
  final class Recorder: @unchecked Sendable {
    // Safety: only touched on the posting thread; NotificationCenter delivers synchronously.
    var received: [Notification] = []
  }

  func observe(_ center: NotificationCenter) -> (Recorder, [any NSObjectProtocol]) {
    let recorder = Recorder()
    let tokens = KeyboardNotificationName.allCases.map { name in
      center.addObserver(forName: Notification.Name(name.rawValue), object: nil, queue: nil) {
        recorder.received.append($0)
      }
    }
    return (recorder, tokens)
  }

  @Test func postsUIKitNamesAndBoxedValues() throws {
    let center = NotificationCenter()
    let (recorder, tokens) = observe(center)
    defer { tokens.forEach(center.removeObserver) }
    var keyboard = try presenter("iphone-15", iOS: "17")
    let screen = SimulatedScreen(bounds: rect(0, 0, 393, 852))
    let bridge = NotificationCenterBridge(center: center, screen: screen)
    bridge.post(try keyboard.focus(Fields.plain) + keyboard.settle())

    #expect(
      recorder.received.map(\.name.rawValue) == [
        "UIKeyboardWillChangeFrameNotification", "UIKeyboardWillShowNotification",
        "UIKeyboardDidChangeFrameNotification", "UIKeyboardDidShowNotification",
      ])
    let info = try #require(recorder.received.first?.userInfo)
    #expect(info.count == 8)
    let end = try #require(info["UIKeyboardFrameEndUserInfoKey"] as? NSValue)
    #expect(end.rectValue == rect(0, 516, 393, 336))
    #expect(
      (info["UIKeyboardFrameBeginUserInfoKey"] as? NSValue)?.rectValue == rect(0, 852, 393, 336))
    // Centres are midpoints: 852 + 168 and 516 + 168.
    #expect(
      (info["UIKeyboardCenterBeginUserInfoKey"] as? NSValue)?.pointValue
        == CGPoint(x: 196.5, y: 1020))
    #expect(
      (info["UIKeyboardCenterEndUserInfoKey"] as? NSValue)?.pointValue == CGPoint(x: 196.5, y: 684))
    #expect((info["UIKeyboardBoundsUserInfoKey"] as? NSValue)?.rectValue == rect(0, 0, 393, 336))
    #expect((info["UIKeyboardAnimationDurationUserInfoKey"] as? NSNumber)?.doubleValue == 0.25)
    #expect((info["UIKeyboardAnimationCurveUserInfoKey"] as? NSNumber)?.intValue == 7)
    #expect((info["UIKeyboardIsLocalUserInfoKey"] as? NSNumber)?.boolValue == true)
    // From iOS 16.1 the object is the screen.
    #expect(recorder.received.allSatisfy { ($0.object as? SimulatedScreen) === screen })
  }

  @Test func objectIsNilBeforeIOS161AndIsLocalFollowsTheOption() throws {
    let center = NotificationCenter()
    let (recorder, tokens) = observe(center)
    defer { tokens.forEach(center.removeObserver) }
    var options = PresentationOptions()
    // another app on the same screen (Split View, docs/sources.md#multitasking-is-local)
    options.isLocal = false
    var keyboard = try presenter("ipad-10", iOS: "16", options: options)
    NotificationCenterBridge(center: center).post(try keyboard.focus(Fields.plain))
    #expect(recorder.received.count == 2)
    #expect(recorder.received.allSatisfy { $0.object == nil })
    #expect(
      recorder.received.allSatisfy {
        ($0.userInfo?["UIKeyboardIsLocalUserInfoKey"] as? NSNumber)?.boolValue == false
      })
  }

  @Test func absentKeysAreNotPosted() throws {
    // iOS 7: no IsLocal yet (iOS 9), the private user-interaction key instead.
    var keyboard = try presenter("iphone-5", iOS: "7")
    let transition = try #require(try keyboard.focus(Fields.plain).first).transition
    let info = transition.userInfo
    #expect(info["UIKeyboardIsLocalUserInfoKey"] == nil)
    #expect((info["UIKeyboardFrameChangedByUserInteraction"] as? NSNumber)?.boolValue == false)
    #expect(info.count == 8)
  }
}

/// The bridge posts the iOS 26 typed messages (docs/sources.md#typed-notification-messages).
@MainActor
struct KeyboardMessageBridgeTests {
  final class Recorder: @unchecked Sendable {
    // Safety: only touched on the main actor; NotificationCenter delivers synchronously.
    var shows: [KeyboardWillShowMessage] = []
    var frameChanges: [CGRect] = []
  }

  @Test func messagesCarryThePayload() throws {
    let center = NotificationCenter()
    let screen = SimulatedScreen(bounds: rect(0, 0, 393, 852))
    let bridge = NotificationCenterBridge(center: center, screen: screen)
    let recorder = Recorder()
    let show = center.addObserver(of: screen, for: KeyboardWillShowMessage.self) {
      recorder.shows.append($0)
    }
    let change = center.addObserver(of: screen, for: KeyboardDidChangeFrameMessage.self) {
      recorder.frameChanges.append($0.endFrame)
    }
    defer {
      center.removeObserver(show)
      center.removeObserver(change)
    }
    var keyboard = try presenter("iphone-15", iOS: "17")
    bridge.postMessages(try keyboard.focus(Fields.plain) + keyboard.settle())
    let message = try #require(recorder.shows.first)
    #expect(recorder.shows.count == 1)
    #expect(message.beginFrame == rect(0, 852, 393, 336))
    #expect(message.endFrame == rect(0, 516, 393, 336))
    #expect(message.animationDuration == 0.25)
    #expect(message.animationCurve == 7)
    #expect(message.isLocal)
    #expect(message.screen === screen)
    #expect(recorder.frameChanges == [rect(0, 516, 393, 336)])
  }

  @Test func messagesConvertToUIKitsNotificationAndBack() throws {
    let screen = SimulatedScreen()
    let message = KeyboardWillHideMessage(
      beginFrame: rect(0, 516, 393, 336), endFrame: rect(0, 852, 393, 336),
      animationDuration: 0.25, animationCurve: 7, isLocal: false, screen: screen)
    let notification = KeyboardWillHideMessage.makeNotification(message)
    #expect(notification.name.rawValue == "UIKeyboardWillHideNotification")
    #expect(
      (notification.userInfo?["UIKeyboardFrameEndUserInfoKey"] as? NSValue)?.rectValue
        == rect(0, 852, 393, 336))
    #expect(
      (notification.userInfo?["UIKeyboardIsLocalUserInfoKey"] as? NSNumber)?.boolValue == false)
    let back = try #require(KeyboardWillHideMessage.makeMessage(notification))
    #expect(back.endFrame == message.endFrame)
    #expect(back.isLocal == false)
    #expect(back.screen === screen)
    #expect(KeyboardWillHideMessage.makeMessage(Notification(name: notification.name)) == nil)
  }
}
