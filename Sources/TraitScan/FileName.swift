/// Path helpers for names in the scan's output.
enum FileName {
  /// The last path component without its extension: `App/Login.storyboard` → `Login`.
  static func stem(_ path: String) -> String {
    let last = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return last }
    return String(last[..<dot])
  }

  /// The extension, lower-cased: `Login.storyboard` → `storyboard`.
  static func pathExtension(_ path: String) -> String {
    let last = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return "" }
    return last[last.index(after: dot)...].lowercased()
  }
}
