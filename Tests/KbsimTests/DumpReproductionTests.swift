import Foundation
import TestSupport
import Testing

/// Keyboard notifications people printed from real devices and posted publicly, reproduced by
/// `kbsim simulate` with the scripts of `examples/dumps/`: each row's expected frames and
/// duration are typed in from its source; the table of docs/presentation.md ("Real dumps") is
/// this suite's output.
///
/// A row the model does not reproduce says why and is expected to disagree, so a change of the
/// model that makes it agree (or breaks an agreeing row) shows here.
struct DumpReproductionTests {
  struct Dump: Sendable, CustomTestStringConvertible {
    var source: String
    var device: String
    var release: String
    var situation: String
    /// The script under examples/, nil where the model has no vocabulary for the situation.
    var script: String?
    /// The notification compared: its abbreviation and which one of that name (1-based).
    var notification = "WCF"
    var occurrence = 1
    var begin: [Double]?
    var end: [Double]?
    var duration: Double?
    /// Why the model does not reproduce it; nil for a row that must agree.
    var disagreement: String?

    var testDescription: String { "\(source): \(situation)" }
  }

  static let dumps: [Dump] = [
    Dump(
      source: "SO 19482573", device: "320×480 iPhone 4", release: "7",
      situation: "focus from hidden", script: "dumps/so-19482573.json",
      begin: [0, 480, 320, 216], end: [0, 264, 320, 216], duration: 0.25),
    Dump(
      source: "hk.javashuo.com p-tekoqtqj-em", device: "320×480", release: "6/7",
      situation: "focus from hidden", script: "dumps/hk-javashuo.json", notification: "WS",
      begin: [0, 480, 320, 216], end: [0, 264, 320, 216]),
    Dump(
      source: "hk.javashuo.com p-tekoqtqj-em", device: "320×480", release: "6/7",
      situation: "resign", script: "dumps/hk-javashuo.json", notification: "WH",
      begin: [0, 264, 320, 216], end: [0, 480, 320, 216]),
    Dump(
      source: "SO 8065652", device: "320×480", release: "~5", situation: "focus from hidden",
      script: "dumps/so-8065652.json", notification: "WS", begin: [0, 480, 320, 216],
      end: [0, 264, 320, 216]),
    Dump(
      source: "SO 18957476", device: "320×568 iPhone 5 simulator", release: "7.0",
      situation: "focus as part of a modal presentation (0.4 s, doubled begin)",
      script: "dumps/so-18957476-modal.json", notification: "WS", begin: [0, 920, 320, 216],
      end: [0, 352, 320, 216], duration: 0.4),
    Dump(
      source: "KGKeyboardChangeManager #2", device: "320×480", release: "~6",
      situation: "dismiss the modal (doubled end)",
      script: "dumps/kgkeyboardchangemanager-2-dismiss.json", notification: "WH",
      end: [0, 744, 320, 216]),
    Dump(
      source: "openradar 15054825", device: "320×568", release: "6",
      situation: "navigation pop (x = ± screen width, 0.35 s)", script: nil,
      disagreement: "navigation transitions are not modelled"),
    Dump(
      source: "RichEditorView #102", device: "375×667", release: "~10",
      situation: "focus, no predictive bar", script: "dumps/richeditorview-102.json",
      notification: "WS", begin: [0, 667, 375, 216], end: [0, 451, 375, 216], duration: 0.25),
    Dump(
      source: "RichEditorView #102", device: "375×667", release: "~10",
      situation: "14 pt toolbar alone (hardware keyboard)",
      script: "dumps/richeditorview-102-toolbar.json", notification: "WS",
      begin: [0, 667, 375, 14]),
    Dump(
      source: "SO 25946121", device: "375×667 iPhone 6", release: "8.4", situation: "Predictive on",
      script: "dumps/so-25946121-predictive.json", notification: "WS", occurrence: 2,
      begin: [0, 442, 375, 225], end: [0, 409, 375, 258]),
    Dump(
      source: "SO 25946121", device: "375×667 iPhone 6", release: "8.4",
      situation: "Predictive collapsed", script: "dumps/so-25946121-predictive.json",
      notification: "WS", occurrence: 3, begin: [0, 409, 375, 258], end: [0, 442, 375, 225]),
    Dump(
      source: "CSDN SpringJustin 51909337", device: "414×736", release: "9/10",
      situation: "focus from hidden", script: "dumps/springjustin-plus.json",
      notification: "DCF", begin: [0, 736, 414, 271], end: [0, 465, 414, 271]),
    Dump(
      source: "marty-suzuki/iOSTraining", device: "414×896", release: "12/13",
      situation: "focus from hidden", script: "dumps/iostraining-xr.json", notification: "WS",
      begin: [0, 896, 414, 346], end: [0, 550, 414, 346]),
    Dump(
      source: "kaweerutk/CommonKeyboard README", device: "414×896", release: "13",
      situation: "focus from hidden", script: "dumps/commonkeyboard-11.json",
      begin: [0, 896, 414, 243], end: [0, 550, 414, 346],
      disagreement: "a begin height unlike the end height (243 against 346) is not modelled"),
    Dump(
      source: "openradar 38117524", device: "1024×768 iPad, numeric", release: "11",
      situation: "focus in landscape", script: "dumps/openradar-38117524-ipad.json",
      notification: "WS", begin: [0, 768, 1024, 398]),
    Dump(
      source: "openradar 38117524", device: "768×1024 iPad, numeric", release: "11",
      situation: "rotate to portrait", script: "dumps/openradar-38117524-ipad.json",
      notification: "WS", occurrence: 2, begin: [0, 1024, 768, 313]),
    Dump(
      source: "openradar 38117524", device: "1024×768 iPad", release: "11",
      situation: "back to landscape: height 142", script: nil,
      disagreement: "the report files it as a bug"),
    Dump(
      source: "SO 10749311", device: "768×1024 iPad", release: "5/6",
      situation: "undock from the menu, end y −264", script: nil,
      disagreement: "iOS 5 undock frames are in a coordinate space no source explains"),
    Dump(
      source: "OmniGroup OUIDocumentRenameViewController.m", device: "1024×768 iPad",
      release: "5", situation: "focus in landscape (portrait-fixed frames)",
      script: "dumps/omnigroup-ipad-ios5.json", notification: "WS",
      begin: [-352, 0, 352, 1024], end: [0, 0, 352, 1024], duration: 0.25),
    Dump(
      source: "OmniGroup OUIDocumentRenameViewController.m", device: "1024×768 iPad",
      release: "5", situation: "resign in landscape", script: "dumps/omnigroup-ipad-ios5.json",
      notification: "WH", begin: [0, 0, 352, 1024], end: [-352, 0, 352, 1024]),
    Dump(
      source: "OmniGroup OUIDocumentRenameViewController.m", device: "768×1024 iPad",
      release: "5", situation: "rotate to portrait", script: "dumps/omnigroup-ipad-ios5.json",
      notification: "WS", occurrence: 3, begin: [0, 1024, 768, 264], end: [0, 760, 768, 264]),
    Dump(
      source: "SO 32319697", device: "768×1024 iPad", release: "9",
      situation: "hardware keyboard: 313 high, 55 on screen",
      script: "dumps/so-32319697-hardware-keyboard.json", notification: "WS",
      end: [0, 969, 768, 313]),
    Dump(
      source: "GitHub comment `didReceivedFrameWillChangeNoti` (U1)", device: "375×812 iPhone X",
      release: "11–13", situation: "predictive bar appears on a focus change",
      script: "dumps/u1-u3-iphone-x.json", occurrence: 2, begin: [0, 521, 375, 291],
      end: [0, 477, 375, 335], duration: 0.25),
    Dump(
      source: "GitHub comment `myKeyboardWillShow` (U2, SO 26939105)", device: "375×812",
      release: "13", situation: "input-mode switch 335 → 366.67",
      script: "dumps/u2-input-mode.json", occurrence: 2, begin: [0, 477, 375, 335],
      end: [0, 445.33, 375, 366.67], duration: 0),
    Dump(
      source: "GitHub comment `PublishViewController` (U3)", device: "375×812", release: "11–13",
      situation: "resign", script: "dumps/u1-u3-iphone-x.json", notification: "WH",
      end: [0, 812, 375, 335]),
    Dump(
      source: "zh-TW notes 附錄二 (U4)", device: "375×667 iPhone SE 2", release: "13",
      situation: "focus from hidden", script: "dumps/u4-se2.json", begin: [0, 667, 375, 260],
      end: [0, 407, 375, 260], duration: 0.25),
    Dump(
      source: "GitHub comment `keyboardWillChangeFrameAction` (U5)", device: "375×667",
      release: "11+", situation: "focus as part of a modal presentation (sheet)",
      script: "dumps/u5-modal-sheet.json", begin: [0, 667, 375, 260], end: [0, 407, 375, 260],
      duration: 0.4),
    Dump(
      source: "GitHub comment `keyboardWillChangeFrameAction` (U5)", device: "375×667",
      release: "11+", situation: "dismiss the modal", script: "dumps/u5-modal-sheet.json",
      occurrence: 2, begin: [0, 407, 375, 260], end: [0, 667, 375, 0], duration: 0.25),
    Dump(
      source: "GitHub ObjC comments, 8+ copies (U6)", device: "375×667", release: "8–10",
      situation: "focus from hidden", script: "dumps/u6-u12-iphone-6s.json",
      begin: [0, 667, 375, 258], end: [0, 409, 375, 258], duration: 0.25),
    Dump(
      source: "GitHub comment `LCKeyboardToolBar` (U7)", device: "375×667", release: "?",
      situation: "a 261 pt keyboard", script: nil,
      disagreement: "no source explains 261 (258 + 3?)"),
    Dump(
      source: "GitHub comment `switchingKeyboard` (U8)", device: "320×568", release: "8–10",
      situation: "resign", script: "dumps/u8-u9-modal-5s.json", occurrence: 2,
      begin: [0, 315, 320, 253], end: [0, 568, 320, 253], duration: 0.25),
    Dump(
      source: "GitHub comment `keyboradWillChangeFrame` (U9)", device: "320×568",
      release: "8–10", situation: "focus as part of a modal presentation (0.4 s, doubled begin)",
      script: "dumps/u8-u9-modal-5s.json", begin: [0, 883, 320, 253], end: [0, 315, 320, 253],
      duration: 0.4),
    Dump(
      source: "GitHub comment, compose screen (U10)", device: "320×568", release: "7",
      situation: "focus from hidden", script: "dumps/u10-5s-ios7.json",
      begin: [0, 568, 320, 216], end: [0, 352, 320, 216], duration: 0.25),
    Dump(
      source: "GitHub comment `SignUpViewController` (U11)", device: "393×852", release: "17",
      situation: "focus from hidden", script: "dumps/u11-iphone-15.json",
      end: [0, 516, 393, 336]),
    Dump(
      source: "GitHub ObjC comment `ToolBar` (U12)", device: "375×667", release: "8–10",
      situation: "resign keeps the full height", script: "dumps/u6-u12-iphone-6s.json",
      occurrence: 2, begin: [0, 409, 375, 258], end: [0, 667, 375, 258]),
    Dump(
      source: "GitHub ObjC comment `keyBoardWillChangerFrame`", device: "375×667",
      release: "9+", situation: "zero frames, no keyboard (hardware keyboard, inferred)",
      script: "dumps/zero-frame-hardware-keyboard.json", begin: [0, 667, 375, 0],
      end: [0, 667, 375, 0], duration: 0.25,
      disagreement: "the dump is a WillChangeFrame; kbsim posts these frames as a lone WillHide "
        + "(AlphaWallet PR 1254)"),
    Dump(
      source: "RxKeyboard PR 107", device: "375×812 iPhone X", release: "14",
      situation: "Reduce Motion + cross-fade: show (Predictive off)",
      script: "dumps/rxkeyboard-107-cross-fade.json", end: [0, 521, 375, 291]),
    Dump(
      source: "RxKeyboard PR 107", device: "375×812 iPhone X", release: "14",
      situation: "Reduce Motion + cross-fade: hide, (0, 812, 375, 71) as RxKeyboard rewrote it",
      script: "dumps/rxkeyboard-107-cross-fade.json", occurrence: 2, end: [0, 812, 375, 71],
      disagreement: "RxKeyboard moved the frame's y before printing it; the raw frame is unknown"),
    Dump(
      source: "FinniversKit PR 1208", device: "iPhone (not given)", release: "16",
      situation: "Reduce Motion + cross-fade: empty hide end frame",
      script: "dumps/finniverskit-1208-cross-fade.json", notification: "WH",
      end: [0, 0, 0, 0]),
    Dump(
      source: "react-native PR 34503", device: "iPhone (not given)", release: "14+",
      situation: "Reduce Motion + cross-fade: end y 0, height 0",
      script: "dumps/finniverskit-1208-cross-fade.json", occurrence: 2, end: [0, 0, 0, 0]),
    Dump(
      source: "appium #16336 (XCUITest tree)", device: "428×926", release: "15",
      situation: "keyboard host (Predictive off)", script: "dumps/appium-16336-xcuitest.json",
      end: [0, 625, 428, 301]),
    Dump(
      source: "appium #19783 (XCUITest tree)", device: "1366×1024 iPad Pro 12.9", release: "16",
      situation: "keyboard host in landscape, catalog heights",
      script: "dumps/appium-19783-ipad.json", end: [0, 526, 1366, 498],
      disagreement: "the catalog's iPadOS 18 reading (473) lacks the 25 pt under the keys; "
        + "option iPadHeightsBefore26 = withBottomInset (next rows) reproduces it"),
    Dump(
      source: "appium #19783 (XCUITest tree)", device: "1366×1024 iPad Pro 12.9", release: "16",
      situation: "landscape, iPadHeightsBefore26 = withBottomInset",
      script: "dumps/appium-19783-ipad-bottom-inset.json", end: [0, 526, 1366, 498]),
    Dump(
      source: "appium #19783 (XCUITest tree)", device: "1024×1366 iPad Pro 12.9", release: "16",
      situation: "portrait: 403 high, iPadHeightsBefore26 = withBottomInset",
      script: "dumps/appium-19783-ipad-bottom-inset.json", notification: "WS", occurrence: 2,
      end: [0, 963, 1024, 403]),
  ]

