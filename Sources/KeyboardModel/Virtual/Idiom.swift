/// The device family a keyboard is shown on, as UIKit's `UIUserInterfaceIdiom`.
///
/// iOS differs between the two where it matters for typing: an iPad has no separate number pad
/// (ios-keyboard.md §3.3, §6.1), and its letters plane carries return, a second shift and a
/// dismiss key.
///
/// ```swift
/// Idiom(rawValue: "pad")  // .pad
/// ```
public enum Idiom: String, CaseIterable, Hashable, Sendable, Codable {
  /// An iPhone (`UIUserInterfaceIdiom.phone`).
  case phone
  /// An iPad (`UIUserInterfaceIdiom.pad`).
  case pad
}
