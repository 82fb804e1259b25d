import UIKit

/// The sign-up screen of Main.storyboard; the code fixes some traits the storyboard got wrong,
/// and forgets others.
final class SignUpViewController: UIViewController {
  @IBOutlet private weak var nameField: UITextField!
  @IBOutlet private weak var emailField: UITextField!
  @IBOutlet private weak var passwordField: UITextField!
  @IBOutlet private weak var verificationCodeField: UITextField!

  /// A promo code field added in code, configured in a closure.
  private lazy var promoCodeField: UITextField = {
    let field = UITextField()
    field.placeholder = "Promo code"
    field.autocapitalizationType = .allCharacters
    field.autocorrectionType = .no
    field.returnKeyType = .done
    return field
  }()

  var prefersNumericCodes = true

  override func viewDidLoad() {
    super.viewDidLoad()
    // The storyboard says "sentences" for the email field: this fixes the keyboard, not that.
    emailField.textContentType = .emailAddress
    passwordField.textContentType = .newPassword
    self.verificationCodeField.keyboardType = prefersNumericCodes ? .numberPad : .default
    [nameField, emailField].forEach { $0.enablesReturnKeyAutomatically = true }
    view.addSubview(promoCodeField)
  }

  func askForReferrer() {
    let alert = UIAlertController(title: "Referrer", message: nil, preferredStyle: .alert)
    alert.addTextField {
      $0.placeholder = "Referrer's email"
      $0.keyboardType = .emailAddress
      $0.autocapitalizationType = .none
    }
    present(alert, animated: true)
  }
}

/// A text field for card numbers, used on the payment screen.
final class CardNumberField: UITextField {
  override init(frame: CGRect) {
    super.init(frame: frame)
    keyboardType = .alphabet
    textContentType = .creditCardNumber
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}
