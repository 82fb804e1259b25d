public import Diagnostics
public import Foundation
import InputTraits
import JSONCoding

/// The keyboard frame model: device × orientation × iOS release × setup → frame in screen
/// coordinates (docs/sources.md#keyboard-height-model, docs/sources.md#hardware-keyboard,
/// docs/sources.md#ipad-undocked-keyboard, docs/sources.md#keyboard-frame-coordinates).
///
/// Docked height = key area + predictive bar (iPhone, when shown) or Shortcut Bar (iPad, iOS 9+)
/// + bottom strip (Face ID iPhones) + `inputAccessoryView`; a custom `inputView` replaces the
/// keyboard (its height + the accessory). Pads have no bar on iPhone and are the full keyboard
/// on iPad. With a hardware keyboard an iPad (iOS 9+) keeps the full-height frame with only the
/// Shortcut Bar and accessory on screen; otherwise only the accessory shows, or nothing. The
/// frame always spans the whole screen width, also when the app's window does not (Split View,
/// Slide Over, Stage Manager; docs/sources.md#multitasking-is-local,
/// docs/sources.md#keyboard-frame-coordinates).
///
/// ```swift
/// let geometry = try KeyboardGeometry(
///   device: catalog.device(id: "iphone-15"), orientation: .portrait, iOS: IOSVersion(17))
/// try geometry.frame(for: KeyboardSetup()).rect  // (0, 516, 393, 336)
/// ```
public struct KeyboardGeometry: Hashable, Sendable {
  /// The device.
  public var device: Device
  /// The interface orientation.
  public var orientation: InterfaceOrientation
  /// The iOS release.
  public var iOS: IOSVersion
  /// The predictive-bar rule.
  public var predictiveBarRule: PredictiveBarRule
  /// Whether a Face ID iPad's keyboard covers the 25 pt under its keys (the 20 pt bottom
  /// safe-area inset and a 5 pt system inset) before iPadOS 26 too
  /// (``PresentationOptions/IPadHeightsBefore26``, docs/sources.md#ipad-heights-before-26).
  public var iPadBottomInsetBefore26 = false
  /// What an iPad shows with a hardware keyboard (``PresentationOptions/IPadHardwareKeyboardBar``).
  public var hardwareKeyboardBar = PresentationOptions.IPadHardwareKeyboardBar.byVersion

  /// Creates the model.
  ///
  /// - Throws: ``PresentationError`` with code ``PresentationErrorCode/unsupportedVersion``
  ///   when the catalog does not model the device on that release.
  public init(
    device: Device, orientation: InterfaceOrientation, iOS: IOSVersion,
    predictiveBarRule: PredictiveBarRule = PredictiveBarRule()
  ) throws(PresentationError) {
    try device.requireModelled(iOS)
    self.device = device
    self.orientation = orientation
    self.iOS = iOS
    self.predictiveBarRule = predictiveBarRule
  }

  /// The screen in the interface orientation's coordinates.
  public var screenBounds: CGRect { device.screenBounds(in: orientation) }

  /// The keyboard's height parts here.
  public var metrics: KeyboardMetrics {
    // The initialiser checked that the release is modelled.
    (try? device.keyboardMetrics(in: orientation, iOS: iOS))
      ?? KeyboardMetrics(
        keyArea: 0, predictiveBar: 0, collapsedPredictiveBar: nil, bottomStrip: 0, shortcutBar: 0)
  }

  /// The docked height of the on-screen keyboard (or input view) with its accessory.
  ///
  /// - Throws: ``PresentationError`` for negative or NaN heights and for a collapsed bar on a
  ///   release without one.
  public func dockedHeight(for setup: KeyboardSetup) throws(PresentationError) -> CGFloat {
    let height = try unboundedDockedHeight(for: setup)
    // A keyboard cannot be taller than the screen it is on: a 1e9-pt accessory is a mistake.
    guard height <= screenBounds.height else {
      throw PresentationError(
        code: .invalidGeometry,
        message:
          "the keyboard with its accessory and input views would be \(formatNumber(Double(height))) pt "
          + "tall, taller than the \(device.id) screen (\(formatNumber(Double(screenBounds.height))) pt "
          + "in \(orientation))")
    }
    return height
  }

