import Foundation
import KeyboardAvoidance

/// Random but plausible scenes for the property tests: real screen sizes, windows inside the
/// screen, scroll views inside the window, docked, hardware, floating and hidden keyboards.
struct RandomScene: CustomStringConvertible {
  var scene: AvoidanceScene
  var change: KeyboardChange
  var options: AvoidanceOptions
  var index: Int

  var description: String {
    "scene #\(index): \(scene) \(change) \(options)"
  }

  static let screens: [CGSize] = [
    CGSize(width: 393, height: 852), CGSize(width: 852, height: 393),
    CGSize(width: 375, height: 667), CGSize(width: 430, height: 932),
    CGSize(width: 834, height: 1194), CGSize(width: 1194, height: 834),
  ]

  static func generate(count: Int, seed: UInt64, nested: Bool = false) -> [RandomScene] {
    var random = SeededGenerator(seed: seed)
    return (0..<count).map { index in
      make(&random, index: index, nested: nested)
    }
  }

  private static func make(_ random: inout SeededGenerator, index: Int, nested: Bool)
    -> RandomScene
  {
    let screen = random.pick(screens)
    var window = CGRect(origin: .zero, size: screen)
    if random.chance(30) {
      window.origin = CGPoint(
        x: random.halfPoints(0...(screen.width / 4)), y: random.halfPoints(0...(screen.height / 4)))
      window.size = CGSize(
        width: screen.width - window.minX - random.halfPoints(0...40),
        height: screen.height - window.minY - random.halfPoints(0...40))
    }
    let outer = scrollView(&random, in: CGRect(origin: .zero, size: window.size))
    var chain = [outer]
    if nested {
      // The inner scroll view lies somewhere in the outer one's content.
      let contentHeight = outer.contentSize.height
      let regionHeight = random.halfPoints(min(80, contentHeight)...contentHeight)
      let region = CGRect(
        x: 0, y: random.halfPoints(0...(contentHeight - regionHeight)),
        width: outer.frame.width, height: regionHeight)
      chain.insert(scrollView(&random, in: region), at: 0)
    }
    let innermost = chain[0]
    let targetHeight = random.halfPoints(8...140)
    let target = CGRect(
      x: 0, y: random.halfPoints(-20...(innermost.contentSize.height + 20)),
      width: innermost.frame.width, height: targetHeight)
    let keyboardHeight = random.halfPoints(200...420)
    var frame = CGRect(
      x: 0, y: screen.height - keyboardHeight, width: screen.width, height: keyboardHeight)
    switch random.int(0...9) {
    case 0: frame = CGRect(x: 0, y: screen.height - 55, width: screen.width, height: 398)
    case 1:
      frame = CGRect(
        x: random.halfPoints(0...(screen.width / 2)), y: random.halfPoints(100...400),
        width: 320, height: 250)
    default: break
    }
    let event =
      random.chance(80)
      ? random.pick([KeyboardNotificationName.willShow, .willChangeFrame, .didShow])
      : random.pick([.willHide, .didHide, .didChangeFrame])
    let options = AvoidanceOptions(
      paddingTop: random.chance(50) ? 0 : random.halfPoints(0...30),
      paddingBottom: random.chance(50) ? 0 : random.halfPoints(0...30),
      followsUndockedKeyboard: random.chance(30),
      tallTarget: random.pick(TallTargetPolicy.allCases))
    return RandomScene(
      scene: AvoidanceScene(
        screenSize: screen, windowFrame: window, scrollViews: chain, target: target),
      change: KeyboardChange(event: event, frameEnd: frame),
      options: options, index: index)
  }

  /// A vertical scroll view inside `bounds` (its container's coordinates), at rest somewhere
  /// in its valid range with base insets.
  private static func scrollView(_ random: inout SeededGenerator, in bounds: CGRect)
    -> ScrollViewGeometry
  {
    let y =
      random.chance(50)
      ? bounds.minY : random.halfPoints(bounds.minY...(bounds.minY + bounds.height / 3))
    let height = random.halfPoints((bounds.height / 4)...(bounds.maxY - y))
    var geometry = ScrollViewGeometry(
      frame: CGRect(x: bounds.minX, y: y, width: bounds.width, height: height),
      contentSize: CGSize(width: bounds.width, height: random.halfPoints(50...3000)),
      contentInset: ContentInsets(
        top: random.chance(70) ? 0 : random.halfPoints(0...40),
        bottom: random.chance(60) ? 0 : random.halfPoints(0...120)),
      systemInset: ContentInsets(
        top: random.pick([0, 20, 47, 59, 103]), bottom: random.pick([0, 20, 21, 34])))
    if random.chance(20) {
      geometry.indicatorInset = ContentInsets(bottom: random.halfPoints(0...60))
    }
    if random.chance(20) { geometry.systemIndicatorInset = .zero }
    let range = offsetRange(geometry)
    geometry.contentOffset.y = random.halfPoints(range.lowerBound...range.upperBound)
    return geometry
  }

  /// The valid offset range with the base insets (docs/sources.md#scroll-view-insets), computed
  /// here independently.
  static func offsetRange(_ geometry: ScrollViewGeometry) -> ClosedRange<CGFloat> {
    let top = geometry.contentInset.top + geometry.systemInset.top
    let bottom = geometry.contentInset.bottom + geometry.systemInset.bottom
    return -top...max(-top, geometry.contentSize.height + bottom - geometry.frame.height)
  }
}
