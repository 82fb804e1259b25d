import XKB

/// What `kbsim --version` prints: the tool's version and the versions of the libxkbcommon and
/// xkb-data it runs with (``/XKB/SystemVersions``; "unknown" when no package manager says).
///
/// ```text
/// kbsim 0.2.0
/// libxkbcommon 1.5.0
/// xkb-data 2.35.1
/// ```
enum VersionInfo {
  /// The tool's version.
  static let kbsim = "0.2.0"

  /// The three lines.
  static var text: String {
    """
    kbsim \(kbsim)
    libxkbcommon \(SystemVersions.libxkbcommon ?? "unknown")
    xkb-data \(SystemVersions.xkbData ?? "unknown")

    """
  }
}
