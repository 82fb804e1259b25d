import Foundation
import KeyboardAvoidance
import Testing

/// Properties over random notification streams (seeded): no inset is ever negative or taller
/// than the window, a hide always ends at zero overlap, and the same stream twice gives the same
/// results.
struct StreamPropertyTests {
  struct RandomStream: CustomStringConvertible {
    var scene: AvoidanceScene
    var options: AvoidanceOptions
    var inputs: [KeyboardInput]
    var index: Int
    var description: String { "stream #\(index): \(scene) \(options) \(inputs)" }
  }

  static let streams: [RandomStream] = {
    var random = SeededGenerator(seed: 0x4B42_5349_4D03)
    let base = RandomScene.generate(count: 1000, seed: 0x4B42_5349_4D04)
    return base.map { scene in
      let screen = scene.scene.screenSize
      let count = random.int(1...12)
      var inputs: [KeyboardInput] = []
      for _ in 0..<count {
        let height = random.halfPoints(0...450)
        var frame = CGRect(x: 0, y: screen.height - height, width: screen.width, height: height)
        switch random.int(0...9) {
        case 0: frame = .zero
        case 1: frame = CGRect(x: 0, y: screen.height, width: screen.width, height: height)
        case 2:
          frame = CGRect(
            x: random.halfPoints(0...(screen.width / 2)),
            y: random.halfPoints(0...(screen.height - 100)),
            width: 320, height: 260)
        case 3: frame.origin.y -= random.halfPoints(0...2)
        case 4: frame = CGRect(x: 0, y: screen.height - 55, width: screen.width, height: 398)
        default: break
        }
        if random.chance(10) {
          inputs.append(.dragFrame(frame.offsetBy(dx: 0, dy: random.halfPoints(0...200))))
          continue
        }
        let event = random.pick(KeyboardNotificationName.allCases)
        let change = KeyboardChange(
          event: event, frameEnd: frame, isLocal: random.chance(15) ? false : nil,
          animationDuration: random.chance(20) ? .zero : .milliseconds(250))
        inputs.append(.notification(change, split: random.chance(5)))
      }
      var options = scene.options
      options.slideOver = random.chance(30) ? .windowBottom : .screenBottom
      return RandomStream(scene: scene.scene, options: options, inputs: inputs, index: scene.index)
    }
  }()

  static func steps(_ stream: RandomStream) -> [AvoidanceStep] {
    AvoidanceStream(
      scene: stream.scene, options: stream.options,
      layoutGuide: KeyboardLayoutGuide(
        ownerFrame: CGRect(origin: .zero, size: stream.scene.windowFrame.size),
        safeAreaInsets: ContentInsets(top: 47, bottom: 34))
    ).steps(for: stream.inputs)
  }

  @Test func noInsetIsNegativeOrTallerThanTheWindow() {
    var checked = 0
    for stream in Self.streams {
      let window = stream.scene.windowFrame
      for step in Self.steps(stream) {
        checked += 1
        #expect(step.update.overlap >= 0 && step.update.overlap <= window.height, "\(stream)")
        for (geometry, adjustment) in zip(stream.scene.scrollViews, step.result.scrollViews) {
          #expect(adjustment.contentInset.bottom >= 0, "\(stream)")
          #expect(
            adjustment.contentInset.bottom <= max(geometry.contentInset.bottom, window.height),
            "\(stream)")
          #expect(adjustment.keyboardOverlap <= window.height, "\(stream)")
        }
        if let guide = step.layoutGuide {
          #expect(guide.layoutFrame.height >= 0, "\(stream)")
          #expect(guide.layoutFrame.height <= window.height, "\(stream)")
        }
      }
    }
    #expect(checked == 6687)
  }

  @Test func aHideAlwaysEndsAtZeroOverlap() {
    var hides = 0
    for stream in Self.streams {
      for step in Self.steps(stream) where step.input.event.hidesKeyboard {
        if case .dragFrame = step.input { continue }
        hides += 1
        #expect(step.update.overlap == 0, "\(stream)")
        #expect(step.update.state == .hidden, "\(stream)")
        for adjustment in step.result.scrollViews { #expect(adjustment.keyboardOverlap == 0) }
      }
    }
    #expect(hides == 2023)
  }

  @Test func theSameStreamTwiceGivesTheSameResults() {
    for stream in Self.streams {
      #expect(Self.steps(stream) == Self.steps(stream), "\(stream)")
    }
  }

  @Test func ignoredNotificationsAndDragsChangeNothingForTheConsumer() {
    for stream in Self.streams {
      var previous: CGFloat = 0
      for step in Self.steps(stream) {
        if step.update.handling == .ignored || step.update.handling == .notPosted {
          #expect(step.update.overlap == previous, "\(stream)")
        }
        previous = step.update.overlap
      }
    }
  }
}
