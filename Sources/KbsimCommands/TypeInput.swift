/// Checks standard input's bytes for UTF-8 (arguments are checked for every command before
/// parsing, in `KBSim.mainRejectingInvalidUTF8()`).
enum TypeInput {
  /// "byte 0xFF at offset 3" for the first byte that is not valid UTF-8, or nil.
  static func firstInvalidUTF8(_ bytes: some Collection<UInt8>) -> String? {
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
        let byte = bytes.dropFirst(offset).first ?? 0
        let hex = String(byte, radix: 16, uppercase: true)
        return "byte 0x\(hex.count < 2 ? "0" : "")\(hex) at offset \(offset)"
      }
    }
  }
}
