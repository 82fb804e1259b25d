/// Where a scanned field was declared: which front end of the scanner found it.
///
/// ```swift
/// FieldSource(rawValue: "swiftui")  // .swiftUI
/// FieldSource.interfaceBuilder.rawValue  // "interfaceBuilder"
/// ```
package enum FieldSource: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// A `textField`, `textView` or `searchBar` element of a storyboard or xib.
  case interfaceBuilder
  /// Trait property assignments in Swift UIKit code.
  case uiKit = "uikit"
  /// A SwiftUI `TextField`, `SecureField` or `TextEditor` and its modifiers.
  case swiftUI = "swiftui"
  /// Setter messages and dot-syntax assignments in Objective-C.
  case objC = "objc"

  /// The JSON spelling.
  package var description: String { rawValue }
}
