import InputTraits
import JSONCoding
import Testing
import TraitCoverage

/// The recording line format that `kbsim`, ``TraitRecorder`` and the project scan share.
struct TraitRecordTests {
  @Test func lineHasTheDocumentedKeysInOrder() {
    let record = TraitRecord(
      traits: TextInputTraits(keyboardType: .emailAddress, autocapitalizationType: .none),
      source: .type, field: "email")
    #expect(
      record.jsonLine
        == #"{"traits":{"keyboardType":"emailAddress","autocapitalizationType":"none"},"#
        + #""source":"type","field":"email","test":null}"#)
  }

  @Test func locationIsWrittenWhenKnown() {
    let record = TraitRecord(
      traits: TextInputTraits(isSecureTextEntry: true), source: .scan, field: "password",
      location: "Main.storyboard:42")
    #expect(
      record.jsonLine
        == #"{"traits":{"isSecureTextEntry":true},"source":"scan","field":"password","#
        + #""test":null,"location":"Main.storyboard:42"}"#)
  }

  @Test func linesRoundTrip() throws {
    let records = [
      TraitRecord(traits: TextInputTraits(), source: .lint),
      TraitRecord(
        traits: TextInputTraits(writingToolsBehavior: .none, textContentType: .oneTimeCode),
        source: .test, field: "code", test: "SignUpTests/code()", location: "SignUp.swift:9"),
    ]
    let text = records.map(\.jsonLine).joined(separator: "\n") + "\n"
    #expect(try TraitRecord.decodeLines(from: Array(text.utf8), source: "r.jsonl") == records)
  }

  @Test func unknownKeyNamesTheLine() {
    let text = #"{"traits":{},"source":"type"}"# + "\n" + #"{"traits":{},"sourc":"type"}"#
    #expect {
      try TraitRecord.decodeLines(from: Array(text.utf8), source: "r.jsonl")
    } throws: { error in
      let message = (error as? JSONError)?.message ?? ""
      return message.hasPrefix("r.jsonl:2:") && message.contains("did you mean 'source'?")
    }
  }

  @Test func unknownTraitValueNamesTheLineAndKey() {
    let text = "\n" + #"{"traits":{"keyboardType":"emial"},"source":"type"}"#
    #expect {
      try TraitRecord.decodeLines(from: Array(text.utf8), source: "r.jsonl")
    } throws: { error in
      let message = (error as? JSONError)?.message ?? ""
      return message.hasPrefix("r.jsonl:2:") && message.contains("traits.keyboardType")
        && message.contains("did you mean 'emailAddress'?")
    }
  }
}
