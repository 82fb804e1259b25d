import Foundation

/// The JSON shape of one `Layouts/devices/<class>.json` file (internal: the format may change
/// without changing ``Device``).
struct DeviceClassFile: Decodable {
  var schema: Int
  var classID: String
  var family: String
  var description: String
  var modelledFromIOS: FigureDTO
  var screen: ScreenDTO
  var safeArea: Oriented<InsetsDTO>
  var models: [ModelDTO]
  var keyboard: Oriented<KeyboardDTO>
  /// The screen class the phones of this class take with Display Zoom on.
  var displayZoom: DisplayZoomDTO?
  /// A class no phone has natively: only Display Zoom reaches it (no models).
  var displayZoomOnly: Bool?

  enum CodingKeys: String, CodingKey {
    case schema
    case classID = "class"
    case family, description, modelledFromIOS, screen, safeArea
    case models, keyboard, displayZoom, displayZoomOnly
  }

  struct DisplayZoomDTO: Decodable, Sourced {
    /// The zoomed screen class id.
    var screenClass: String
    /// The first release that offers it, when later than the class's first.
    var fromIOS: Int?
    var confidence: String
    var sources: [String]
    var note: String?

    enum CodingKeys: String, CodingKey {
      case screenClass = "class"
      case fromIOS, confidence, sources, note
    }
  }

  struct Oriented<Value: Decodable>: Decodable {
    var portrait: Value
    var landscape: Value
  }

  struct ScreenDTO: Decodable, Sourced {
    var width: Double
    var height: Double
    var confidence: String
    var sources: [String]
    var note: String?
  }

  struct InsetsDTO: Decodable, Sourced {
    var top: Double
    var left: Double
    var bottom: Double
    var right: Double
    var confidence: String
    var sources: [String]
    var note: String?
  }

  struct ModelDTO: Decodable {
    var id: String
    var name: String
    /// The model's own first release, when it came out after the class's first model.
    var modelledFromIOS: FigureDTO?
    var safeArea: Oriented<InsetsDTO>?
  }

  struct KeyboardDTO: Decodable {
    var keyArea: [FigureDTO]
    var predictiveBar: [FigureDTO]?
    var collapsedPredictiveBar: [FigureDTO]?
    var bottomStrip: [FigureDTO]?
    var shortcutBar: [FigureDTO]?
  }

  struct FigureDTO: Decodable, Sourced {
    var fromIOS: Int?
    var throughIOS: Int?
    var value: Double
    var confidence: String
    var sources: [String]
    var note: String?
    var alternatives: [AlternativeDTO]?
  }

  struct AlternativeDTO: Decodable {
    var value: Double
    var sources: [String]
    var note: String?
  }
}

/// A figure with its confidence tag and source ids.
protocol Sourced {
  var confidence: String { get }
  var sources: [String] { get }
}

/// The JSON shape of `Layouts/devices/sources.json`.
struct SourcesFile: Decodable {
  var schema: Int
  var sources: [String: SourceDTO]

  struct SourceDTO: Decodable {
    var title: String
    var url: String?
    var facts: String
  }
}
