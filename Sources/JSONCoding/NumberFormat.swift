/// The one number policy of KeyboardSim's output, JSON and text alike.
///
/// - The value is rounded to a millionth (of a point, of a second): geometry and time computed
///   in binary floating point print as the decimal a person would write (`302`, not
///   `302.0000001`; `0.3`, not `0.30000000000000004`).
/// - Integral values print without a fraction (`852`), unless `style` is
///   ``JSONNumber/Style/fractional`` (`0.0`), and `-0` prints as `0`.
/// - Other values print as the shortest decimal that reads back as the rounded value (`196.5`),
///   never in exponent notation.
/// - NaN and infinities are not numbers in JSON; validation keeps them out of every result, and
///   should one reach the writer it prints `null` (and stops a debug build).
///
/// ```swift
/// formatNumber(302.00000001)            // "302"
/// formatNumber(196.5)                   // "196.5"
/// formatNumber(0, style: .fractional)   // "0.0"
/// ```
package func formatNumber(_ value: Double, style: JSONNumber.Style = .plain) -> String {
  guard value.isFinite else {
    assertionFailure("a non-finite number reached the output: \(value)")
    return "null"
  }
  var rounded = value
  if abs(value) < 1e15 {
    rounded = (value * 1e6).rounded() / 1e6
  }
  if rounded == 0 { return style == .fractional ? "0.0" : "0" }
  if rounded == rounded.rounded(), abs(rounded) < 1e15 {
    let integer = String(Int64(rounded))
    return style == .fractional ? integer + ".0" : integer
  }
  let shortest = "\(rounded)"
  guard let exponentIndex = shortest.firstIndex(where: { $0 == "e" || $0 == "E" }) else {
    return shortest
  }
  return expandExponent(
    mantissa: shortest[..<exponentIndex], exponent: shortest[exponentIndex...].dropFirst())
}

/// `1.5e-05` → `0.000015`, `1.2345e+20` → `123450000000000000000`.
private func expandExponent(mantissa: Substring, exponent: Substring) -> String {
  guard let power = Int(exponent) else { return String(mantissa) + "e" + exponent }
  var sign = ""
  var digits = mantissa
  if digits.hasPrefix("-") {
    sign = "-"
    digits = digits.dropFirst()
  }
  let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
  let integerPart = parts.first.map(String.init) ?? ""
  let fractionPart = parts.count > 1 ? String(parts[1]) : ""
  let allDigits = integerPart + fractionPart
  let point = integerPart.count + power
  var text: String
  if point <= 0 {
    text = "0." + String(repeating: "0", count: -point) + allDigits
  } else if point >= allDigits.count {
    text = allDigits + String(repeating: "0", count: point - allDigits.count)
  } else {
    let split = allDigits.index(allDigits.startIndex, offsetBy: point)
    text = allDigits[..<split] + "." + allDigits[split...]
  }
  while text.hasPrefix("0"), text.count > 1, !text.hasPrefix("0.") { text.removeFirst() }
  if text.contains(".") {
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
  }
  return sign + text
}

/// A number as a message quotes it: by the number policy, or in Swift's notation when it is too
/// large or not finite to be worth spelling out (`1e+300`, `inf`).
package func messageNumber(_ value: Double) -> String {
  value.isFinite && abs(value) < 1e15 ? formatNumber(value) : "\(value)"
}