  private func unboundedDockedHeight(for setup: KeyboardSetup) throws(PresentationError)
    -> CGFloat
  {
    try PresentationError.requireGeometry(setup.accessoryHeight, "accessoryHeight")
    let accessory = setup.accessoryHeight
    if let inputView = setup.inputViewHeight {
      try PresentationError.requireGeometry(inputView, "inputViewHeight")
      return inputView + accessory
    }
    let parts = metrics
    if case .custom(let height) = setup.inputMode {
      try PresentationError.requireGeometry(height, "input mode height")
      return height + parts.bottomStrip + accessory
    }
    if case .customFrame(let height) = setup.inputMode {
      try PresentationError.requireGeometry(height, "input mode frame height")
      return height + accessory
    }
    if device.family == .iPad {
      return parts.keyArea + parts.shortcutBar + accessory + iPadBottomInset
    }
    if setup.traits.keyboardType.isNumberPad {
      return parts.keyArea + parts.bottomStrip + accessory
    }
    return parts.keyArea + (try barHeight(for: setup, parts)) + parts.bottomStrip + accessory
  }

  private func barHeight(for setup: KeyboardSetup, _ parts: KeyboardMetrics)
    throws(PresentationError) -> CGFloat
  {
    guard iOS.major >= 8 else { return 0 }
    if setup.inputMode == .emoji { return parts.predictiveBar }
    switch setup.predictiveBar {
    case .off:
      return 0
    case .on:
      return predictiveBarRule.showsBar(for: setup.traits, iOS: iOS) ? parts.predictiveBar : 0
    case .collapsed:
      guard let handle = parts.collapsedPredictiveBar else {
        throw PresentationError(
          code: .invalidEvent,
          message:
            "a collapsed predictive bar is modelled on iOS 8–10 only, not on iOS \(iOS)")
      }
      return predictiveBarRule.showsBar(for: setup.traits, iOS: iOS) ? handle : 0
    }
  }

  /// The 25 pt a Face ID iPad's keyboard covers under its keys before iPadOS 26 when
  /// ``iPadBottomInsetBefore26`` is on (iPadOS 26's figures include it already).
  private var iPadBottomInset: CGFloat {
    guard iPadBottomInsetBefore26, device.family == .iPad, iOS.major < 26,
      device.safeAreaInsets(in: orientation).bottom > 0
    else { return 0 }
    return 25
  }

  /// The keyboard frame for `setup`.
  ///
  /// - Throws: ``PresentationError`` for invalid geometry, and with code
  ///   ``PresentationErrorCode/invalidEvent`` for an undocked, split or floating keyboard on
  ///   iPhone.
  public func frame(for setup: KeyboardSetup) throws(PresentationError) -> KeyboardFrame {
    let screen = screenBounds
    let width = screen.width
    let bottom = screen.height
    func below(_ height: CGFloat) -> CGRect {
      CGRect(x: 0, y: bottom, width: width, height: height)
    }
    let height = try dockedHeight(for: setup)
    if setup.hardwareKeyboard, setup.inputViewHeight == nil {
      if device.family == .iPad, showsMinimizedBar {
        return minimizedBarFrame(for: setup, screen: screen)
      }
      if device.family == .iPad, iOS.major >= 9 {
        let visible = metrics.shortcutBar + setup.accessoryHeight
        let rect = CGRect(x: 0, y: bottom - visible, width: width, height: height)
        return KeyboardFrame(kind: .shortcutBar, rect: rect, offscreen: below(height))
      }
      let accessory = setup.accessoryHeight
      guard accessory > 0 else {
        return KeyboardFrame(kind: .none, rect: below(0), offscreen: below(0))
      }
      let rect = CGRect(x: 0, y: bottom - accessory, width: width, height: accessory)
      return KeyboardFrame(kind: .accessoryOnly, rect: rect, offscreen: below(accessory))
    }
    if !setup.placement.isDocked, device.family != .iPad {
      throw PresentationError(
        code: .invalidEvent,
        message: "\(setup.placement) keyboards exist only on iPad, not on \(device.id)")
    }
    switch setup.placement {
    case .docked:
      let rect = CGRect(x: 0, y: bottom - height, width: width, height: height)
      return KeyboardFrame(kind: .docked, rect: rect, offscreen: below(height))
    case .undocked(let offset), .split(let offset):
      try PresentationError.requireGeometry(offset, "bottomOffset")
      let rect = CGRect(x: 0, y: bottom - height - offset, width: width, height: height)
      let kind: KeyboardFrame.Kind = setup.placement.name == "split" ? .split : .undocked
      return KeyboardFrame(kind: kind, rect: rect, offscreen: below(height))
    case .floating(let given):
      let size = KeyboardPlacement.defaultFloatingSize
      let rect =
        given
        ?? CGRect(
          x: ((width - size.width) / 2).rounded(.down),
          y: bottom - KeyboardPlacement.defaultUndockedBottomOffset - size.height,
          width: size.width, height: size.height)
      for (value, name) in [
        (rect.origin.x, "floating x"), (rect.origin.y, "floating y"),
        (rect.width, "floating width"), (rect.height, "floating height"),
      ] {
        try PresentationError.requireGeometry(value, name)
      }
      return KeyboardFrame(
        kind: .floating, rect: rect,
        offscreen: CGRect(x: rect.minX, y: bottom, width: rect.width, height: rect.height))
    }
  }

