import Foundation
import KeyboardAvoidance
import Testing

/// Properties over thousands of random scenes (seeded, so every run sees the same scenes).
///
/// Expected bounds come from the formulas of docs/sources.md#scroll-view-insets and
/// docs/keyboard-avoidance.md#the-algorithm, written out here, never from the calculator itself.
struct PropertyTests {
  static let scenes = RandomScene.generate(count: 5000, seed: 0x4B42_5349_4D01)
  static let nestedScenes = RandomScene.generate(count: 2000, seed: 0x4B42_5349_4D02, nested: true)

  private static func result(_ random: RandomScene, scene: AvoidanceScene? = nil)
    -> AvoidanceResult
  {
    ContentInsetCalculator(options: random.options)
      .result(for: random.change, scene: scene ?? random.scene)
  }

  @Test func offsetAlwaysLiesInTheValidRange() {
    for random in Self.scenes + Self.nestedScenes {
      let result = Self.result(random)
      for (geometry, adjustment) in zip(random.scene.scrollViews, result.scrollViews) {
        // −adjTop … max(−adjTop, contentHeight + adjBottom − height) with the new insets.
        let top = geometry.contentInset.top + geometry.systemInset.top
        let bottom = adjustment.contentInset.bottom + geometry.systemInset.bottom
        let maximum = max(-top, geometry.contentSize.height + bottom - geometry.frame.height)
        let y = adjustment.contentOffset.y
        #expect(y >= -top && y <= maximum, "\(random)")
        #expect(adjustment.contentOffset.x == geometry.contentOffset.x, "\(random)")
        // Never below the base inset (max, not replace).
        #expect(adjustment.contentInset.bottom >= geometry.contentInset.bottom, "\(random)")
      }
    }
  }

  @Test func targetThatFitsIsFullyVisibleAfterReveal() throws {
    var checked = 0
    for random in Self.scenes {
      let result = Self.result(random)
      let geometry = random.scene.scrollViews[0]
      let adjustment = result.scrollViews[0]
      let target = try #require(random.scene.target)
      let top = geometry.contentInset.top + geometry.systemInset.top
      let visibleHeight =
        geometry.frame.height - top - adjustment.contentInset.bottom - geometry.systemInset.bottom
      let insideContent = target.minY >= 0 && target.maxY <= geometry.contentSize.height
      guard insideContent, target.height <= visibleHeight else { continue }
      checked += 1
      // Inside bounds − adjustedContentInset …
      let visibleTop = adjustment.contentOffset.y + top
      #expect(target.minY >= visibleTop - 1e-9, "\(random)")
      #expect(target.maxY <= visibleTop + visibleHeight + 1e-9, "\(random)")
      // … and not under the keyboard.
      let onScreen = try #require(result.targetInWindow)
      if let covered = result.keyboard.coveredRect {
        let hidden = onScreen.intersection(covered)
        #expect(hidden.isNull || hidden.height <= 1e-9 || hidden.width <= 1e-9, "\(random)")
      }
      // With the padding too, when the padded rect fits in the content and the visible rect.
      let padded = CGRect(
        x: target.minX, y: target.minY - random.options.paddingTop, width: target.width,
        height: target.height + random.options.paddingTop + random.options.paddingBottom)
      if padded.minY >= 0, padded.maxY <= geometry.contentSize.height,
        padded.height <= visibleHeight
      {
        #expect(padded.minY >= visibleTop - 1e-9, "\(random)")
        #expect(padded.maxY <= visibleTop + visibleHeight + 1e-9, "\(random)")
      }
    }
    // The generator must actually exercise the property.
    #expect(checked > 1500)
  }

  @Test func applyingTheResultTwiceChangesNothing() {
    for random in Self.scenes + Self.nestedScenes {
      let first = Self.result(random)
      let second = Self.result(random, scene: random.scene.applying(first))
      #expect(second == first, "\(random)")
    }
  }

  @Test func targetAlreadyVisibleNeverMoves() throws {
    var checked = 0
    for random in Self.scenes {
      let geometry = random.scene.scrollViews[0]
      let target = try #require(random.scene.target)
      // Visible band in window coordinates: below the adjusted top, above the base adjusted
      // bottom, and above the keyboard top when a counted keyboard overlaps the scroll view.
      let frame = geometry.frame
      var low = frame.maxY - geometry.contentInset.bottom - geometry.systemInset.bottom
      let keyboard = KeyboardCoverage(
        change: random.change, screenSize: random.scene.screenSize,
        windowFrame: random.scene.windowFrame,
        followsUndockedKeyboard: random.options.followsUndockedKeyboard)
      if let covered = keyboard.coveredRect, covered.minX < frame.maxX, covered.maxX > frame.minX {
        low = min(low, covered.minY)
      }
      let high = frame.minY + geometry.contentInset.top + geometry.systemInset.top
      let y = geometry.contentOffset.y
      let paddedTop = frame.minY + target.minY - random.options.paddingTop - y
      let paddedBottom = frame.minY + target.maxY + random.options.paddingBottom - y
      guard paddedTop >= high, paddedBottom <= low else { continue }
      checked += 1
      let result = Self.result(random)
      #expect(result.scrollViews[0].contentOffset == geometry.contentOffset, "\(random)")
    }
    #expect(checked > 300)
  }
}
