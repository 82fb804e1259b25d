import Testing

struct KbsimVersionTests {
  @Test func versionPrints() throws {
    let result = try KbsimProcess.run(["--version"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("0."))
  }
}
