import Foundation
import InputTraits
import Testing
import TraitScan

/// The scan lint judges fields the way the app runs them: each test is a small project written
/// to a temporary folder, scanned and linted whole, with the findings it must (not) give.
struct ScanEvidenceTests {
  /// Writes `files` (path → text) under a fresh folder, scans and lints it; findings as
  /// `file:line: severity rule` with the folder left out.
  static func lint(_ files: [String: String], idiom: UserInterfaceIdiom? = nil) throws -> [String] {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("kbsim-evidence-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    let result = ProjectScanner().scan(ScanOptions(paths: [root.path]))
    #expect(result.failures.isEmpty)
    return ScanLinter(idiom: idiom).lint(result).map {
      "\($0.file.dropFirst(root.path.count + 1)):\($0.line): \($0.severity) \($0.rule)"
    }
  }

  static func scene(_ fields: String, controller: String = "PinViewController") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
      <scenes><scene sceneID="s1"><objects>
        <viewController id="vc" customClass="\(controller)" sceneMemberID="viewController">
          <view key="view" id="v"><subviews>
    \(fields)
          </subviews></view>
          <connections><outlet property="pinField" destination="f1" id="o1"/></connections>
        </viewController>
      </objects></scene></scenes>
    </document>
    """
  }

  static let numberPadField = """
          <textField id="f1"><rect key="frame" x="20" y="100" width="200" height="34"/>
            <textInputTraits key="textInputTraits" keyboardType="numberPad"/></textField>
    """

  @Test func aNumberPadNothingDismissesIsAWarning() throws {
    #expect(
      try Self.lint(["Main.storyboard": Self.scene(Self.numberPadField)]).contains(
        "Main.storyboard:6: warning number-pad-without-dismiss"))
  }

  @Test func aTapThatEndsEditingDismissesTheNumberPad() throws {
    let code = """
      import UIKit
      class PinViewController: UIViewController {
        override func viewDidLoad() {
          view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(close)))
        }
        @objc func close() { view.endEditing(true) }
      }
      """
    let findings = try Self.lint([
      "Main.storyboard": Self.scene(Self.numberPadField), "PinViewController.swift": code,
    ])
    #expect(!findings.contains { $0.hasSuffix("number-pad-without-dismiss") })
  }

  @Test func anInputViewSetInCodeReplacesTheStoryboardFieldsKeyboard() throws {
    let code = """
      import UIKit
      class PinViewController: UIViewController {
        @IBOutlet var pinField: UITextField!
        let picker = UIPickerView()
        override func viewDidLoad() { pinField.inputView = picker }
      }
      """
    #expect(
      try Self.lint([
        "Main.storyboard": Self.scene(Self.numberPadField), "PinViewController.swift": code,
      ]).isEmpty)
  }

  @Test func aDisabledStoryboardFieldIsNotLinted() throws {
    let field = """
          <textField enabled="NO" id="f1"><rect key="frame" x="20" y="100" width="200" height="34"/>
            <textInputTraits key="textInputTraits" keyboardType="numberPad"/></textField>
      """
    #expect(try Self.lint(["Main.storyboard": Self.scene(field)]).isEmpty)
  }

  @Test func anIPadOnlyProjectHasNoIPhoneNumberPadRules() throws {
    let files = [
      "Main.storyboard": Self.scene(Self.numberPadField),
      "App.xcodeproj/project.pbxproj": "TARGETED_DEVICE_FAMILY = 2;\n",
    ]
    #expect(!(try Self.lint(files)).contains { $0.hasSuffix("number-pad-without-dismiss") })
    #expect(
      (try Self.lint(files, idiom: .phone)).contains { $0.hasSuffix("number-pad-without-dismiss") })
  }

  @Test func alertTextFieldsAreDismissedByTheAlertsButtons() throws {
    let code = """
      import UIKit
      class Settings: UIViewController {
        func askForCount() {
          let alert = UIAlertController(title: "Count", message: nil, preferredStyle: .alert)
          alert.addTextField { field in field.keyboardType = .numberPad }
        }
      }
      """
    #expect(!(try Self.lint(["Settings.swift": code])).contains { $0.contains("number-pad") })
  }

  @Test func aSubclassThatConfiguresItselfConfiguresTheStoryboardField() throws {
    let field = """
          <textField customClass="EmailField" id="f1"><rect key="frame" x="20" y="100" width="200" height="34"/>
            <textInputTraits key="textInputTraits" keyboardType="emailAddress"/></textField>
      """
    let subclass = """
      import UIKit
      class EmailField: UITextField {
        override func awakeFromNib() {
          super.awakeFromNib()
          autocapitalizationType = .none
          autocorrectionType = .no
          textContentType = .emailAddress
        }
      }
      """
    #expect(
      try Self.lint(["Main.storyboard": Self.scene(field), "EmailField.swift": subclass]).isEmpty)
  }

  @Test func exclusiveBranchesAreLintedApart() throws {
    let code = """
      import UIKit
      class PresetField: UITextField {
        func apply(_ key: String) {
          autocapitalizationType = .none
          if key == "website" {
            keyboardType = .URL
          } else {
            autocapitalizationType = .words
          }
        }
      }
      """
    // URL with words capitalization is a combination no run has: info, not an error.
    let findings = try Self.lint(["PresetField.swift": code])
    #expect(findings.contains("PresetField.swift:4: info url-autocapitalization"))
    #expect(!findings.contains { $0.contains("error") })
  }

  @Test func aShowPasswordToggleIsTheAppsIntent() throws {
    let code = """
      import SwiftUI
      struct PasswordRow: View {
        @State var password = ""
        @State var revealed = false
        var body: some View {
          if revealed {
            TextField("Password", text: $password)
          } else {
            SecureField("Password", text: $password)
          }
        }
      }
      """
    #expect(
      !(try Self.lint(["PasswordRow.swift": code])).contains { $0.hasSuffix("password-not-secure") }
    )
  }

  @Test func aSwiftUIListDismissesTheKeyboardOnScroll() throws {
    let code = """
      import SwiftUI
      struct AgeForm: View {
        @State var age = ""
        var body: some View {
          List { TextField("Age", text: $age).keyboardType(.numberPad) }
        }
      }
      struct AgeScreen: View {
        @State var age = ""
        var body: some View { TextField("Age", text: $age).keyboardType(.numberPad) }
      }
      """
    let findings = try Self.lint(["AgeForm.swift": code])
    #expect(!findings.contains("AgeForm.swift:5: warning number-pad-without-dismiss"))
    #expect(findings.contains("AgeForm.swift:10: warning number-pad-without-dismiss"))
  }

  @Test func optionalNoneIsNilAndCapitalizes() throws {
    let code = """
      import SwiftUI
      struct SignUp: View {
        @State var username = ""
        var body: some View {
          TextField("Username", text: $username)
            .textInputAutocapitalization(.none)
            .autocorrectionDisabled()
        }
      }
      """
    let findings = try Self.lint(["SignUp.swift": code])
    #expect(findings.contains("SignUp.swift:6: warning autocapitalization-optional-none"))
    #expect(findings.contains("SignUp.swift:5: warning username-autocapitalization"))
  }

  @Test func traitModifiersDoNotReachARepresentablesField() throws {
    let code = """
      import SwiftUI
      import UIKit
      struct PlainField: UIViewRepresentable {
        @Binding var text: String
        func makeUIView(context: Context) -> UITextField {
          let field = UITextField()
          field.autocorrectionType = .no
          return field
        }
        func updateUIView(_ view: UITextField, context: Context) { view.text = text }
      }
      struct Login: View {
        @State var code = ""
        var body: some View {
          PlainField(text: $code).textContentType(.oneTimeCode)
        }
      }
      """
    #expect(
      try Self.lint(["Login.swift": code]).contains(
        "Login.swift:15: warning representable-drops-trait"))
  }

  @Test func aChangePasswordFormWantsNewPassword() throws {
    let code = """
      import SwiftUI
      struct ChangePassword: View {
        @State var currentPassword = ""
        @State var newPassword = ""
        var body: some View {
          VStack {
            SecureField("Current", text: $currentPassword).textContentType(.password)
            SecureField("New", text: $newPassword)
          }
        }
      }
      """
    #expect(
      try Self.lint(["ChangePassword.swift": code]).contains(
        "ChangePassword.swift:8: warning signup-new-password-content-type"))
  }

  @Test func namesAreReadByTheirHeadWord() throws {
    let code = """
      import SwiftUI
      struct Names: View {
        @State var pinHint = ""
        @State var searchUserQuery = ""
        @State var userEmail = ""
        @State var ssid = ""
        var body: some View {
          Form {
            TextField("Hint", text: $pinHint)
            TextField("Search", text: $searchUserQuery)
            TextField("Email", text: $userEmail)
            TextField("Network", text: $ssid)
          }
        }
      }
      """
    let findings = try Self.lint(["Names.swift": code])
    #expect(
      !findings.contains {
        ($0.contains(":9:") || $0.contains(":10:")) && !$0.contains(": info ")
      })
    // A name alone says email: a warning, not an error.
    #expect(findings.contains("Names.swift:11: warning email-autocapitalization"))
    #expect(findings.contains("Names.swift:12: warning identifier-autocorrection"))
  }

  @Test func findingsAreUniqueAndAtTheirOwnField() throws {
    let code = """
      import UIKit
      class Two: UIViewController {
        func first() { let field = UITextField(); field.keyboardType = .emailAddress }
        func second() { let field = UITextField(); field.keyboardType = .emailAddress }
      }
      """
    let findings = try Self.lint(["Two.swift": code]).filter {
      $0.hasSuffix("email-autocapitalization")
    }
    #expect(
      findings == [
        "Two.swift:3: error email-autocapitalization",
        "Two.swift:4: error email-autocapitalization",
      ])
  }
}
