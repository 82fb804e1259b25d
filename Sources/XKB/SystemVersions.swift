import Foundation

/// The versions of the libxkbcommon and xkb-data this process runs with, read the way package
/// managers record them: libxkbcommon 1.5 has no version call and xkb-data no version file, so
/// a pkg-config file (`xkbcommon.pc`, `xkeyboard-config.pc`), dpkg's status database, or a
/// Homebrew Cellar folder; nil when none says.
///
/// ```swift
/// SystemVersions.libxkbcommon  // "1.5.0"
/// SystemVersions.xkbData       // "2.35.1"
/// ```
package enum SystemVersions {
  /// libxkbcommon's version.
  package static var libxkbcommon: String? {
    pkgConfigVersion("xkbcommon") ?? dpkgVersion("libxkbcommon0") ?? cellarVersion("libxkbcommon")
  }

  /// xkb-data's (xkeyboard-config's) version.
  package static var xkbData: String? {
    pkgConfigVersion("xkeyboard-config") ?? dpkgVersion("xkb-data")
      ?? cellarVersion("xkeyboardconfig")
  }

  private static let pkgConfigFolders = [
    "/usr/lib/x86_64-linux-gnu/pkgconfig", "/usr/lib/aarch64-linux-gnu/pkgconfig",
    "/usr/lib/pkgconfig", "/usr/lib64/pkgconfig", "/usr/share/pkgconfig",
    "/usr/local/lib/pkgconfig", "/usr/local/share/pkgconfig", "/opt/homebrew/lib/pkgconfig",
    "/opt/homebrew/share/pkgconfig",
  ]

  /// `Version:` of `name.pc` in the usual pkg-config folders.
  package static func pkgConfigVersion(_ name: String) -> String? {
    for folder in pkgConfigFolders {
      guard let text = try? String(contentsOfFile: "\(folder)/\(name).pc", encoding: .utf8)
      else { continue }
      for line in text.split(separator: "\n") where line.hasPrefix("Version:") {
        return line.dropFirst("Version:".count).trimmingCharacters(in: .whitespaces)
      }
    }
    return nil
  }

  /// The upstream version dpkg records for an installed package (`2.35.1-1` → `2.35.1`).
  package static func dpkgVersion(_ package: String) -> String? {
    guard let status = try? String(contentsOfFile: "/var/lib/dpkg/status", encoding: .utf8)
    else { return nil }
    for stanza in status.components(separatedBy: "\n\n") {
      let lines = stanza.split(separator: "\n")
      guard lines.contains("Package: \(package)"),
        lines.contains(where: { $0.hasPrefix("Status:") && $0.hasSuffix(" installed") }),
        let version = lines.first(where: { $0.hasPrefix("Version: ") })
      else { continue }
      var value = version.dropFirst("Version: ".count)
      if let colon = value.firstIndex(of: ":") { value = value[value.index(after: colon)...] }
      if let dash = value.lastIndex(of: "-") { value = value[..<dash] }
      return String(value)
    }
    return nil
  }

  /// The newest version folder of a Homebrew formula.
  package static func cellarVersion(_ formula: String) -> String? {
    for cellar in ["/opt/homebrew/Cellar", "/usr/local/Cellar"] {
      let versions = (try? FileManager.default.contentsOfDirectory(atPath: "\(cellar)/\(formula)"))
      if let newest = versions?.sorted().last { return newest }
    }
    return nil
  }
}
