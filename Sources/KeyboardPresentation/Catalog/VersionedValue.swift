import Foundation

/// A figure that depends on the iOS release: bands of major releases, each with a value.
struct VersionedValue: Hashable, Sendable {
  struct Band: Hashable, Sendable {
    var fromMajor: Int?
    var throughMajor: Int?
    var value: CGFloat

    func contains(_ major: Int) -> Bool {
      (fromMajor.map { major >= $0 } ?? true) && (throughMajor.map { major <= $0 } ?? true)
    }
  }

  var bands: [Band]

  init(_ bands: [Band]) { self.bands = bands }
  init(constant value: CGFloat) {
    self.bands = [Band(fromMajor: nil, throughMajor: nil, value: value)]
  }

  /// The value for a release, or nil when no band covers it.
  func value(for version: IOSVersion) -> CGFloat? {
    bands.first { $0.contains(version.major) }?.value
  }
}
