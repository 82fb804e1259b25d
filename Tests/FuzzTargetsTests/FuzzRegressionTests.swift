import Foundation
import FuzzTargets
import Testing

/// Every input a fuzz target once crashed on (`Fixtures/fuzz-regressions/<target>/`), fed to the
/// same target: no crash, and a rejection is a one-line module error.
@MainActor
struct FuzzRegressionTests {
  nonisolated static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/fuzz-regressions")

  /// `(target, file name)` for every saved input.
  nonisolated static let inputs: [(String, String)] = {
    let manager = FileManager.default
    let folders = (try? manager.contentsOfDirectory(atPath: root.path)) ?? []
    return folders.sorted().flatMap { folder -> [(String, String)] in
      let files =
        (try? manager.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path))
      return (files ?? []).sorted().map { (folder, $0) }
    }
  }()

  @Test(arguments: inputs)
  func savedInputHasNoProblem(target name: String, file: String) throws {
    let target = try #require(FuzzTarget.named(name), "no fuzz target '\(name)'")
    let data = try Data(
      contentsOf: Self.root.appendingPathComponent(name).appendingPathComponent(file))
    let outcome = target.feed(data)
    #expect(outcome.problem == nil, "\(name)/\(file)")
  }

  /// Each folder is named after a target (a misspelt folder would never be replayed).
  @Test func everyFolderNamesATarget() throws {
    let folders = try FileManager.default.contentsOfDirectory(atPath: Self.root.path)
      .filter { !$0.hasPrefix(".") && $0 != "README.md" }
    #expect(!folders.isEmpty)
    for folder in folders {
      #expect(FuzzTarget.named(folder) != nil, "\(folder) is not a fuzz target")
    }
  }
}
