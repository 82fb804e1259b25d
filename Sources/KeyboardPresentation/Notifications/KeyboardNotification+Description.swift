import JSONCoding

extension KeyboardNotification: CustomStringConvertible {
  /// The line `kbsim simulate --format text` prints for it.
  ///
  /// ```swift
  /// print(notification)  // 0.000  WillShow  (0, 852, 393, 336) → (0, 516, 393, 336)  0.25 s …
  /// ```
  public var description: String { NotificationFormat.textLine(self) }
}

extension KeyboardFrame: CustomStringConvertible {
  /// `docked (0, 516, 393, 336)`.
  public var description: String { "\(kind.rawValue) \(NotificationFormat.text(rect))" }
}
