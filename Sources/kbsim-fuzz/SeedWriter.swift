import Foundation
import FuzzTargets

/// Writes each target's seed corpus (`OUT/<target>/seed-N`) and dictionary (`OUT/<target>.dict`:
/// `Fuzz/<syntax>.dict` of the repository, then the words of the seeds).
enum SeedWriter {
  @MainActor
  static func write(root: URL, to out: URL) throws -> [(String, Int)] {
    let manager = FileManager.default
    var counts: [(String, Int)] = []
    for target in FuzzTarget.all {
      let folder = out.appendingPathComponent(target.name)
      try manager.createDirectory(at: folder, withIntermediateDirectories: true)
      var seeds: [Data] = []
      for source in target.seeds { seeds += try source.collect(root: root) }
      for (index, seed) in seeds.enumerated() {
        try seed.write(to: folder.appendingPathComponent("seed-\(index + 1)"))
      }
      let handWritten = root.appendingPathComponent("Fuzz/\(target.syntax.rawValue).dict")
      var dictionary = (try? String(contentsOf: handWritten, encoding: .utf8)) ?? ""
      dictionary += "# from the seeds\n"
      dictionary += FuzzDictionary.lines(for: seeds, syntax: target.syntax).joined(separator: "\n")
      try Data((dictionary + "\n").utf8).write(
        to: out.appendingPathComponent("\(target.name).dict"))
      counts.append((target.name, seeds.count))
    }
    return counts
  }
}
