import Foundation
import InputTraits
import Testing
import TraitScan

/// XML attacks: rejected before the parser sees them, so memory stays bounded by the file.
struct XMLAttackTests {
  /// Billion laughs: ten levels of ten references, 10^9 copies of "lol" if expanded.
  static let billionLaughs: String = {
    var text = #"<?xml version="1.0"?>"# + "\n<!DOCTYPE document [\n<!ENTITY lol0 \"lol\">\n"
    for level in 1...9 {
      let references = String(repeating: "&lol\(level - 1);", count: 10)
      text += "<!ENTITY lol\(level) \"\(references)\">\n"
    }
    return text
      + "]>\n<document targetRuntime=\"iOS.CocoaTouch\"><textField placeholder=\"&lol9;\"/></document>\n"
  }()

  /// An external entity that would read a local file into a placeholder.
  static let externalEntity = """
    <?xml version="1.0"?>
    <!DOCTYPE document [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
    <document targetRuntime="iOS.CocoaTouch"><textField id="f" placeholder="&secret;"/></document>
    """

  /// Quadratic blow-up: one 50 kB entity referenced 2,000 times (100 MB if expanded).
  static let quadraticBlowUp: String = {
    let big = String(repeating: "a", count: 50_000)
    let references = String(repeating: "&a;", count: 2_000)
    return "<?xml version=\"1.0\"?>\n<!DOCTYPE document [<!ENTITY a \"\(big)\">]>\n"
      + "<document targetRuntime=\"iOS.CocoaTouch\"><textField placeholder=\"\(references)\"/></document>"
  }()

  /// An external DTD with parameter entities.
  static let externalDTD = """
    <?xml version="1.0"?>
    <!DOCTYPE document SYSTEM "http://example.invalid/evil.dtd">
    <document targetRuntime="iOS.CocoaTouch"><textField id="f"/></document>
    """

  @Test(arguments: [
    ("billion laughs", billionLaughs, 3, "an entity declaration (entities are not allowed)"),
    ("external entity", externalEntity, 2, "an entity declaration (entities are not allowed)"),
    ("quadratic blow-up", quadraticBlowUp, 2, "an entity declaration (entities are not allowed)"),
    (
      "external DTD", externalDTD, 2,
      "a DOCTYPE declaration (IB files have none; entities are not allowed)"
    ),
  ])
  func attacksAreRejectedBeforeParsing(name: String, xml: String, line: Int, reason: String) {
    let error = Support.scanError { try Support.scanIB(Data(xml.utf8), file: "Evil.storyboard") }
    #expect(error?.code == .unsafeXML, "\(name)")
    #expect(error?.line == line, "\(name)")
    #expect(error?.message.hasSuffix("unsafe XML: \(reason)") == true, "\(name)")
  }

  @Test func theStandaloneElementReaderRejectsThemToo() {
    let error = Support.scanError {
      try TextInputTraits(interfaceBuilderXML: Self.externalEntity)
    }
    #expect(error?.code == .unsafeXML)
  }

  @Test func aUTF16DocumentIsRefused() {
    var data = Data([0xFF, 0xFE])
    data.append("<".data(using: .utf16LittleEndian) ?? Data())
    let error = Support.scanError { try Support.scanIB(data, file: "Wide.xib") }
    #expect(error?.code == .unsafeXML)
  }
}
