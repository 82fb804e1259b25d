import Foundation
import InputTraits
import KeyboardPresentation
import Testing

/// The 2025–2026 devices and the iOS 26 keyboard, against the readings `Layouts/devices/`
/// cites (typed in from the sources, not computed): `device-preview-sim` (iOS 26.5 Simulator),
/// `flutterware-0-7` and `flutterware-ios26-2`, `iosref-*`.
struct CurrentDevicesTests {
  func height(
    _ id: String, _ orientation: InterfaceOrientation = .portrait, iOS: String,
    type: KeyboardType = .default
  ) throws -> CGFloat {
    let geometry = try KeyboardGeometry(
      device: device(id), orientation: orientation, iOS: IOSVersion(parsing: iOS))
    let setup = KeyboardSetup(traits: TextInputTraits(keyboardType: type))
    return try geometry.frame(for: setup).rect.height
  }

  /// (model, screen class, first release): iosref's screen sizes and release tables.
  static let models: [(id: String, screenClass: String, firstIOS: Int)] = [
    ("iphone-16e", "iphone-390x844", 18), ("iphone-17e", "iphone-390x844", 26),
    ("iphone-17", "iphone-402x874", 26), ("iphone-17-pro", "iphone-402x874", 26),
    ("iphone-17-pro-max", "iphone-440x956", 26), ("iphone-air", "iphone-420x912", 26),
    ("ipad-a16", "ipad-820x1180", 18), ("ipad-air-11-m3", "ipad-820x1180", 18),
    ("ipad-air-11-m4", "ipad-820x1180", 26), ("ipad-air-13-m3", "ipad-1024x1366", 18),
    ("ipad-air-13-m4", "ipad-1024x1366", 26), ("ipad-mini-a17-pro", "ipad-744x1133", 18),
    ("ipad-pro-11-m5", "ipad-834x1210", 26), ("ipad-pro-13-m5", "ipad-1032x1376", 26),
  ]

  @Test(arguments: models)
  func modelsJoinTheirScreenClassFromTheirFirstRelease(
    id: String, screenClass: String, firstIOS: Int
  ) throws {
    let model = try device(id)
    #expect(model.screenClass == screenClass)
    #expect(model.modelledFrom == IOSVersion(firstIOS))
  }

  @Test func theAirHasAScreenClassOfItsOwn() throws {
    let air = try device("iphone-air")
    #expect(air.screenSize == CGSize(width: 420, height: 912))
    #expect(air.name == "iPhone Air")
  }

