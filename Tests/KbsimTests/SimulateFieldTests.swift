import Foundation
import TestSupport
import Testing

/// `kbsim simulate` with text fields: filters, orders, pictures, the inset pipeline, bad input.
@Suite(.requires(.xkb))
struct SimulateFieldTests {
  static let example = Repository.example("simulate/signup-fields-iphone15.json")

  static func lines(_ output: String) -> [String] { output.split(separator: "\n").map(String.init) }

  @Test func eventsKeepsTheNamedKinds() throws {
    let result = try KbsimProcess.run(["simulate", Self.example, "--events", "controlEvent"])
    #expect(result.status == 0)
    let lines = Self.lines(result.stdout)
    #expect(!lines.isEmpty)
    #expect(lines.allSatisfy { $0.contains(#""controlEvent":"#) })
    #expect(lines.first == #"{"t":0.0,"field":"name","controlEvent":"editingDidBegin","text":""}"#)
  }

  @Test func theIssuesLinesAppearAsSpecified() throws {
    let script = #"""
      {"device": "iphone-15", "ios": "17",
       "fields": {"email": {"traits": {"keyboardType": "emailAddress", "autocapitalizationType": "none"}}},
       "steps": [{"focus": "email"}, {"taps": ["j"]}]}
      """#
    let result = try KbsimProcess.run(
      ["simulate", "-", "--events", "delegate,controlEvent,notification"], stdin: script)
    let lines = Self.lines(result.stdout)
    #expect(
      lines.contains(
        #"{"t":0.0,"field":"email","delegate":"textFieldShouldBeginEditing(_:)","returned":true,"text":""}"#
      ))
    #expect(
      lines.contains(
        #"{"t":0.2,"field":"email","delegate":"textField(_:shouldChangeCharactersIn:replacementString:)","range":{"location":0,"length":0},"replacement":"j","returned":true,"text":"j"}"#
      ))
    #expect(
      lines.contains(#"{"t":0.0,"field":"email","controlEvent":"editingDidBegin","text":""}"#))
    #expect(
      lines.contains(
        #"{"t":0.0,"name":"UITextFieldTextDidBeginEditingNotification","object":"email","text":""}"#
      ))
  }

  @Test func theLegacyOrderPutsTheDelegateFirst() throws {
    let canonical = try KbsimProcess.run([
      "simulate", Self.example, "--events", "delegate,controlEvent",
    ])
    let legacy = try KbsimProcess.run(
      ["simulate", Self.example, "--events", "delegate,controlEvent", "--event-order", "legacy"])
    let first = Self.lines(canonical.stdout).prefix(3).map { $0.contains("controlEvent") }
    let second = Self.lines(legacy.stdout).prefix(3).map { $0.contains("controlEvent") }
    #expect(first == [false, true, false])  // shouldBegin, editingDidBegin, didBegin
    #expect(second == [false, false, true])  // shouldBegin, didBegin, editingDidBegin
  }

  @Test func theScriptsEventOrderIsRead() throws {
    let script = #"""
      {"device": "iphone-15", "eventOrder": {"preset": "legacy"}, "fields": {"a": {}},
       "steps": [{"focus": "a"}]}
      """#
    let result = try KbsimProcess.run(
      ["simulate", "-", "--events", "delegate,controlEvent"], stdin: script)
    #expect(Self.lines(result.stdout)[1].contains("textFieldDidBeginEditing"))
  }

  @Test func aMomentIsDrawnWithTheKeyboardMidAnimation() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kbsim-moment-\(UUID()).svg"
    ).path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = try KbsimProcess.run(["simulate", Self.example, "--svg", path, "--at", "0.125"])
    #expect(result.status == 0)
    let svg = try String(contentsOfFile: path, encoding: .utf8)
    #expect(svg.contains(#"class="field textField editing" id="name""#))
    #expect(svg.contains("t = 0.125 s  after focus name"))
    // Half-way in time the keyboard is between 852 and 516 (the curve is not linear).
    let keyboard = try #require(
      svg.split(separator: "\n").first { $0.contains(#"class="keyboard""#) })
    let y = try #require(keyboard.split(separator: " ").first { $0.hasPrefix("y=") })
    let value = try #require(Double(y.dropFirst(3).dropLast()))
    #expect(value > 516 && value < 852)
  }

  @Test func theFocusedFieldGoesToKbsimInset() throws {
    let scenario = try KbsimProcess.run(["simulate", Self.example, "--scenario", "--at", "10.5"])
    #expect(scenario.status == 0)
    #expect(scenario.stdout.contains(#""target": {"x": 16, "y": 530, "width": 361, "height": 34}"#))
    let inset = try KbsimProcess.run(["inset", "-"], stdin: scenario.stdout)
    #expect(inset.status == 0)
    // The code field (530…564) under the number pad with its toolbar (top 517): scrolled by 47.
    #expect(inset.stdout.contains(#""contentOffset": {"x": 0, "y": 47}"#))
  }

  @Test func aTextViewTakesLineBreaksAndItsOwnNames() throws {
    let script = #"""
      {"device": "iphone-15", "ios": "17",
       "fields": {"notes": {"kind": "textView", "traits": {"autocapitalizationType": "none"}}},
       "steps": [{"focus": "notes"}, {"type": "a\nb"}]}
      """#
    let result = try KbsimProcess.run(
      ["simulate", "-", "--events", "delegate,notification,keyboard,typed"], stdin: script)
    #expect(result.status == 0)
    let lines = Self.lines(result.stdout)
    // The keyboard's notifications come before textViewDidBeginEditing
    // (docs/sources.md#text-field-begin-before-keyboard).
    let willShow = try #require(lines.firstIndex { $0.contains("UIKeyboardWillShowNotification") })
    let didBegin = try #require(
      lines.firstIndex { $0.contains(#""delegate":"textViewDidBeginEditing(_:)""#) })
    #expect(willShow < didBegin)
    #expect(
      lines.contains {
        $0.contains(#""replacement":"\n""#)
          && $0.contains("textView(_:shouldChangeTextIn:replacementText:)")
      })
    #expect(lines.last?.contains(#""committed":"a\nb""#) == true)
  }

  /// (script, extra arguments, expected stderr): one line, non-zero exit, nothing on stdout.
  static let badInput: [(String, [String], String)] = [
    (
      #"{"device": "iphone-15", "fields": {"a": {"bordrStyle": "line"}}, "steps": []}"#, [],
      "Error: <stdin>:1:42: at fields.a.bordrStyle: unknown field key 'bordrStyle'; did you mean 'borderStyle'? (valid: accessoryHeight, accessoryViewID, kind, text"
    ),
    (
      #"{"device": "iphone-15", "fields": {"a": {"delegate": {"maxLenght": 3}}}, "steps": []}"#, [],
      "Error: <stdin>:1:55: at fields.a.delegate.maxLenght: unknown delegate key 'maxLenght'; did you mean 'maxLength'?"
    ),
    (
      #"{"device": "iphone-15", "fields": {"a": {"delegate": {"maxLength": -1}}}, "steps": []}"#,
      [],
      "Error: <stdin>:1:68: at fields.a.delegate.maxLength: maxLength must be from 0 to 1000000, got -1"
    ),
    (
      #"{"device": "iphone-15", "fields": {"a": {}}, "steps": [{"return": true}]}"#, [],
      "Error: <stdin>:1:56: at steps[0]: return: no field is focused"
    ),
    (
      #"{"device": "iphone-15", "fields": {"a": {}, "b": {}}, "focusOrder": ["a", "c"], "steps": []}"#,
      [],
      "Error: <stdin>:1:75: at focusOrder[1]: no field 'c' in fields; did you mean 'a'? (defined: a, b)"
    ),
    (
      #"{"device": "iphone-15", "fields": {"a": {"text": "abc"}}, "steps": [{"focus": "a"}, {"select": {"location": 2, "length": 5}}]}"#,
      [],
      "Error: <stdin>:1:85: at steps[1]: field 'a': selection {2, 5} is outside the text (UTF-16 length 3)"
    ),
    (
      #"{"device": "iphone-15", "fields": {"a": {"text": "x"}}, "steps": [{"clear": "a"}]}"#, [],
      "Error: <stdin>:1:67: at steps[0]: clear: the clear button of 'a' does not show (clearButtonMode never, not editing, with text)"
    ),
    (
      #"{"device": "iphone-15", "fields": {"a": {}}, "steps": [{"clera": "a"}]}"#, [],
      "Error: <stdin>:1:57: at steps[0].clera: unknown step 'clera'; did you mean 'clear'?"
    ),
    (
      #"{"device": "iphone-15", "fields": {"a": {}}, "steps": [{"focus": "a"}, {"taps": ["e>nosuchkeysym"]}]}"#,
      [],
      "Error: <stdin>:1:82: at steps[1].taps[0]: 'e>nosuchkeysym': unknown keysym in a long press"
    ),
    (
      #"{"device": "iphone-15", "fields": {"a": {"accessoryHeight": 44, "inputAccessoryViewHeight": 44}}, "steps": []}"#,
      [],
      "Error: <stdin>:1:93: at fields.a.inputAccessoryViewHeight: give accessoryHeight or inputAccessoryViewHeight, not both"
    ),
    (
      #"{"device": "iphone-15", "fields": {"a": {"delegate": {"shouldBeginEditing": false}}}, "steps": [{"type": {"field": "a", "text": "x"}}]}"#,
      [], "Error: <stdin>:1:97: at steps[0]: type: field 'a' did not become first responder"
    ),
    (
      #"{"device": "iphone-15", "fields": {"a": {}}, "steps": []}"#, ["--events", "delegat"],
      "Error: --events: unknown kind 'delegat'; did you mean 'delegate'?"
    ),
    (
      #"{"device": "iphone-15", "fields": {"a": {}}, "steps": []}"#, ["--event-order", "legasy"],
      "Error: --event-order: unknown eventOrder preset 'legasy'; did you mean 'legacy'? (valid: canonical, legacy)"
    ),
    (
      #"{"device": "iphone-15", "fields": {"a": {"delegate": {"shouldBeginEditing": false}}}, "steps": [{"focus": "a"}]}"#,
      ["--scenario"],
      "Error: --scenario: no field is focused at t = 0 s"
    ),
  ]

  @Test(arguments: badInput)
  func badInputFailsWithOneLineAndNoOutput(script: String, arguments: [String], message: String)
    throws
  {
    let result = try KbsimProcess.run(["simulate", "-"] + arguments, stdin: script)
    #expect(result.status != 0)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
    #expect(result.stderr.filter { $0 == "\n" }.count == 1)
  }
}
