import Foundation
import KeyboardPresentation
import Testing

/// Display Zoom (docs/sources.md#display-zoom): the zoomed sizes typed in from the sources.
struct DisplayZoomTests {
  static let zoomedSizes: [(device: String, width: CGFloat, height: CGFloat)] = [
    ("iphone-8", 320, 568), ("iphone-se-3", 320, 568), ("iphone-8-plus", 375, 667),
    ("iphone-x", 320, 693), ("iphone-13-mini", 320, 693), ("iphone-xr", 375, 812),
    ("iphone-11-pro-max", 375, 812), ("iphone-14", 320, 693), ("iphone-14-plus", 375, 812),
    ("iphone-15", 320, 693), ("iphone-15-pro-max", 375, 812),
  ]

  @Test(arguments: zoomedSizes)
  func zoomedScreenSizes(device id: String, width: CGFloat, height: CGFloat) throws {
    let zoomed = try catalog().zoomed(device(id))
    #expect(zoomed.screenSize == CGSize(width: width, height: height))
    #expect(zoomed.isZoomed)
    #expect(zoomed.id == "\(id) (Display Zoom)")
  }

  // The "struct KeyboardHeight" table: 320×693 (zoom) 319 with the bar.
  @Test func zoomedFaceIDPhoneHasThePublishedKeyboard() throws {
    let zoomed = try catalog().zoomed(device("iphone-15"))
    var keyboard = try KeyboardPresenter(device: zoomed, iOS: IOSVersion(17))
    let end = try #require(try keyboard.focus(Fields.plain).first).transition.frameEnd
    #expect(end == rect(0, 693 - 319, 320, 319))
  }

  // A zoomed iPhone 6 presents 320×568 and takes that class's keyboard: 253 with the bar on
  // iOS 9 (U8, U9).
  @Test func zoomedIPhone6TakesThe320ClassKeyboard() throws {
    let zoomed = try catalog().zoomed(device("iphone-6"))
    var keyboard = try KeyboardPresenter(device: zoomed, iOS: IOSVersion(9))
    #expect(try keyboard.focus(Fields.plain).first?.transition.frameEnd == rect(0, 315, 320, 253))
  }

  @Test func theIPhoneXZoomsFromIOS14() throws {
    let zoomed = try catalog().zoomed(device("iphone-x"))
    #expect(zoomed.modelledFrom == IOSVersion(14))
    #expect(throws: PresentationError.self) {
      try KeyboardPresenter(device: zoomed, iOS: IOSVersion(13))
    }
  }

  @Test(arguments: ["iphone-4", "iphone-se-1", "iphone-16-pro", "iphone-air", "ipad-pro-11"])
  func phonesWithoutDisplayZoomInTheCatalog(id: String) throws {
    let error = #expect(throws: PresentationError.self) { try catalog().zoomed(device(id)) }
    #expect(error?.message.hasSuffix("has no Display Zoom in the catalog") == true)
  }

  /// Every zoom names a class of the catalog, of the same family, smaller than the phone.
  @Test func everyZoomIsASmallerClass() throws {
    let phones = try catalog().devices.filter { $0.displayZoom != nil }
    #expect(phones.count > 20)
    for phone in phones {
      let zoomed = try catalog().zoomed(phone)
      #expect(zoomed.screenSize.width < phone.screenSize.width, "\(phone.id)")
      #expect(zoomed.family == .iPhone)
    }
  }
}
