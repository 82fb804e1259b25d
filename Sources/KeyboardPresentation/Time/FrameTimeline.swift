import Foundation

/// The keyboard's reported frame over time: animation segments, newest last.
struct FrameTimeline: Hashable, Sendable {
  struct Segment: Hashable, Sendable {
    var start: Duration
    var from: CGRect
    var to: CGRect
    var duration: Duration
  }

  private(set) var segments: [Segment] = []
  var interpolation: FrameInterpolation = .bezier

  /// Adds an animation from `begin` to `end` starting at `start`.
  ///
  /// When an earlier animation is still running then, the new one starts from where the keyboard
  /// visibly is.
  mutating func animate(from begin: CGRect, to end: CGRect, at start: Duration, duration: Duration)
  {
    var from = begin
    if let last = segments.last(where: { $0.start <= start }),
      start < last.start + visible(last.duration)
    {
      from = frame(at: start) ?? begin
    }
    // Keep the segments ordered by start; equal starts keep insertion order.
    let index = segments.lastIndex { $0.start <= start }.map { $0 + 1 } ?? 0
    segments.insert(Segment(start: start, from: from, to: end, duration: duration), at: index)
  }

  /// Moves the keyboard to `rect` at `time` without animation.
  mutating func jump(to rect: CGRect, at time: Duration) {
    animate(from: rect, to: rect, at: time, duration: .zero)
  }

  /// The frame at `time`, or nil before the keyboard first appeared.
  func frame(at time: Duration) -> CGRect? {
    guard let segment = segments.last(where: { $0.start <= time }) else { return nil }
    let elapsed = Self.seconds(time - segment.start)
    let progress = interpolation.progress(
      elapsed: elapsed, duration: Self.seconds(segment.duration))
    func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * CGFloat(progress) }
    return CGRect(
      x: mix(segment.from.minX, segment.to.minX), y: mix(segment.from.minY, segment.to.minY),
      width: mix(segment.from.width, segment.to.width),
      height: mix(segment.from.height, segment.to.height))
  }

  private func visible(_ duration: Duration) -> Duration {
    .seconds(interpolation.visibleDuration(for: Self.seconds(duration)))
  }

  static func seconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
  }
}
