import Foundation
import InputTraits
import Testing
import TraitScan

struct InterfaceBuilderScannerTests {
  /// Every attribute spelling docs/sources.md#interface-builder-spellings lists (observed or
  /// inferred), with the declared trait it stands for, written here by hand from the facts' tables.
  static let spellings: [(attribute: String, value: String, declared: String)] = [
    ("keyboardType", "alphabet", "keyboardType=asciiCapable"),
    ("keyboardType", "numbersAndPunctuation", "keyboardType=numbersAndPunctuation"),
    ("keyboardType", "URL", "keyboardType=URL"),
    ("keyboardType", "numberPad", "keyboardType=numberPad"),
    ("keyboardType", "phonePad", "keyboardType=phonePad"),
    ("keyboardType", "namePhonePad", "keyboardType=namePhonePad"),
    ("keyboardType", "emailAddress", "keyboardType=emailAddress"),
    ("keyboardType", "decimalPad", "keyboardType=decimalPad"),
    ("keyboardType", "twitter", "keyboardType=twitter"),
    ("keyboardType", "webSearch", "keyboardType=webSearch"),
    ("keyboardType", "ASCIICapableNumberPad", "keyboardType=asciiCapableNumberPad"),
    ("autocapitalizationType", "words", "autocapitalizationType=words"),
    ("autocapitalizationType", "sentences", "autocapitalizationType=sentences"),
    ("autocapitalizationType", "allCharacters", "autocapitalizationType=allCharacters"),
    ("autocorrectionType", "no", "autocorrectionType=no"),
    ("autocorrectionType", "yes", "autocorrectionType=yes"),
    ("spellCheckingType", "no", "spellCheckingType=no"),
    ("spellCheckingType", "yes", "spellCheckingType=yes"),
    ("smartQuotesType", "no", "smartQuotesType=no"),
    ("smartQuotesType", "yes", "smartQuotesType=yes"),
    ("smartDashesType", "no", "smartDashesType=no"),
    ("smartDashesType", "yes", "smartDashesType=yes"),
    ("smartInsertDeleteType", "no", "smartInsertDeleteType=no"),
    ("smartInsertDeleteType", "yes", "smartInsertDeleteType=yes"),
    ("inlinePredictionType", "no", "inlinePredictionType=no"),
    ("keyboardAppearance", "alert", "keyboardAppearance=dark"),
    ("keyboardAppearance", "light", "keyboardAppearance=light"),
    ("returnKeyType", "go", "returnKeyType=go"),
    ("returnKeyType", "google", "returnKeyType=google"),
    ("returnKeyType", "join", "returnKeyType=join"),
    ("returnKeyType", "next", "returnKeyType=next"),
    ("returnKeyType", "route", "returnKeyType=route"),
    ("returnKeyType", "search", "returnKeyType=search"),
    ("returnKeyType", "send", "returnKeyType=send"),
    ("returnKeyType", "yahoo", "returnKeyType=yahoo"),
    ("returnKeyType", "done", "returnKeyType=done"),
    ("returnKeyType", "emergencyCall", "returnKeyType=emergencyCall"),
    ("returnKeyType", "continue", "returnKeyType=continue"),
    ("enablesReturnKeyAutomatically", "YES", "enablesReturnKeyAutomatically=true"),
    ("secureTextEntry", "YES", "isSecureTextEntry=true"),
    ("textContentType", "email", "textContentType=emailAddress"),
    ("textContentType", "name", "textContentType=name"),
    ("textContentType", "new-password", "textContentType=newPassword"),
    ("textContentType", "nickname", "textContentType=nickname"),
    ("textContentType", "one-time-code", "textContentType=oneTimeCode"),
    ("textContentType", "password", "textContentType=password"),
    ("textContentType", "tel", "textContentType=telephoneNumber"),
    ("textContentType", "url", "textContentType=URL"),
    ("textContentType", "username", "textContentType=username"),
  ]

  @Test(arguments: spellings)
  func everyAttributeSpellingIsRead(attribute: String, value: String, declared: String) throws {
    let fields = try Support.scanIB(
      Support.storyboard(
        #"<textField id="f1"><textInputTraits key="textInputTraits" \#(attribute)="\#(value)"/></textField>"#
      ))
    let field = try #require(fields.first)
    #expect(field.declared.text.split(separator: " ").contains(Substring(declared)))
    #expect(field.unresolved.isEmpty)
  }

