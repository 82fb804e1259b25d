/// The shift key's state machine on the letters plane (docs/sources.md#shift-key-behaviour).
///
/// Three inputs decide whether the next letter is a capital: auto-shift (from the text before
/// the caret), a manual one-shot shift, and caps lock. Tapping shift while it is on turns it off
/// for the next character; two taps within the double-tap window lock capitals (Typist reads
/// `⇧⇧` as `⇪`; the 0.5 s window is KeyboardKit's [L];
/// docs/sources.md#shift-key-behaviour); caps lock overrides auto-shift.
struct ShiftState: Hashable {
  var isCapsLocked = false
  var isOneShot = false
  /// The person turned auto-shift off for the next character.
  var isAutoShiftCancelled = false
  /// When shift was last tapped, in nanoseconds on the typing clock.
  var lastTapTime: Int64?

  /// Whether a cased letter tapped now comes out as a capital.
  @inline(__always)
  func isShifted(autoShift: Bool) -> Bool {
    isCapsLocked || isOneShot || (autoShift && !isAutoShiftCancelled)
  }

  /// What the shift key shows.
  func display(autoShift: Bool) -> ShiftKeyState {
    isCapsLocked ? .capsLock : (isShifted(autoShift: autoShift) ? .shift : .off)
  }

  /// A tap on shift at `time`; returns whether it locked capitals.
  mutating func tap(
    at time: Int64, autoShift: Bool, doubleTapWindow: Int64, capsLockEnabled: Bool
  ) -> Bool {
    let isDoubleTap = lastTapTime.map { time - $0 <= doubleTapWindow } ?? false
    if isCapsLocked {
      isCapsLocked = false
      isOneShot = false
      isAutoShiftCancelled = autoShift
      lastTapTime = nil
      return false
    }
    if isDoubleTap && capsLockEnabled {
      isCapsLocked = true
      isOneShot = false
      lastTapTime = nil
      return true
    }
    if isShifted(autoShift: autoShift) {
      isOneShot = false
      isAutoShiftCancelled = autoShift
    } else {
      isOneShot = true
      isAutoShiftCancelled = false
    }
    lastTapTime = time
    return false
  }

  /// The text changed: a one-shot shift is used up and auto-shift is evaluated afresh.
  @inline(__always)
  mutating func textChanged() {
    isOneShot = false
    isAutoShiftCancelled = false
    lastTapTime = nil
  }
}

/// What the shift key shows.
public enum ShiftKeyState: String, Hashable, Sendable {
  /// Lower case.
  case off
  /// The next letter is a capital (auto-shift or a tap).
  case shift
  /// Capitals are locked.
  case capsLock
}
