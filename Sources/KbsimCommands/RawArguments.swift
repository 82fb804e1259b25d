import ArgumentParser
import Foundation

extension KBSim {
  /// Runs `kbsim`, first rejecting command-line arguments that are not valid UTF-8.
  ///
  /// Swift's `CommandLine.arguments` repairs invalid UTF-8 with U+FFFD, so `kbsim plan` would
  /// silently plan a different text; the raw `argv` bytes are checked instead.
  ///
  /// ```swift
  /// // Sources/kbsim/main.swift
  /// KBSim.mainRejectingInvalidUTF8()
  /// ```
  public static func mainRejectingInvalidUTF8() {
    let argv = (0..<Int(CommandLine.argc)).map { index -> [UInt8] in
      guard let pointer = CommandLine.unsafeArgv[index] else { return [] }
      return Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer))).map { UInt8(bitPattern: $0) }
    }
    if let message = invalidUTF8Argument(argv) {
      exit(withError: CLIError(message))
    }
    main()
  }

  /// A one-line message naming the first argument (after the program name) that is not valid
  /// UTF-8, with its bytes escaped (`caf\xE9`); nil when every argument is valid.
  public static func invalidUTF8Argument(_ argv: [[UInt8]]) -> String? {
    for (index, bytes) in argv.enumerated().dropFirst() {
      guard String(validating: bytes, as: UTF8.self) == nil else { continue }
      var shown = ""
      var rest = bytes[...]
      while !rest.isEmpty {
        // Keep the valid prefix readable; escape the first bad byte and go on.
        var length = rest.count
        while length > 0, String(validating: rest.prefix(length), as: UTF8.self) == nil { length -= 1 }
        shown += String(decoding: rest.prefix(length), as: UTF8.self)
        rest = rest.dropFirst(length)
        if let bad = rest.first {
          shown += "\\x" + String(bad, radix: 16, uppercase: true).leftPadded(to: 2)
          rest = rest.dropFirst()
        }
      }
      return "argument \(index) ('\(shown)') is not valid UTF-8"
    }
    return nil
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
