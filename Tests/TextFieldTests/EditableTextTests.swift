import Testing
import TextField

struct EditableTextTests {
  @Test func caretStartsAtTheEnd() {
    #expect(EditableText("a👍🏽").selection == TextRange(location: 5, length: 0))
  }
}