  /// Whether an iPad with a hardware keyboard shows the iPadOS 15 minimized bar here.
  private var showsMinimizedBar: Bool {
    switch hardwareKeyboardBar {
    case .byVersion: iOS.major >= 15
    case .shortcutBar: false
    case .minimized: true
    }
  }

  /// The minimized bar's frame (docs/sources.md#ipad-minimized-bar): in Stage Manager
  /// (iPadOS 16+) the bar, ``WindowMode/minimizedBarSize`` centred at the bottom edge, with the
  /// accessory full width above it; elsewhere the bar is not part of the keyboard, so only the
  /// accessory is (a zero-height frame at the bottom edge without one).
  private func minimizedBarFrame(for setup: KeyboardSetup, screen: CGRect) -> KeyboardFrame {
    let accessory = setup.accessoryHeight
    if setup.windowMode == .stageManager, iOS.major >= 16 {
      let bar = WindowMode.minimizedBarSize
      let height = bar.height + accessory
      let width = accessory > 0 ? screen.width : bar.width
      let x = accessory > 0 ? 0 : ((screen.width - bar.width) / 2).rounded(.down)
      let rect = CGRect(x: x, y: screen.height - height, width: width, height: height)
      return KeyboardFrame(
        kind: .minimizedBar, rect: rect,
        offscreen: CGRect(x: x, y: screen.height, width: width, height: height))
    }
    let rect = CGRect(
      x: 0, y: screen.height - accessory, width: screen.width, height: accessory)
    return KeyboardFrame(
      kind: .minimizedBar, rect: rect,
      offscreen: CGRect(x: 0, y: screen.height, width: screen.width, height: accessory))
  }

  /// `rect` as UIKit reports it: unchanged from iOS 8; before iOS 8, in the portrait-fixed
  /// coordinate space, so a landscape keyboard is a tall rectangle at a portrait screen edge
  /// (docs/sources.md#keyboard-frame-coordinates, OmniGroup log: `{{0, 0}, {352, 1024}}` on a
  /// landscape iPad).
  public func reported(_ rect: CGRect) -> CGRect {
    guard iOS.major < 8 else { return rect }
    let portrait = device.screenSize
    switch orientation {
    case .portrait:
      return rect
    case .portraitUpsideDown:
      return CGRect(
        x: portrait.width - rect.maxX, y: portrait.height - rect.maxY,
        width: rect.width, height: rect.height)
    case .landscapeRight:
      // Home button right: the interface bottom is the portrait screen's left edge.
      return CGRect(
        x: portrait.width - rect.maxY, y: rect.minX, width: rect.height, height: rect.width)
    case .landscapeLeft:
      // Home button left: the interface bottom is the portrait screen's right edge.
      return CGRect(
        x: rect.minY, y: portrait.height - rect.maxX, width: rect.height, height: rect.width)
    }
  }
}
