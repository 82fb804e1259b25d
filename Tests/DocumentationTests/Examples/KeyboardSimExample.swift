import Foundation
import KeyboardSim
import Testing

@MainActor
struct SignUpFormTests {
  @Test func focusTypeAndKeepTheFieldVisible() throws {
    let window = TextInputWindow(typing: try TypingSession())
    var properties = TextFieldProperties()
    properties.traits = TextInputTraits(keyboardType: .emailAddress)
    properties.frame = CGRect(x: 16, y: 600, width: 361, height: 44)
    let email = TextField(id: "email", properties: properties)
    try window.add(email)

    let iPhone15 = try DeviceCatalog.bundled().device(id: "iphone-15")
    let simulator = FormSimulator(
      window: window, keyboard: try KeyboardPresenter(device: iPhone15, iOS: IOSVersion(17)))
    try simulator.perform { _ = email.becomeFirstResponder() }
    try simulator.perform { _ = try email.type("john@example.com") }
    simulator.settle()

    // What the traits did to the text, and the keyboard's notifications in between.
    #expect(email.text == "John@example.com")
    let keyboard = simulator.timeline.compactMap { event -> String? in
      guard case .keyboard(let notification) = event else { return nil }
      return notification.name.abbreviation
    }
    #expect(keyboard == ["WCF", "WS", "DCF", "DS"])

    // The insets that keep the field above the keyboard, as the app's handler computes them.
    let scene = AvoidanceScene(
      screenSize: CGSize(width: 393, height: 852),
      scrollViews: [
        ScrollViewGeometry(
          frame: CGRect(x: 0, y: 0, width: 393, height: 852),
          contentSize: CGSize(width: 393, height: 1500),
          systemInset: ContentInsets(bottom: 34))
      ])
    let result = try #require(simulator.avoidance(in: scene))
    #expect(result.scrollViews[0].contentInset.bottom == 302)
    #expect(result.scrollViews[0].contentOffset.y == 128)
  }
}
