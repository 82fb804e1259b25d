import Foundation
import KeyboardAvoidance
import Testing

struct SignUpFormAvoidanceTests {
  // An iPhone 15 form under a navigation bar: UIKit adds 103 pt at the top and 34 pt for the
  // home indicator (`adjustedContentInset - contentInset`). The field is at y 600.
  let scene = AvoidanceScene(
    screenSize: CGSize(width: 393, height: 852),
    scrollViews: [
      ScrollViewGeometry(
        frame: CGRect(x: 0, y: 0, width: 393, height: 852),
        contentSize: CGSize(width: 393, height: 1500),
        contentOffset: CGPoint(x: 0, y: -103),
        systemInset: ContentInsets(top: 103, bottom: 34))
    ],
    target: CGRect(x: 0, y: 600, width: 393, height: 44))

  @Test func theFieldStays20PointsAboveTheKeyboard() throws {
    let show = KeyboardTransition(
      frameBegin: CGRect(x: 0, y: 852, width: 393, height: 336),
      frameEnd: CGRect(x: 0, y: 516, width: 393, height: 336))
    let notification = Notification(
      name: KeyboardNotificationName.willChangeFrame.notificationName, object: nil,
      userInfo: show.userInfo)

    let change = try KeyboardChange(notification)
    let calculator = ContentInsetCalculator(options: AvoidanceOptions(paddingBottom: 20))
    let result = calculator.result(for: change, scene: scene)

    let adjustment = try #require(result.scrollViews.first)
    #expect(adjustment.contentInset == ContentInsets(bottom: 302))  // 336 covered - 34
    #expect(adjustment.contentOffset == CGPoint(x: 0, y: 148))
    #expect(result.residualShift == 0)
  }
}
