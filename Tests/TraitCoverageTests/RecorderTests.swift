import Foundation
import InputTraits
import Testing
import TraitCoverage

/// TraitRecorder from users' own suites: lines in the shared format, safe from concurrent tests.
struct RecorderTests {
  static func temporaryFile() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "recorder-\(UUID().uuidString).jsonl"
    ).path
  }

  @Test func recordsTheCallingTestAndPlace() throws {
    let recorder = TraitRecorder()
    try recorder.record(TextInputTraits(keyboardType: .URL), field: "website")
    let record = try #require(recorder.records.first)
    #expect(record.source == .test)
    #expect(record.field == "website")
    #expect(record.test == "recordsTheCallingTestAndPlace()")
    #expect(record.location?.hasPrefix("TraitCoverageTests/RecorderTests.swift:") == true)
  }

  @Test func concurrentTestsNeverInterleaveLines() async throws {
    let path = Self.temporaryFile()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let recorder = TraitRecorder(path: path)
    let other = TraitRecorder(path: path)  // a second recorder on the same file
    try await withThrowingTaskGroup(of: Void.self) { group in
      for n in 0..<400 {
        group.addTask {
          let traits = TextInputTraits(
            keyboardType: KeyboardType.allCases[n % 12], textContentType: .oneTimeCode,
            passwordRules: String(repeating: "x", count: n))
          try (n.isMultiple(of: 2) ? recorder : other).record(
            traits, field: "field\(n)", test: "t\(n)")
        }
      }
      try await group.waitForAll()
    }
    let recording = try TraitRecording(contentsOf: [path])
    #expect(recording.entries.count == 400)
    #expect(Set(recording.entries.compactMap(\.record.field)).count == 400)
    #expect(recorder.records.count == 200)
  }

  @Test func anUnwritableFileIsAnError() {
    let recorder = TraitRecorder(path: "/nonexistent-folder/traits.jsonl")
    #expect {
      try recorder.record(TextInputTraits())
    } throws: { ($0 as? CoverageError)?.code == .unreadable }
  }
}
