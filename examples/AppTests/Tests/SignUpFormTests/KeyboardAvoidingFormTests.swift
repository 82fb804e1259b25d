import Foundation
import InputTraits
import KeyboardAvoidance
import KeyboardPresentation
import SignUpForm
import Testing

/// The form on an iPhone 15 (393 × 852 points): a full-screen scroll view under a navigation
/// bar (system insets 103 at the top, 34 at the bottom), the email field at y 600.
struct KeyboardAvoidingFormTests {
  static func form() -> KeyboardAvoidingForm {
    let scrollView = ScrollViewGeometry(
      frame: CGRect(x: 0, y: 0, width: 393, height: 852),
      contentSize: CGSize(width: 393, height: 1500),
      contentOffset: CGPoint(x: 0, y: -103),
      systemInset: ContentInsets(top: 103, bottom: 34))
    return KeyboardAvoidingForm(
      scene: AvoidanceScene(
        screenSize: CGSize(width: 393, height: 852), scrollViews: [scrollView],
        target: CGRect(x: 20, y: 600, width: 353, height: 44)))
  }

  /// The notification as UIKit posts it when the email field becomes first responder.
  static func willShow() -> Notification {
    Notification(
      name: Notification.Name(KeyboardNotificationName.willChangeFrame.rawValue), object: nil,
      userInfo: KeyboardTransition(
        frameBegin: CGRect(x: 0, y: 852, width: 393, height: 336),
        frameEnd: CGRect(x: 0, y: 516, width: 393, height: 336)
      ).userInfo)
  }

  @Test func theEmailFieldEndsTwentyPointsAboveTheKeyboard() throws {
    var form = Self.form()
    try form.keyboardWillChangeFrame(Self.willShow())
    // The keyboard covers 852 − 516 = 336; the system already insets 34: 302.
    #expect(form.contentInset.bottom == 302)
    // The field's bottom (600 + 44) plus 20 must reach 516: 664 − 516 = 148.
    #expect(form.contentOffset.y == 148)
  }

  @Test func theSameNotificationTwiceChangesNothing() throws {
    var form = Self.form()
    try form.keyboardWillChangeFrame(Self.willShow())
    let first = form.contentOffset
    try form.keyboardWillChangeFrame(Self.willShow())
    #expect(form.contentOffset == first)
  }

  @Test func theFrameComesFromTheDeviceCatalog() throws {
    let device = try DeviceCatalog.bundled().device(id: "iphone-15")
    let geometry = try KeyboardGeometry(device: device, orientation: .portrait, iOS: IOSVersion(17))
    let frame = try geometry.frame(for: KeyboardSetup(traits: TextInputTraits()))
    #expect(geometry.reported(frame.rect) == CGRect(x: 0, y: 516, width: 393, height: 336))
  }

  @Test func theFormsTraitsLintClean() {
    var email = TextInputTraits(keyboardType: .emailAddress, autocapitalizationType: .none)
    email.autocorrectionType = .no
    email.textContentType = .emailAddress
    let findings = TraitLinter().lint(email, name: "email").filter { $0.severity == .error }
    #expect(findings.isEmpty)
  }
}
