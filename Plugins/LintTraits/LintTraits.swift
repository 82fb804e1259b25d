import Foundation
import PackagePlugin

/// `swift package lint-traits`: scans the package (or the targets named with `--target`) with
/// `kbsim scan --lint` and fails when kbsim does (exit 1: findings at or above `--fail-on`;
/// 2: bad input). Every other argument goes to `kbsim scan`:
///
/// ```sh
/// swift package lint-traits
/// swift package lint-traits --target MyApp --format github
/// swift package lint-traits --fail-on warning --baseline kbsim-baseline.json
/// ```
@main
struct LintTraits: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let names = extractor.extractOption(named: "target")
    // Paths relative to the package, so findings read `Sources/App/Login.storyboard:12: …`.
    let root = context.package.directoryURL.path
    let paths =
      names.isEmpty
      ? ["."]
      : try context.package.targets(named: names).map { target in
        let path = target.directoryURL.path
        return path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
      }
    let kbsim = try context.tool(named: "kbsim")
    let process = Process()
    process.executableURL = kbsim.url
    process.currentDirectoryURL = context.package.directoryURL
    process.arguments = ["scan"] + paths + ["--lint"] + extractor.remainingArguments
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      Diagnostics.error("kbsim scan --lint exited \(process.terminationStatus)")
      throw LintTraitsFailure(status: process.terminationStatus)
    }
  }
}

/// The plugin's failure: kbsim's exit status.
struct LintTraitsFailure: Error, CustomStringConvertible {
  var status: Int32
  var description: String { "kbsim scan --lint exited \(status)" }
}
