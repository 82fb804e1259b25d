/// Behaviours the sources disagree on, or quirks seen on some releases, as options with
/// documented defaults (docs/sources.md#focus-change-identical-keyboard,
/// docs/sources.md#keyboard-quirks).
///
/// ```swift
/// var options = PresentationOptions()
/// options.identicalKeyboardFocus = .legacy   // iOS ≤ 10 behaviour on any release
/// options.rotationRepeats = 2                // iOS 8.3 iPad: the pairs twice
/// ```
public struct PresentationOptions: Hashable, Sendable {
  /// Focus moving between two fields with identical keyboards
  /// (docs/sources.md#focus-change-identical-keyboard, [D]).
  public enum IdenticalKeyboardFocus: String, CaseIterable, Hashable, Sendable {
    /// `legacy` up to iOS 10, `modern` from iOS 11 (openradar 34432484). Default.
    case byVersion
    /// WillChangeFrame, WillShow, DidChangeFrame, DidShow with begin == end.
    case legacy
    /// Nothing is posted.
    case modern
  }

  /// The shape of the hide-then-show sequence of a rotation
  /// (docs/sources.md#rotation-notifications).
  public enum RotationStyle: String, CaseIterable, Hashable, Sendable {
    /// `iOS5Log` before iOS 7, `hideThenShow` from iOS 7. Default.
    case byVersion
    /// Hide pair (old → off screen), then show pair (new off screen → new);
    /// docs/sources.md#notification-sequences.
    case hideThenShow
    /// As the iOS 5 OmniGroup log: the second WillChangeFrame has begin == end, and the Did…
    /// notifications carry no duration or curve.
    case iOS5Log
  }

  /// What a floating iPad keyboard posts (docs/sources.md#ipad-undocked-keyboard, [D]).
  public enum FloatingNotifications: String, CaseIterable, Hashable, Sendable {
    /// WillChangeFrame and DidChangeFrame only (flutter_keyboard_visibility PR 162). Default.
    case frameChangeOnly
    /// WillChangeFrame, WillHide, DidChangeFrame, DidHide (MeshCoreOne PR 139, React Native).
    case hidePair
  }

  /// The end frame of a hide (docs/sources.md#keyboard-hide-order, docs/sources.md#keyboard-quirks
  /// item 2).
  public enum HideEndFrame: String, CaseIterable, Hashable, Sendable {
    /// The keyboard at full size just below the screen. Default.
    case fullHeight
    /// Zero height at the bottom edge (`{{0, 667}, {375, 0}}`, U5).
    case zeroHeight
    /// The height of the accessory view only (iOS 26, IQKeyboardNotification).
    case accessoryHeight
  }

  /// Where an off-screen frame sits (docs/sources.md#keyboard-quirks item 4).
  public enum OffscreenPlacement: String, CaseIterable, Hashable, Sendable {
    /// y = screen height. Default.
    case screenBottom
    /// y = 2 × screen height − keyboard height, as some iOS 6/7 logs show.
    case doubledScreenHeight
  }

  /// An iPhone with a hardware keyboard focusing a field without an accessory
  /// (docs/sources.md#hardware-keyboard).
  public enum AccessorylessHardwareKeyboard: String, CaseIterable, Hashable, Sendable {
    /// `silent` before iOS 9 ([C]), `willHideOnly` from iOS 9 (AlphaWallet PR 1254). Default.
    case byVersion
    /// Nothing is posted.
    case silent
    /// A lone WillHide with zero-height frames on focus and on resign.
    case willHideOnly
  }

  /// An interactive dismissal that the user cancels (the keyboard springs back).
  public enum CancelledDismissal: String, CaseIterable, Hashable, Sendable {
    /// Nothing: the keyboard's reported frame never changed (inferred). Default.
    case silent
    /// WillChangeFrame and DidChangeFrame from the dragged frame back to the docked one.
    case frameChange
  }

