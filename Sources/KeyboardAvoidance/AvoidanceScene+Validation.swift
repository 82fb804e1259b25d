import Foundation
import JSONCoding

extension AvoidanceScene {
  /// Checks that every number is finite and every size non-negative.
  ///
  /// ```swift
  /// var scene = AvoidanceScene(screenSize: CGSize(width: 393, height: .nan))
  /// try scene.validate()
  /// // AvoidanceError.invalidGeometry: "screenSize.height: expected a finite number, found nan"
  /// ```
  ///
  /// - Throws: ``AvoidanceError`` with code `invalidGeometry`, naming the property path.
  public func validate() throws(AvoidanceError) {
    try Self.check(size: screenSize, at: "screenSize")
    try Self.check(rect: windowFrame, at: "windowFrame")
    for (index, scrollView) in scrollViews.enumerated() {
      let place = "scrollViews[\(index)]"
      try Self.check(rect: scrollView.frame, at: "\(place).frame")
      try Self.check(size: scrollView.contentSize, at: "\(place).contentSize")
      try Self.check(point: scrollView.contentOffset, at: "\(place).contentOffset")
      try Self.check(insets: scrollView.contentInset, at: "\(place).contentInset")
      try Self.check(insets: scrollView.systemInset, at: "\(place).systemInset")
      if let insets = scrollView.indicatorInset {
        try Self.check(insets: insets, at: "\(place).indicatorInset")
      }
      if let insets = scrollView.systemIndicatorInset {
        try Self.check(insets: insets, at: "\(place).systemIndicatorInset")
      }
    }
    if let target { try Self.check(rect: target, at: "target") }
    if let caret { try Self.check(rect: caret, at: "caret") }
  }

  static func check(number: CGFloat, at place: String, nonNegative: Bool = false)
    throws(AvoidanceError)
  {
    guard number.isFinite else {
      throw AvoidanceError(
        code: .invalidGeometry, message: "\(place): expected a finite number, found \(number)")
    }
    guard !nonNegative || number >= 0 else {
      throw AvoidanceError(
        code: .invalidGeometry,
        message: "\(place): expected a non-negative size, found \(formatNumber(Double(number)))")
    }
  }

  static func check(size: CGSize, at place: String) throws(AvoidanceError) {
    try check(number: size.width, at: "\(place).width", nonNegative: true)
    try check(number: size.height, at: "\(place).height", nonNegative: true)
  }

  static func check(point: CGPoint, at place: String) throws(AvoidanceError) {
    try check(number: point.x, at: "\(place).x")
    try check(number: point.y, at: "\(place).y")
  }

  static func check(rect: CGRect, at place: String) throws(AvoidanceError) {
    try check(point: rect.origin, at: place)
    try check(size: rect.size, at: place)
  }

  static func check(insets: ContentInsets, at place: String) throws(AvoidanceError) {
    try check(number: insets.top, at: "\(place).top")
    try check(number: insets.left, at: "\(place).left")
    try check(number: insets.bottom, at: "\(place).bottom")
    try check(number: insets.right, at: "\(place).right")
  }
}
