import Foundation
import TestSupport
import Testing

/// `kbsim plan` on bad input: one line on stderr naming the input, a non-zero exit, no stdout.
@Suite(.requires(.xkb))
struct PlanBadInputTests {
  static let cases: [(arguments: [String], stdin: String, error: String)] = [
    (["plan", "--layout", "frr", "abc"], "", "unknown layout 'frr'; did you mean 'fr'?"),
    (
      ["plan", "--layout", "fr", "--variant", "azrty", "abc"], "",
      "unknown layout 'fr(azrty)'; did you mean 'fr(azerty)'?"
    ),
    (
      ["plan", "--options", "compose:ralf", "abc"], "",
      "unknown option 'compose:ralf'; did you mean 'compose:ralt'?"
    ),
    (
      ["plan", "--locale", "en_UX.UTF-8", "abc"], "",
      "no UTF-8 Compose table for locale 'en_UX.UTF-8'; did you mean 'en_UK.UTF-8'?"
    ),
    // fr (basic) has no Ç and no œ: Ç would need Caps Lock, which plans never use.
    (
      ["plan", "--layout", "fr", "Ça, œuvre"], "",
      "layout 'fr' cannot type 'Ç' (U+00C7), 'œ' (U+0153)"
    ),
    (["plan", "--layout", "us"], "abc\nü\n", "line 2: layout 'us' cannot type 'ü' (U+00FC)"),
  ]

  @Test(arguments: cases)
  func failsWithOneLineAndNoOutput(_ arguments: [String], _ stdin: String, _ error: String) throws {
    let result = try KbsimProcess.run(arguments, stdin: stdin)
    #expect(result.status != 0)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == "Error: \(error)\n")
  }

  /// Invalid UTF-8 in TEXT: Swift would repair it to U+FFFD, so the raw argv is checked.
  ///
  /// The bytes are made by the shell (`printf '\351'` is 0xE9, Latin-1 é), since Swift strings
  /// cannot hold them.
  @Test(arguments: [
    (
      "\"$0\" plan --layout fr \"$(printf 'caf\\351!')\"",
      "argument 4 ('caf\\xE9!') is not valid UTF-8"
    ),
    (
      "\"$0\" plan \"$(printf '\\377\\376ab')\"",
      "argument 2 ('\\xFF\\xFEab') is not valid UTF-8"
    ),
    (
      "\"$0\" press --layout \"$(printf 'u\\377s')\" AC01",
      "argument 3 ('u\\xFFs') is not valid UTF-8"
    ),
    (
      "\"$0\" plan \"$(printf 'a\\342\\200b\\n\\360\\237\\230')\"",
      "argument 2 ('a\\xE2\\x80b\\n\\xF0\\x9F\\x98') is not valid UTF-8"
    ),
    // Long: 20,000 scalars, every other one a bad byte (each is escaped, in one pass).
    (
      "\"$0\" plan \"$(for i in $(seq 10000); do printf '\\303\\251\\351'; done)\"",
      "argument 2 ('" + String(repeating: "é\\xE9", count: 10_000) + "') is not valid UTF-8"
    ),
  ])
  func invalidUTF8ArgumentsAreRejected(_ script: String, _ error: String) throws {
    let result = try KbsimProcess.shell(script)
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == "Error: \(error)\n")
  }
}
