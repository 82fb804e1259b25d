import JSONCoding
import Testing
import TextField

/// An event holds at most `textLimit` characters of its field's text (the end) and the whole
/// text's UTF-16 length, so typing a long text takes memory and output in proportion to it.
struct EventTextTests {
  static func event(_ text: String) -> TextInputEvent {
    TextInputEvent(time: .zero, field: "f", kind: .controlEvent(.editingChanged), text: text)
  }

  @Test func aTextUpToTheLimitIsKeptWhole() {
    let text = String(repeating: "é", count: TextInputEvent.textLimit)
    let event = Self.event(text)
    #expect(event.text == text)
    #expect(event.textLength == nil)
  }

  @Test func aLongerTextKeepsItsEndAndItsUTF16Length() {
    // 👍🏽 is one character of four UTF-16 units.
    let text = "x" + String(repeating: "👍🏽", count: TextInputEvent.textLimit)
    let event = Self.event(text)
    #expect(event.text == String(repeating: "👍🏽", count: TextInputEvent.textLimit))
    #expect(event.textLength == 1 + 4 * TextInputEvent.textLimit)
    #expect(JSONWriter.line(event.json).hasSuffix(#""textLength":1025}"#))
  }
}
