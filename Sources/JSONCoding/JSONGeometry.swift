package import Foundation

/// The JSON shapes of geometry, shared by every module: frames
/// `{"x","y","width","height"}`, points `{"x","y"}` and sizes `{"width","height"}`, in points.
///
/// Reading checks every number: finite, and within ``maximumPoints`` (sizes also not negative),
/// so that a typo like `1e300` is a one-line error rather than a result of `inf`.
///
/// ```swift
/// let frame = try container.decode(JSONGeometry.Rect.self, forKey: .frame).value
/// JSONWriter.line(JSONGeometry.json(frame))  // {"x":0,"y":516,"width":393,"height":336}
/// ```
package enum JSONGeometry {
  /// The largest coordinate or length accepted, in points (``InputBounds/points``).
  package static let maximumPoints = InputBounds.points

  /// A frame: `{"x": 0, "y": 516, "width": 393, "height": 336}`.
  package struct Rect: Codable, Hashable, Sendable {
    /// The frame.
    package var value: CGRect
    /// Wraps a frame.
    package init(_ value: CGRect) { self.value = value }

    enum CodingKeys: String, DescribedCodingKey {
      case x, y, width, height
      static let noun = "frame key"
    }

    /// Decodes the four numbers, each checked.
    package init(from decoder: any Decoder) throws {
      let c = try decoder.container(keyedBy: CodingKeys.self)
      value = CGRect(
        x: try coordinate(c, .x), y: try coordinate(c, .y), width: try length(c, .width),
        height: try length(c, .height))
    }

    /// Encodes the four numbers.
    package func encode(to encoder: any Encoder) throws {
      var c = encoder.singleValueContainer()
      try c.encode(JSONGeometry.json(value))
    }
  }

  /// A point: `{"x": 196.5, "y": 684}`.
  package struct Point: Codable, Hashable, Sendable {
    /// The point.
    package var value: CGPoint
    /// Wraps a point.
    package init(_ value: CGPoint) { self.value = value }

    enum CodingKeys: String, DescribedCodingKey {
      case x, y
      static let noun = "point key"
    }

    /// Decodes the two numbers, each checked.
    package init(from decoder: any Decoder) throws {
      let c = try decoder.container(keyedBy: CodingKeys.self)
      value = CGPoint(x: try coordinate(c, .x), y: try coordinate(c, .y))
    }

    /// Encodes the two numbers.
    package func encode(to encoder: any Encoder) throws {
      var c = encoder.singleValueContainer()
      try c.encode(JSONGeometry.json(value))
    }
  }

  /// A size: `{"width": 393, "height": 852}`.
  package struct Size: Codable, Hashable, Sendable {
    /// The size.
    package var value: CGSize
    /// Wraps a size.
    package init(_ value: CGSize) { self.value = value }

    enum CodingKeys: String, DescribedCodingKey {
      case width, height
      static let noun = "size key"
    }

    /// Decodes the two numbers, each checked.
    package init(from decoder: any Decoder) throws {
      let c = try decoder.container(keyedBy: CodingKeys.self)
      value = CGSize(width: try length(c, .width), height: try length(c, .height))
    }

    /// Encodes the two numbers.
    package func encode(to encoder: any Encoder) throws {
      var c = encoder.singleValueContainer()
      try c.encode(JSONGeometry.json(value))
    }
  }

  /// `{"x":…,"y":…,"width":…,"height":…}`.
  package static func json(_ rect: CGRect) -> JSONValue {
    [
      "x": .number(Double(rect.minX)), "y": .number(Double(rect.minY)),
      "width": .number(Double(rect.width)), "height": .number(Double(rect.height)),
    ]
  }

  /// `{"x":…,"y":…}`.
  package static func json(_ point: CGPoint) -> JSONValue {
    ["x": .number(Double(point.x)), "y": .number(Double(point.y))]
  }

  /// `{"width":…,"height":…}`.
  package static func json(_ size: CGSize) -> JSONValue {
    ["width": .number(Double(size.width)), "height": .number(Double(size.height))]
  }

  /// Checks a coordinate: finite and within ±``maximumPoints``.
  ///
  /// - Throws: A `DecodingError` the strict decoder reports with the key's line and column.
  package static func checkCoordinate(_ value: Double, codingPath: [any CodingKey]) throws
    -> CGFloat
  {
    guard InputBounds.isCoordinate(value) else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: codingPath,
          debugDescription:
            "must be a number of points within ±\(formatNumber(maximumPoints)), "
            + "got \(messageNumber(value))"))
    }
    return CGFloat(value)
  }

  /// Checks a length: finite, not negative, and at most ``maximumPoints``.
  ///
  /// - Throws: A `DecodingError` the strict decoder reports with the key's line and column.
  package static func checkLength(_ value: Double, codingPath: [any CodingKey]) throws -> CGFloat {
    guard InputBounds.isLength(value) else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: codingPath,
          debugDescription:
            "must be a number of points from 0 to \(formatNumber(maximumPoints)), "
            + "got \(messageNumber(value))"))
    }
    return CGFloat(value)
  }
}

private func coordinate<K: CodingKey>(_ c: KeyedDecodingContainer<K>, _ key: K) throws -> CGFloat {
  try JSONGeometry.checkCoordinate(
    c.decode(Double.self, forKey: key), codingPath: c.codingPath + [key])
}

private func length<K: CodingKey>(_ c: KeyedDecodingContainer<K>, _ key: K) throws -> CGFloat {
  try JSONGeometry.checkLength(c.decode(Double.self, forKey: key), codingPath: c.codingPath + [key])
}
