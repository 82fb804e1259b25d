import ArgumentParser
import Foundation
import TraitCoverage

/// `--record FILE.jsonl` (or `KBSIM_RECORD=FILE.jsonl`): append one recording line per field a
/// command exercised, for `kbsim coverage report`.
struct RecordOption: ParsableArguments {
  @Option(
    name: .customLong("record"),
    help: ArgumentHelp(
      "Append the traits of every field exercised to this JSON Lines file (also KBSIM_RECORD).",
      valueName: "file.jsonl"))
  var path: String?

  /// The recording file: `--record`, else `KBSIM_RECORD`, else none.
  var destination: String? {
    if let path { return path }
    let variable = ProcessInfo.processInfo.environment["KBSIM_RECORD"] ?? ""
    return variable.isEmpty ? nil : variable
  }

  /// Appends `records` when recording is on; a file that cannot be written is an error.
  func append(_ records: @autoclosure () -> [TraitRecord]) throws {
    guard let destination else { return }
    do {
      try TraitRecorder.append(records(), to: destination)
    } catch {
      throw CLIError(wrapping: error, code: .badInput)
    }
  }
}