  /// What kbsim printed for a row: the notification's frames and duration, or nil.
  struct Answer {
    var name: String
    var begin: [Double]
    var end: [Double]
    var duration: Double?
  }

  static func answer(for dump: Dump) throws -> Answer? {
    guard let script = dump.script else { return nil }
    let result = try KbsimProcess.run([
      "simulate", Repository.example(script), "--events", "keyboard",
    ])
    #expect(result.status == 0, "\(script): \(result.stderr)")
    let abbreviations = [
      "UIKeyboardWillShowNotification": "WS", "UIKeyboardDidShowNotification": "DS",
      "UIKeyboardWillHideNotification": "WH", "UIKeyboardDidHideNotification": "DH",
      "UIKeyboardWillChangeFrameNotification": "WCF",
      "UIKeyboardDidChangeFrameNotification": "DCF",
    ]
    var answers: [Answer] = []
    for line in result.stdout.split(separator: "\n") {
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      guard let name = (object["name"] as? String).flatMap({ abbreviations[$0] }),
        let info = object["userInfo"] as? [String: Any]
      else { continue }
      func frame(_ key: String) -> [Double] {
        let f = info[key] as? [String: Double] ?? [:]
        return ["x", "y", "width", "height"].map { f[$0] ?? .nan }
      }
      answers.append(
        Answer(
          name: name, begin: frame("UIKeyboardFrameBeginUserInfoKey"),
          end: frame("UIKeyboardFrameEndUserInfoKey"),
          duration: info["UIKeyboardAnimationDurationUserInfoKey"] as? Double))
    }
    let named = answers.filter { $0.name == dump.notification }
    if named.count >= dump.occurrence { return named[dump.occurrence - 1] }
    // The dump's notification is missing: show the first one kbsim posted instead.
    return answers.first
  }

