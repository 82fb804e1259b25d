public import Foundation

/// Locates the `Layouts/` data folder that ships with KeyboardSim.
///
/// The folder is copied into the package's resource bundle at build time. Every command takes
/// `--layouts-dir` to point elsewhere, and `KBSIM_LAYOUTS_DIR` does the same for library users.
///
/// ```swift
/// let devices = try LayoutsDirectory.resolve(nil).appendingPathComponent("devices.json")
/// ```
public enum LayoutsDirectory {
  /// The environment variable that overrides the bundled folder.
  public static let environmentVariable = "KBSIM_LAYOUTS_DIR"

  /// Returns the layouts folder: `override` if given, else `$KBSIM_LAYOUTS_DIR`, else the bundle.
  ///
  /// - Throws: `LayoutsDirectoryError` naming every place that was tried when none exists.
  public static func resolve(_ override: URL? = nil) throws(LayoutsDirectoryError) -> URL {
    var tried: [String] = []
    var candidates: [URL] = []
    if let override { candidates.append(override) }
    if let env = ProcessInfo.processInfo.environment[environmentVariable], !env.isEmpty {
      candidates.append(URL(fileURLWithPath: env))
    }
    candidates.append(contentsOf: bundledCandidates())
    for candidate in candidates {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
        isDirectory.boolValue
      {
        return candidate
      }
      tried.append(candidate.path)
      if override != nil { break }  // an explicit folder that is missing is an error, not a hint
    }
    throw LayoutsDirectoryError(
      message: "layouts folder not found (tried \(tried.joined(separator: ", ")))")
  }

  /// Where the resource bundle can be: beside the executable, or in the build folder.
  private static func bundledCandidates() -> [URL] {
    let bundleName = "KeyboardSim_LayoutsBundle"
    var urls: [URL] = []
    let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "")
      .resolvingSymlinksInPath().deletingLastPathComponent()
    for directory in [executable, Bundle.main.bundleURL] + Bundle.allBundles.map(\.bundleURL) {
      urls.append(directory.appendingPathComponent("\(bundleName).resources/Layouts"))
      urls.append(directory.appendingPathComponent("\(bundleName).bundle/Contents/Resources/Layouts"))
      urls.append(directory.appendingPathComponent("\(bundleName).bundle/Layouts"))
    }
    // Last resort: the source tree this file was compiled from (development checkouts).
    let source = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    urls.append(source.appendingPathComponent("Layouts"))
    return urls
  }
}

/// The layouts folder could not be found.
public struct LayoutsDirectoryError: Error, CustomStringConvertible, Sendable {
  /// What was looked for and where.
  public var message: String
  /// The message.
  public var description: String { message }
}
