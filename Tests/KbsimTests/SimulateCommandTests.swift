import Foundation
import TestSupport
import Testing

/// `kbsim simulate` end to end: goldens for the sign-up session, one-line errors for bad input.
struct SimulateCommandTests {
  /// (script, arguments, golden): the keyboard's notifications alone are what they were
  /// before text fields joined the timeline.
  static let sessions = [
    ("signup-iphone15.json", ["--events", "keyboard"], "signup-iphone15.jsonl"),
    (
      "signup-ipad-hardware-keyboard.json", ["--events", "keyboard"],
      "signup-ipad-hardware-keyboard.jsonl"
    ),
    ("signup-iphone15.json", ["--format", "text"], "signup-iphone15.txt"),
    ("signup-fields-iphone15.json", [], "signup-fields-iphone15.jsonl"),
    ("signup-fields-iphone15.json", ["--format", "text"], "signup-fields-iphone15.txt"),
    (
      "interactive-dismissal-iphone15.json", ["--events", "keyboard"],
      "interactive-dismissal-iphone15.jsonl"
    ),
    (
      "interactive-dismissal-iphone15.json", ["--format", "text", "--events", "keyboard,delegate"],
      "interactive-dismissal-iphone15.txt"
    ),
  ]

  @Test(arguments: sessions)
  func signUpSessionMatchesItsGolden(script: String, arguments: [String], golden: String) throws {
    let path = Repository.example("simulate/\(script)")
    let result = try KbsimProcess.run(["simulate", path] + arguments)
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    try Golden.expect(result.stdout, matches: golden)
  }

