public import Foundation

/// Decodes JSON input files with one-line errors that name the source, the key path, and for
/// syntax errors the line and column.
///
/// Every JSON file KeyboardSim reads (traits, scripts, scenarios, layouts, devices) goes through
/// here, so every bad-input message has the same shape:
///
/// ```swift
/// let traits = try JSONInput.decode(TextInputTraits.self, from: data, source: "form.json")
/// ```
///
/// ```text
/// form.json:3:17: malformed JSON: expected ',' or '}' after an object member
/// form.json: at fields[1].traits.keyboardType: unknown keyboardType 'emial'; did you mean …
/// ```
public enum JSONInput {
  /// Decodes `type` from `data`.
  ///
  /// - Parameters:
  ///   - source: How to name the input in messages: a file path, `<stdin>`, or a description.
  /// - Throws: ``JSONInputError``; its message is one line.
  public static func decode<T: Decodable>(
    _ type: T.Type, from data: Data, source: String
  ) throws(JSONInputError) -> T {
    guard String(data: data, encoding: .utf8) != nil else {
      throw JSONInputError(source: source, message: "\(source): input is not valid UTF-8")
    }
    if let syntax = JSONSyntaxChecker.firstError(in: Array(data)) {
      throw JSONInputError(
        source: source,
        message: "\(source):\(syntax.line):\(syntax.column): malformed JSON: \(syntax.reason)")
    }
    do {
      return try JSONDecoder().decode(type, from: data)
    } catch let error as DecodingError {
      throw JSONInputError(source: source, message: describe(error, source: source))
    } catch {
      throw JSONInputError(source: source, message: "\(source): \(error)")
    }
  }

  /// Reads and decodes a file, or standard input when `path` is `-`.
  public static func decode<T: Decodable>(
    _ type: T.Type, contentsOf path: String
  ) throws(JSONInputError) -> T {
    let data: Data
    if path == "-" {
      data = FileHandle.standardInput.readDataToEndOfFile()
      return try decode(type, from: data, source: "<stdin>")
    }
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw JSONInputError(source: path, message: "\(path): cannot read file")
    }
    return try decode(type, from: data, source: path)
  }

  /// A one-line description of a decoding error: source, key path, what was wrong.
  public static func describe(_ error: DecodingError, source: String) -> String {
    func place(_ path: [any CodingKey]) -> String {
      var text = ""
      for key in path {
        if let index = key.intValue {
          text += "[\(index)]"
        } else {
          text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
        }
      }
      return text.isEmpty ? "" : ": at \(text)"
    }
    switch error {
    case .typeMismatch(let type, let context):
      return "\(source)\(place(context.codingPath)): expected \(describe(type))"
        + foundSuffix(context.debugDescription)
    case .valueNotFound(let type, let context):
      return "\(source)\(place(context.codingPath)): expected \(describe(type)), found null"
    case .keyNotFound(let key, let context):
      return "\(source)\(place(context.codingPath)): missing required key '\(key.stringValue)'"
    case .dataCorrupted(let context):
      return "\(source)\(place(context.codingPath)): \(context.debugDescription)"
    @unknown default:
      return "\(source): \(error)"
    }
  }

  private static func describe(_ type: Any.Type) -> String {
    switch type {
    case is Bool.Type: "a boolean"
    case is String.Type: "a string"
    case is Int.Type, is Double.Type, is Float.Type, is CGFloat.Type, is UInt32.Type: "a number"
    case is [Any].Type: "an array"
    case is [String: Any].Type: "an object"
    default:
      String(describing: type).hasPrefix("Array") ? "an array" : "\(type)"
    }
  }

  private static func foundSuffix(_ debugDescription: String) -> String {
    // Foundation says "Expected to decode Int but found a string instead."
    guard let range = debugDescription.range(of: "but found ") else { return "" }
    let rest = debugDescription[range.upperBound...]
      .replacingOccurrences(of: " instead.", with: "")
      .replacingOccurrences(of: "instead", with: "")
    let found = rest.trimmingCharacters(in: .whitespacesAndNewlines)
    let hasArticle = found.hasPrefix("a ") || found.hasPrefix("an ")
    let startsWithVowel = found.first.map { "aeiou".contains($0) } ?? false
    let article = hasArticle ? "" : (startsWithVowel ? "an " : "a ")
    return ", found \(article)\(found)"
  }
}

/// A JSON input could not be read or decoded. The message is one line and names the input.
public struct JSONInputError: Error, CustomStringConvertible, Sendable {
  /// The file path or description of the input.
  public var source: String
  /// The one-line message, starting with the source.
  public var message: String
  /// The message.
  public var description: String { message }
}
