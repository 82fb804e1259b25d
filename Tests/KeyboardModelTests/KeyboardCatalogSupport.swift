import Foundation
import KeyboardModel

enum KeyboardCatalogSupport {
  /// The bundled layouts folder.
  static func bundledDirectory() throws -> URL { try KeyboardCatalog().directory }

  /// The text each row of a plane commits (unshifted), one string per row.
  static func rowTexts(_ plane: Plane) -> [String] {
    plane.rows.map { row in row.filter { $0.kind == .character }.map(\.label).joined() }
  }
}
