import Foundation

/// A command's standard output, built whole before any of it is printed (so a failure half-way
/// prints nothing) in bounded memory: the first ``memoryLimit`` bytes stay in memory, the rest
/// goes to an unlinked temporary file that ``commit()`` copies to standard output.
///
/// Commands whose output grows with their input (`press` and `plan` on standard input, `type
/// --format jsonl`) write through one, so a million input lines cost the same memory as ten.
///
/// ```swift
/// var output = OutputSpool()
/// for line in lines { output.write(try render(line)); output.write("\n") }
/// try output.commit()   // nothing reaches stdout if render threw
/// ```
package final class OutputSpool {
  /// How much output stays in memory before the spool moves to a temporary file: 8 MiB.
  package static let defaultMemoryLimit = 8 << 20

  package let memoryLimit: Int
  private var buffer: [UInt8] = []
  /// The temporary file's descriptor once the output outgrew memory (the file is unlinked).
  private var file: Int32?
  private var failure: String?

  package init(memoryLimit: Int = OutputSpool.defaultMemoryLimit) {
    self.memoryLimit = memoryLimit
    buffer.reserveCapacity(min(memoryLimit, 1 << 16))
  }

  deinit {
    if let file { close(file) }
  }

  /// Appends `text`.
  package func write(_ text: String) {
    var text = text
    text.withUTF8 { append($0) }
  }

  /// Appends bytes.
  package func write(bytes: some Collection<UInt8>) {
    buffer.append(contentsOf: bytes)
    if buffer.count >= memoryLimit { spill() }
  }

  private func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    buffer.append(contentsOf: bytes)
    if buffer.count >= memoryLimit { spill() }
  }

  /// Moves the buffer to the temporary file, creating it the first time.
  private func spill() {
    guard failure == nil else {
      buffer.removeAll(keepingCapacity: true)
      return
    }
    if file == nil {
      let directory =
        ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
      var template = Array("\(directory)/kbsim-output-XXXXXX".utf8CString)
      let descriptor = template.withUnsafeMutableBufferPointer { buffer in
        buffer.baseAddress.map { mkstemp($0) } ?? -1
      }
      guard descriptor >= 0 else {
        failure = "cannot create a temporary file in \(directory) for the output"
        buffer.removeAll(keepingCapacity: true)
        return
      }
      // Unlinked at once: the file goes away with the process, however it ends.
      _ = template.withUnsafeBufferPointer { buffer in buffer.baseAddress.map { unlink($0) } }
      file = descriptor
    }
    if let file, !Self.writeAll(buffer, to: file) {
      failure = "cannot write the output to a temporary file (\(String(cString: strerror(errno))))"
    }
    buffer.removeAll(keepingCapacity: true)
  }

  /// Prints everything written, in order.
  ///
  /// - Throws: ``Failure`` when the temporary file could not be created, written or read back.
  package func commit() throws(Failure) {
    if file != nil { spill() }
    if let failure { throw Failure(description: failure) }
    guard let file else {
      _ = Self.writeAll(buffer, to: STDOUT_FILENO)
      buffer = []
      return
    }
    guard lseek(file, 0, SEEK_SET) == 0 else {
      throw Failure(description: "cannot read back the output")
    }
    var chunk = [UInt8](repeating: 0, count: 1 << 20)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      guard Self.writeAll(chunk[..<count], to: STDOUT_FILENO) else { return }
    }
  }

  /// Why the output could not be printed, as one line.
  package struct Failure: Error, CustomStringConvertible {
    package let description: String
  }

  /// Writes every byte to `descriptor`, retrying short writes; false on an error.
  private static func writeAll(_ bytes: some Collection<UInt8>, to descriptor: Int32) -> Bool {
    let contiguous = Array(bytes)
    return contiguous.withUnsafeBytes { raw in
      guard let base = raw.baseAddress else { return true }
      var offset = 0
      while offset < raw.count {
        let written = systemWrite(descriptor, base + offset, raw.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return false
        }
        offset += written
      }
      return true
    }
  }
}

/// The C library's `write(2)` (the spool's own `write` methods hide the name inside it).
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
