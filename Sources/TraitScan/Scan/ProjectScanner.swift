import Diagnostics
import Foundation

/// Scans files and directory trees for text fields, reading files in parallel on every core.
///
/// Storyboards and xibs go to ``InterfaceBuilderScanner``, Swift files to ``SwiftScanner``,
/// `.m` and `.mm` files to ``ObjCScanner``. A file that fails (unreadable, malformed, binary,
/// does not parse) is reported in ``ScanResult/failures`` and the others are still scanned.
///
/// ```swift
/// let result = ProjectScanner().scan(ScanOptions(paths: ["App", "Extensions"]))
/// for field in result.fields { print(field.text) }
/// ```
package struct ProjectScanner: Sendable {
  /// Creates a scanner.
  package init() {}

  /// What scanning one file gave.
  enum Outcome: Sendable {
    case fields([ScannedField], CodeFacts)
    case nonIOS
    case failed(ScanError)
  }

  /// Scans every file `options` names.
  package func scan(_ options: ScanOptions) -> ScanResult {
    let start = ContinuousClock.now
    let listing = FileWalker(options: options).list()
    let files = listing.files
    let outcomes = Self.parallelMap(files.count, jobs: options.jobs) { index in
      Self.scanFile(path: files[index].path, kind: files[index].kind, options: options)
    }
    var result = ScanResult(
      generatedSkipped: listing.generatedSkipped, excluded: listing.excluded)
    result.failures = listing.missing.map {
      ScanError(.missingPath, file: $0, "the path does not exist")
    }
    result.failures += listing.unsupported.map {
      ScanError(
        .unreadable, file: $0, "not a storyboard, xib, Swift or Objective-C file (by its extension)"
      )
    }
    result.failures += listing.dangling.map {
      ScanError(.unreadable, file: $0, "a symbolic link to a file that does not exist")
    }
    for (index, outcome) in outcomes.enumerated() {
      result.filesRead[files[index].kind, default: 0] += 1
      switch outcome {
      case .fields(let fields, let facts):
        for field in fields {
          if field.evidence.stateOnly {
            result.companions.append(field)
          } else {
            result.fields.append(field)
          }
        }
        result.facts.merge(facts)
      case .nonIOS: result.nonIOSSkipped += 1
      case .failed(let error): result.failures.append(error)
      }
    }
    result.facts.resolve()
    for path in listing.settings {
      if let data = try? Self.read(path, limit: options.maximumFileSize) {
        result.settings.read(data, file: path)
        result.facts.mentions[path, default: []].formUnion(Self.capitalizedWords(in: data))
      }
    }
    let elapsed = ContinuousClock.now - start
    result.seconds =
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    return result
  }

  /// Folder names whose code is for another platform than iOS.
  static let otherPlatformFolders: Set<String> = [
    "mac", "macos", "osx", "appkit", "watch", "watchos", "watchkit", "watchapp",
    "watchkit extension", "tvos", "mac catalyst",
  ]

  /// The folder that puts `path` on another platform, if any (`Mac/`, `watchOS/`).
  static func otherPlatform(_ path: String) -> String? {
    path.split(separator: "/").dropLast().map(String.init).first {
      otherPlatformFolders.contains($0.lowercased())
    }
  }

  /// Scans one file by its kind.
  static func scanFile(path: String, kind: SourceKind, options: ScanOptions) -> Outcome {
    let outcome = scanFileContents(path: path, kind: kind, options: options)
    guard case .fields(var fields, var facts) = outcome else { return outcome }
    if let data = try? read(path, limit: options.maximumFileSize) {
      facts.mentions[path] = capitalizedWords(in: data)
    }
    if kind != .interfaceBuilder, let folder = otherPlatform(path) {
      for index in fields.indices where fields[index].evidence.notIOS == nil {
        fields[index].evidence.notIOS = "in a \(folder) folder"
      }
    }
    return .fields(fields, facts)
  }

  /// The words of a file that start with a capital letter (type names and more), as a cheap
  /// token scan finds them.
  static func capitalizedWords(in data: Data) -> Set<String> {
    var words: Set<String> = []
    var start: Int?
    let bytes = [UInt8](data)
    func isWordByte(_ byte: UInt8) -> Bool {
      (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
        || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
    }
    for index in 0...bytes.count {
      let byte = index < bytes.count ? bytes[index] : 0x20
      if isWordByte(byte) {
        if start == nil { start = index }
      } else if let first = start {
        if bytes[first] >= 0x41, bytes[first] <= 0x5A {
          words.insert(String(decoding: bytes[first..<index], as: UTF8.self))
        }
        start = nil
      }
    }
    return words
  }

  private static func scanFileContents(path: String, kind: SourceKind, options: ScanOptions)
    -> Outcome
  {
    let data: Data
    do {
      data = try read(path, limit: options.maximumFileSize)
    } catch {
      return .failed(error)
    }
    do {
      switch kind {
      case .interfaceBuilder:
        let result = try InterfaceBuilderScanner().scan(data, file: path)
        return result.skippedRuntime == nil ? .fields(result.fields, CodeFacts()) : .nonIOS
      case .swift:
        let scanned = try SwiftScanner().scanWithFacts(data, file: path)
        return .fields(scanned.fields, scanned.facts)
      case .objC:
        let scanned = try ObjCScanner().scanWithFacts(data, file: path)
        return .fields(scanned.fields, scanned.facts)
      }
    } catch {
      return .failed(error)
    }
  }

  /// Reads a file, saying why it cannot.
  static func read(_ path: String, limit: Int) throws(ScanError) -> Data {
    guard FileManager.default.isReadableFile(atPath: path) else {
      throw ScanError(.unreadable, file: path, "cannot read the file (permission denied)")
    }
    if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int,
      size > limit
    {
      throw ScanError(
        .unreadable, file: path, "the file has \(size) bytes, more than the \(limit) allowed")
    }
    do {
      return try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw ScanError(.unreadable, file: path, "cannot read the file", underlying: error)
    }
  }

  /// `transform(0..<count)` on `jobs` threads (one per core by default), results in order.
  static func parallelMap<T: Sendable>(
    _ count: Int, jobs: Int?, _ transform: @Sendable (Int) -> T
  ) -> [T] {
    let workers = max(1, min(count, jobs ?? ProcessInfo.processInfo.activeProcessorCount))
    let results = ResultSlots<T>(count: count)
    let next = IndexDispenser()
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
      while true {
        let index = next.claim()
        guard index < count else { break }
        results.store(transform(index), at: index)
      }
    }
    return results.collect()
  }
}

