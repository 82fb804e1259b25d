public import Foundation

/// Where an iPad's on-screen keyboard sits: docked at the bottom, undocked or split and raised,
/// or floating (docs/sources.md#ipad-undocked-keyboard).
///
/// No source gives the position of an undocked keyboard or the size of a floating one on
/// current iPadOS, so both are parameters with documented defaults: an undocked or split
/// keyboard keeps its docked size, full screen width, raised ``defaultUndockedBottomOffset``
/// points; a floating keyboard is ``defaultFloatingSize``, centred, as far above the bottom.
///
/// ```swift
/// KeyboardPlacement.undocked(bottomOffset: 200)
/// KeyboardPlacement.floating(CGRect(x: 224, y: 600, width: 320, height: 260))
/// ```
public enum KeyboardPlacement: Hashable, Sendable, CustomStringConvertible {
  /// At the bottom of the screen, full width.
  case docked
  /// Undocked: full width, its bottom edge `bottomOffset` points above the screen's.
  case undocked(bottomOffset: CGFloat)
  /// Split in two halves; modelled like undocked.
  case split(bottomOffset: CGFloat)
  /// The small floating keyboard (iPadOS 13+), at this rectangle; nil uses the default.
  case floating(CGRect?)

  /// The raise of an undocked or split keyboard when none is given: an arbitrary 100 pt, since
  /// no source reports one (the frame then fails the docked test of
  /// docs/sources.md#keyboard-frame-normalisation, as a real undocked keyboard does).
  public static let defaultUndockedBottomOffset: CGFloat = 100
  /// The size of a floating keyboard when none is given: 320×260, a compact iPhone-like
  /// keyboard (216 keys + 44 bar); inferred, no source reports it.
  public static let defaultFloatingSize = CGSize(width: 320, height: 260)

  /// Whether the keyboard sits at the bottom edge.
  public var isDocked: Bool { self == .docked }

  /// `docked`, `undocked`, `split` or `floating`.
  public var name: String {
    switch self {
    case .docked: "docked"
    case .undocked: "undocked"
    case .split: "split"
    case .floating: "floating"
    }
  }

  /// The name.
  public var description: String { name }

  /// Parses `docked`, `undocked`, `split` or `floating`, with the default positions.
  ///
  /// - Throws: ``PresentationError`` with code ``PresentationErrorCode/invalidEvent``.
  public init(parsing name: String) throws(PresentationError) {
    switch name {
    case "docked": self = .docked
    case "undocked": self = .undocked(bottomOffset: Self.defaultUndockedBottomOffset)
    case "split": self = .split(bottomOffset: Self.defaultUndockedBottomOffset)
    case "floating": self = .floating(nil)
    default:
      throw PresentationError(
        code: .invalidEvent,
        message: "unknown placement '\(name)' (valid: docked, undocked, split, floating)")
    }
  }
}
