import Foundation
import InputTraits
import JSONCoding
import KeyboardPresentation
import Simulation
import TestSupport
import Testing

/// The same text typed into a field with the same traits commits the same text whether the
/// field is `kbsim type`'s (an engine of the typing session) or a form script's (a text field
/// in a simulated window, its engine from the script's typing session): every line of a real
/// corpus, for a spread of trait configurations.
@MainActor
@Suite(.requires(.xkb, .compose, .hunspell("en_US"), TypingParity.corpus))
struct FrontEndParityTests {
  @Test(arguments: TypingParity.configurations)
  func aScriptCommitsWhatTheTypingSessionCommits(_ configuration: TypingParity.Configuration)
    throws
  {
    let lines = try TypingParity.lines()
    let traits = try JSON.decode(
      TextInputTraits.self, from: configuration.traitsJSON, source: configuration.name)
    // `kbsim type`: a fresh engine of the session per text.
    let session = try TypingSession(layout: "us", idiom: .phone)
    let typed = try lines.map { line throws in
      let engine = try session.engine(for: traits)
      engine.type(line)
      return engine.committedText
    }
    // `kbsim simulate`: one field per line with the same traits, each typed once.
    let fields = lines.indices.map { #""l\#($0)": {"traits": \#(configuration.traitsJSON)}"# }
    let steps = lines.indices.map { index in
      #"{"type": {"field": "l\#(index)", "text": \#(JSONWriter.string(lines[index]))}}"#
    }
    let script = try FormScript(
      json: #"""
        {"device": "iphone-15", "fields": {\#(fields.joined(separator: ", "))},
         "steps": [\#(steps.joined(separator: ", "))]}
        """#, source: configuration.name)
    let catalog = try DeviceCatalog.bundled()
    var simulated: [String] = []
    _ = try script.run(
      in: catalog, session: script.typingSession(in: catalog, layout: "us"),
      keepsFieldSnapshots: false
    ) { entry in
      if let typed = entry.typed { simulated.append(typed.committed) }
    }
    #expect(simulated.count == lines.count)
    for (index, (expected, committed)) in zip(typed, simulated).enumerated()
    where expected != committed {
      let line = JSONWriter.string(lines[index])
      let (typeText, simulateText) = (JSONWriter.string(expected), JSONWriter.string(committed))
      Issue.record(
        "line \(index + 1) \(line): type commits \(typeText), simulate \(simulateText)")
    }
  }
}