  @Test func everyKeyboardLineIsAnObjectWithTimeNameAndEightKeys() throws {
    let path = URL(fileURLWithPath: Repository.example("simulate/signup-iphone15.json"))
      .path
    let result = try KbsimProcess.run(["simulate", path, "--events", "keyboard"])
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 12)
    for line in lines {
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      #expect(Set(object.keys) == ["t", "name", "userInfo"])
      #expect((object["userInfo"] as? [String: Any])?.count == 8)
    }
  }

  /// (script, expected stderr): each a one-line error, non-zero exit, nothing on stdout.
  static let badScripts: [(String, String)] = [
    (
      #"{"device": "iphnoe-15", "steps": [{"focus": "a"}], "fields": {"a": {}}}"#,
      "Error: <stdin>:1:12: at device: unknown device 'iphnoe-15'; did you mean 'iphone-15'?"
    ),
    (
      #"{"device": "iphone-15", "orientation": "landscapeLetf", "steps": []}"#,
      "Error: <stdin>:1:40: at orientation: unknown orientation 'landscapeLetf'; did you mean 'landscapeLeft'? (valid: portrait, portraitUpsideDown, landscapeRight, landscapeLeft)"
    ),
    (
      #"{"device": "iphone-15", "steps": [{"rotate": "sideways"}]}"#,
      "Error: <stdin>:1:46: at steps[0].rotate: unknown orientation 'sideways' (valid: portrait, portraitUpsideDown, landscapeRight, landscapeLeft)"
    ),
    (
      #"{"device": "iphone-15", "steps": [{"focuss": "a"}]}"#,
      "Error: <stdin>:1:36: at steps[0].focuss: unknown step 'focuss'; did you mean 'focus'? (valid: focus, resign, rotate, hardwareKeyboard, wait, predictiveBar, inputMode, reloadInputViews, undock, split, dock, float, dragKeyboard, endDrag, drag, type, presentModal, dismissModal, clear, return, tapOutside, paste, select, setText, taps)"
    ),
    (
      #"{"device": "iphone-15", "fields": {"email": {}}, "steps": [{"focus": "emial"}]}"#,
      "Error: <stdin>:1:70: at steps[0].focus: no field 'emial' in fields; did you mean 'email'? (defined: email)"
    ),
    (
      #"{"device": "iphone-15", "fields": {"a": {"accessoryHeight": -44}}, "steps": []}"#,
      "Error: <stdin>:1:61: at fields.a.accessoryHeight: must be a number of points from 0 to 100000, got -44"
    ),
    (
      #"{"device": "iphone-15", "fields": {"a": {"inputViewHeight": NaN}}, "steps": []}"#,
      "Error: <stdin>:1:61: malformed JSON: expected a value"
    ),
    (
      #"{"device": "iphone-15", "steps": [{"dragKeyboard": -5}]}"#,
      "Error: <stdin>:1:52: at steps[0].dragKeyboard: must be a number of points from 0 to 100000, got -5"
    ),
    (
      "{\"device\": \"iphone-15\",\n  \"steps\": [{\"wait\": 1}\n}",
      "Error: <stdin>:3:1: malformed JSON: expected ',' or ']' after an array element"
    ),
    (
      #"{"device": "iphone-15", "fields": {"a": {}}, "steps": [{"type": "hi"}]}"#,
      "Error: <stdin>:1:56: at steps[0]: type: no field is focused (name one: {\"field\": …, \"text\": …})"
    ),
    (
      #"{"device": "iphone-15", "fields": {"a": {}}, "steps": [{"type": {"field": "a"}}]}"#,
      "Error: <stdin>:1:65: at steps[0].type: missing required key 'text'"
    ),
    (
      #"{"device": "iphone-15", "fields": {"a": {}}, "steps": [{"type": {"field": "b", "text": "x"}}]}"#,
      "Error: <stdin>:1:75: at steps[0].type.field: no field 'b' in fields; did you mean 'a'? (defined: a)"
    ),
    (
      #"{"device": "iphone-15", "fields": {"a": {}}, "steps": [{"focus": "a"}, {"undock": "gesture"}]}"#,
      "Error: <stdin>:1:72: at steps[1]: undock: only an iPad keyboard can undock, split or float, not iphone-15"
    ),
    (
      #"{"device": "iphone-15", "ios": "12", "steps": []}"#,
      "Error: <stdin>:1:32: at ios: iphone-15 (iphone-393x852) is modelled from iOS 16, not iOS 12"
    ),
    (
      #"{"device": "iphone-15", "steps": [], "feilds": {}}"#,
      "Error: <stdin>:1:38: at feilds: unknown script key 'feilds'; did you mean 'fields'? (valid: device, orientation, ios, hardwareKeyboard, predictiveBar, options, reduceMotion, prefersCrossFadeTransitions, displayZoom, windowMode, fields, focusOrder, eventOrder, scrollView, steps)"
    ),
  ]

  @Test(arguments: badScripts)
  func badScriptsFailWithOneLineAndNoOutput(script: String, message: String) throws {
    let result = try KbsimProcess.run(["simulate", "-"], stdin: script)
    #expect(result.status != 0)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == message + "\n")
  }

  @Test func aFailingLaterStepLeavesNoPartialOutput() throws {
    let script = #"""
      {"device": "iphone-15", "fields": {"a": {}},
       "steps": [{"focus": "a"}, {"wait": 1}, {"resign": true}, {"undock": "gesture"}]}
      """#
    let result = try KbsimProcess.run(["simulate", "-"], stdin: script)
    #expect(result.status != 0)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("Error: <stdin>:2:59: at steps[3]: undock:"))
  }

  @Test func aMissingScriptFileIsOneLine() throws {
    let result = try KbsimProcess.run(["simulate", "/nonexistent/script.json"])
    #expect(result.status != 0)
    #expect(
      result.stderr
        == "Error: /nonexistent/script.json: cannot read file: the file does not exist\n")
  }
}

struct SimulateTypingTests {
  static let script = #"""
    {"device": "iphone-15", "ios": "17",
     "fields": {"email": {"traits": {"keyboardType": "emailAddress"}},
                "password": {"traits": {"isSecureTextEntry": true}}},
     "steps": [{"type": {"field": "email", "text": "john@example.com"}},
               {"type": {"field": "password", "text": "hunter2"}},
               {"wait": 0.5},
               {"type": {"field": "email", "text": "!"}},
               {"type": {"field": "password", "text": "x"}},
               {"type": "y"},
               {"resign": true}]}
    """#

  @Test func typeStepsPrintWhatEachFieldCommits() throws {
    let result = try KbsimProcess.run(["simulate", "-"], stdin: Self.script)
    #expect(result.status == 0)
    let typed = result.stdout.split(separator: "\n").filter { $0.contains("\"typed\"") }
    // The default .sentences capitalizes the email's first letter (16 characters, 16 taps, all
    // on the email keyboard's letters plane); the password shows bullets but its last character
    // (h u n t e r, then "123" and 2: 8 taps). "!" is on the numbers plane (2 taps). Focusing
    // the secure field again clears it on the first keystroke; typing on keeps the session.
    // Each tap takes 0.2 s, and a summary line comes when its step ends: 16 taps end at 3.2 s,
    // 8 more at 4.8 s; after the 0.5 s wait, 2 taps end at 5.7 s, then 5.9 s and 6.1 s.
    #expect(
      typed == [
        #"{"t":3.2,"typed":{"field":"email","text":"john@example.com","committed":"John@example.com","displayed":"John@example.com","taps":16,"refused":[]}}"#,
        #"{"t":4.8,"typed":{"field":"password","text":"hunter2","committed":"hunter2","displayed":"●●●●●●2","taps":8,"refused":[]}}"#,
        #"{"t":5.7,"typed":{"field":"email","text":"!","committed":"John@example.com!","displayed":"John@example.com!","taps":2,"refused":[]}}"#,
        #"{"t":5.9,"typed":{"field":"password","text":"x","committed":"x","displayed":"x","taps":1,"refused":[]}}"#,
        #"{"t":6.1,"typed":{"field":"password","text":"y","committed":"xy","displayed":"●y","taps":1,"refused":[]}}"#,
      ])
  }
}
