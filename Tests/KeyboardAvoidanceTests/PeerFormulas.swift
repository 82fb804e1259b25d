import Foundation
import KeyboardAvoidance

/// The formulas of three popular approaches, written out from docs/sources.md for the comparison
/// table in docs/keyboard-avoidance.md.
///
/// Test-only: KeyboardSim never ships them.
///
/// - IQKeyboardManager v8: docs/sources.md#iqkeyboardmanager (move distance, inset, hide).
/// - TPKeyboardAvoiding: docs/sources.md#tpkeyboardavoiding.
/// - Apple's "Managing the Keyboard" listing 5-1: docs/sources.md#apple-keyboard-sample.
enum PeerFormulas {
  /// What a peer needs beyond the scene: facts the scene does not hold.
  struct Context {
    /// IQ `keyboardDistance` (default 10, docs/sources.md#iqkeyboardmanager).
    var keyboardDistance: CGFloat = 10
    /// The root view's bottom safe area captured when editing began (`SA_root`).
    var rootSafeAreaBottom: CGFloat
    /// The scroll view's own `safeAreaInsets.bottom`.
    var scrollViewSafeAreaBottom: CGFloat
    /// IQ `topGuide`: navigation bar maxY, else the status bar height.
    var topGuide: CGFloat
    /// IQ `bottomGuide`: the root view's bottom layout margin (≈ its bottom safe area,
    /// docs/sources.md#iqkeyboardmanager).
    var bottomGuide: CGFloat
    /// The view controller's `view.frame` (Apple's listing compares against it).
    var viewControllerFrame: CGRect
  }

  /// What each formula sets: `contentInset.bottom`, indicator bottom, `contentOffset.y`.
  struct Outcome: Equatable, CustomStringConvertible {
    var inset: CGFloat
    var indicator: CGFloat
    var offset: CGFloat
    var description: String { "\(inset) / \(indicator) / \(offset)" }
  }

  /// IQKeyboardManager: `kb` from the keyboard top minus distance and root safe area,
  /// intersected with the window; `moveUp` truncated to Int; inset `kb − (windowH − SV.maxY)`
  /// with the scroll view's safe area subtracted; on hide, insets restored and the offset
  /// clamped to `max(contentH, frameH) − frameH`.
  static func iqKeyboardManager(
    _ scene: AvoidanceScene, _ change: KeyboardChange, _ context: Context
  ) -> Outcome {
    let scrollView = scene.scrollViews[0]
    let y = scrollView.contentOffset.y
    if change.event.hidesKeyboard {
      let maximum =
        max(scrollView.contentSize.height, scrollView.frame.height) - scrollView.frame.height
      return Outcome(
        inset: scrollView.contentInset.bottom, indicator: scrollView.baseIndicatorInset.bottom,
        offset: min(y, maximum))
    }
    let window = scene.windowFrame
    let keyboard = change.frameEnd
    let top = keyboard.minY - context.keyboardDistance - context.rootSafeAreaBottom
    let kbRect = CGRect(
      x: keyboard.minX, y: top, width: keyboard.width, height: keyboard.maxY - top)
    let overlap = kbRect.intersection(window)
    let kb = overlap.isNull ? 0 : overlap.height
    let field = scene.windowRect(fromContent: scene.target ?? .zero)
    let moveUp = CGFloat(
      Int(
        min(field.minY - context.topGuide, field.maxY - (window.height - kb) + context.bottomGuide))
    )
    var offset = y
    if moveUp > 0 && moveUp > -(y + scrollView.contentInset.top) {
      offset = y - min(y, -moveUp)
      offset = min(offset, scene.target?.minY ?? offset)
    }
    var bottom = kb - (window.height - scrollView.frame.maxY)
    var indicator = bottom - (context.keyboardDistance + context.rootSafeAreaBottom)
    bottom = max(scrollView.contentInset.bottom, bottom) - context.scrollViewSafeAreaBottom
    indicator =
      max(scrollView.baseIndicatorInset.bottom, indicator) - context.scrollViewSafeAreaBottom
    return Outcome(inset: bottom, indicator: indicator, offset: offset)
  }

  /// TPKeyboardAvoiding: the keyboard rect converted from *window* coordinates (it is in screen
  /// coordinates); inset = overlap without safe-area subtraction; the offset centres the field
  /// in `bounds.height − contentInset.top − contentInset.bottom`, at least 20 pt from the top.
  static func tpKeyboardAvoiding(
    _ scene: AvoidanceScene, _ change: KeyboardChange, _ context: Context
  ) -> Outcome {
    let scrollView = scene.scrollViews[0]
    let y = scrollView.contentOffset.y
    let keyboard = change.frameEnd
    if change.event.hidesKeyboard || keyboard.height == 0 {
      return Outcome(
        inset: scrollView.contentInset.bottom, indicator: scrollView.contentInset.bottom, offset: y)
    }
    // In bounds coordinates K.maxY − bounds.maxY equals K.maxY − frame.maxY.
    let bottom = max(keyboard.height - max(keyboard.maxY - scrollView.frame.maxY, 0), 0)
    let adjustedTop = scrollView.contentInset.top + scrollView.systemInset.top
    let viewable = scrollView.frame.height - scrollView.contentInset.top - bottom
    let field = scene.target ?? .zero
    let padding = max((viewable - field.height) / 2, 20)
    var offset = field.minY - padding - adjustedTop
    offset = min(offset, scrollView.contentSize.height - viewable - adjustedTop)
    offset = max(offset, -adjustedTop)
    return Outcome(inset: bottom, indicator: bottom, offset: offset)
  }

  /// Apple's listing: the *begin* frame's height as both insets; scroll only if the field's
  /// origin (content coordinates) lies outside `view.frame` shortened by that height, with
  /// `scrollRectToVisible` (minimal, against bounds − adjustedContentInset, clamped); on hide
  /// both insets zero and the offset left as it is.
  static func appleSample(
    _ scene: AvoidanceScene, _ change: KeyboardChange, _ context: Context
  ) -> Outcome {
    let scrollView = scene.scrollViews[0]
    let y = scrollView.contentOffset.y
    if change.event.hidesKeyboard { return Outcome(inset: 0, indicator: 0, offset: y) }
    let height = (change.frameBegin ?? change.frameEnd).height
    var visibleArea = context.viewControllerFrame
    visibleArea.size.height -= height
    let field = scene.target ?? .zero
    var offset = y
    if !visibleArea.contains(field.origin) {
      let adjustedTop = scrollView.contentInset.top + scrollView.systemInset.top
      let adjustedBottom = height + scrollView.systemInset.bottom
      let visibleTop = y + adjustedTop
      let visibleBottom = y + scrollView.frame.height - adjustedBottom
      if field.maxY > visibleBottom {
        offset = y + field.maxY - visibleBottom
      } else if field.minY < visibleTop {
        offset = y - (visibleTop - field.minY)
      }
      let maximum = max(
        -adjustedTop, scrollView.contentSize.height + adjustedBottom - scrollView.frame.height)
      offset = min(max(offset, -adjustedTop), maximum)
    }
    return Outcome(inset: height, indicator: height, offset: offset)
  }
}
