import Foundation

/// How ``KeyboardPresenter/frame(at:)`` approximates the keyboard's undocumented animation
/// curve 7 between the begin and end frames (docs/sources.md#keyboard-animation).
///
/// - ``bezier`` (default): the cubic Bézier (0.38, 0.70, 0.125, 1.0) over **twice** the
///   notification's duration (0.5 s for 0.25 s), the approximation of Apple Developer Forums
///   thread 48088. Progress at 10/20/30/50/70/90 % of that time is about
///   0.21/0.47/0.74/0.93/0.98/1.00.
/// - ``spring``: the literal `CASpringAnimation` the same thread printed (mass 3, stiffness
///   1000, damping 500, from rest), cut off at 0.5 s. It is heavily over-damped and reaches
///   only about 63 % by then, so the frame jumps to the end at 0.5 s;
/// docs/sources.md#keyboard-animation doubts it.
/// - ``linear``: straight interpolation over the notification's duration.
///
/// ```swift
/// FrameInterpolation.bezier.progress(elapsed: 0.25, duration: 0.25)  // ≈ 0.93
/// ```
public enum FrameInterpolation: String, CaseIterable, Hashable, Sendable {
  /// Cubic Bézier (0.38, 0.70, 0.125, 1.0) over twice the duration.
  case bezier
  /// Spring with mass 3, stiffness 1000, damping 500, cut off at 0.5 s.
  case spring
  /// Linear over the duration.
  case linear

  /// How long the visible animation runs for a notification duration, in seconds.
  public func visibleDuration(for duration: Double) -> Double {
    switch self {
    case .bezier: 2 * duration
    case .spring: 0.5
    case .linear: duration
    }
  }

  /// The fraction of the way from begin to end, `elapsed` seconds after the will…
  /// notification of an animation whose notification duration is `duration` seconds.
  public func progress(elapsed: Double, duration: Double) -> Double {
    let total = visibleDuration(for: duration)
    guard elapsed > 0 else { return 0 }
    guard total > 0, elapsed < total else { return 1 }
    switch self {
    case .linear:
      return elapsed / total
    case .bezier:
      return Self.bezier(x: elapsed / total, p1: (0.38, 0.70), p2: (0.125, 1.0))
    case .spring:
      return Self.overdampedSpring(t: elapsed, mass: 3, stiffness: 1000, damping: 500)
    }
  }

  /// y(x) of the cubic Bézier from (0, 0) to (1, 1) with control points p1 and p2.
  static func bezier(x: Double, p1: (Double, Double), p2: (Double, Double)) -> Double {
    func coordinate(_ s: Double, _ a: Double, _ b: Double) -> Double {
      let u = 1 - s
      return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s
    }
    // x(s) is monotonic for these control points; bisection finds s to 1e-12.
    var low = 0.0
    var high = 1.0
    for _ in 0..<60 {
      let mid = (low + high) / 2
      if coordinate(mid, p1.0, p2.0) < x { low = mid } else { high = mid }
    }
    return coordinate((low + high) / 2, p1.1, p2.1)
  }

  /// The travelled fraction of an over-damped spring released from rest:
  /// m·x″ + c·x′ + k·x = 0, with roots r₁, r₂ of m·r² + c·r + k.
  static func overdampedSpring(t: Double, mass: Double, stiffness: Double, damping: Double)
    -> Double
  {
    let root = (damping * damping - 4 * mass * stiffness).squareRoot()
    let r1 = (-damping + root) / (2 * mass)
    let r2 = (-damping - root) / (2 * mass)
    let remaining = (r2 * exp(r1 * t) - r1 * exp(r2 * t)) / (r2 - r1)
    return 1 - remaining
  }
}
