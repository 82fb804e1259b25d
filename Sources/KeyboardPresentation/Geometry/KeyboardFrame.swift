public import Foundation

/// The keyboard's frame for one setup, in the screen's coordinate space of the interface
/// orientation (iOS 8 and later), and where it starts from or goes to off screen.
///
/// ```swift
/// let frame = try geometry.frame(for: KeyboardSetup())
/// frame.rect       // (0, 516, 393, 336) on an iPhone 15 in portrait
/// frame.offscreen  // (0, 852, 393, 336): the begin frame of a show
/// ```
public struct KeyboardFrame: Hashable, Sendable {
  /// What is on screen.
  public enum Kind: String, Hashable, Sendable {
    /// A docked keyboard (or custom input view) at the bottom edge.
    case docked
    /// iPad with a hardware keyboard, iOS 9+: the full-height frame hangs below the screen and
    /// only the Shortcut Bar (and accessory) is on screen (docs/sources.md#hardware-keyboard,
    /// docs/sources.md#keyboard-frame-coordinates).
    case shortcutBar
    /// iPad with a hardware keyboard, iPadOS 15+: the small minimized bar centred at the bottom
    /// (docs/sources.md#ipad-minimized-bar). Outside Stage Manager it is not part of the
    /// keyboard: the frame is zero-height at the bottom edge (the accessory's height with one);
    /// in Stage Manager it is the bar.
    case minimizedBar
    /// A hardware keyboard with an `inputAccessoryView`: only the accessory shows
    /// (docs/sources.md#hardware-keyboard).
    case accessoryOnly
    /// An undocked iPad keyboard, raised and full width.
    case undocked
    /// A split iPad keyboard, raised and full width.
    case split
    /// A floating iPad keyboard, narrower than the screen.
    case floating
    /// No keyboard on screen (a hardware keyboard and no accessory view).
    case none
  }

  /// What is on screen.
  public var kind: Kind
  /// The frame; for ``Kind/none`` a zero-height rectangle at the bottom edge.
  public var rect: CGRect
  /// The same frame moved just below the screen, at full size
  /// (docs/sources.md#keyboard-hide-order).
  public var offscreen: CGRect

  /// Creates a frame.
  public init(kind: Kind, rect: CGRect, offscreen: CGRect) {
    self.kind = kind
    self.rect = rect
    self.offscreen = offscreen
  }

  /// Whether anything of the keyboard is on screen.
  public var isOnScreen: Bool { kind != .none }

  /// Whether the system posts show and hide notifications for this frame (undocked, split and
  /// floating keyboards post only frame changes; docs/sources.md#ipad-undocked-keyboard).
  public var postsShowAndHide: Bool {
    switch kind {
    case .docked, .shortcutBar, .minimizedBar, .accessoryOnly, .none: true
    case .undocked, .split, .floating: false
    }
  }
}
