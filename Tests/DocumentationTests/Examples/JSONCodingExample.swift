import InputTraits
import JSONCoding
import Testing

struct StrictTraitsFileTests {
  @Test func aMisspeltKeyIsAnErrorWithItsPlace() throws {
    let json = """
      {
        "keyboardType": "emailAddress",
        "autocapitalisationType": "none"
      }
      """
    let error = try #require(throws: JSONError.self) {
      try TextInputTraits(json: json, source: "email.json")
    }
    #expect(error.line == 3)
    #expect(error.column == 3)
    #expect(error.suggestion?.candidate == "autocapitalizationType")
    #expect(
      error.message.hasPrefix(
        "email.json:3:3: at autocapitalisationType: unknown trait 'autocapitalisationType'; "
          + "did you mean 'autocapitalizationType'? (valid: keyboardType, "))
  }

  @Test func outputKeepsKeyOrderAndPrintsNumbersOnce() {
    let frame: JSONValue = ["x": 0, "y": .number(516.0000001), "width": 393, "height": 336]
    #expect(JSONWriter.line(frame) == #"{"x":0,"y":516,"width":393,"height":336}"#)
  }
}
