import Foundation
package import JSONCoding

extension ContentInsets: Codable {
  private enum CodingKeys: String, DescribedCodingKey {
    case top, left, bottom, right
    static let noun = "insets key"
  }

  /// Decodes `{"top": 0, "left": 0, "bottom": 34, "right": 0}`; omitted edges are 0, and every
  /// edge is a finite number of points within ±100,000.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    func edge(_ key: CodingKeys) throws -> CGFloat {
      guard let value = try c.decodeIfPresent(Double.self, forKey: key) else { return 0 }
      return try JSONGeometry.checkCoordinate(value, codingPath: c.codingPath + [key])
    }
    self.init(
      top: try edge(.top), left: try edge(.left), bottom: try edge(.bottom), right: try edge(.right)
    )
  }

  /// Encodes the four edges.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.singleValueContainer()
    try c.encode(json)
  }

  /// `{"top":0,"left":0,"bottom":302,"right":0}`.
  package var json: JSONValue {
    [
      "top": .number(Double(top)), "left": .number(Double(left)),
      "bottom": .number(Double(bottom)), "right": .number(Double(right)),
    ]
  }
}
