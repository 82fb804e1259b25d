internal import Diagnostics
internal import JSONCoding

/// Reading the module's JSON inputs with positions for every message.
enum CoverageJSON {
  /// The document of a whole file (`-` for standard input).
  static func document(contentsOf path: String) throws(CoverageError) -> JSONDocument {
    do {
      let input = try InputFile.read(path)
      return try JSONDocument(data: input.data, source: input.source)
    } catch {
      throw CoverageError(wrapping: error, code: .unreadable)
    }
  }

  /// Parses JSON text that is not a file (no positions are lost: the text is the source).
  static func document(data: some Collection<UInt8>, source: String, code: CoverageError.Code)
    throws(CoverageError) -> JSONDocument
  {
    do {
      return try JSONDocument(data: data, source: source)
    } catch {
      throw CoverageError(wrapping: error, code: code)
    }
  }

  /// One document per non-blank line of JSON Lines, each with its line number.
  static func lines(_ data: some Collection<UInt8>, source: String) throws(CoverageError)
    -> [(line: Int, document: JSONDocument)]
  {
    var documents: [(line: Int, document: JSONDocument)] = []
    var number = 0
    for line in Array(data).split(separator: 0x0A, omittingEmptySubsequences: false) {
      number += 1
      var bytes = line[...]
      if bytes.last == 0x0D { bytes = bytes.dropLast() }
      guard bytes.contains(where: { $0 != 0x20 && $0 != 0x09 }) else { continue }
      do {
        documents.append(
          (number, try JSONDocument(data: bytes, source: source, firstLine: number)))
      } catch {
        throw CoverageError(wrapping: error, code: .invalidRow)
      }
    }
    return documents
  }

  /// A positioned error at `path` of `document`.
  static func error(
    _ document: JSONDocument, at path: [JSONKey], _ what: String, code: CoverageError.Code,
    suggestion: Suggestion? = nil
  ) -> CoverageError {
    let positioned = document.error(at: path, what, suggestion: suggestion)
    return CoverageError(code: code, message: positioned.message, suggestion: suggestion)
  }

  /// `unknown <noun> 'x'; did you mean 'y'? (valid: …)` at `path`.
  static func unknown(
    _ document: JSONDocument, at path: [JSONKey], _ noun: String, _ name: String,
    valid: [String], code: CoverageError.Code
  ) -> CoverageError {
    let suggestion = Suggestion(for: name, among: valid)
    return error(
      document, at: path,
      "unknown \(noun) \(quoted(name))\(suggestion.clause) (valid: \(valid.joined(separator: ", ")))",
      code: code, suggestion: suggestion)
  }

  /// Checks that `object` (at `path`) has only `keys`.
  static func checkKeys(
    _ object: JSONObject, _ keys: [String], noun: String, document: JSONDocument,
    path: [JSONKey], code: CoverageError.Code
  ) throws(CoverageError) {
    for key in object.keys where !keys.contains(key) {
      throw unknown(document, at: path + [.key(key)], noun, key, valid: keys, code: code)
    }
  }

  /// A value of `dimension` read from JSON at `path`.
  static func traitValue(
    _ json: JSONValue, of dimension: TraitDimension, document: JSONDocument, path: [JSONKey]
  ) throws(CoverageError) -> TraitValue {
    guard let value = TraitValue(json: json) else {
      throw error(
        document, at: path,
        "expected a string, a boolean or null for \(dimension.name), found "
          + json.kind, code: .unknownValue)
    }
    if dimension.index(of: value) != nil { return value }
    // Content types also by raw string, as in traits JSON.
    if dimension.name == "textContentType", case .name(let raw) = value,
      let known = TextContentTypeNames.name(forRawOrName: raw)
    {
      return .name(known)
    }
    throw unknown(
      document, at: path, dimension.name, value.description,
      valid: dimension.values.map(\.description), code: .unknownValue)
  }
}
