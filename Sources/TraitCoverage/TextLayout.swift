internal import JSONCoding

/// Column layout for the text outputs.
enum TextLayout {
  /// `text` padded with spaces to `width` characters (never cut).
  static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }

  /// `text` right-aligned in `width` characters.
  static func right(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
  }

  /// Rows of cells as aligned columns, two spaces apart, without trailing spaces.
  static func table(_ rows: [[String]], rightAligned: Set<Int> = []) -> [String] {
    guard let columns = rows.map(\.count).max() else { return [] }
    var widths = [Int](repeating: 0, count: columns)
    for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) } }
    return rows.map { row in
      var line = ""
      for (i, cell) in row.enumerated() {
        if i > 0 { line += "  " }
        line += rightAligned.contains(i) ? right(cell, widths[i]) : pad(cell, widths[i])
      }
      while line.hasSuffix(" ") { line.removeLast() }
      return line
    }
  }

  /// A percentage with one decimal: `37.8`, `100`.
  static func percent(_ value: Double) -> String { formatPercent(value) }
}

/// One decimal, by the one number policy: `37.8`, `100`.
func formatPercent(_ value: Double) -> String {
  let rounded = (value * 10).rounded() / 10
  // Never print 100 for less than everything, nor 0 for something.
  if rounded == 100 && value < 100 { return "99.9" }
  if rounded == 0 && value > 0 { return "0.1" }
  return formatNumber(rounded)
}
