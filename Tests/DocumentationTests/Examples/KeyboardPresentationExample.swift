import Foundation
import InputTraits
import KeyboardPresentation
import Testing

struct SignUpKeyboardTests {
  @Test func notificationsAsFocusMovesThroughTheForm() throws {
    let iPhone15 = try DeviceCatalog.bundled().device(id: "iphone-15")
    var keyboard = try KeyboardPresenter(device: iPhone15, iOS: IOSVersion(17))
    let name = InputField(id: "name", traits: TextInputTraits(autocapitalizationType: .words))
    let email = InputField(id: "email", traits: TextInputTraits(keyboardType: .emailAddress))
    let code = InputField(
      id: "code", traits: TextInputTraits(keyboardType: .numberPad), accessoryHeight: 44)

    let shown = try keyboard.focus(name)
    #expect(shown.map(\.name.abbreviation) == ["WCF", "WS"])
    #expect(shown[0].transition.frameEnd == CGRect(x: 0, y: 516, width: 393, height: 336))
    #expect(try keyboard.advance(by: .milliseconds(250)).map(\.name.abbreviation) == ["DCF", "DS"])

    // The same keyboard height: from iOS 11 UIKit posts nothing.
    #expect(try keyboard.focus(email).isEmpty)

    // A number pad with a 44-pt toolbar is one point shorter: the show sequence again.
    let changed = try keyboard.focus(code)
    #expect(changed.map(\.name.abbreviation) == ["WCF", "WS"])
    #expect(changed[0].transition.frameEnd == CGRect(x: 0, y: 517, width: 393, height: 335))
  }
}
