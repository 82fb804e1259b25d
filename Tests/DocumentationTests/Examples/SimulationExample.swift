import KeyboardSim
import Testing

@MainActor
struct SignUpScriptTests {
  @Test func theScriptCommitsWhatKbsimSimulateDoes() throws {
    let script = try FormScript(
      json: """
        {"device": "iphone-15", "fields": {"name": {}, "email": {"traits": {"keyboardType": "emailAddress"}}},
         "steps": [{"type": {"field": "name", "text": "teh quick brwon fox "}},
                   {"type": {"field": "email", "text": "jane@example.com"}}, {"resign": true}]}
        """)
    let run = try script.run(layout: "us")  // bundled devices; the fields' traits decide the rest
    let lines = run.timeline.map(\.jsonLine)  // the lines `kbsim simulate` prints
    #expect(
      run.entries.compactMap(\.typed).map(\.committed) == [
        "The quick brown fox ", "Jane@example.com",
      ])
    #expect(lines.contains { $0.contains("UIKeyboardDidHideNotification") })
  }
}
