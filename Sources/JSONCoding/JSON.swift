package import Diagnostics
package import Foundation

/// The entry points for reading JSON: every JSON input KeyboardSim reads (traits, forms,
/// scripts, scenarios, layouts, devices, recordings) goes through here, so every bad-input
/// message has the same shape.
///
/// ```swift
/// let traits = try JSON.decode(TextInputTraits.self, from: data, source: "form.json")
/// let rows = try JSON.decodeLines(Row.self, from: data, source: "plan.jsonl")
/// ```
///
/// ```text
/// form.json:3:17: malformed JSON: expected ',' or '}' after an object member
/// form.json:2:19: at keyboardType: unknown keyboardType 'emial'; did you mean 'emailAddress'? (valid: …)
/// plan.jsonl:4:12: at traits.returnKeyType: expected a string, found a number
/// ```
package enum JSON {
  /// Decodes `type` from JSON `data` with the strict decoder.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - data: The JSON text's bytes (UTF-8).
  ///   - source: How messages name the input: a file path, `<stdin>`, or a description.
  ///   - limits: The largest input and the deepest nesting accepted.
  ///   - userInfo: Context for the decoded types' `init(from:)`.
  /// - Returns: The decoded value.
  /// - Throws: ``/Diagnostics/JSONError``; its message is one line.
  package static func decode<T: Decodable>(
    _ type: T.Type, from data: some Collection<UInt8>, source: String,
    limits: JSONLimits = .default, userInfo: [CodingUserInfoKey: any Sendable] = [:]
  ) throws(JSONError) -> T {
    try JSONDocument(data: data, source: source, limits: limits).decode(type, userInfo: userInfo)
  }

  /// Decodes `type` from JSON text.
  package static func decode<T: Decodable>(
    _ type: T.Type, from text: String, source: String, limits: JSONLimits = .default,
    userInfo: [CodingUserInfoKey: any Sendable] = [:]
  ) throws(JSONError) -> T {
    try decode(type, from: Array(text.utf8), source: source, limits: limits, userInfo: userInfo)
  }

  /// Reads a file (standard input when `path` is `-`) and decodes it.
  package static func decode<T: Decodable>(
    _ type: T.Type, contentsOf path: String, limits: JSONLimits = .default,
    userInfo: [CodingUserInfoKey: any Sendable] = [:]
  ) throws(JSONError) -> T {
    let input = try InputFile.read(path, limit: limits.maximumBytes)
    return try decode(
      type, from: input.data, source: input.source, limits: limits, userInfo: userInfo)
  }

  /// Decodes one `type` per non-empty line of JSON Lines `data`; messages name the line.
  package static func decodeLines<T: Decodable>(
    _ type: T.Type, from data: some Collection<UInt8>, source: String,
    limits: JSONLimits = .default, userInfo: [CodingUserInfoKey: any Sendable] = [:]
  ) throws(JSONError) -> [T] {
    var results: [T] = []
    var lineNumber = 0
    for line in Array(data).split(separator: .newline, omittingEmptySubsequences: false) {
      lineNumber += 1
      var bytes = line[...]
      if bytes.last == .carriageReturn { bytes = bytes.dropLast() }
      guard bytes.contains(where: { ![.space, .tab].contains($0) }) else { continue }
      let document = try JSONDocument(
        data: bytes, source: source, limits: limits, firstLine: lineNumber)
      results.append(try document.decode(type, userInfo: userInfo))
    }
    return results
  }
}

/// An input file read whole, with the name messages give it.
///
/// ```swift
/// let input = try InputFile.read("form.json")   // or "-" for standard input
/// ```
package struct InputFile: Sendable {
  /// The bytes.
  package var data: Data
  /// The path, or `<stdin>`.
  package var source: String

  /// Reads `path`, or standard input when `path` is `-`.
  ///
  /// Reads at most `limit` + 1 bytes, so an endless or huge input (a pipe, a device) costs no
  /// more memory than the limit before it is refused.
  ///
  /// - Throws: ``/Diagnostics/JSONErrorCode/unreadable`` saying why: the file does not exist, is a
  ///   directory, cannot be read (permission); ``/Diagnostics/JSONErrorCode/limitExceeded`` when it is
  ///   larger than `limit` bytes.
  package static func read(_ path: String, limit: Int = JSONLimits.default.maximumBytes)
    throws(JSONError) -> InputFile
  {
    if path == "-" {
      return InputFile(
        data: try readBounded(FileHandle.standardInput, source: "<stdin>", limit: limit),
        source: "<stdin>")
    }
    let source = path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw unreadable(source, "the file does not exist")
    }
    guard !isDirectory.boolValue else { throw unreadable(source, "it is a directory") }
    guard FileManager.default.isReadableFile(atPath: path),
      let handle = FileHandle(forReadingAtPath: path)
    else {
      throw unreadable(source, "permission denied")
    }
    defer { try? handle.close() }
    if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int,
      size > limit
    {
      throw tooLarge(source, size, limit)
    }
    return InputFile(data: try readBounded(handle, source: source, limit: limit), source: source)
  }

  /// Reads `handle` to its end, refusing more than `limit` bytes without reading them all.
  static func readBounded(_ handle: FileHandle, source: String, limit: Int) throws(JSONError)
    -> Data
  {
    var data = Data()
    while true {
      let room = limit - data.count
      let chunk: Data?
      do {
        chunk = try handle.read(upToCount: room < 1 << 20 ? room + 1 : 1 << 20)
      } catch {
        throw unreadable(source, (error as NSError).localizedDescription)
      }
      guard let chunk, !chunk.isEmpty else { return data }
      data.append(chunk)
      if data.count > limit {
        var error = JSONError(
          code: .limitExceeded,
          message: "\(source): the input is more than the limit of \(limit) bytes")
        error.source = source
        throw error
      }
    }
  }

  /// The bytes as UTF-8 text.
  ///
  /// - Throws: ``/Diagnostics/JSONErrorCode/malformed`` naming the first byte that is not UTF-8 and its
  ///   offset (`standard input is not valid UTF-8: byte 0xFF at offset 3`).
  package func text() throws(JSONError) -> String {
    var iterator = data.makeIterator()
    var decoder = UTF8()
    var offset = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        offset += UTF8.width(scalar)
      case .emptyInput:
        return String(decoding: data, as: UTF8.self)
      case .error:
        let byte = data.dropFirst(offset).first ?? 0
        let hex = String(byte, radix: 16, uppercase: true)
        let name = source == "<stdin>" ? "standard input" : source
        throw JSONError(
          code: .malformed,
          message: "\(name) is not valid UTF-8: byte 0x\(hex.count < 2 ? "0" : "")\(hex) "
            + "at offset \(offset)")
      }
    }
  }

  private static func unreadable(_ source: String, _ why: String) -> JSONError {
    var error = JSONError(code: .unreadable, message: "\(source): cannot read file: \(why)")
    error.source = source
    return error
  }

  private static func tooLarge(_ source: String, _ size: Int, _ limit: Int) -> JSONError {
    var error = JSONError(
      code: .limitExceeded,
      message: "\(source): the input is \(size) bytes, more than the limit of \(limit)")
    error.source = source
    return error
  }
}
