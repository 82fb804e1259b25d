import JSONCoding
package import XKB

/// The xkb layouts or options of the registry, as `kbsim layouts` lists them.
///
/// ```swift
/// let listing = LayoutListing(registry: registry, options: false, matching: "german")
/// print(listing.text)
/// ```
package struct LayoutListing {
  /// The entries listed: id and description.
  package var rows: [(id: String, description: String)]

  /// The registry's layouts (or, with `options`, its options) whose id or description contains
  /// `matching`, case-insensitively; all of them without it.
  package init(registry: LayoutRegistry, options: Bool, matching: String?) {
    let all: [(id: String, description: String)] =
      options
      ? registry.options.map { ($0.name, $0.description) }
      : registry.layouts.map { ($0.id, $0.description) }
    let needle = matching?.lowercased()
    rows = all.filter { row in
      guard let needle else { return true }
      return row.id.lowercased().contains(needle) || row.description.lowercased().contains(needle)
    }
  }

  /// One `id  description` line per entry, the descriptions aligned.
  package var text: String {
    let width = (rows.map(\.id.count).max() ?? 0) + 2
    return rows.map { $0.id + String(repeating: " ", count: width - $0.id.count) + $0.description }
      .joined(separator: "\n")
  }

  /// `{"id", "description"}` per entry: one array on one line, or (`lines`) one line each.
  package func json(lines: Bool) -> String {
    let items: [JSONValue] = rows.map {
      ["id": .string($0.id), "description": .string($0.description)]
    }
    return lines
      ? items.map(JSONWriter.line).joined(separator: "\n") : JSONWriter.line(.array(items))
  }
}
