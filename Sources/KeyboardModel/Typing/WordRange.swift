/// A range of the field's text in the two units UIKit speaks: UTF-16 code units (`NSRange`,
/// what `shouldChangeCharactersIn` and `UITextChecker` use) and graphemes (Swift `Character`s,
/// what a person counts).
public struct WordRange: Hashable, Sendable {
  /// The range in UTF-16 code units, as `NSRange(location:length:)`.
  public var utf16: Span
  /// The range in graphemes.
  public var graphemes: Span

  /// A location and a length.
  public struct Span: Hashable, Sendable {
    /// Where the range starts.
    public var location: Int
    /// How long it is.
    public var length: Int

    /// Creates a span.
    public init(location: Int, length: Int) {
      self.location = location
      self.length = length
    }
  }

  /// Creates a range.
  public init(utf16: Span, graphemes: Span) {
    self.utf16 = utf16
    self.graphemes = graphemes
  }
}
