public import Foundation
public import JSONCoding

/// Writes scanned fields as trait-coverage recordings: one JSON line per field,
/// `{"traits":{…declared…},"source":"scan","field":"<name>","test":null}`, the format the
/// coverage report reads, so it can compare what the app declares with what tests exercised.
///
/// ```swift
/// try ScanRecording.write(result.fields, to: "declared.jsonl")
/// ScanRecording.line(for: field)
/// // {"traits":{"keyboardType":"emailAddress"},"source":"scan","field":"emailField","test":null}
/// ```
public enum ScanRecording {
  /// The recording line of one field (its declared traits; unresolved ones are left out).
  public static func line(for field: ScannedField) -> String {
    JSONWriter.line([
      "traits": field.declared.json, "source": "scan", "field": .string(field.name), "test": nil,
    ])
  }

  /// Writes every field's line to `path`, through a temporary file renamed into place, so a
  /// failure never leaves half a file.
  ///
  /// - Throws: ``ScanError/Code/writeFailed``.
  public static func write(_ fields: [ScannedField], to path: String) throws(ScanError) {
    let text = fields.map { line(for: $0) + "\n" }.joined()
    let target = URL(fileURLWithPath: path)
    let temporary = target.deletingLastPathComponent().appendingPathComponent(
      ".\(target.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
    do {
      try Data(text.utf8).write(to: temporary)
      if FileManager.default.fileExists(atPath: target.path) {
        _ = try FileManager.default.replaceItemAt(target, withItemAt: temporary)
      } else {
        try FileManager.default.moveItem(at: temporary, to: target)
      }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw ScanError(.writeFailed, file: path, "cannot write the recording", underlying: error)
    }
  }
}
