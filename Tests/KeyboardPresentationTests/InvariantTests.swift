import Foundation
import InputTraits
import KeyboardPresentation
import Testing

/// The userInfo invariants of docs/sources.md#userinfo-keys hold for every notification of long
/// sessions on every device from iOS 8 (before iOS 8 landscape frames are portrait-fixed).
struct InvariantTests {
  @Test(arguments: [
    "iphone-4s", "iphone-se-1", "iphone-8", "iphone-8-plus", "iphone-x",
    "iphone-11", "iphone-13", "iphone-14-plus", "iphone-15", "iphone-15-plus",
    "iphone-16-pro", "iphone-16-pro-max", "ipad-9-7", "ipad-pro-13-m4",
  ])
  func invariantsHold(id: String) throws {
    let device = try device(id)
    let iOS = max(device.modelledFrom.major, 9)
    var keyboard = try presenter(id, iOS: "\(iOS)")
    var log: [KeyboardNotification] = []
    let fields = [
      Fields.name, Fields.email, Fields.numberPad, InputField(id: "bar", accessoryHeight: 44),
    ]
    for field in fields {
      log += try keyboard.focus(field)
      log += try keyboard.advance(by: .milliseconds(300))
    }
    log += try keyboard.rotate(to: .landscapeLeft)
    log += try keyboard.setHardwareKeyboard(true)
    log += try keyboard.setHardwareKeyboard(false)
    // An input-mode switch posts its four at once, with duration 0 (dump U2).
    let switched = try keyboard.switchInputMode(to: .emoji)
    #expect(switched.count == 4)
    #expect(switched.allSatisfy { $0.transition.animationDuration == .zero })
    log += switched
    log += try keyboard.reloadInputViews()
    log += try keyboard.resign()
    log += keyboard.settle()
    #expect(log.count > 20)
    var previous = Duration.zero
    for notification in log {
      let t = notification.transition
      #expect(t.bounds == CGRect(origin: .zero, size: t.frameEnd.size))
      #expect(t.centerBegin == CGPoint(x: t.frameBegin.midX, y: t.frameBegin.midY))
      #expect(t.centerEnd == CGPoint(x: t.frameEnd.midX, y: t.frameEnd.midY))
      // Full screen width, portrait or landscape (docs/sources.md#userinfo-keys: width == screen
      // width).
      #expect([device.screenSize.width, device.screenSize.height].contains(t.frameEnd.width))
      let expected: Duration = switched.contains(notification) ? .zero : .milliseconds(250)
      #expect(t.animationDuration == expected)
      #expect(t.animationCurve == 7)
      #expect(t.isLocal == true)
      #expect(notification.time >= previous)
      previous = notification.time
    }
  }
}
