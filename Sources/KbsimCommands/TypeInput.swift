#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Checks raw input bytes for UTF-8: Swift repairs bad command-line bytes with U+FFFD before
/// ArgumentParser sees them, so `kbsim type` reads `argv` itself.
enum TypeInput {
  /// "byte 0xFF at offset 3" for the first byte that is not valid UTF-8, or nil.
  static func firstInvalidUTF8(_ bytes: [UInt8]) -> String? {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var offset = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        offset += UTF8.width(scalar)
      case .emptyInput:
        return nil
      case .error:
        let byte = offset < bytes.count ? bytes[offset] : 0
        let hex = String(byte, radix: 16, uppercase: true)
        return "byte 0x\(hex.count < 2 ? "0" : "")\(hex) at offset \(offset)"
      }
    }
  }

  /// The first command-line argument that is not valid UTF-8, described, or nil.
  static func invalidArgument() -> String? {
    for index in 1..<Int(CommandLine.argc) {
      guard let pointer = CommandLine.unsafeArgv[index] else { continue }
      let length = strlen(pointer)
      let bytes = pointer.withMemoryRebound(to: UInt8.self, capacity: length) {
        Array(UnsafeBufferPointer(start: $0, count: length))
      }
      if let problem = firstInvalidUTF8(bytes) { return "argument \(index): \(problem)" }
    }
    return nil
  }
}
