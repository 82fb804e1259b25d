import Foundation

/// `{"x", "y", "width", "height"}`: all four required, sizes non-negative.
struct FrameFile: Decodable {
  var rect: CGRect
  private enum Keys: String, CodingKey, CaseIterable { case x, y, width, height }

  init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(Keys.self)
    let container = try decoder.container(keyedBy: Keys.self)
    rect = CGRect(
      x: try container.decode(CGFloat.self, forKey: .x),
      y: try container.decode(CGFloat.self, forKey: .y),
      width: try decodeSize(container, .width, decoder),
      height: try decodeSize(container, .height, decoder))
  }
}

/// `{"width", "height"}`: both required and non-negative.
struct SizeFile: Decodable {
  var size: CGSize
  private enum Keys: String, CodingKey, CaseIterable { case width, height }

  init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(Keys.self)
    let container = try decoder.container(keyedBy: Keys.self)
    size = CGSize(
      width: try decodeSize(container, .width, decoder),
      height: try decodeSize(container, .height, decoder))
  }
}

/// `{"x", "y"}`: both required.
struct PointFile: Decodable {
  var point: CGPoint
  private enum Keys: String, CodingKey, CaseIterable { case x, y }

  init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(Keys.self)
    let container = try decoder.container(keyedBy: Keys.self)
    point = CGPoint(
      x: try container.decode(CGFloat.self, forKey: .x),
      y: try container.decode(CGFloat.self, forKey: .y))
  }
}

/// `{"top", "left", "bottom", "right"}`: each optional, 0 by default.
struct InsetsFile: Decodable {
  var insets: ContentInsets
  private enum Keys: String, CodingKey, CaseIterable { case top, left, bottom, right }

  init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(Keys.self)
    let container = try decoder.container(keyedBy: Keys.self)
    insets = ContentInsets(
      top: try container.decodeIfPresent(CGFloat.self, forKey: .top) ?? 0,
      left: try container.decodeIfPresent(CGFloat.self, forKey: .left) ?? 0,
      bottom: try container.decodeIfPresent(CGFloat.self, forKey: .bottom) ?? 0,
      right: try container.decodeIfPresent(CGFloat.self, forKey: .right) ?? 0)
  }
}

private func decodeSize<Keys: CodingKey>(
  _ container: KeyedDecodingContainer<Keys>, _ key: Keys, _ decoder: any Decoder
) throws -> CGFloat {
  let value = try container.decode(CGFloat.self, forKey: key)
  guard value >= 0 else {
    throw decoder.invalid(key, "expected a non-negative size, found \(jsonNumberText(value))")
  }
  return value
}

/// A number as JSON would print it: `-5`, not `-5.0`.
func jsonNumberText(_ value: CGFloat) -> String {
  if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
  return "\(Double(value))"
}

/// One `scrollView` object; `parent` nests another, flattened here into `chain`.
struct ScrollViewFile: Decodable {
  /// This scroll view and its ancestors, innermost first.
  var chain: [ScrollViewGeometry]
  /// Each level's `frame` as written (window coordinates), innermost first.
  var windowFrames: [CGRect]
  /// Each level's `childFrame` (`nil` for the innermost), innermost first.
  var childFrames: [CGRect?]

  private enum Keys: String, CodingKey, CaseIterable {
    case frame, contentSize, contentOffset, contentInset, indicatorInset, systemInset
    case systemIndicatorInset, scrollsVertically, parent, childFrame
  }

  init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(Keys.self)
    let container = try decoder.container(keyedBy: Keys.self)
    let frame = try container.decode(FrameFile.self, forKey: .frame).rect
    let isParent = decoder.codingPath.last?.stringValue == Keys.parent.stringValue
    let childFrame = try container.decodeIfPresent(FrameFile.self, forKey: .childFrame)?.rect
    if isParent && childFrame == nil {
      throw DecodingError.keyNotFound(
        Keys.childFrame,
        .init(codingPath: decoder.codingPath, debugDescription: "a parent needs childFrame"))
    }
    if !isParent && childFrame != nil {
      throw decoder.invalid(
        Keys.childFrame, "childFrame belongs in a parent scroll view object only")
    }
    let geometry = ScrollViewGeometry(
      frame: frame,
      contentSize: try container.decode(SizeFile.self, forKey: .contentSize).size,
      contentOffset: try container.decodeIfPresent(PointFile.self, forKey: .contentOffset)?.point
        ?? .zero,
      contentInset: try container.decodeIfPresent(InsetsFile.self, forKey: .contentInset)?.insets
        ?? .zero,
      indicatorInset: try container.decodeIfPresent(InsetsFile.self, forKey: .indicatorInset)?
        .insets,
      systemInset: try container.decodeIfPresent(InsetsFile.self, forKey: .systemInset)?.insets
        ?? .zero,
      systemIndicatorInset: try container.decodeIfPresent(
        InsetsFile.self, forKey: .systemIndicatorInset)?.insets,
      verticalScrolling: try container.decodeIfPresent(Bool.self, forKey: .scrollsVertically))
    let parent = try container.decodeIfPresent(ScrollViewFile.self, forKey: .parent)
    chain = [geometry] + (parent?.chain ?? [])
    windowFrames = [frame] + (parent?.windowFrames ?? [])
    childFrames = [childFrame] + (parent?.childFrames ?? [])
  }
}