  /// Dumps print two decimals at most.
  static func same(_ expected: [Double]?, _ actual: [Double]) -> Bool {
    guard let expected else { return true }
    return zip(expected, actual).allSatisfy { abs($0 - $1) < 0.01 }
  }

  static func agrees(_ dump: Dump, _ answer: Answer?) -> Bool {
    guard let answer, answer.name == dump.notification else { return false }
    let duration =
      dump.duration.map { expected in answer.duration.map { abs($0 - expected) < 0.001 } ?? false }
      ?? true
    return same(dump.begin, answer.begin) && same(dump.end, answer.end) && duration
  }

  static func text(_ frame: [Double]) -> String {
    "(" + frame.map { formatted($0) }.joined(separator: ", ") + ")"
  }

  static func formatted(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }

  static func row(_ dump: Dump, _ answer: Answer?) -> String {
    let agreement: String
    if agrees(dump, answer) {
      agreement = "yes"
    } else {
      agreement = "no: " + (dump.disagreement ?? "unexpected")
    }
    let said: String
    if let answer {
      said =
        "\(answer.name) \(text(answer.begin)) → \(text(answer.end))"
        + (answer.duration.map { ", \(formatted($0)) s" } ?? "")
    } else {
      said = "—"
    }
    return
      "| \(dump.source) | \(dump.device) | \(dump.release) | \(dump.situation) | \(said) | \(agreement) |"
  }

