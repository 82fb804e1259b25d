public import Diagnostics
import InputTraits

/// Mirrors `UIInterfaceOrientation`, with UIKit's raw values.
///
/// From iOS 8 the screen's coordinate space follows the interface orientation, so a landscape
/// keyboard frame is as wide as the landscape screen (docs/sources.md#keyboard-frame-coordinates).
///
/// ```swift
/// try InterfaceOrientation(parsing: "landscapeLeft").isLandscape  // true
/// InterfaceOrientation.landscapeRight.rawValue                    // 3
/// ```
public enum InterfaceOrientation: Int, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// Home button (or home indicator) at the bottom.
  case portrait = 1
  /// Upside down.
  case portraitUpsideDown = 2
  /// Home button on the right.
  case landscapeRight = 3
  /// Home button on the left.
  case landscapeLeft = 4

  /// Whether the interface is wider than it is tall.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

  /// The Swift case name, such as `landscapeLeft`.
  public var name: String {
    switch self {
    case .portrait: "portrait"
    case .portraitUpsideDown: "portraitUpsideDown"
    case .landscapeRight: "landscapeRight"
    case .landscapeLeft: "landscapeLeft"
    }
  }

  /// The Swift case name.
  public var description: String { name }

  /// Parses a Swift case name.
  ///
  /// - Throws: ``PresentationError`` with code ``PresentationErrorCode/unknownOrientation``,
  ///   suggesting the nearest name.
  public init(parsing name: String) throws(PresentationError) {
    if let match = Self.allCases.first(where: { $0.name == name }) {
      self = match
      return
    }
    throw .unknown(
      "orientation", name, among: Self.allCases.map(\.name), code: .unknownOrientation,
      listingValid: true)
  }
}
