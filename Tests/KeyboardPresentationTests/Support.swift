import Foundation
import InputTraits
import KeyboardPresentation

/// The bundled catalog, loaded once.
let bundledCatalog = Result { () throws(PresentationError) -> DeviceCatalog in
  try DeviceCatalog.bundled()
}

func catalog() throws -> DeviceCatalog { try bundledCatalog.get() }

func device(_ id: String) throws -> Device { try catalog().device(id: id) }

func presenter(
  _ id: String, _ orientation: InterfaceOrientation = .portrait, iOS: String,
  options: PresentationOptions = PresentationOptions(), hardwareKeyboard: Bool = false
) throws -> KeyboardPresenter {
  try KeyboardPresenter(
    device: device(id), orientation: orientation, iOS: IOSVersion(parsing: iOS),
    options: options, hardwareKeyboard: hardwareKeyboard)
}

func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: width, height: height)
}

/// The abbreviations of docs/sources.md#notification-sequences (WCF, WS, …).
func names(_ notifications: [KeyboardNotification]) -> [String] {
  notifications.map(\.name.abbreviation)
}

func seconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

/// Fields of a sign-up form.
enum Fields {
  static let plain = InputField(id: "plain")
  static let name = InputField(
    id: "name", traits: TextInputTraits(autocapitalizationType: .words, textContentType: .name))
  static let email = InputField(
    id: "email",
    traits: TextInputTraits(
      keyboardType: .emailAddress, autocapitalizationType: .none, autocorrectionType: .no,
      textContentType: .emailAddress))
  static let numberPad = InputField(id: "code", traits: TextInputTraits(keyboardType: .numberPad))
  static let noAutocorrection = InputField(
    id: "noAutocorrection", traits: TextInputTraits(autocorrectionType: .no))
  static let noSpellChecking = InputField(
    id: "noSpellChecking", traits: TextInputTraits(spellCheckingType: .no))
}