  @Test(arguments: Self.dumps)
  func dumpReproducesOrSaysWhyNot(_ dump: Dump) throws {
    let answer = try Self.answer(for: dump)
    if dump.disagreement == nil {
      #expect(Self.agrees(dump, answer), "\(Self.row(dump, answer))")
    } else {
      #expect(!Self.agrees(dump, answer), "now agrees: \(Self.row(dump, answer))")
    }
  }

  @Test func tableMatchesTheDocs() throws {
    var lines = [
      "| source | device | release | situation | kbsim's answer | agreement |",
      "|---|---|---|---|---|---|",
    ]
    var agreeing = 0
    for dump in Self.dumps {
      let answer = try Self.answer(for: dump)
      if Self.agrees(dump, answer) { agreeing += 1 }
      lines.append(Self.row(dump, answer))
    }
    lines.append("")
    lines.append("\(agreeing) of \(Self.dumps.count) rows agree.")
    let table = lines.joined(separator: "\n") + "\n"
    try Golden.expect(table, matches: "dump-table.md")
    let block = try Repository.block("dump-agreement", in: "docs/presentation.md")
    #expect(block == table)
  }
}

/// `kbsim simulate --messages`: the iOS 26 typed messages (docs/presentation.md#typed-messages).
struct SimulateMessagesTests {
  @Test func messagesMatchTheirGolden() throws {
    let path = Repository.example("dumps/u5-modal-sheet.json")
    let result = try KbsimProcess.run(["simulate", path, "--messages"])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    try Golden.expect(result.stdout, matches: "u5-modal-sheet-messages.jsonl")
    let lines = result.stdout.split(separator: "\n")
    let keyboard = lines.filter { $0.contains("\"UIResponder.Keyboard") }
    #expect(keyboard.count == 8)
    for line in keyboard {
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      #expect(
        Set(object.keys)
          == [
            "t", "message", "beginFrame", "endFrame", "animationDuration", "animationCurve",
            "isLocal", "screen",
          ])
    }
    #expect(lines.contains { $0.contains("\"message\":\"UITextField.TextDidEndEditingMessage\"") })
    #expect(!result.stdout.contains("\"name\":\"UIKeyboard"))
  }
}
