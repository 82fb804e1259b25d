import Foundation
import TestSupport
import Testing

/// `kbsim press` on bad input (README.md, "Hardware typing"): one line on stderr naming the input
/// and its place, a non-zero exit, and nothing on stdout.
@Suite(.requires(.xkb))
struct PressBadInputTests {
  static let cases: [(arguments: [String], stdin: String, error: String)] = [
    // Did-you-mean messages, the variant one among them.
    (["press", "--layout", "frr", "AC01"], "", "unknown layout 'frr'; did you mean 'fr'?"),
    (
      ["press", "--layout", "fr", "--variant", "azrty", "AC01"], "",
      "unknown layout 'fr(azrty)'; did you mean 'fr(azerty)'?"
    ),
    (
      ["press", "--layout", "fr(azrty)", "AC01"], "",
      "unknown layout 'fr(azrty)'; did you mean 'fr(azerty)'?"
    ),
    (
      ["press", "--options", "compose:ralf", "AC01"], "",
      "unknown option 'compose:ralf'; did you mean 'compose:ralt'?"
    ),
    (
      ["press", "--locale", "en_UX.UTF-8", "AC01"], "",
      "no UTF-8 Compose table for locale 'en_UX.UTF-8'; did you mean 'en_UK.UTF-8'?"
    ),
    // Tokens: an unknown key, malformed tokens, a release without a press.
    (
      ["press", "AC01", "LFSH+AD1"], "",
      "token 'LFSH+AD1' at position 2: unknown key 'AD1'; did you mean 'AD01'?"
    ),
    (
      ["press", "AC01+"], "", "malformed token 'AC01+' at position 1: expected a key name after '+'"
    ),
    (
      ["press", "AC01", "++"], "",
      "malformed token '++' at position 2: a press or release names exactly one key"
    ),
    (["press", "-RALT"], "", "token '-RALT' at position 1: key 'RALT' released but never pressed"),
    (
      ["press", "--layuot", "us", "AC01"], "", "unknown option '--layuot'; did you mean '--layout'?"
    ),
    // Standard input: the line number comes first; an empty line is an error.
    (["press"], "AC01\n+LFSH AC02\n\n", "line 3: empty line: expected key tokens such as 'AC01'"),
    (
      ["press"], "AC01\n-LFSH\n",
      "line 2: token '-LFSH' at position 1: key 'LFSH' released but never pressed"
    ),
    (
      ["press"], "AC01\nAC01 ++\n",
      "line 2: malformed token '++' at position 2: a press or release names exactly one key"
    ),
  ]

  @Test(arguments: cases)
  func failsWithOneLineAndNoOutput(_ arguments: [String], _ stdin: String, _ error: String) throws {
    let result = try KbsimProcess.run(arguments, stdin: stdin)
    #expect(result.status != 0)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == "Error: \(error)\n")
  }

  /// Releases that follow a press in the same line are fine, also as arguments.
  @Test func pressAndReleaseTokensWork() throws {
    let result = try KbsimProcess.run(["press", "--layout", "us", "+LFSH", "AC01", "-LFSH", "AC01"])
    #expect(result.status == 0)
    #expect(result.stdout == "Aa\n")
  }

  /// evdev names the volume keys <VOL-> and <VOL+>; a name with '+' is written in angle brackets.
  @Test func keyNamesWithAPlusAreWrittenInAngleBrackets() throws {
    let result = try KbsimProcess.run(["press", "--layout", "us", "--format", "json", "<VOL+>"])
    #expect(result.status == 0)
    #expect(
      result.stdout
        == "{\"text\":\"\",\"keysyms\":[\"XF86AudioRaiseVolume\"],\"composeStatus\":\"nothing\"}\n")
  }
}
