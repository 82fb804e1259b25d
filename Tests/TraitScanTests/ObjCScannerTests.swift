import Foundation
import InputTraits
import Testing
import TraitScan

struct ObjCScannerTests {
  /// UIKit's Objective-C constants (UITextInputTraits.h) and what they declare.
  static let constants: [(trait: String, constant: String, declared: String)] = [
    ("KeyboardType", "UIKeyboardTypeASCIICapable", "keyboardType=asciiCapable"),
    ("KeyboardType", "UIKeyboardTypeNumbersAndPunctuation", "keyboardType=numbersAndPunctuation"),
    ("KeyboardType", "UIKeyboardTypeURL", "keyboardType=URL"),
    ("KeyboardType", "UIKeyboardTypeNumberPad", "keyboardType=numberPad"),
    ("KeyboardType", "UIKeyboardTypePhonePad", "keyboardType=phonePad"),
    ("KeyboardType", "UIKeyboardTypeNamePhonePad", "keyboardType=namePhonePad"),
    ("KeyboardType", "UIKeyboardTypeEmailAddress", "keyboardType=emailAddress"),
    ("KeyboardType", "UIKeyboardTypeDecimalPad", "keyboardType=decimalPad"),
    ("KeyboardType", "UIKeyboardTypeTwitter", "keyboardType=twitter"),
    ("KeyboardType", "UIKeyboardTypeWebSearch", "keyboardType=webSearch"),
    ("KeyboardType", "UIKeyboardTypeASCIICapableNumberPad", "keyboardType=asciiCapableNumberPad"),
    ("KeyboardType", "UIKeyboardTypeAlphabet", "keyboardType=asciiCapable"),
    ("AutocapitalizationType", "UITextAutocapitalizationTypeNone", "autocapitalizationType=none"),
    (
      "AutocapitalizationType", "UITextAutocapitalizationTypeAllCharacters",
      "autocapitalizationType=allCharacters"
    ),
    ("AutocorrectionType", "UITextAutocorrectionTypeNo", "autocorrectionType=no"),
    ("SpellCheckingType", "UITextSpellCheckingTypeYes", "spellCheckingType=yes"),
    ("SmartQuotesType", "UITextSmartQuotesTypeNo", "smartQuotesType=no"),
    ("SmartDashesType", "UITextSmartDashesTypeNo", "smartDashesType=no"),
    ("SmartInsertDeleteType", "UITextSmartInsertDeleteTypeNo", "smartInsertDeleteType=no"),
    ("KeyboardAppearance", "UIKeyboardAppearanceDark", "keyboardAppearance=dark"),
    ("KeyboardAppearance", "UIKeyboardAppearanceAlert", "keyboardAppearance=dark"),
    ("ReturnKeyType", "UIReturnKeyEmergencyCall", "returnKeyType=emergencyCall"),
    ("ReturnKeyType", "UIReturnKeyNext", "returnKeyType=next"),
    ("SecureTextEntry", "YES", "isSecureTextEntry=true"),
    ("EnablesReturnKeyAutomatically", "NO", "enablesReturnKeyAutomatically=false"),
    ("TextContentType", "UITextContentTypeOneTimeCode", "textContentType=oneTimeCode"),
    ("TextContentType", "UITextContentTypeURL", "textContentType=URL"),
    ("TextContentType", "@\"email\"", "textContentType=emailAddress"),
  ]

  @Test(arguments: constants)
  func setterAndDotSyntaxReadEveryConstant(trait: String, constant: String, declared: String)
    throws
  {
    let property = trait.prefix(1).lowercased() + trait.dropFirst()
    let fields = try Support.scanObjC(
      """
      @implementation LoginViewController
      - (void)viewDidLoad {
          [self.emailField set\(trait):\(constant)];
          _codeField.\(property) = \(constant);
      }
      @end
      """)
    #expect(fields.map(\.name) == ["emailField", "codeField"])
    #expect(fields.map(\.declared.text) == [declared, declared])
    #expect(fields.allSatisfy { $0.form == "LoginViewController" && $0.source == .objC })
    let deprecated = constant == "UIKeyboardTypeAlphabet" || constant == "UIKeyboardAppearanceAlert"
    #expect(fields.allSatisfy { $0.deprecations.isEmpty == !deprecated })
  }

  @Test func receiversGroupAcrossSpellingsAndKindsComeFromDeclarations() throws {
    let fields = try Support.scanObjC(
      """
      @interface PaymentViewController ()
      @property (nonatomic, strong) UITextField *cardField;
      @end
      @implementation PaymentViewController
      - (void)setUp {
          self.cardField.keyboardType = UIKeyboardTypeNumberPad;
          [_cardField setSecureTextEntry:YES];
          [[self cardField] setReturnKeyType:UIReturnKeyDone];
          UITextView *notes = [[UITextView alloc] init];
          notes.autocorrectionType = UITextAutocorrectionTypeNo;
      }
      @end
      """)
    #expect(
      fields.map { "\($0.name) \($0.kind ?? "-") \($0.line)" } == [
        "cardField textField 6", "notes textView 10",
      ])
    #expect(
      Support.traits(fields[0])
        == "keyboardType=numberPad returnKeyType=done isSecureTextEntry=true")
  }

  @Test func commentsStringsAndExpressionsAreHandled() throws {
    let fields = try Support.scanObjC(
      """
      // field.keyboardType = UIKeyboardTypeURL;
      /* [field setKeyboardType:UIKeyboardTypeURL]; */
      NSString *s = @"field.keyboardType = UIKeyboardTypeURL;";
      #define SETUP(f) f.keyboardType = UIKeyboardTypeURL
      @implementation C
      - (void)f { field.returnKeyType = last ? UIReturnKeyDone : UIReturnKeyNext; }
      @end
      """)
    #expect(fields.map(\.name) == ["field"])
    #expect(fields.first?.unresolved == ["returnKeyType"])
  }

  @Test func binaryContentIsNotText() {
    let error = Support.scanError {
      try ObjCScanner().scan(Data([0x40, 0x00, 0x01]), file: "Blob.m")
    }
    #expect(error?.code == .notText)
  }
}
