import Foundation
import KeyboardPresentation
import Testing

/// The device catalog in `Layouts/devices/`, tested like code (data files are checked like code).
struct DeviceCatalogTests {
  /// Every screen class of docs/sources.md#screen-sizes with its size in points, and the
  /// classes outside docs/sources.md#screen-sizes's first sources (402×874's height, 420×912 of the
  /// iPhone Air: see their notes).
  static let screenClasses: [(id: String, width: CGFloat, height: CGFloat)] = [
    ("iphone-320x480", 320, 480), ("iphone-320x568", 320, 568), ("iphone-375x667", 375, 667),
    ("iphone-414x736", 414, 736), ("iphone-375x812", 375, 812), ("iphone-414x896", 414, 896),
    ("iphone-390x844", 390, 844), ("iphone-428x926", 428, 926), ("iphone-393x852", 393, 852),
    ("iphone-430x932", 430, 932), ("iphone-402x874", 402, 874), ("iphone-440x956", 440, 956),
    ("iphone-420x912", 420, 912), ("iphone-320x693", 320, 693),
    ("ipad-768x1024", 768, 1024), ("ipad-744x1133", 744, 1133), ("ipad-810x1080", 810, 1080),
    ("ipad-820x1180", 820, 1180), ("ipad-834x1112", 834, 1112), ("ipad-834x1194", 834, 1194),
    ("ipad-834x1210", 834, 1210), ("ipad-1024x1366", 1024, 1366),
    ("ipad-1032x1376", 1032, 1376),
  ]

  @Test(arguments: screenClasses)
  func everyScreenClassIsInTheCatalog(id: String, width: CGFloat, height: CGFloat) throws {
    let device = try device(id)
    #expect(device.screenSize == CGSize(width: width, height: height))
    #expect(device.family == (id.hasPrefix("iphone") ? .iPhone : .iPad))
  }

  @Test func theCatalogHasNoOtherClasses() throws {
    let classes = Set(try catalog().devices.map(\.screenClass))
    #expect(classes == Set(Self.screenClasses.map(\.id)))
  }

  @Test func modelsResolveToTheirScreenClass() throws {
    #expect(try device("iphone-15").screenClass == "iphone-393x852")
    #expect(try device("iphone-15").name == "iPhone 15")
    #expect(try device("iphone-se-3").screenClass == "iphone-375x667")
    #expect(try device("ipad-mini-6").screenClass == "ipad-744x1133")
  }

  // docs/sources.md#safe-area-insets.
  @Test func safeAreasFollowTheFacts() throws {
    let fifteen = try device("iphone-15")
    #expect(
      fifteen.safeAreaInsets(in: .portrait)
        == ContentInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(
      fifteen.safeAreaInsets(in: .landscapeLeft)
        == ContentInsets(top: 0, left: 59, bottom: 21, right: 59))
    #expect(
      try device("iphone-8").safeAreaInsets(in: .portrait)
        == ContentInsets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(try device("iphone-12-mini").safeAreaInsets(in: .portrait).top == 50)
    #expect(try device("iphone-x").safeAreaInsets(in: .portrait).top == 44)
    #expect(try device("iphone-xr").safeAreaInsets(in: .portrait).top == 48)
    #expect(
      try device("ipad-pro-11").safeAreaInsets(in: .portrait)
        == ContentInsets(top: 24, left: 0, bottom: 20, right: 0))
  }

  @Test func everyDeviceHasMetricsForBothOrientationsOnEveryModelledRelease() throws {
    for device in try catalog().devices {
      for major in device.modelledFrom.major...IOSVersion.newestKnown.major {
        for orientation in [InterfaceOrientation.portrait, .landscapeLeft] {
          let metrics = try device.keyboardMetrics(in: orientation, iOS: IOSVersion(major))
          #expect(metrics.keyArea > 0, "\(device.id) iOS \(major) \(orientation)")
        }
      }
    }
  }

  @Test func unknownDeviceSuggestsTheNearestID() throws {
    let error = #expect(throws: PresentationError.self) { try catalog().device(id: "iphnoe-15") }
    #expect(error?.code == .unknownDevice)
    #expect(error?.message == "unknown device 'iphnoe-15'; did you mean 'iphone-15'?")
    let far = #expect(throws: PresentationError.self) { try catalog().device(id: "pixel") }
    #expect(far?.message == "unknown device 'pixel' (run 'kbsim devices' for the list)")
  }

  @Test func releasesBeforeAClassExistsAreRejected() throws {
    let error = #expect(throws: PresentationError.self) {
      try presenter("iphone-15", iOS: "12")
    }
    #expect(error?.code == .unsupportedVersion)
    #expect(error?.message == "iphone-15 (iphone-393x852) is modelled from iOS 16, not iOS 12")
  }

  // MARK: - Broken catalogs

  @Test func aFigureWithoutASourceIsRejected() throws {
    let directory = try Self.fixture(
      replacing: #""sources": ["keyman", "u11"]"#, with: #""sources": []"#)
    let error = #expect(throws: PresentationError.self) { try DeviceCatalog(directory: directory) }
    #expect(error?.code == .invalidCatalog)
    #expect(
      error?.message.hasSuffix("iphone-393x852.json: at screen: a figure without a source") == true)
  }

  @Test func anUndefinedSourceIsRejected() throws {
    let directory = try Self.fixture(replacing: #""keyman", "u11""#, with: #""keyman", "nowhere""#)
    let error = #expect(throws: PresentationError.self) { try DeviceCatalog(directory: directory) }
    #expect(
      error?.message.hasSuffix("at screen: source 'nowhere' is not defined in sources.json") == true
    )
  }

  @Test func aGapInTheBandsIsRejected() throws {
    let directory = try Self.fixture(
      replacing: #""value": 45,"#, with: #""fromIOS": 18, "value": 45,"#)
    let error = #expect(throws: PresentationError.self) { try DeviceCatalog(directory: directory) }
    #expect(
      error?.message.hasSuffix("at keyboard.portrait.predictiveBar: no value for iOS 16") == true)
  }

  @Test func malformedJSONNamesLineAndColumn() throws {
    let directory = try Self.fixture(
      replacing: #""family": "iPhone","#, with: #""family": "iPhone""#)
    let error = #expect(throws: PresentationError.self) { try DeviceCatalog(directory: directory) }
    #expect(error?.message.contains("iphone-393x852.json:5:3: malformed JSON") == true)
  }

  /// A devices folder with the real sources.json and the iPhone 15 class, edited once.
  static func fixture(replacing old: String, with new: String) throws -> URL {
    let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Layouts/devices")
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("kbsim-catalog-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: source.appendingPathComponent("sources.json"),
      to: directory.appendingPathComponent("sources.json"))
    let text = try String(
      contentsOf: source.appendingPathComponent("iphone-393x852.json"), encoding: .utf8)
    let range = try #require(text.range(of: old))
    try text.replacingCharacters(in: range, with: new)
      .write(
        to: directory.appendingPathComponent("iphone-393x852.json"), atomically: true,
        encoding: .utf8)
    return directory
  }
}
