/// What a scan found: the fields, the files that failed, and the counts for the summary.
///
/// ```swift
/// let result = ProjectScanner().scan(ScanOptions(paths: ["examples/scan"]))
/// result.fields.count         // every field, files in path order, fields in source order
/// result.failures.first?.message  // "examples/scan/Broken.storyboard:3:1: malformed XML: …"
/// ```
package struct ScanResult: Sendable {
  /// The fields, by file (in the order the walk lists them) and position.
  package var fields: [ScannedField]
  /// One error per file that could not be scanned, and per missing path.
  package var failures: [ScanError]
  /// Files read, by kind (failed files included).
  package var filesRead: [SourceKind: Int]
  /// Files under generated folders that were not scanned.
  package var generatedSkipped: Int
  /// Files excluded by `--exclude`.
  package var excluded: Int
  /// Interface Builder documents for macOS, tvOS or watchOS, not scanned.
  package var nonIOSSkipped: Int
  /// Wall time of the scan, in seconds.
  package var seconds: Double
  /// Code records that hold only state for a field listed elsewhere (`picker` as the
  /// `inputView` of a storyboard field), for the lint to merge; never listed.
  package var companions: [ScannedField] = []
  /// What the code says around the fields: types, dismissal, helpers, SwiftUI usages.
  package var facts = CodeFacts()
  /// The app's device family and deployment target, from its project files.
  package var settings = ProjectSettings()

  /// Creates a result.
  package init(
    fields: [ScannedField] = [], failures: [ScanError] = [], filesRead: [SourceKind: Int] = [:],
    generatedSkipped: Int = 0, excluded: Int = 0, nonIOSSkipped: Int = 0, seconds: Double = 0
  ) {
    self.fields = fields
    self.failures = failures
    self.filesRead = filesRead
    self.generatedSkipped = generatedSkipped
    self.excluded = excluded
    self.nonIOSSkipped = nonIOSSkipped
    self.seconds = seconds
  }

  /// All files read.
  package var totalFilesRead: Int { filesRead.values.reduce(0, +) }

  /// The number of fields from `source`.
  package func count(_ source: FieldSource) -> Int { fields.filter { $0.source == source }.count }
}