  /// A model cannot be simulated on a release older than itself; its class still can.
  @Test func releasesBeforeAModelExistsAreRejected() throws {
    let error = #expect(throws: PresentationError.self) {
      try presenter("iphone-17", iOS: "18")
    }
    #expect(error?.code == .unsupportedVersion)
    #expect(error?.message == "iphone-17 (iphone-402x874) is modelled from iOS 26, not iOS 18")
    #expect(try height("iphone-402x874", iOS: "18") == 336)
  }

  /// Letters keyboard with the predictive bar on iOS 26.5 (device_preview): portrait, landscape.
  static let iOS26Totals: [(id: String, portrait: CGFloat, landscape: CGFloat)] = [
    ("iphone-17", 335, 208), ("iphone-17-pro", 335, 208), ("iphone-17e", 335, 208),
    ("iphone-16", 335, 208), ("iphone-16-pro", 335, 208), ("iphone-16-plus", 345, 208),
    ("iphone-17-pro-max", 345, 208), ("iphone-air", 345, 208), ("iphone-se-3", 260, 206),
    ("ipad-a16", 337, 422), ("ipad-air-11-m4", 337, 422), ("ipad-mini-a17-pro", 340, 428),
    ("ipad-pro-11-m5", 340, 428), ("ipad-air-13-m4", 403, 498), ("ipad-pro-13-m5", 403, 498),
  ]

  @Test(arguments: iOS26Totals)
  func iOS26LettersKeyboard(id: String, portrait: CGFloat, landscape: CGFloat) throws {
    #expect(try height(id, iOS: "26") == portrait)
    #expect(try height(id, .landscapeRight, iOS: "26") == landscape)
  }

  /// The number pad on iOS 26 (flutterware 0.7: 308 / 318 portrait, 165 landscape).
  @Test(arguments: [("iphone-16", 308), ("iphone-16-pro", 308), ("iphone-16-pro-max", 318)])
  func iOS26NumberPad(id: String, portrait: CGFloat) throws {
    #expect(try height(id, iOS: "26", type: .numberPad) == portrait)
    #expect(try height(id, .landscapeLeft, iOS: "26", type: .numberPad) == 165)
  }

  /// The iOS 18 keyboard is unchanged: keyman's 216 + 45 + 75, and in landscape the
  /// 160 + 38 + 21 the iPhone 16 still read on iOS 26.2 (flutterware).
  @Test func iOS18StaysAsItWas() throws {
    #expect(try height("iphone-16-pro", iOS: "18") == 336)
    #expect(try height("iphone-16-pro", iOS: "18", type: .numberPad) == 291)
    #expect(try height("iphone-16", .landscapeLeft, iOS: "18") == 219)
    #expect(try height("iphone-16", .landscapeLeft, iOS: "18", type: .numberPad) == 181)
    #expect(try height("ipad-air-11-m2", iOS: "18") == 312)
  }

  /// Safe areas read on the iOS 26.5 Simulator (device_preview).
  static let safeAreas: [(id: String, portrait: ContentInsets, landscape: ContentInsets)] = [
    (
      "iphone-air", ContentInsets(top: 68, left: 0, bottom: 34, right: 0),
      ContentInsets(top: 0, left: 68, bottom: 20, right: 68)
    ),
    (
      "iphone-17", ContentInsets(top: 62, left: 0, bottom: 34, right: 0),
      ContentInsets(top: 0, left: 62, bottom: 20, right: 62)
    ),
    (
      "iphone-17-pro-max", ContentInsets(top: 62, left: 0, bottom: 34, right: 0),
      ContentInsets(top: 0, left: 62, bottom: 20, right: 62)
    ),
    (
      "iphone-17e", ContentInsets(top: 47, left: 0, bottom: 34, right: 0),
      ContentInsets(top: 0, left: 47, bottom: 20, right: 47)
    ),
    (
      "ipad-pro-11-m5", ContentInsets(top: 32, left: 0, bottom: 25, right: 0),
      ContentInsets(top: 32, left: 0, bottom: 25, right: 0)
    ),
  ]

  @Test(arguments: safeAreas)
  func iOS26SafeAreas(id: String, portrait: ContentInsets, landscape: ContentInsets) throws {
    let model = try device(id)
    #expect(model.safeAreaInsets(in: .portrait) == portrait)
    #expect(model.safeAreaInsets(in: .landscapeLeft) == landscape)
  }

  /// The 16 Pro's island sits at 62, not at the 59 of the 393-wide phones; its iOS 18
  /// landscape bottom stays the Face ID 21.
  @Test func theIPhone16ProTopInsetIs62() throws {
    let pro = try device("iphone-16-pro")
    #expect(pro.safeAreaInsets(in: .portrait).top == 62)
    #expect(
      pro.safeAreaInsets(in: .landscapeLeft)
        == ContentInsets(top: 0, left: 62, bottom: 21, right: 62))
    #expect(try device("iphone-16-pro-max").safeAreaInsets(in: .portrait).top == 62)
    #expect(try device("iphone-16").safeAreaInsets(in: .portrait).top == 59)
  }

  // MARK: - A model's own first release is checked like the class's

  @Test(arguments: [
    ("12", "12.0 is not a release 16…26 (the class is modelled from iOS 16)"),
    ("1e300", "1e+300 is not a release 16…26 (the class is modelled from iOS 16)"),
    ("17.5", "17.5 is not a release 16…26 (the class is modelled from iOS 16)"),
  ])
  func aModelReleaseOutsideItsClassIsRejected(release: String, message: String) throws {
    let field =
      #""modelledFromIOS": {"value": \#(release), "confidence": "I", "#
      + #""sources": ["first-ios"]}"#
    let directory = try DeviceCatalogTests.fixture(
      replacing: #""name": "iPhone 15""#, with: #""name": "iPhone 15", "# + field)
    let error = #expect(throws: PresentationError.self) { try DeviceCatalog(directory: directory) }
    #expect(error?.code == .invalidCatalog)
    #expect(error?.message.hasSuffix("at models[1].modelledFromIOS: \(message)") == true)
  }

  @Test func aModelReleaseNeedsASource() throws {
    let directory = try DeviceCatalogTests.fixture(
      replacing: #""name": "iPhone 15""#,
      with: #""name": "iPhone 15", "modelledFromIOS": "#
        + #"{"value": 17, "confidence": "I", "sources": []}"#)
    let error = #expect(throws: PresentationError.self) { try DeviceCatalog(directory: directory) }
    #expect(
      error?.message.hasSuffix("at models[1].modelledFromIOS: a figure without a source") == true)
  }
}
