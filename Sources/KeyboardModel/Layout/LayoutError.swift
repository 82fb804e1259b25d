/// The error of loading or building a virtual keyboard from `Layouts/`.
///
/// Match on ``code``; ``message`` is one line that names the file and the place in it:
///
/// ```text
/// Layouts/keyboards/numberPad.json: phone plane 'pad' row 4 key 3: unknown keysym 'BackSpce'; did you mean 'BackSpace'?
/// no keyboard layout for keyboardType 'twitter': Layouts/keyboards/twitter.json does not exist
/// ```
public struct LayoutError: Error, CustomStringConvertible, Sendable {
  /// What failed, as an extensible set of codes.
  public struct Code: Hashable, Sendable, CustomStringConvertible {
    private enum Wrapped: String, Sendable {
      case fileMissing, malformedFile, unknownKeysym, invalidFile, unknownLayout
    }
    private let wrapped: Wrapped
    private init(_ wrapped: Wrapped) { self.wrapped = wrapped }

    /// The layouts folder has no file for a keyboard type.
    public static var fileMissing: Self { Self(.fileMissing) }
    /// A file is not valid JSON or has the wrong shape (wrong types, unknown fields).
    public static var malformedFile: Self { Self(.malformedFile) }
    /// A key names a keysym libxkbcommon does not know.
    public static var unknownKeysym: Self { Self(.unknownKeysym) }
    /// A file is well-formed but inconsistent (an unknown plane, a `like` cycle, …).
    public static var invalidFile: Self { Self(.invalidFile) }
    /// The xkb layout for the letters plane does not exist or does not compile.
    public static var unknownLayout: Self { Self(.unknownLayout) }

    /// The code's name.
    public var description: String { wrapped.rawValue }
  }

  /// The failure's code.
  public var code: Code
  /// A one-line message naming the file and the place.
  public var message: String
  /// The error this one wraps, if any.
  public var underlying: (any Error & Sendable)?

  /// Creates an error.
  public init(code: Code, message: String, underlying: (any Error & Sendable)? = nil) {
    self.code = code
    self.message = message
    self.underlying = underlying
  }

  /// The message.
  public var description: String { message }
}
