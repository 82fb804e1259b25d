import KeyboardModel
import Testing
import XKB

/// The Compose file reader behind `kbsim verify-layouts` (results come from the file's lines,
/// quoted in each test).
struct VerificationComposeProductionsTests {
  @Test(.enabled(if: OracleFixture.hasSystemCompose, "needs libx11-data"))
  func readsEveryProductionOfTheSystemFile() throws {
    let file = try ComposeProductions(contentsOf: OracleFixture.systemComposeFile)
    // facts §7: 5672 productions, all with known keysyms.
    #expect(file.productions.count == 5672)
    #expect(file.unresolvedLines.isEmpty)
    func production(atLine line: Int) -> ComposeProductions.Production? {
      file.productions.first { $0.line == line }
    }
    // 11: <dead_grave> <space> : "`"
    #expect(production(atLine: 11)?.result == "`")
    #expect(production(atLine: 11)?.keysyms.map(\.name) == ["dead_grave", "space"])
    // 39: <dead_diaeresis> <space> : "\""   61: <Multi_key> <slash> <slash> : "\\"
    #expect(production(atLine: 39)?.result == "\"")
    #expect(production(atLine: 61)?.result == "\\")
    // 5114: <dead_grave> <nobreakspace> : "̀" — a lone combining mark, which merges with the
    // closing quote into one Character if read by Characters.
    #expect(production(atLine: 5114)?.result.unicodeScalars.map(\.value) == [0x300])
    // 4984: <UFEFB> : "لا" — one keysym, two code points (facts §4.9).
    #expect(production(atLine: 4984)?.result == "\u{644}\u{627}")
    #expect(production(atLine: 4984)?.keysyms.count == 1)
  }

  @Test func skipsCommentsAndKeysymOnlyLinesAndReportsUnknownKeysyms() {
    let file = ComposeProductions(text: """
      # a comment
      <dead_acute> <e> : "é" eacute
      <dead_acute> <a> : aacute
      <dead_acute> <nosuchkeysym> : "x"
        <Multi_key> <o> <c>	: "©"
      """)
    #expect(file.productions.map(\.result) == ["é", "©"])
    #expect(file.productions.map(\.line) == [2, 5])
    #expect(file.unresolvedLines == [4])
  }

  @Test func aMissingFileIsAOneLineError() {
    #expect {
      try ComposeProductions(contentsOf: "/nonexistent/Compose")
    } throws: { error in
      (error as? KeyboardModelError)?.message == "cannot read Compose file '/nonexistent/Compose'"
    }
  }
}
