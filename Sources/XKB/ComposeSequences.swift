#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// Reads the left-hand sides of a Compose file's productions (`<dead_acute> <e> : "é"`).
///
/// libxkbcommon 1.5 has no table iterator (`xkb_compose_table_iterator_*` arrived in 1.6), so
/// the planner enumerates candidate sequences from the file itself and then checks every one
/// against the real Compose state. Includes (`include "%L"`, `%S`, `%H`) are followed.
struct ComposeSequenceReader {
  let locale: String
  let localeDirectory: String?

  /// The keysym sequences of every production, in file order; unknown keysym names are skipped.
  func sequences(ofFile path: String, depth: Int = 0) -> [[Keysym]] {
    guard depth < 8, let bytes = Self.readBytes(path) else { return [] }
    var cache: [[UInt8]: Keysym?] = [:]
    return sequences(ofBytes: bytes, depth: depth, cache: &cache)
  }

  func sequences(ofText text: String, depth: Int = 0) -> [[Keysym]] {
    var cache: [[UInt8]: Keysym?] = [:]
    return sequences(ofBytes: Array(text.utf8), depth: depth, cache: &cache)
  }

  /// Scans bytes, not `String`s: the system file has about 5,700 productions.
  private func sequences(
    ofBytes bytes: [UInt8], depth: Int, cache: inout [[UInt8]: Keysym?]
  ) -> [[Keysym]] {
    let newline = UInt8(ascii: "\n")
    var result: [[Keysym]] = []
    var start = 0
    while start < bytes.count {
      var end = start
      while end < bytes.count, bytes[end] != newline { end += 1 }
      defer { start = end + 1 }
      var i = start
      while i < end, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
      guard i < end, bytes[i] != UInt8(ascii: "#") else { continue }
      if bytes[i...].starts(with: Array("include".utf8)) {
        let line = String(decoding: bytes[i..<end], as: UTF8.self)
        if let path = includePath(line) {
          result.append(contentsOf: sequences(ofFile: path, depth: depth + 1))
        }
        continue
      }
      var sequence: [Keysym] = []
      var valid = true
      while i < end, bytes[i] != UInt8(ascii: ":") {
        if bytes[i] == UInt8(ascii: "<") {
          var close = i + 1
          while close < end, bytes[close] != UInt8(ascii: ">") { close += 1 }
          guard close < end else {
            valid = false
            break
          }
          let name = Array(bytes[(i + 1)..<close])
          let keysym: Keysym?
          if let cached = cache[name] {
            keysym = cached
          } else {
            keysym = try? Keysym(name: String(decoding: name, as: UTF8.self))
            cache[name] = .some(keysym)
          }
          guard let keysym else {
            valid = false
            break
          }
          sequence.append(keysym)
          i = close
        }
        i += 1
      }
      if valid, i < end, !sequence.isEmpty { result.append(sequence) }
    }
    return result
  }

  private func includePath(_ line: String) -> String? {
    guard let open = line.firstIndex(of: "\""), let close = line.lastIndex(of: "\""), open < close
    else { return nil }
    var path = String(line[line.index(after: open)..<close])
    if path.contains("%L") {
      guard let file = ComposeTable.composeFile(for: locale) else { return nil }
      path = path.replacingAll("%L", with: file)
    }
    if path.contains("%S") {
      guard let directory = localeDirectory else { return nil }
      path = path.replacingAll("%S", with: directory)
    }
    if path.contains("%H") {
      guard let home = getenv("HOME") else { return nil }
      path = path.replacingAll("%H", with: String(cString: home))
    }
    return path
  }

  static func readBytes(_ path: String) -> [UInt8]? {
    guard let file = fopen(path, "r") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = fread(&chunk, 1, chunk.count, file)
      if count == 0 { break }
      bytes.append(contentsOf: chunk.prefix(count))
    }
    return bytes
  }
}

extension String {
  fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
    var result = ""
    var rest = Substring(self)
    while let range = rest.range(of: target) {
      result += rest[..<range.lowerBound]
      result += replacement
      rest = rest[range.upperBound...]
    }
    return result + rest
  }
}

extension Substring {
  fileprivate func range(of target: String) -> Range<Index>? {
    var index = startIndex
    while index < endIndex {
      if self[index...].hasPrefix(target) {
        return index..<self.index(index, offsetBy: target.count)
      }
      index = self.index(after: index)
    }
    return nil
  }
}