/// The next index a worker takes: 0, 1, 2, … across all workers, each handed out once.
///
/// A counter behind `Lock` rather than `Synchronization.Atomic`, which needs macOS 15 and
/// iOS 18 (the package supports macOS 14 and iOS 16); one lock round trip a file is nothing next
/// to parsing the file.
// Safety: `next` is read and written only inside `lock.withLock`.
private final class IndexDispenser: @unchecked Sendable {
  private let lock = Lock()
  private var next = 0

  /// The next unclaimed index.
  func claim() -> Int {
    lock.withLock {
      defer { next += 1 }
      return next
    }
  }
}

/// One slot per result, written once each by the worker that computed it.
// Safety: every index is claimed by exactly one worker through `IndexDispenser`, so no two
// threads write the same slot, and `collect()` runs after `concurrentPerform` has returned
// (which orders every write before it).
private final class ResultSlots<T: Sendable>: @unchecked Sendable {
  private let slots: UnsafeMutableBufferPointer<T?>

  init(count: Int) {
    slots = .allocate(capacity: count)
    slots.initialize(repeating: nil)
  }

  deinit {
    slots.deinitialize()
    slots.deallocate()
  }

  func store(_ value: T, at index: Int) { slots[index] = value }

  func collect() -> [T] { slots.compactMap { $0 } }
}
