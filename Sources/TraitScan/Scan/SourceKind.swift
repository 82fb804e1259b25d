/// The kinds of file the scanner reads, by extension.
///
/// ```swift
/// SourceKind(path: "Main.storyboard")  // .interfaceBuilder
/// SourceKind(path: "README.md")        // nil
/// ```
package enum SourceKind: String, CaseIterable, Hashable, Sendable {
  /// `.storyboard`, `.xib`.
  case interfaceBuilder
  /// `.swift`.
  case swift
  /// `.m`, `.mm`.
  case objC

  /// The kind of `path` by its extension, or nil for other files.
  package init?(path: String) {
    switch FileName.pathExtension(path) {
    case "storyboard", "xib": self = .interfaceBuilder
    case "swift": self = .swift
    case "m", "mm": self = .objC
    default: return nil
    }
  }

  /// How summaries name the kind.
  package var label: String {
    switch self {
    case .interfaceBuilder: "storyboards/xibs"
    case .swift: "Swift"
    case .objC: "Objective-C"
    }
  }
}
