/// What ``ProjectScanner`` scans and how.
///
/// ```swift
/// var options = ScanOptions(paths: ["App"])
/// options.excludes = ["*/Pods/*", "*Tests*"]
/// options.includeGenerated = false  // skip .xcloc exports and build folders (the default)
/// ```
public struct ScanOptions: Hashable, Sendable {
  /// Files and directories to scan (directories recursively).
  public var paths: [String]
  /// Glob patterns (`fnmatch`, `*` also crosses `/`) matched against each path below a scanned
  /// directory, as printed, and against its last component; matches are not scanned.
  public var excludes: [String]
  /// Whether to scan generated copies: `.xcloc` localization exports, `.xcarchive`, `build`,
  /// `DerivedData` and `.build` folders.
  public var includeGenerated: Bool
  /// How many files to scan at once; nil for one per core.
  public var jobs: Int?
  /// The largest file read, in bytes.
  public var maximumFileSize: Int

  /// Creates options.
  public init(
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
