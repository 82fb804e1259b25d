import Foundation
import InputTraits
import Testing
import TraitScan

/// UIKit trait assignments in Swift.
struct SwiftUIKitScannerTests {
  @Test func assignmentsAreGroupedPerReceiverAndType() throws {
    let fields = try Support.scanSwift(
      """
      import UIKit
      final class LoginViewController: UIViewController {
        @IBOutlet weak var emailField: UITextField!
        @IBOutlet weak var passwordField: UITextField!
        override func viewDidLoad() {
          emailField.keyboardType = .emailAddress
          self.emailField.autocapitalizationType = UITextAutocapitalizationType.none
          emailField?.autocorrectionType = .no
          passwordField.isSecureTextEntry = true
          self.passwordField.returnKeyType = UIReturnKeyType.done
        }
      }
      final class OtherViewController: UIViewController {
        var emailField = UITextField()
        func setUp() { emailField.keyboardType = .URL }
      }
      """)
    #expect(
      fields.map { "\($0.form).\($0.name) \($0.kind ?? "-") \($0.line):\($0.column)" } == [
        "LoginViewController.emailField textField 6:5",
        "LoginViewController.passwordField textField 9:5",
        "OtherViewController.emailField textField 15:18",
      ])
    #expect(
      Support.traits(fields[0])
        == "keyboardType=emailAddress autocapitalizationType=none autocorrectionType=no")
    #expect(Support.traits(fields[1]) == "returnKeyType=done isSecureTextEntry=true")
    #expect(fields.allSatisfy { $0.source == .uiKit })
  }

  @Test func configurationClosuresNameTheFieldTheyBuild() throws {
    let fields = try Support.scanSwift(
      """
      import UIKit
      final class FormView: UIView {
        let codeField: UITextField = {
          let field = UITextField()
          field.keyboardType = .numberPad
          field.textContentType = .oneTimeCode
          return field
        }()
        lazy var nameField = UITextField().then {
          $0.autocapitalizationType = .words
        }
        var phoneField: UITextField {
          return UITextField().then { field in field.keyboardType = .phonePad }
        }
        func makeAlert() {
          alert.addTextField { $0.placeholder = "Email"; $0.keyboardType = .emailAddress }
          alert.addTextField(configurationHandler: { textField in textField.isSecureTextEntry = true })
        }
      }
      """)
    #expect(
      fields.map { "\($0.name) [\($0.form)] \($0.kind ?? "-")" } == [
        "codeField [FormView] textField",
        "nameField [FormView] textField",
        "phoneField [FormView] textField",
        "Email [FormView/makeAlert] -",
        "textField [FormView/makeAlert] -",
      ])
    #expect(Support.traits(fields[0]) == "keyboardType=numberPad textContentType=oneTimeCode")
    #expect(Support.traits(fields[3]) == "keyboardType=emailAddress")
  }

  @Test func forEachOverAnArrayConfiguresEachElement() throws {
    let fields = try Support.scanSwift(
      """
      import UIKit
      final class C {
        func f() { [firstField, lastField].forEach { $0.autocorrectionType = .no } }
      }
      """)
    #expect(fields.map(\.name) == ["firstField", "lastField"])
    #expect(fields.allSatisfy { Support.traits($0) == "autocorrectionType=no" })
  }

  @Test func localVariablesInDifferentFunctionsAreDifferentFields() throws {
    let fields = try Support.scanSwift(
      """
      import UIKit
      final class C {
        func a() { let textField = UITextField(); textField.keyboardType = .URL }
        func b() { let textField = UITextField(); textField.keyboardType = .twitter }
      }
      """)
    #expect(fields.map(\.declared.text) == ["keyboardType=URL", "keyboardType=twitter"])
  }

  @Test func textFieldSubclassesConfigureThemselves() throws {
    let fields = try Support.scanSwift(
      """
      import UIKit
      final class EmailField: UITextField {
        override func awakeFromNib() { keyboardType = .emailAddress; self.returnKeyType = .next }
      }
      extension UITextView { func plain() { autocorrectionType = .no } }
      final class Model { var keyboardType = UIKeyboardType.default
        func reset() { keyboardType = .numberPad }
      }
      """)
    #expect(
      fields.map { "\($0.name) \($0.kind ?? "-")" } == [
        "EmailField textField", "UITextView textView",
      ])
    #expect(Support.traits(fields[0]) == "keyboardType=emailAddress returnKeyType=next")
  }

  @Test(arguments: [
    ("field.keyboardType = isEmail ? .emailAddress : .default", "keyboardType"),
    ("field.keyboardType = configuration.keyboardType", "keyboardType"),
    ("field.isSecureTextEntry = !showsPassword", "isSecureTextEntry"),
    ("field.textContentType = contentType(for: kind)", "textContentType"),
    ("field.returnKeyType = .init(rawValue: 4) ?? .default", "returnKeyType"),
    ("field.keyboardType = .emial", "keyboardType"),
  ])
  func expressionsTheScannerCannotEvaluateAreUnresolved(statement: String, trait: String) throws {
    let fields = try Support.scanSwift(
      "import UIKit\nfinal class C { func f() { \(statement) } }")
    #expect(fields.first?.unresolved == [trait])
    #expect(fields.first?.declared.isEmpty == true)
  }

  @Test(arguments: [
    ("field.keyboardType = .alphabet", "keyboardType=asciiCapable", ".alphabet"),
    ("field.keyboardAppearance = UIKeyboardAppearance.alert", "keyboardAppearance=dark", ".alert"),
  ])
  func deprecatedAliasesAreReadAndRecorded(statement: String, declared: String, spelling: String)
    throws
  {
    let fields = try Support.scanSwift(
      "import UIKit\nfinal class C { func f() { \(statement) } }")
    #expect(Support.traits(fields.first) == declared)
    #expect(fields.first?.deprecations.map(\.spelling) == [spelling])
  }

  @Test func literalValuesOfEveryKindAreRead() throws {
    let fields = try Support.scanSwift(
      """
      import UIKit
      final class C { func f() {
        f.textContentType = nil
        f.passwordRules = UITextInputPasswordRules(descriptor: "minlength: 12;")
        f.enablesReturnKeyAutomatically = false
        f.spellCheckingType = .yes
        f.smartQuotesType = .no
        f.smartDashesType = .no
        f.smartInsertDeleteType = .yes
        f.inlinePredictionType = .no
        f.keyboardAppearance = .light
        g.textContentType = UITextContentType(rawValue: "one-time-code")
      } }
      """)
    #expect(
      Support.traits(fields.first)
        == "spellCheckingType=yes smartQuotesType=no smartDashesType=no smartInsertDeleteType=yes "
        + "inlinePredictionType=no keyboardAppearance=light enablesReturnKeyAutomatically=false "
        + "textContentType=nil passwordRules=minlength: 12;")
    #expect(Support.traits(fields.last) == "textContentType=oneTimeCode")
  }

  @Test func commentsAndStringsAreNotCode() throws {
    let fields = try Support.scanSwift(
      """
      import UIKit
      // field.keyboardType = .emailAddress
      let text = "field.keyboardType = .URL"
      /* field.isSecureTextEntry = true */
      """)
    #expect(fields.isEmpty)
  }

  @Test func aFileThatDoesNotParseIsAnErrorWithItsPlace() {
    let error = Support.scanError {
      try Support.scanSwift(
        "import UIKit\nfunc f( {\n  field.keyboardType = .URL\n", file: "Broken.swift")
    }
    #expect(error?.code == .swiftSyntax)
    #expect(error?.file == "Broken.swift")
    #expect(error?.line == 2)
  }

  @Test func binaryContentIsNotText() {
    let error = Support.scanError {
      try SwiftScanner().scan(Data([0x69, 0x6D, 0x00, 0xFF, 0x01]), file: "Logo.swift")
    }
    #expect(error?.code == .notText)
    #expect(error?.message == "Logo.swift: not a text file (binary content)")
  }
}
