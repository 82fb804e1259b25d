import TestSupport
import Testing

/// `kbsim press` and `kbsim plan` on standard input: every line of `press` starts from a fresh
/// keyboard, exactly as a separate run would, and both read CRLF files
/// (README.md, "Hardware typing").
///
/// Each expected line is what a separate `kbsim press` run of that line prints (the layouts'
/// symbols are quoted).
@Suite(.requires(.xkb))
struct PressLinesTests {
  static let freshLines: [(layout: [String], stdin: String, stdout: String)] = [
    // Caps Lock locked by line 1 does not reach line 2 (us: AD01 is q, Q).
    (["--layout", "us"], "CAPS\nAD01\n", "\nq\n"),
    // Num Lock: KP1 is KP_End without it, KP_1 with it; line 2 starts unlocked.
    (
      ["--layout", "us", "--format", "json"], "NMLK\nKP1\n",
      "{\"text\":\"\",\"keysyms\":[\"Num_Lock\"],\"composeStatus\":\"nothing\"}\n"
        + "{\"text\":\"\",\"keysyms\":[\"KP_End\"],\"composeStatus\":\"nothing\"}\n"
    ),
    // A held modifier: +LFSH is still down at the end of line 1, not in line 2.
    (["--layout", "us"], "+LFSH AC01\nAC01\n", "A\na\n"),
    // cn(tib): AB07 is ISO_Level3_Latch on levels 1-2; a latch left by line 1 does not make
    // LSGT type its level 3 (bar) in line 2, nor turn line 3's latch into a lock.
    (["--layout", "cn(tib)"], "AB07\nLSGT\nAB07 LSGT\n", "\n<\n|\n"),
    // A group switched by line 1 (grp:caps_toggle) is back to the first group in line 2.
    (["--layout", "us,ru", "--options", "grp:caps_toggle"], "CAPS\nAC01\nCAPS AC01\n", "\na\nф\n"),
    // A dead key pending at the end of line 1 (fr: AD11 is dead_circumflex) composes nothing
    // with line 2's first key.
    (["--layout", "fr"], "AD11\nAD03\n", "\ne\n"),
  ]

  @Test(arguments: freshLines)
  func everyLineStartsFromAFreshKeyboard(_ layout: [String], _ stdin: String, _ stdout: String)
    throws
  {
    let result = try KbsimProcess.run(["press"] + layout, stdin: stdin)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == stdout)
  }

  /// A regression (docs/verification.md): `printf 'CAPS\nAD01\n' | kbsim press --layout us`.
  @Test func capsLockOnOneLineDoesNotCapitalizeTheNext() throws {
    let result = try KbsimProcess.run(["press", "--layout", "us"], stdin: "CAPS\nAD01\n")
    #expect(result.stdout == "\nq\n")
  }

  @Test func pressReadsCRLFLines() throws {
    let result = try KbsimProcess.run(
      ["press", "--layout", "us"], stdin: "AC01\r\nLFSH+AC02 AC03\r\nAC04")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "a\nSd\nf\n")
  }

  /// An empty CRLF line is an empty line, with its number.
  @Test func anEmptyCRLFLineIsStillAnEmptyLine() throws {
    let result = try KbsimProcess.run(["press", "--layout", "us"], stdin: "AC01\r\n\r\n")
    #expect(result.status != 0)
    #expect(result.stderr == "Error: line 2: empty line: expected key tokens such as 'AC01'\n")
  }

  @Test func planReadsCRLFLinesAndDoesNotPlanTheCR() throws {
    let result = try KbsimProcess.run(["plan", "--layout", "us"], stdin: "ab\r\ncd\r\n")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "AC01 AB05\nAB03 AC03\n")
  }
}
