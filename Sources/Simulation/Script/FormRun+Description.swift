import JSONCoding

extension FormRun: CustomStringConvertible {
  /// `38 events over 6 steps, until 4.8 s`.
  public var description: String {
    let events = timeline.count
    let steps = entries.filter { $0.step != nil }.count
    let end = entries.last.map { ", until \(formatNumber($0.endTime.inSeconds)) s" } ?? ""
    return
      "\(events) event\(events == 1 ? "" : "s") over \(steps) step\(steps == 1 ? "" : "s")\(end)"
  }
}

extension TypedText: CustomStringConvertible {
  /// `email shows "Jane@example.com" after 16 taps`.
  public var description: String {
    "\(field) shows \"\(displayed)\" after \(taps) tap\(taps == 1 ? "" : "s")"
      + (refused.isEmpty ? "" : ", refused \(refused.joined(separator: " "))")
  }
}
