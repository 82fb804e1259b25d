import Foundation
import TestSupport
import Testing

struct ProcessRunnerTests {
  static let shell = URL(fileURLWithPath: "/bin/sh")

  @Test func statusOutputAndErrorComeBackApart() throws {
    let result = try ProcessRunner.run(Self.shell, ["-c", "echo out; echo err >&2; exit 3"])
    #expect(result.status == 3)
    #expect(result.stdout == "out\n")
    #expect(result.stderr == "err\n")
  }

  @Test func standardInputReachesTheProcess() throws {
    let result = try ProcessRunner.run(Self.shell, ["-c", "tr a-z A-Z"], stdin: "hello\n")
    #expect(result.stdout == "HELLO\n")
  }

  @Test func argumentsEnvironmentAndFolderAreThoseGiven() throws {
    let folder = FileManager.default.temporaryDirectory.standardizedFileURL
    let result = try ProcessRunner.run(
      Self.shell, ["-c", #"printf '%s|%s|%s' "$1" "$GREETING" "$(pwd -P)""#, "sh", "a b"],
      environment: ["GREETING": "hi", "PATH": "/usr/bin:/bin"], in: folder)
    let resolved = folder.resolvingSymlinksInPath().path
    #expect(result.stdout == "a b|hi|\(resolved)")
  }

  /// Megabytes on both pipes at once, and on standard input: nothing waits on a full pipe.
  @Test func bigOutputOnBothStreamsAndBigInputDoNotBlock() throws {
    let input = String(repeating: "x", count: 1 << 20)
    let result = try ProcessRunner.run(
      Self.shell, ["-c", "cat; head -c 2000000 /dev/zero >&2; head -c 2000000 /dev/zero"],
      stdin: input, timeout: .seconds(60))
    #expect(result.status == 0)
    #expect(result.stdout.utf8.count == (1 << 20) + 2_000_000)
    #expect(result.stderr.utf8.count == 2_000_000)
  }

  /// A process that exits without reading its input does not end the tests (SIGPIPE).
  @Test func unreadInputIsDropped() throws {
    let result = try ProcessRunner.run(
      Self.shell, ["-c", "exit 0"], stdin: String(repeating: "x", count: 1 << 20))
    #expect(result.status == 0)
  }

  @Test func aProcessPastItsTimeLimitIsEndedAndReported() throws {
    let start = ContinuousClock.now
    #expect(throws: ProcessRunner.Timeout.self) {
      try ProcessRunner.run(
        Self.shell, ["-c", "echo started >&2; exec sleep 30"], timeout: .milliseconds(500))
    }
    #expect(ContinuousClock.now - start < .seconds(20))
  }

  @Test func aMissingProductIsAnError() {
    #expect(throws: (any Error).self) { try ProcessRunner.builtProduct("no-such-product") }
  }
}
