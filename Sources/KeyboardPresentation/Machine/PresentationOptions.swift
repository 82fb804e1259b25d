/// Behaviours the sources disagree on, or quirks seen on some releases, as options with
/// documented defaults (facts ios-keyboard.md §1.4–§1.12).
///
/// ```swift
/// var options = PresentationOptions()
/// options.identicalKeyboardFocus = .legacy   // iOS ≤ 10 behaviour on any release
/// options.rotationRepeats = 2                // iOS 8.3 iPad: the pairs twice
/// ```
public struct PresentationOptions: Hashable, Sendable {
  /// Focus moving between two fields with identical keyboards (facts §1.4, [D]).
  public enum IdenticalKeyboardFocus: String, CaseIterable, Hashable, Sendable {
    /// `legacy` up to iOS 10, `modern` from iOS 11 (openradar 34432484). Default.
    case byVersion
    /// WillChangeFrame, WillShow, DidChangeFrame, DidShow with begin == end.
    case legacy
    /// Nothing is posted.
    case modern
  }

  /// The shape of the hide-then-show sequence of a rotation (facts §1.5).
  public enum RotationStyle: String, CaseIterable, Hashable, Sendable {
    /// `iOS5Log` before iOS 7, `hideThenShow` from iOS 7. Default.
    case byVersion
    /// Hide pair (old → off screen), then show pair (new off screen → new); §1.11.
    case hideThenShow
    /// As the iOS 5 OmniGroup log: the second WillChangeFrame has begin == end, and the Did…
    /// notifications carry no duration or curve.
    case iOS5Log
  }

  /// What a floating iPad keyboard posts (facts §1.7, [D]).
  public enum FloatingNotifications: String, CaseIterable, Hashable, Sendable {
    /// WillChangeFrame and DidChangeFrame only (flutter_keyboard_visibility PR 162). Default.
    case frameChangeOnly
    /// WillChangeFrame, WillHide, DidChangeFrame, DidHide (MeshCoreOne PR 139, React Native).
    case hidePair
  }

  /// The end frame of a hide (facts §1.2, §1.12 item 2).
  public enum HideEndFrame: String, CaseIterable, Hashable, Sendable {
    /// The keyboard at full size just below the screen. Default.
    case fullHeight
    /// Zero height at the bottom edge (`{{0, 667}, {375, 0}}`, U5).
    case zeroHeight
    /// The height of the accessory view only (iOS 26, IQKeyboardNotification).
    case accessoryHeight
  }

  /// Where an off-screen frame sits (facts §1.12 item 4).
  public enum OffscreenPlacement: String, CaseIterable, Hashable, Sendable {
    /// y = screen height. Default.
    case screenBottom
    /// y = 2 × screen height − keyboard height, as some iOS 6/7 logs show.
    case doubledScreenHeight
  }

  /// An iPhone with a hardware keyboard focusing a field without an accessory (facts §1.6).
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
  /// `UIKeyboardAnimationDurationUserInfoKey`: 0.25 s (facts §2.2).
  public var animationDuration = Duration.milliseconds(250)
  /// A different duration for shows from hidden (0.4 s in some iOS 7 logs); nil uses
  /// ``animationDuration``.
  public var showAnimationDuration: Duration?
  /// `UIKeyboardIsLocalUserInfoKey`: false to observe as another app on the same screen
  /// (Split View, Slide Over, Stage Manager; facts §1.10).
  public var isLocal = true
  /// Whether a secure password field keeps the QuickType bar for AutoFill (facts §6.3).
  public var passwordAutoFillShowsPredictiveBar = true
  /// How ``KeyboardPresenter/frame(at:)`` interpolates.
  public var interpolation = FrameInterpolation.bezier

  /// The defaults.
  public init() {}
}