  /// How the keyboard rides a modal presentation
  /// (docs/sources.md#modal-presentation-keyboard; ``KeyboardPresenter/presentModally(focusing:)``,
  /// ``KeyboardPresenter/dismissModal()``).
  public enum ModalPresentationStyle: String, CaseIterable, Hashable, Sendable {
    /// Per release. Default: a show is `fullScreen` before iOS 13 and `sheet` from iOS 13; a
    /// dismissal is `fullScreen` before iOS 9 and `sheet` from iOS 9.
    case byVersion
    /// The keyboard travels a whole screen height with the presented view: the show starts at
    /// `y = 2H − h` (SO 18957476, dump U9), the dismissal ends there at full height
    /// (KGKeyboardChangeManager #2).
    case fullScreen
    /// The show starts at the screen's bottom edge; the dismissal's end frame has height 0
    /// (dump U5).
    case sheet
  }

  /// The docked height of a Face ID iPad's keyboard before iPadOS 26
  /// (docs/sources.md#ipad-heights-before-26, [D]).
  public enum IPadHeightsBefore26: String, CaseIterable, Hashable, Sendable {
    /// The catalog's figures: keyman's iPadOS 18 readings (key area + 55 pt bar). Default.
    case catalog
    /// 25 pt more (as on iPadOS 26): the figures of an iPadOS 16 XCUITest tree (appium #19783,
    /// 12.9-inch: 498 in landscape, 403 in portrait).
    case withBottomInset
  }

  /// What an iPad shows of the keyboard with a hardware keyboard attached
  /// (docs/sources.md#ipad-minimized-bar, docs/sources.md#hardware-keyboard).
  public enum IPadHardwareKeyboardBar: String, CaseIterable, Hashable, Sendable {
    /// `shortcutBar` from iOS 9 to 14, `minimized` from iPadOS 15. Default.
    case byVersion
    /// The full-width 55 pt Shortcut Bar: the full-height frame hangs below the screen.
    case shortcutBar
    /// The small minimized bar centred at the bottom (``WindowMode``).
    case minimized
  }

  /// Focus changes between identical keyboards.
  public var identicalKeyboardFocus = IdenticalKeyboardFocus.byVersion
  /// The rotation sequence.
  public var rotationStyle = RotationStyle.byVersion
  /// How many times a rotation posts its hide and show pairs: 1, or 2 as on iPad iOS 8.3.
  public var rotationRepeats = 1
  /// Floating keyboards.
  public var floatingNotifications = FloatingNotifications.frameChangeOnly
  /// The end frame of hides.
  public var hideEndFrame = HideEndFrame.fullHeight
  /// Off-screen frames.
  public var offscreenPlacement = OffscreenPlacement.screenBottom
  /// iPhone, hardware keyboard, no accessory.
  public var accessorylessHardwareKeyboard = AccessorylessHardwareKeyboard.byVersion
  /// Cancelled interactive dismissals.
  public var cancelledDismissal = CancelledDismissal.silent
  /// `UIKeyboardAnimationDurationUserInfoKey`: 0.25 s (docs/sources.md#keyboard-animation).
  public var animationDuration = Duration.milliseconds(250)
  /// A different duration for shows from hidden (0.4 s in some iOS 7 logs); nil uses
  /// ``animationDuration``.
  public var showAnimationDuration: Duration?
  /// `UIKeyboardIsLocalUserInfoKey`: false to observe as another app on the same screen
  /// (Split View, Slide Over, Stage Manager; docs/sources.md#multitasking-is-local).
  public var isLocal = true
  /// Whether a secure password field keeps the QuickType bar for AutoFill
  /// (docs/sources.md#secure-text-entry).
  public var passwordAutoFillShowsPredictiveBar = true
  /// How ``KeyboardPresenter/frame(at:)`` interpolates.
  public var interpolation = FrameInterpolation.bezier
  /// Modal presentations and dismissals (the show lasts 0.4 s unless
  /// ``showAnimationDuration`` is given; a ``hideEndFrame`` other than `fullHeight` wins over
  /// the dismissal's).
  public var modalPresentation = ModalPresentationStyle.byVersion
  /// The duration an input-mode switch posts: 0, as the one logged switch (335 → 366.67 on an
  /// iPhone X, docs/sources.md#input-mode-switch) did.
  public var inputModeSwitchDuration = Duration.zero
  /// Face ID iPads before iPadOS 26.
  public var iPadHeightsBefore26 = IPadHeightsBefore26.catalog
  /// iPads with a hardware keyboard.
  public var iPadHardwareKeyboardBar = IPadHardwareKeyboardBar.byVersion

  /// The defaults.
  public init() {}
}
