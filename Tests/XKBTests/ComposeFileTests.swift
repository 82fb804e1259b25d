import Foundation
import TestSupport
import Testing
import XKB

/// The one Compose file parser (results come from the file's lines, quoted in each test).
struct ComposeFileTests {
  @Test(.requires(.xkb, .compose))
  func readsEveryProductionOfTheSystemFile() throws {
    let path = try #require(ComposeTable.composeFile(for: ComposeTable.defaultLocale))
    let file = try ComposeFile(contentsOf: path)
    // docs/sources.md#xkb-data-counts: 5672 productions, all with known keysyms and a string.
    #expect(file.productions.count == 5672)
    #expect(file.productions.allSatisfy { $0.result != nil && $0.file == path })
    #expect(file.unresolvedLines.isEmpty)
    func production(atLine line: Int) -> ComposeFile.Production? {
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
    #expect(production(atLine: 5114)?.result?.unicodeScalars.map(\.value) == [0x300])
    // 4984: <UFEFB> : "لا" — one keysym, two code points (docs/sources.md#compose-client-loop).
    #expect(production(atLine: 4984)?.result == "\u{644}\u{627}")
    #expect(production(atLine: 4984)?.keysyms.count == 1)
  }

  @Test func skipsCommentsKeepsKeysymOnlyLinesAndReportsUnknownKeysyms() {
    let file = ComposeFile(
      text: """
        # a comment
        <dead_acute> <e> : "é" eacute
        <dead_acute> <a> : aacute
        <dead_acute> <nosuchkeysym> : "x"
          <Multi_key> <o> <c>	: "©"
        <Multi_key> <unclosed : "u"
        """)
    #expect(file.productions.map(\.result) == ["é", nil, "©"])
    #expect(file.productions.map(\.line) == [2, 3, 5])
    #expect(file.productions[1].keysyms.map(\.name) == ["dead_acute", "a"])
    #expect(file.unresolvedLines == [4])
  }

  /// libxkbcommon's string escapes: `\"`, `\\`, hexadecimal `\xHH` and octal `\ooo`.
  @Test func undoesStringEscapes() {
    let file = ComposeFile(
      text: #"""
        <a> <b> : "\"\\"
        <a> <c> : "\x41\x7e"
        <a> <d> : "\101\60x"
        """#)
    #expect(file.productions.map(\.result) == ["\"\\", "A~", "A0x"])
  }

  /// Included files are read in place; their productions name their own file.
  @Test func followsIncludes() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("kbsim-compose-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let inner = directory.appendingPathComponent("inner").path
    try Data("<dead_acute> <o> : \"ó\"\n".utf8).write(to: URL(fileURLWithPath: inner))
    let file = ComposeFile(text: "include \"\(inner)\"\n<dead_acute> <e> : \"é\"\n")
    #expect(file.productions.map(\.result) == ["ó", "é"])
    #expect(file.productions.map(\.file) == [inner, "Compose text"])
    #expect(file.productions.map(\.line) == [1, 2])
  }

  @Test func aMissingFileIsAOneLineError() {
    #expect {
      try ComposeFile(contentsOf: "/nonexistent/Compose")
    } throws: { error in
      (error as? XKBError)?.code == .composeTableFailed
        && (error as? XKBError)?.message == "cannot read Compose file '/nonexistent/Compose'"
    }
  }
}
