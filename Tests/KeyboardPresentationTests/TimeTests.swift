import Foundation
import KeyboardPresentation
import Testing

/// The injected clock and `frame(at:)` (docs/sources.md#keyboard-animation).
struct TimeTests {
  // docs/sources.md#keyboard-animation: the Bézier (0.38, 0.70, 0.125, 1.0) gives about
  // 0.21/0.47/0.74/0.93/0.98/1.00 at 10/20/30/50/70/90 % of its time (values typed in from there, 2
  // decimals).
  @Test(arguments: [(0.1, 0.21), (0.2, 0.47), (0.3, 0.74), (0.5, 0.93), (0.7, 0.98), (0.9, 1.00)])
  func bezierProgressMatchesTheFacts(fraction: Double, expected: Double) {
    // Over twice the 0.25 s duration: 0.5 s.
    let progress = FrameInterpolation.bezier.progress(elapsed: fraction * 0.5, duration: 0.25)
    #expect(abs(progress - expected) <= 0.01)
  }

  // docs/sources.md#keyboard-animation: the literal spring reaches about 39 % at 0.25 s and 63 % at
  // 0.5 s.
  @Test func springIsOverdampedAsTheFactsWarn() {
    #expect(abs(FrameInterpolation.spring.progress(elapsed: 0.25, duration: 0.25) - 0.39) <= 0.01)
    #expect(abs(FrameInterpolation.spring.progress(elapsed: 0.499, duration: 0.25) - 0.63) <= 0.01)
    #expect(FrameInterpolation.spring.progress(elapsed: 0.5, duration: 0.25) == 1)
  }

  @Test func framesFollowTheAnimation() throws {
    var keyboard = try presenter("iphone-15", iOS: "17")
    #expect(keyboard.frame(at: .zero) == nil)
    _ = try keyboard.advance(by: .seconds(1))
    _ = try keyboard.focus(Fields.plain)
    // Begin (0, 852) → end (0, 516): 336 pt of travel over 0.5 s.
    #expect(keyboard.frame(at: .seconds(1)) == rect(0, 852, 393, 336))
    let halfway = try #require(keyboard.frame(at: .milliseconds(1250)))
    // 93 % of 336 pt ≈ 312.5 pt up from 852 (±1 % of the travel).
    #expect(abs(halfway.minY - (852 - 0.93 * 336)) <= 3.4)
    #expect(keyboard.frame(at: .milliseconds(1500)) == rect(0, 516, 393, 336))
    #expect(keyboard.frame(at: .seconds(9)) == rect(0, 516, 393, 336))
  }

  @Test func willsComeAtTheEventAndDidsADurationLater() throws {
    var options = PresentationOptions()
    options.animationDuration = .milliseconds(400)
    var keyboard = try presenter("iphone-15", iOS: "17", options: options)
    _ = try keyboard.advance(by: .milliseconds(100))
    let wills = try keyboard.focus(Fields.plain)
    #expect(wills.map(\.time) == [.milliseconds(100), .milliseconds(100)])
    #expect(try keyboard.advance(by: .milliseconds(399)).isEmpty)
    let dids = try keyboard.advance(by: .milliseconds(1))
    #expect(names(dids) == ["DCF", "DS"])
    #expect(dids.map(\.time) == [.milliseconds(500), .milliseconds(500)])
    #expect(dids[0].transition.animationDuration == .milliseconds(400))
  }

  // A second transition during the first: the first's Did… keep their time (t + duration), so
  // the stream stays in time order, and the frame continues from where it visibly is.
  @Test func overlappingTransitionsStayInTimeOrder() throws {
    var keyboard = try presenter("iphone-15", iOS: "17")
    var log = try keyboard.focus(Fields.plain)
    log += try keyboard.advance(by: .milliseconds(100))
    let visible = try #require(keyboard.frame(at: .milliseconds(100)))
    log += try keyboard.focus(Fields.numberPad)
    log += keyboard.settle()
    #expect(names(log) == ["WCF", "WS", "WCF", "WS", "DCF", "DS", "DCF", "DS"])
    #expect(log.map { seconds($0.time) } == [0, 0, 0.1, 0.1, 0.25, 0.25, 0.35, 0.35])
    #expect(keyboard.frame(at: .milliseconds(100)) == visible)
    #expect(keyboard.frame(at: .milliseconds(101)).map { abs($0.minY - visible.minY) < 5 } == true)
  }

  @Test func theClockDoesNotRunBackwards() throws {
    var keyboard = try presenter("iphone-15", iOS: "17")
    #expect(throws: PresentationError.self) { try keyboard.advance(by: .milliseconds(-1)) }
  }
}
