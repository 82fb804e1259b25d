import Diagnostics
import Foundation
import JSONCoding
import KeyboardPresentation
import Simulation
import Testing
import TextField
import XKB

/// Scripts decode every step kind and run them in order.
@MainActor
struct ScriptStepTests {
  func run(_ json: String, session: TypingSession? = nil) throws -> FormRun {
    try FormScript(json: Data(json.utf8), source: "test.json").run(
      in: DeviceCatalog.bundled(), session: session)
  }

  func notifications(_ entry: FormRun.Entry) -> [KeyboardNotification] {
    entry.events.compactMap {
      if case .keyboard(let notification) = $0 { return notification }
      return nil
    }
  }

  @Test func everyStepKindRunsOnAnIPad() throws {
    let result = try run(
      #"""
      {"device": "ipad-pro-11", "orientation": "portrait", "ios": 17,
       "options": {"floatingNotifications": "hidePair", "animationDuration": 0.3},
       "fields": {"a": {}, "b": {"accessoryHeight": 44, "inputViewHeight": 200}},
       "steps": [
         {"focus": "a"}, {"wait": 1},
         {"predictiveBar": "off"},
         {"inputMode": "emoji"}, {"wait": 1},
         {"inputMode": {"height": 250, "via": "globeKey"}}, {"wait": 1},
         {"inputMode": {"mode": "standard"}}, {"wait": 1},
         {"reloadInputViews": true}, {"wait": 1},
         {"reloadInputViews": {"traits": {"keyboardType": "numberPad"}, "accessoryHeight": 44}},
         {"wait": 1},
         {"undock": {"via": "menu", "bottomOffset": 200}}, {"wait": 1},
         {"split": "gesture"}, {"wait": 1},
         {"dock": "menu"}, {"wait": 1},
         {"float": {"x": 100, "y": 500, "width": 320, "height": 260}}, {"wait": 1},
         {"dock": "gesture"}, {"wait": 1},
         {"dragKeyboard": 50}, {"endDrag": "cancel"}, {"wait": 1},
         {"focus": "b"}, {"wait": 1},
         {"hardwareKeyboard": true}, {"wait": 1},
         {"rotate": "landscapeLeft"}, {"wait": 1},
         {"resign": true}
       ]}
      """#)
    let posted = result.entries.map { entry in
      (
        entry.step?.key ?? "end",
        notifications(entry).map(\.name.abbreviation).filter { $0.hasPrefix("W") }
      )
    }
    let wills = posted.filter { $0.0 != "wait" && $0.0 != "end" }
    #expect(
      wills.map(\.0) == [
        "focus", "predictiveBar", "inputMode", "inputMode", "inputMode", "reloadInputViews",
        "reloadInputViews", "undock", "split", "dock", "float", "dock", "dragKeyboard", "endDrag",
        "focus", "hardwareKeyboard", "rotate", "resign",
      ])
    #expect(
      wills.map(\.1) == [
        ["WCF", "WS"],  // show
        [],  // Predictive off changes nothing on iPad (the Shortcut Bar stays)
        ["WCF", "WS"], ["WCF", "WS"], ["WCF", "WS"],  // input modes, even at the same height
        ["WCF", "WS"], ["WCF", "WS"],  // reloadInputViews
        ["WCF", "WH"],  // menu undock
        ["WCF"],  // undocked → split
        ["WCF", "WS"],  // menu dock
        ["WCF", "WH"],  // float, hidePair option
        ["WCF"],  // gesture dock
        [], [],  // drag and cancel
        ["WCF", "WS"],  // focus b: a 200 pt input view with its own 44 pt accessory
        [],  // a custom input view stays with a hardware keyboard
        ["WCF", "WH"],  // rotation: the hide pair now, the show pair 0.3 s later during the wait
        ["WCF", "WH"],
      ])
    // Input-mode switches post duration 0 (docs/sources.md#input-mode-switch); the rest the
    // option's 0.3 s.
    for entry in result.entries {
      let expected: Duration = entry.step?.key == "inputMode" ? .zero : .milliseconds(300)
      #expect(notifications(entry).allSatisfy { $0.transition.animationDuration == expected })
    }
  }

  @Test func aTypingStepNeedsATypingSession() {
    let error = #expect(throws: TextFieldError.self) {
      try run(
        #"{"device": "iphone-15", "fields": {"a": {}}, "steps": [{"type": {"field": "a", "text": "hi"}}]}"#
      )
    }
    #expect(error?.code == .keyboard)
    #expect(
      error?.message
        == "test.json:1:56: at steps[0]: field 'a': its window has no typing session to type with")
  }

  @Test(.enabled(if: XKBContext.systemRoot != nil))
  func typingFocusesTheFieldAndKeepsItsText() throws {
    let result = try run(
      #"""
      {"device": "iphone-15", "ios": "17",
       "fields": {"a": {"traits": {"autocapitalizationType": "none"}}, "b": {}},
       "steps": [{"type": {"field": "a", "text": "1"}}, {"type": "2"},
                 {"type": {"field": "b", "text": "3"}}, {"hardwareKeyboard": true},
                 {"type": {"field": "a", "text": "x"}}, {"resign": true}, {"focus": "a"},
                 {"type": "y"}]}
      """#, session: TypingSession(correction: .off))
    let typed = result.entries.compactMap(\.typed)
    #expect(typed.map(\.field) == ["a", "a", "b", "a", "a"])
    #expect(typed.map(\.committed) == ["1", "12", "3", "12x", "12xy"])
    // Only the first type step posts the keyboard's show notifications (its own focus; the
    // did… pair falls due while the person types).
    #expect(
      notifications(result.entries[0]).map(\.name) == [
        .willChangeFrame, .willShow, .didChangeFrame, .didShow,
      ])
    #expect(notifications(result.entries[1]).isEmpty)
  }

  @Test func focusOnAnUndefinedFieldIsAnErrorAtDecoding() {
    let error = #expect(throws: JSONError.self) {
      try run(#"{"device": "iphone-15", "fields": {"name": {}}, "steps": [{"focus": "nmae"}]}"#)
    }
    #expect((error?.underlying as? TextFieldError)?.code == .unknownField)
    #expect(error?.suggestion?.candidate == "name")
    #expect(
      error?.message
        == "test.json:1:69: at steps[0].focus: no field 'nmae' in fields; did you mean 'name'? (defined: name)"
    )
  }

  @Test func unknownOptionValuesSuggest() {
    let error = #expect(throws: JSONError.self) {
      try run(#"{"device": "iphone-15", "options": {"hideEndFrame": "zeroHight"}, "steps": []}"#)
    }
    #expect(error?.suggestion?.candidate == "zeroHeight")
    #expect(
      error?.message
        == "test.json:1:53: at options.hideEndFrame: unknown value 'zeroHight'; did you mean 'zeroHeight'? (valid: fullHeight, zeroHeight, accessoryHeight)"
    )
  }

  @Test func eventsImpossibleInTheirStateNameTheStep() {
    let error = #expect(throws: PresentationError.self) {
      try run(#"{"device": "iphone-15", "steps": [{"endDrag": "dismiss"}]}"#)
    }
    #expect(error?.message == "test.json:1:35: at steps[0]: endDrag: no drag is running")
  }

  @Test func aCollapsedBarOutsideIOS8To10IsRejected() {
    let error = #expect(throws: PresentationError.self) {
      try run(#"{"device": "iphone-15", "ios": "17", "predictiveBar": "collapsed", "steps": []}"#)
    }
    #expect(
      error?.message
        == "test.json:1:55: at predictiveBar: a collapsed predictive bar is modelled on iOS 8–10 only, not on iOS 17"
    )
  }
}

/// The situation steps and settings of docs/presentation.md: modal presentations, input-mode
/// frame heights, Reduce Motion.
@MainActor
struct SituationScriptTests {
  func run(_ json: String) throws -> FormRun {
    try FormScript(json: Data(json.utf8), source: "test.json").run(
      in: DeviceCatalog.bundled(), session: nil)
  }

  func keyboard(_ run: FormRun) -> [KeyboardNotification] {
    run.entries.flatMap(\.events).compactMap {
      if case .keyboard(let notification) = $0 { return notification }
      return nil
    }
  }

  @Test func presentAndDismissAModal() throws {
    let result = try run(
      #"""
      {"device": "iphone-se-2", "ios": "13", "fields": {"email": {}},
       "steps": [{"presentModal": "email"}, {"wait": 1}, {"dismissModal": true}]}
      """#)
    let posted = keyboard(result)
    #expect(
      posted.map(\.name.abbreviation) == ["WCF", "WS", "DCF", "DS", "WCF", "WH", "DCF", "DH"])
    #expect(posted[0].transition.animationDuration == .milliseconds(400))
    #expect(posted[4].transition.frameEnd == CGRect(x: 0, y: 667, width: 375, height: 0))
    // The text field began and ended editing around them.
    let fieldNotifications = result.entries.flatMap(\.events).compactMap {
      if case .textInput(let event) = $0, case .notification(let name, _) = event.kind {
        return name
      }
      return nil
    }
    #expect(fieldNotifications == [.didBeginEditing, .didEndEditing])
  }

  @Test func aModalOnAnUndefinedFieldIsAnErrorAtDecoding() {
    let error = #expect(throws: JSONError.self) {
      try run(
        #"{"device": "iphone-15", "fields": {"name": {}}, "steps": [{"presentModal": "nmae"}]}"#)
    }
    #expect(error?.suggestion?.candidate == "name")
  }

  @Test func dismissModalMustBeTrue() {
    let error = #expect(throws: JSONError.self) {
      try run(#"{"device": "iphone-15", "steps": [{"dismissModal": false}]}"#)
    }
    #expect(error?.message.contains("write {\"dismissModal\": true}") == true)
  }

  @Test func inputModeFrameHeightIsTheReportedHeight() throws {
    let result = try run(
      #"""
      {"device": "iphone-x", "ios": "13", "fields": {"a": {}},
       "steps": [{"focus": "a"}, {"wait": 1}, {"inputMode": {"frameHeight": 366.67}},
                 {"wait": 1}, {"inputMode": {"height": 291.67}}]}
      """#)
    let switches = keyboard(result).filter { $0.name == .willShow }.dropFirst()
    #expect(switches.count == 2)
    for notification in switches {
      #expect(abs(notification.transition.frameEnd.height - 366.67) < 0.001)
      #expect(notification.transition.animationDuration == .zero)
    }
  }

  @Test func crossFadeSettings() throws {
    let result = try run(
      #"""
      {"device": "iphone-12", "ios": "14", "reduceMotion": true,
       "prefersCrossFadeTransitions": true, "fields": {"a": {}},
       "steps": [{"focus": "a"}, {"wait": 1}, {"resign": true}]}
      """#)
    let hide = try #require(keyboard(result).first { $0.name == .willHide })
    #expect(hide.transition.frameEnd == .zero)
  }

  @Test func crossFadeNeedsReduceMotion() {
    let error = #expect(throws: JSONError.self) {
      try run(#"{"device": "iphone-15", "prefersCrossFadeTransitions": true, "steps": []}"#)
    }
    #expect(error?.message.contains("needs \"reduceMotion\": true") == true)
  }
}
