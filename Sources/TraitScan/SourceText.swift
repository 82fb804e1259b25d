import Diagnostics
import Foundation

/// Reading source files as text: binary content and invalid UTF-8 are errors, not garbage.
enum SourceText {
  /// The file's text.
  ///
  /// - Throws: ``ScanErrorCode/notText`` for a NUL byte or invalid UTF-8.
  static func decode(_ data: Data, file: String) throws(ScanError) -> String {
    if data.contains(0) {
      throw ScanError(.notText, file: file, "not a text file (binary content)")
    }
    guard let text = String(validUTF8: data) else {
      throw ScanError(.notText, file: file, "not a text file (invalid UTF-8)")
    }
    return text
  }

  /// The offset of the first byte of `data` that is not part of valid UTF-8, or nil.
  static func firstInvalidUTF8(in data: Data) -> Int? {
    var parser = Unicode.UTF8.ForwardParser()
    var bytes = data.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &bytes) {
      case .valid(let scalar): offset += scalar.count
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }

  /// Whether `data` contains any of `needles` (byte strings).
  static func containsAny(_ needles: [[UInt8]], in data: Data) -> Bool {
    data.withUnsafeBytes { raw -> Bool in
      let bytes = raw.bindMemory(to: UInt8.self)
      let count = bytes.count
      var firsts = [Bool](repeating: false, count: 256)
      for needle in needles { if let first = needle.first { firsts[Int(first)] = true } }
      var index = 0
      while index < count {
        let byte = bytes[index]
        if firsts[Int(byte)] {
          for needle in needles where needle[0] == byte && index + needle.count <= count {
            var match = true
            var offset = 1
            while offset < needle.count {
              if bytes[index + offset] != needle[offset] {
                match = false
                break
              }
              offset += 1
            }
            if match { return true }
          }
        }
        index += 1
      }
      return false
    }
  }
}
