import Foundation
import TestSupport
import Testing

struct GoldenTests {
  @Test func aSuitesFilesAreInItsFolderUnderItsTargetsGoldens() {
    let url = Golden.file("sample.txt")
    #expect(url.path.hasSuffix("/Tests/TestSupportTests/Goldens/GoldenTests/sample.txt"))
    #expect(FileManager.default.fileExists(atPath: url.path))
  }

  @Test func equalOutputPasses() throws {
    guard !Golden.isRecording else { return }
    try Golden.expect("a golden file\n", matches: "sample.txt")
  }

  @Test func differentOutputFailsNamingTheFile() throws {
    guard !Golden.isRecording else { return }
    try withKnownIssue {
      try Golden.expect("another output\n", matches: "sample.txt")
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue == "output differs from Tests/TestSupportTests/Goldens/GoldenTests/sample.txt"
      }
    }
  }

  @Test func aMissingFileFailsSayingHowToRecordIt() throws {
    guard !Golden.isRecording else { return }
    try withKnownIssue {
      try Golden.expect("anything", matches: "missing.txt")
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix("no golden file Tests/TestSupportTests/Goldens/GoldenTests/missing")
          && $0.rawValue.hasSuffix("RECORD_SNAPSHOTS=1 writes it")
      }
    }
  }
}
