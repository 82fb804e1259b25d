package import Diagnostics
package import Foundation

/// Locates the `Layouts/` data folder that ships with KeyboardSim.
///
/// Looked for, in order: the folder a command's `--layouts-dir` names (or `override`);
/// `$KBSIM_LAYOUTS_DIR`; beside the executable, as `make install` lays it out
/// (`PREFIX/bin/kbsim` with `PREFIX/share/kbsim/Layouts`) or as SwiftPM builds it (the
/// `KeyboardSim_LayoutsBundle` resource bundle); and last the source tree this module was built
/// from. A folder named explicitly — by `override` or the environment — that does not exist is an
/// error, never a hint to look elsewhere.
///
/// ```swift
/// let devices = try LayoutsDirectory.resolve(nil).appendingPathComponent("devices")
/// ```
package enum LayoutsDirectory {
  /// The environment variable that points at another layouts folder.
  package static let environmentVariable = "KBSIM_LAYOUTS_DIR"

  /// The layouts folder: `override` if given, else `$KBSIM_LAYOUTS_DIR`, else the installed or
  /// bundled one.
  ///
  /// - Throws: ``LayoutsDirectoryError`` naming the folder that was given but does not exist,
  ///   or every place that was tried, each once.
  package static func resolve(_ override: URL? = nil) throws(LayoutsDirectoryError) -> URL {
    if let override {
      return try existing(override, named: "--layouts-dir")
    }
    if let env = ProcessInfo.processInfo.environment[environmentVariable], !env.isEmpty {
      return try existing(URL(fileURLWithPath: env), named: environmentVariable)
    }
    var tried: [String] = []
    for candidate in installedCandidates() where !tried.contains(candidate.standardized.path) {
      if isDirectory(candidate) { return candidate }
      tried.append(candidate.standardized.path)
    }
    throw LayoutsDirectoryError(
      code: .notFound,
      message: "layouts folder not found (tried \(tried.joined(separator: ", "))); point "
        + "--layouts-dir or \(environmentVariable) at a copy of Layouts/")
  }

  private static func existing(_ url: URL, named name: String) throws(LayoutsDirectoryError)
    -> URL
  {
    guard isDirectory(url) else {
      throw LayoutsDirectoryError(
        code: .notFound,
        message: "\(name) \(quoted(url.path)) is not a folder: no layouts there")
    }
    return url
  }

  private static func isDirectory(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  /// Beside the executable (installed, then SwiftPM's bundle), then the source tree.
  private static func installedCandidates() -> [URL] {
    let bundleName = "KeyboardSim_LayoutsBundle"
    var urls: [URL] = []
    let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "")
      .resolvingSymlinksInPath().deletingLastPathComponent()
    urls.append(executable.appendingPathComponent("../share/kbsim/Layouts").standardized)
    for directory in [executable, Bundle.main.bundleURL] + Bundle.allBundles.map(\.bundleURL) {
      urls.append(directory.appendingPathComponent("\(bundleName).resources/Layouts"))
      urls.append(
        directory.appendingPathComponent("\(bundleName).bundle/Contents/Resources/Layouts"))
      urls.append(directory.appendingPathComponent("\(bundleName).bundle/Layouts"))
    }
    // Last resort: the source tree this file was compiled from (development checkouts).
    let source = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    urls.append(source.appendingPathComponent("Layouts"))
    return urls
  }
}

/// The one error type of the `LayoutsBundle` module: the layouts folder could not be found.
package typealias LayoutsDirectoryError = ModuleError<LayoutsDirectoryErrorCode>

/// The codes of ``LayoutsDirectoryError``.
///
/// What went wrong.
package struct LayoutsDirectoryErrorCode: ErrorCode {
  private enum Wrapped: String, Sendable { case notFound }
  private let wrapped: Wrapped
  private init(_ wrapped: Wrapped) { self.wrapped = wrapped }

  /// No layouts folder where one was named or looked for.
  package static var notFound: Self { Self(.notFound) }

  /// The code's name.
  package var description: String { wrapped.rawValue }
}
