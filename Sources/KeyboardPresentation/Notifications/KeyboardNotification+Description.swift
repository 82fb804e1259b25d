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

extension SimulationResult: CustomStringConvertible {
  /// `12 notifications over 4 steps, the last at 3.25 s`.
  public var description: String {
    let steps = entries.filter { $0.step != nil }.count
    let last = notifications.last.map { " the last at \(formatNumber($0.time.inSeconds)) s" } ?? ""
    return "\(notifications.count) notification\(notifications.count == 1 ? "" : "s") over "
      + "\(steps) step\(steps == 1 ? "" : "s")" + (last.isEmpty ? "" : ",\(last)")
  }
}

extension TypedText: CustomStringConvertible {
  /// `email shows "Jane@example.com" after 16 taps`.
  public var description: String {
    "\(field) shows \"\(displayed)\" after \(taps) tap\(taps == 1 ? "" : "s")"
      + (refused.isEmpty ? "" : ", refused \(refused.joined(separator: " "))")
  }
}
