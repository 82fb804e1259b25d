import KeyboardModel
import Testing

struct KeyTokenTests {
  static let valid: [(text: String, action: KeyToken.Action, cost: Int)] = [
    ("AC01", .tap(key: "AC01", holding: []), 1),
    ("LFSH+AC01", .tap(key: "AC01", holding: ["LFSH"]), 2),
    ("LFSH+RALT+AD11", .tap(key: "AD11", holding: ["LFSH", "RALT"]), 3),
    ("+RALT", .press("RALT"), 1),
    ("-RALT", .release("RALT"), 0),
    ("I247", .tap(key: "I247", holding: []), 1),
  ]

  @Test(arguments: valid)
  func validTokensParseAndPrintBack(text: String, action: KeyToken.Action, cost: Int) throws {
    let token = try KeyToken.parse(text)
    #expect(token.action == action)
    #expect(token.description == text)
    #expect(token.pressCount == cost)
  }

  static let malformed: [(text: String, message: String)] = [
    ("AC01+", "malformed token 'AC01+' at position 1: expected a key name after '+'"),
    ("++", "malformed token '++' at position 1: a press or release names exactly one key"),
    ("+", "malformed token '+' at position 1: expected a key name after '+'"),
    ("-", "malformed token '-' at position 1: expected a key name after '-'"),
    ("A++B", "malformed token 'A++B' at position 1: empty key name"),
    ("LFSH+LFSH", "malformed token 'LFSH+LFSH' at position 1: a key appears twice"),
    (
      "+LFSH+AC01",
      "malformed token '+LFSH+AC01' at position 1: a press or release names exactly one key"
    ),
  ]

  @Test(arguments: malformed)
  func malformedTokensAreRejectedWithTheirText(text: String, message: String) {
    do {
      _ = try KeyToken.parse(text)
      Issue.record("'\(text)' should not parse")
    } catch {
      #expect(error.code == .malformedToken)
      #expect(error.message == message)
    }
  }

  @Test func lineNamesThePositionOfTheBadToken() {
    do {
      _ = try KeyToken.parseLine("AC01  AC02\tAC01+")
      Issue.record("the line should not parse")
    } catch {
      #expect(
        error.message == "malformed token 'AC01+' at position 3: expected a key name after '+'")
    }
  }

  @Test func emptyLineIsAnError() {
    do {
      _ = try KeyToken.parseLine("  \t ")
      Issue.record("an empty line should not parse")
    } catch {
      #expect(error.code == .emptyLine)
    }
  }
}