  @Test func absentAttributesAreInterfaceBuildersDefaults() throws {
    let fields = try Support.scanIB(
      Support.storyboard(
        #"""
        <textField id="f1"><textInputTraits key="textInputTraits"/></textField>
        <textField id="f2"/>
        """#))
    #expect(fields.count == 2)
    for field in fields {
      // IB's default capitalization is None; every other trait keeps UIKit's default.
      #expect(field.declared.text == "autocapitalizationType=none")
      #expect(field.declared.traits == TextInputTraits(autocapitalizationType: .none))
    }
  }

  /// IBDecodable reads smartQuotesType from the smartDashesType attribute; each trait must come
  /// from its own attribute.
  @Test func smartQuotesAndDashesComeFromTheirOwnAttributes() throws {
    let fields = try Support.scanIB(
      Support.storyboard(
        #"""
        <textView id="t1"><textInputTraits key="textInputTraits" smartQuotesType="no" smartDashesType="yes"/></textView>
        <textView id="t2"><textInputTraits key="textInputTraits" smartDashesType="no"/></textView>
        """#))
    #expect(fields.count == 2)
    #expect(fields[0].declared.traits.smartQuotesType == .no)
    #expect(fields[0].declared.traits.smartDashesType == .yes)
    #expect(fields[1].declared.traits.smartQuotesType == .default)
    #expect(!fields[1].declared.contains("smartQuotesType"))
    #expect(fields[1].declared.traits.smartDashesType == .no)
  }

  @Test func nestedScenesCellsAndOutletsNameFieldsAndForms() throws {
    let path = try Support.fixture("Nested.storyboard")
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let fields = try InterfaceBuilderScanner().scan(data, file: "Nested.storyboard").fields
    #expect(
      fields.map { "\($0.kind ?? "-") \($0.name) [\($0.form)] \($0.line):\($0.column)" } == [
        "textField emailField [Login] 11:37",
        "textField Password [Login] 14:37",
        "textField Nickname [Login] 15:37",
        "textField Name [SettingsViewController/NameCell] 34:41",
        "textView bioView [SettingsViewController/BioCell] 43:41",
        "searchBar Search settings [SettingsViewController] 55:25",
      ])
    #expect(
      Support.traits(fields[0])
        == "keyboardType=emailAddress autocapitalizationType=none textContentType=username")
    // secureTextEntry written on the element itself, as older Xcode versions did.
    #expect(Support.traits(fields[1]) == "autocapitalizationType=none isSecureTextEntry=true")
    #expect(
      Support.traits(fields[5])
        == "keyboardType=webSearch autocapitalizationType=none keyboardAppearance=dark")
  }

  @Test func xibFormsAreTheFilesOwnerOrTheTopLevelObject() throws {
    let path = try Support.fixture("Cells.xib")
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let fields = try InterfaceBuilderScanner().scan(data, file: "Cells.xib").fields
    #expect(fields.map(\.form) == ["AddressViewController", "PostalCodeCell"])
    #expect(fields.map(\.name) == ["Street", "Postal code"])
    #expect(
      Support.traits(fields[1])
        == "keyboardType=asciiCapableNumberPad autocapitalizationType=none textContentType=postalCode"
    )
  }

  @Test func nonIOSDocumentsAreSkipped() throws {
    let path = try Support.fixture("Mac.xib")
    let result = try InterfaceBuilderScanner().scan(
      Data(contentsOf: URL(fileURLWithPath: path)), file: "Mac.xib")
    #expect(result.fields.isEmpty)
    #expect(result.skippedRuntime == "MacOSX.Cocoa")
  }

  @Test func aValueInterfaceBuilderDoesNotWriteIsUnresolved() throws {
    let fields = try Support.scanIB(
      Support.storyboard(
        #"<textField id="f1"><textInputTraits key="textInputTraits" keyboardType="emial" returnKeyType="go" conversationContext="none"/></textField>"#
      ))
    #expect(fields.first?.unresolved == ["keyboardType"])
    #expect(Support.traits(fields.first) == "autocapitalizationType=none returnKeyType=go")
  }

  @Test func theIOS18TraitsAreRead() throws {
    let fields = try Support.scanIB(
      Support.storyboard(
        #"<textField id="f1"><textInputTraits key="textInputTraits" writingToolsBehavior="none" mathExpressionCompletionType="no"/></textField>"#
      ))
    #expect(
      Support.traits(fields.first)
        == "autocapitalizationType=none writingToolsBehavior=none mathExpressionCompletionType=no")
  }

  @Test func aMalformedStoryboardNamesItsLineAndColumn() throws {
    let path = try Support.fixture("Broken.storyboard")
    let error = Support.scanError {
      try InterfaceBuilderScanner().scan(
        Data(contentsOf: URL(fileURLWithPath: path)), file: "Broken.storyboard")
    }
    #expect(error?.code == .malformedXML)
    // libxml2 stops at the '<' of the next line, inside the unclosed attribute value.
    #expect(error?.line == 7)
    #expect(
      error?.message
        == "Broken.storyboard:7:13: malformed XML: an attribute value contains '<'")
  }

  @Test func aDocumentThatIsNotInterfaceBuildersIsMalformed() {
    let error = Support.scanError {
      try Support.scanIB(Data("<plist><dict/></plist>".utf8), file: "Info.xib")
    }
    #expect(error?.code == .malformedXML)
    #expect(
      error?.message
        == "Info.xib:1:1: malformed XML: the root element is <plist>, not an Interface Builder <document>"
    )
  }
}
