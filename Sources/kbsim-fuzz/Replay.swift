import Foundation
import FuzzTargets

/// Without libFuzzer: feeds files (and every file in folders) to a target once each.
enum Replay {
  /// Prints one line per input (accepted, the rejection's message, or the problem) and a
  /// summary; 1 when an input had a problem.
  static func run(_ target: FuzzTarget, paths: [String]) -> Int32 {
    var files: [URL] = []
    for path in paths where !path.hasPrefix("-") {
      let url = URL(fileURLWithPath: path)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        FileHandle.standardError.write(Data("kbsim-fuzz: \(path): no such file\n".utf8))
        return 2
      }
      if isDirectory.boolValue {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        files += names.sorted().map { url.appendingPathComponent($0) }
      } else {
        files.append(url)
      }
    }
    var problems = 0
    for file in files {
      guard let data = try? Data(contentsOf: file) else { continue }
      let outcome = MainActor.assumeIsolated { target.feed(data) }
      if let problem = outcome.problem {
        problems += 1
        print("\(file.path): PROBLEM: \(problem)")
      } else if case .rejected(let error) = outcome {
        print("\(file.path): rejected: \(error)")
      } else {
        print("\(file.path): accepted")
      }
    }
    print("\(target.name): \(files.count) inputs, \(problems) with a problem")
    return problems == 0 ? 0 : 1
  }
}
