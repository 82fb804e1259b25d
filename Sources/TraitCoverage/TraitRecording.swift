internal import JSONCoding

/// The records of one or more recording files, each with its file and line.
///
/// ```swift
/// let recording = try TraitRecording(contentsOf: ["signup.jsonl", "login.jsonl"])
/// recording.entries.count
/// recording.entries[0].place  // "signup.jsonl:1"
/// ```
public struct TraitRecording: Sendable {
  /// One record and where it was read.
  public struct Entry: Sendable {
    /// The record.
    public var record: TraitRecord
    /// The file (or `<stdin>`).
    public var source: String
    /// The line, 1-based.
    public var line: Int

    /// `file:line`.
    public var place: String { "\(source):\(line)" }

    /// An entry.
    public init(record: TraitRecord, source: String, line: Int) {
      self.record = record
      self.source = source
      self.line = line
    }
  }

  /// The records in file and line order.
  public var entries: [Entry]

  /// Records made in memory (their place is `source:index`).
  public init(records: [TraitRecord], source: String = "records") {
    entries = records.enumerated().map { Entry(record: $1, source: source, line: $0 + 1) }
  }

  /// Reads recording files (`-` for standard input).
  ///
  /// - Throws: ``CoverageError`` naming the file and line of a bad record
  ///   (``CoverageErrorCode/invalidRecording``), or ``CoverageErrorCode/emptyRecording``
  ///   when a file has no record.
  public init(contentsOf paths: [String]) throws(CoverageError) {
    var entries: [Entry] = []
    for path in paths {
      let input: InputFile
      do {
        input = try InputFile.read(path)
      } catch {
        throw CoverageError(wrapping: error, code: .unreadable)
      }
      let before = entries.count
      try Self.parse(input.data, source: input.source, into: &entries)
      if entries.count == before {
        throw CoverageError(
          code: .emptyRecording, message: "\(input.source): the recording is empty (no records)")
      }
    }
    self.entries = entries
  }

  /// Parses JSON Lines `data` (named `source` in messages).
  ///
  /// - Throws: ``CoverageError`` with code ``CoverageErrorCode/invalidRecording``.
  public init(data: some Collection<UInt8>, source: String) throws(CoverageError) {
    var entries: [Entry] = []
    try Self.parse(Array(data), source: source, into: &entries)
    self.entries = entries
  }

  private static func parse(
    _ data: some Collection<UInt8>, source: String, into entries: inout [Entry]
  ) throws(CoverageError) {
    let bytes = Array(data)
    // Line boundaries first, then the lines in parallel chunks (order kept).
    var lines: [(number: Int, range: Range<Int>)] = []
    var start = 0
    var number = 0
    while start <= bytes.count {
      var end = start
      while end < bytes.count && bytes[end] != 0x0A { end += 1 }
      number += 1
      var last = end
      if last > start && bytes[last - 1] == 0x0D { last -= 1 }
      if bytes[start..<last].contains(where: { $0 != 0x20 && $0 != 0x09 }) {
        lines.append((number, start..<last))
      }
      start = end + 1
    }
    let results = Parallel.map(lines) { @Sendable line -> Result<Entry, CoverageError> in
      do {
        let document = try JSONDocument(
          data: bytes[line.range], source: source, firstLine: line.number)
        let record =
          try TraitRecord.commonShape(document.root) ?? document.decode(TraitRecord.self)
        return .success(Entry(record: record, source: source, line: line.number))
      } catch {
        return .failure(CoverageError(wrapping: error, code: .invalidRecording))
      }
    }
    entries.reserveCapacity(entries.count + results.count)
    for result in results {
      switch result {
      case .success(let entry): entries.append(entry)
      case .failure(let error): throw error
      }
    }
  }
}
