import InputTraits
import Testing
import TraitScan

/// SwiftUI fields and their trait modifiers.
struct SwiftUIScannerTests {
  static func field(_ chain: String, kind: String = "TextField") throws -> ScannedField? {
    try Support.scanSwift(
      """
      import SwiftUI
      struct V: View {
        @State var text = ""
        var body: some View {
          \(kind)("Title", text: $text)\(chain)
        }
      }
      """
    ).first
  }

  /// Every trait modifier (docs/sources.md#swiftui-trait-modifiers) and what it declares.
  static let modifiers: [(chain: String, declared: String)] = [
    (".keyboardType(.emailAddress)", "keyboardType=emailAddress"),
    (".keyboardType(UIKeyboardType.numberPad)", "keyboardType=numberPad"),
    (".textInputAutocapitalization(.never)", "autocapitalizationType=none"),
    (".textInputAutocapitalization(.words)", "autocapitalizationType=words"),
    (".textInputAutocapitalization(.sentences)", "autocapitalizationType=sentences"),
    (".textInputAutocapitalization(.characters)", "autocapitalizationType=allCharacters"),
    (".textInputAutocapitalization(nil)", "autocapitalizationType=sentences"),
    (".autocorrectionDisabled()", "autocorrectionType=no"),
    (".autocorrectionDisabled(true)", "autocorrectionType=no"),
    (".autocorrectionDisabled(false)", "autocorrectionType=default"),
    (".submitLabel(.done)", "returnKeyType=done"),
    (".submitLabel(.go)", "returnKeyType=go"),
    (".submitLabel(.send)", "returnKeyType=send"),
    (".submitLabel(.join)", "returnKeyType=join"),
    (".submitLabel(.route)", "returnKeyType=route"),
    (".submitLabel(.search)", "returnKeyType=search"),
    (".submitLabel(.return)", "returnKeyType=default"),
    (".submitLabel(.next)", "returnKeyType=next"),
    (".submitLabel(.continue)", "returnKeyType=continue"),
    (".textContentType(.oneTimeCode)", "textContentType=oneTimeCode"),
    (".textContentType(nil)", "textContentType=nil"),
  ]

  @Test(arguments: modifiers)
  func everyModifierDeclaresItsTrait(chain: String, declared: String) throws {
    let field = try #require(try Self.field(chain))
    #expect(field.declared.text == declared)
    #expect(field.deprecations.isEmpty)
    #expect(field.source == .swiftUI)
  }

  /// The deprecated modifiers, what they declare, and their replacements
  /// (docs/sources.md#lint-deprecated-spellings).
  static let deprecatedTwins: [(chain: String, declared: String, replacement: String)] = [
    (
      ".autocapitalization(.none)", "autocapitalizationType=none",
      ".textInputAutocapitalization(.never)"
    ),
    (
      ".autocapitalization(.words)", "autocapitalizationType=words",
      ".textInputAutocapitalization(.words)"
    ),
    (
      ".autocapitalization(.allCharacters)", "autocapitalizationType=allCharacters",
      ".textInputAutocapitalization(.characters)"
    ),
    (".disableAutocorrection(true)", "autocorrectionType=no", ".autocorrectionDisabled()"),
    (
      ".disableAutocorrection(false)", "autocorrectionType=default",
      ".autocorrectionDisabled(false)"
    ),
    (".disableAutocorrection(nil)", "autocorrectionType=default", ".autocorrectionDisabled(false)"),
  ]

  @Test(arguments: deprecatedTwins)
  func everyDeprecatedModifierIsReadAndRecorded(
    chain: String, declared: String, replacement: String
  )
    throws
  {
    let field = try #require(try Self.field(chain))
    #expect(field.declared.text == declared)
    #expect(field.deprecations.map(\.replacement) == [replacement])
    #expect(field.deprecations.map(\.spelling) == [chain])
  }

  @Test(arguments: ["TextField", "SecureField", "TextEditor"])
  func everyFieldViewIsAField(kind: String) throws {
    let field = try #require(try Self.field("", kind: kind))
    #expect(field.kind == kind)
    #expect(field.name == "text")
    #expect(field.declared.text == (kind == "SecureField" ? "isSecureTextEntry=true" : ""))
  }

  @Test func modifiersOnContainersReachTheFieldsAndTheInnermostWins() throws {
    let fields = try Support.scanSwift(
      """
      import SwiftUI
      struct Login: View {
        var body: some View {
          Form {
            Section {
              TextField("Email", text: $email).keyboardType(.emailAddress)
              SecureField("Password", text: $password).textInputAutocapitalization(.words)
            }
            .submitLabel(.next)
          }
          .textInputAutocapitalization(.never)
          .autocorrectionDisabled()
        }
      }
      """)
    #expect(
      fields.map(\.declared.text) == [
        "keyboardType=emailAddress autocapitalizationType=none autocorrectionType=no returnKeyType=next",
        "autocapitalizationType=words autocorrectionType=no returnKeyType=next isSecureTextEntry=true",
      ])
  }

  @Test func modifiersInsideConditionalCompilation() throws {
    let fields = try Support.scanSwift(
      """
      import SwiftUI
      struct V: View {
        var body: some View {
          TextField("URL", text: $url)
          #if os(iOS)
            .keyboardType(.URL)
          #endif
          #if DEBUG
            .textContentType(.URL)
          #endif
          #if os(macOS)
            .submitLabel(.go)
          #endif
        }
      }
      """)
    #expect(fields.first?.declared.text == "keyboardType=URL")
    #expect(fields.first?.unresolved == ["textContentType"])
  }

  @Test func viewsBuiltByPropertiesGetTheModifiersWhereTheyAreUsed() throws {
    let fields = try Support.scanSwift(
      """
      import SwiftUI
      struct V: View {
        var body: some View {
          VStack { emailField; codeField() }.autocorrectionDisabled()
        }
        private var emailField: some View { TextField("Email", text: $email) }
        private func codeField() -> some View { AppTextField("Code", text: $code).keyboardType(.numberPad) }
      }
      """)
    #expect(fields.map(\.name) == ["email", "code"])
    #expect(fields.map(\.kind) == ["TextField", "AppTextField"])
    #expect(
      fields.map(\.declared.text) == [
        "autocorrectionType=no", "keyboardType=numberPad autocorrectionType=no",
      ])
  }

  @Test func unevaluableArgumentsAreUnresolved() throws {
    let field = try #require(
      try Self.field(".keyboardType(kind.keyboard).submitLabel(isLast ? .done : .next)"))
    #expect(field.unresolved == ["keyboardType", "returnKeyType"])
    #expect(field.declared.isEmpty)
  }

  @Test func filesWithoutSwiftUIHaveNoSwiftUIFields() throws {
    let fields = try Support.scanSwift(
      "import UIKit\nlet field = TextField(\"x\", text: binding).keyboardType(.URL)")
    #expect(fields.isEmpty)
  }
}
