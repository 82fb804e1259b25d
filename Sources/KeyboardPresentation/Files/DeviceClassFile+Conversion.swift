import Diagnostics
import Foundation
import JSONCoding
import UIKitVocabulary

extension DeviceClassFile {
  /// Checks the file and converts it into one ``Device`` per model plus one for the class id.
  func devices(path: String, fileName: String, sources: Set<String>) throws(PresentationError)
    -> [Device]
  {
    func fail(_ place: String, _ message: String) -> PresentationError {
      PresentationError(
        code: .invalidCatalog,
        message: "\(path): \(place.isEmpty ? "" : "at \(place): ")\(message)")
    }
    func check(_ figure: some Sourced, at place: String) throws(PresentationError) {
      guard ["C", "S", "I", "D"].contains(figure.confidence) else {
        throw fail(place, "confidence \(quoted(figure.confidence)) is not one of C, S, I, D")
      }
      guard !figure.sources.isEmpty else { throw fail(place, "a figure without a source") }
      for source in figure.sources where !sources.contains(source) {
        throw fail(place, "source \(quoted(source)) is not defined in sources.json")
      }
    }
    func points(_ value: Double, at place: String) throws(PresentationError) -> CGFloat {
      guard InputBounds.isLength(value) else {
        throw fail(
          place,
          "\(messageNumber(value)) is not a length from 0 to \(formatNumber(InputBounds.points)) pt"
        )
      }
      return CGFloat(value)
    }

    guard schema == 1 else { throw fail("schema", "unsupported schema \(schema) (expected 1)") }
    guard fileName == "\(classID).json" else {
      throw fail(
        "class", "class \(quoted(classID)) does not match the file name \(quoted(fileName))")
    }
    guard let family = DeviceFamily(rawValue: self.family) else {
      throw fail("family", "family \(quoted(self.family)) is not iPhone or iPad")
    }
    try check(screen, at: "screen")
    try check(modelledFromIOS, at: "modelledFromIOS")
    let size = CGSize(
      width: try points(screen.width, at: "screen.width"),
      height: try points(screen.height, at: "screen.height"))
    guard size.width > 0, size.height > size.width else {
      throw fail("screen", "a portrait screen must be taller than it is wide and not empty")
    }
    // Range first: converting an out-of-range Double to Int traps.
    let releases = IOSVersion.oldestModelled.major...IOSVersion.newestKnown.major
    guard
      (Double(releases.lowerBound)...Double(releases.upperBound)).contains(modelledFromIOS.value),
      modelledFromIOS.value.rounded() == modelledFromIOS.value
    else {
      throw fail(
        "modelledFromIOS",
        "\(messageNumber(modelledFromIOS.value)) is not a release \(releases.lowerBound)…\(releases.upperBound)"
      )
    }
    let first = Int(modelledFromIOS.value)

    func insets(_ dto: InsetsDTO, at place: String) throws(PresentationError) -> ContentInsets {
      try check(dto, at: place)
      return ContentInsets(
        top: try points(dto.top, at: "\(place).top"),
        left: try points(dto.left, at: "\(place).left"),
        bottom: try points(dto.bottom, at: "\(place).bottom"),
        right: try points(dto.right, at: "\(place).right"))
    }

    /// Bands must not overlap and must cover every release from `first` through 26.
    func versioned(_ figures: [FigureDTO]?, at place: String, required: Bool)
      throws(PresentationError) -> VersionedValue?
    {
      guard let figures else {
        if required { throw fail(place, "missing for a \(family) screen class") }
        return nil
      }
      var bands: [VersionedValue.Band] = []
      for (index, figure) in figures.enumerated() {
        let bandPlace = "\(place)[\(index)]"
        try check(figure, at: bandPlace)
        for (altIndex, alternative) in (figure.alternatives ?? []).enumerated() {
          for source in alternative.sources where !sources.contains(source) {
            throw fail(
              "\(bandPlace).alternatives[\(altIndex)]",
              "source \(quoted(source)) is not defined in sources.json")
          }
        }
        bands.append(
          VersionedValue.Band(
            fromMajor: figure.fromIOS, throughMajor: figure.throughIOS,
            value: try points(figure.value, at: "\(bandPlace).value")))
      }
      let value = VersionedValue(bands)
      if required {
        for major in first...IOSVersion.newestKnown.major {
          let covering = bands.filter { $0.contains(major) }.count
          guard covering == 1 else {
            throw fail(
              place,
              covering == 0
                ? "no value for iOS \(major)" : "\(covering) values overlap for iOS \(major)")
          }
        }
      }
      return value
    }

    func figures(_ dto: KeyboardDTO, at place: String) throws(PresentationError)
      -> Device.KeyboardFigures
    {
      let isPhone = family == .iPhone
      let zero = VersionedValue(constant: 0)
      let keyArea = try versioned(dto.keyArea, at: "\(place).keyArea", required: true) ?? zero
      let bar = try versioned(dto.predictiveBar, at: "\(place).predictiveBar", required: isPhone)
      let strip = try versioned(dto.bottomStrip, at: "\(place).bottomStrip", required: isPhone)
      let shortcut = try versioned(dto.shortcutBar, at: "\(place).shortcutBar", required: !isPhone)
      let collapsed = try versioned(
        dto.collapsedPredictiveBar, at: "\(place).collapsedPredictiveBar", required: false)
      if isPhone, dto.shortcutBar != nil {
        throw fail("\(place).shortcutBar", "an iPhone has no Shortcut Bar")
      }
      if !isPhone, dto.predictiveBar != nil || dto.bottomStrip != nil {
        throw fail(place, "an iPad has a shortcutBar, not a predictiveBar or bottomStrip")
      }
      return Device.KeyboardFigures(
        keyArea: keyArea, predictiveBar: bar ?? zero, collapsedPredictiveBar: collapsed,
        bottomStrip: strip ?? zero, shortcutBar: shortcut ?? zero)
    }

    let classPortrait = try insets(safeArea.portrait, at: "safeArea.portrait")
    let classLandscape = try insets(safeArea.landscape, at: "safeArea.landscape")
    let portraitKeyboard = try figures(keyboard.portrait, at: "keyboard.portrait")
    let landscapeKeyboard = try figures(keyboard.landscape, at: "keyboard.landscape")
    let zoomOnly = displayZoomOnly ?? false
    guard models.isEmpty == zoomOnly else {
      throw fail(
        "models",
        zoomOnly
          ? "a displayZoomOnly class has no models" : "a screen class without models")
    }
    var zoom: Device.DisplayZoom?
    if let displayZoom {
      try check(displayZoom, at: "displayZoom")
      guard family == .iPhone, !zoomOnly else {
        throw fail("displayZoom", "only an iPhone class with models offers Display Zoom")
      }
      let release = displayZoom.fromIOS ?? first
      guard (first...IOSVersion.newestKnown.major).contains(release) else {
        throw fail(
          "displayZoom.fromIOS",
          "\(release) is not a release \(first)…\(IOSVersion.newestKnown.major)")
      }
      zoom = Device.DisplayZoom(screenClass: displayZoom.screenClass, from: IOSVersion(release))
    }

    func device(
      id: String, name: String, from release: Int, portrait: ContentInsets,
      landscape: ContentInsets
    ) -> Device {
      Device(
        id: id, name: name, family: family, screenClass: classID,
        classDescription: description, screenSize: size, modelledFrom: IOSVersion(release),
        displayZoom: zoom, portraitInsets: portrait, landscapeInsets: landscape,
        portraitKeyboard: portraitKeyboard, landscapeKeyboard: landscapeKeyboard)
    }
    var result: [Device] = []
    for (index, model) in models.enumerated() {
      let place = "models[\(index)]"
      guard !model.id.isEmpty, model.id == model.id.lowercased(), !model.id.contains(" ") else {
        throw fail("\(place).id", "\(quoted(model.id)) is not a lowercase id without spaces")
      }
      var release = first
      if let own = model.modelledFromIOS {
        try check(own, at: "\(place).modelledFromIOS")
        let newest = IOSVersion.newestKnown.major
        // Range first: converting an out-of-range Double to Int traps.
        guard (Double(first)...Double(newest)).contains(own.value), own.value.rounded() == own.value
        else {
          throw fail(
            "\(place).modelledFromIOS",
            "\(own.value) is not a release \(first)…\(newest) "
              + "(the class is modelled from iOS \(first))")
        }
        release = Int(own.value)
      }
      var portrait = classPortrait
      var landscape = classLandscape
      if let override = model.safeArea {
        portrait = try insets(override.portrait, at: "\(place).safeArea.portrait")
        landscape = try insets(override.landscape, at: "\(place).safeArea.landscape")
      }
      result.append(
        device(
          id: model.id, name: model.name, from: release, portrait: portrait,
          landscape: landscape))
    }
    let classSize = "\(Int(size.width))×\(Int(size.height))"
    result.append(
      device(
        id: classID, name: "\(family) \(classSize) (\(description))", from: first,
        portrait: classPortrait, landscape: classLandscape))
    return result
  }
}
