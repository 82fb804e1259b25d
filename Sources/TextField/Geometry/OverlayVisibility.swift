/// Which overlays a text field shows: the clear button and the left and right views, from
/// their modes, the editing state and whether the text is empty (docs/sources.md#overlay-visibility
/// [M]).
///
/// | mode | clear button | left/right view |
/// |---|---|---|
/// | never | hidden | hidden |
/// | whileEditing | editing and non-empty | editing |
/// | unlessEditing | not editing and non-empty | not editing, or empty |
/// | always | non-empty | always |
///
/// A visible right view (the trailing view) hides the clear button.
///
/// ```swift
/// var properties = TextFieldProperties()
/// properties.clearButtonMode = .whileEditing
/// OverlayVisibility(properties, isEditing: true, isEmpty: false).clearButton  // true
/// OverlayVisibility(properties, isEditing: true, isEmpty: true).clearButton   // false
/// ```
public struct OverlayVisibility: Hashable, Sendable {
  /// Whether the clear button shows.
  public var clearButton: Bool
  /// Whether the view set as `leftView` shows.
  public var leftView: Bool
  /// Whether the view set as `rightView` shows.
  public var rightView: Bool

  /// The overlays of a field with `properties`.
  public init(_ properties: TextFieldProperties, isEditing: Bool, isEmpty: Bool) {
    leftView =
      properties.leftView != nil
      && Self.viewShows(properties.leftViewMode, isEditing: isEditing, isEmpty: isEmpty)
    rightView =
      properties.rightView != nil
      && Self.viewShows(properties.rightViewMode, isEditing: isEditing, isEmpty: isEmpty)
    clearButton =
      !rightView && !isEmpty
      && {
        switch properties.clearButtonMode {
        case .never: false
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        case .always: true
        }
      }()
  }

  /// Whether an overlay view in `mode` shows.
  public static func viewShows(_ mode: ViewMode, isEditing: Bool, isEmpty: Bool) -> Bool {
    switch mode {
    case .never: false
    case .whileEditing: isEditing
    case .unlessEditing: !isEditing || isEmpty
    case .always: true
    }
  }
}
