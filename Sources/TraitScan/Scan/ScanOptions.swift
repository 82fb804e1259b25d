/// What ``ProjectScanner`` scans and how.
///
/// ```swift
/// var options = ScanOptions(paths: ["App"])
/// options.excludes = ["*/Pods/*", "*Tests*"]
/// options.includeGenerated = false  // skip .xcloc exports and build folders (the default)
/// ```
package struct ScanOptions: Hashable, Sendable {
  /// Files and directories to scan (directories recursively).
  package var paths: [String]
  /// Glob patterns (`fnmatch`, `*` also crosses `/`) matched against each path below a scanned
  /// directory, as printed, and against its last component; matches are not scanned.
  package var excludes: [String]
  /// Whether to scan generated copies: `.xcloc` localization exports, `.xcarchive`, `build`,
  /// `DerivedData` and `.build` folders.
  package var includeGenerated: Bool
  /// How many files to scan at once; nil for one per core.
  package var jobs: Int?
  /// The largest file read, in bytes.
  package var maximumFileSize: Int

  /// Creates options.
  package init(
    paths: [String], excludes: [String] = [], includeGenerated: Bool = false, jobs: Int? = nil,
    maximumFileSize: Int = 64 << 20
  ) {
    self.paths = paths
    self.excludes = excludes
    self.includeGenerated = includeGenerated
    self.jobs = jobs
    self.maximumFileSize = maximumFileSize
  }
}
