import Foundation
import KeyboardSim
import Testing

/// The simulator's notifications feed the inset calculator directly, as in a real
/// `keyboardWillChangeFrame` handler.
struct PresentationToAvoidanceTests {
  /// Scene B1 of docs/keyboard-avoidance.md: iPhone 15 (393 × 852), a full-screen scroll view under
  /// a navigation bar (the system adds 103 pt on top and 34 pt at the bottom), content 1500 tall, a
  /// field at y 600, 44 tall.
  static let b1 = AvoidanceScene(
    screenSize: CGSize(width: 393, height: 852),
    scrollViews: [
      ScrollViewGeometry(
        frame: CGRect(x: 0, y: 0, width: 393, height: 852),
        contentSize: CGSize(width: 393, height: 1500),
        contentOffset: CGPoint(x: 0, y: -103),
        systemInset: ContentInsets(top: 103, left: 0, bottom: 34, right: 0))
    ],
    target: CGRect(x: 0, y: 600, width: 393, height: 44))

  @Test func focusingAFieldOnAnIPhone15GivesTheWorkedInsets() throws {
    var keyboard = try KeyboardPresenter(
      device: DeviceCatalog.bundled().device(id: "iphone-15"), iOS: IOSVersion(17))
    let notifications = try keyboard.focus(InputField(id: "name"))
    let willShow = try #require(notifications.first { $0.name == .willShow })
    let change = KeyboardChange(willShow)
    // docs/sources.md#keyboard-total-heights: 336 pt docked keyboard on 393 × 852, so its top is
    // at 852 − 336.
    #expect(change.event == .willShow)
    #expect(change.frameEnd == CGRect(x: 0, y: 516, width: 393, height: 336))
    #expect(change.animationDuration == .milliseconds(250))
    #expect(change.animationCurve == 7)
    let result = ContentInsetCalculator().result(for: change, scene: Self.b1)
    // Overlap 336, of which the system already insets 34: bottom inset 302. The field's bottom
    // (600 + 44 = 644) lands on the keyboard top: offset 644 − 516 = 128.
    let adjustment = try #require(result.scrollViews.first)
    #expect(adjustment.contentInset.bottom == 302)
    #expect(adjustment.contentOffset.y == 128)
    #expect(result.residualShift == 0)
  }
}

/// Code written against UIKit's names and userInfo keys sees the same change through the
/// NotificationCenter bridge as through the typed events.
struct BridgeToAvoidanceTests {
  final class Recorder: @unchecked Sendable {
    // Safety: notifications are posted and read synchronously on the test's own thread.
    var changes: [KeyboardChange] = []
    var failures: [String] = []
  }

  @Test func bridgedNotificationsDecodeToTheTypedChanges() throws {
    var keyboard = try KeyboardPresenter(
      device: DeviceCatalog.bundled().device(id: "iphone-15"), iOS: IOSVersion(17))
    var posted = try keyboard.focus(InputField(id: "name"))
    posted += try keyboard.advance(by: .milliseconds(250))
    posted += try keyboard.resign()
    posted += try keyboard.advance(by: .milliseconds(250))
    let center = NotificationCenter()
    let recorder = Recorder()
    var observers: [any NSObjectProtocol] = []
    for name in KeyboardNotificationName.allCases {
      observers.append(
        center.addObserver(forName: Notification.Name(name.rawValue), object: nil, queue: nil) {
          do {
            recorder.changes.append(try KeyboardChange($0, strict: true))
          } catch {
            recorder.failures.append("\(error)")
          }
        })
    }
    NotificationCenterBridge(center: center).post(posted)
    observers.forEach(center.removeObserver)
    #expect(recorder.failures.isEmpty)
    #expect(recorder.changes == posted.map(KeyboardChange.init))
    #expect(recorder.changes.count == 8)
  }
}
