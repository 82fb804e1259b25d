public import Diagnostics
internal import JSONCoding

extension TraitModel {
  /// Reads a model file.
  ///
  /// ```json
  /// {"name": "sign-up form",
  ///  "parameters": [
  ///    {"trait": "keyboardType", "values": ["default", "emailAddress", "numberPad"]},
  ///    {"trait": "textContentType", "values": [null, "emailAddress", "password"]},
  ///    "isSecureTextEntry"]}
  /// ```
  ///
  /// A parameter is a trait name (every value) or `{"trait": …, "values": […]}`.
  ///
  /// - Throws: ``CoverageError`` whose message gives the file, line and column.
  public init(contentsOf path: String) throws(CoverageError) {
    let document = try CoverageJSON.document(contentsOf: path)
    try self.init(document: document)
  }

  /// Reads a model from JSON `data`; messages name it `source`.
  public init(data: some Collection<UInt8>, source: String) throws(CoverageError) {
    try self.init(document: CoverageJSON.document(data: data, source: source, code: .invalidModel))
  }

  init(document: JSONDocument) throws(CoverageError) {
    guard case .object(let root) = document.root else {
      throw CoverageJSON.error(
        document, at: [], "expected a model object, found \(document.root.kind)",
        code: .invalidModel)
    }
    try CoverageJSON.checkKeys(
      root, ["name", "parameters"], noun: "model key", document: document, path: [],
      code: .invalidModel)
    var name = document.source
    if let value = root["name"] {
      guard case .string(let text) = value else {
        throw CoverageJSON.error(
          document, at: [.key("name")], "expected a string, found \(value.kind)",
          code: .invalidModel)
      }
      name = text
    }
    guard case .array(let list)? = root["parameters"] else {
      throw CoverageJSON.error(
        document, at: root["parameters"] == nil ? [] : [.key("parameters")],
        "expected \"parameters\": an array of traits", code: .invalidModel)
    }
    var parameters: [Parameter] = []
    for (index, entry) in list.enumerated() {
      let path: [JSONKey] = [.key("parameters"), .index(index)]
      let traitName: String
      let traitPath: [JSONKey]
      var valuesJSON: JSONArray?
      switch entry {
      case .string(let text):
        traitName = text
        traitPath = path
      case .object(let object):
        try CoverageJSON.checkKeys(
          object, ["trait", "values"], noun: "parameter key", document: document, path: path,
          code: .invalidModel)
        guard case .string(let text)? = object["trait"] else {
          throw CoverageJSON.error(
            document, at: path, "expected \"trait\": a trait name", code: .invalidModel)
        }
        traitName = text
        traitPath = path + [.key("trait")]
        if let values = object["values"] {
          guard case .array(let array) = values else {
            throw CoverageJSON.error(
              document, at: path + [.key("values")],
              "expected an array of values, found "
                + values.kind, code: .invalidModel)
          }
          valuesJSON = array
        }
      default:
        throw CoverageJSON.error(
          document, at: path, "expected a trait name or a parameter object, found \(entry.kind)",
          code: .invalidModel)
      }
      guard let dimension = TraitDimension.named(traitName) else {
        throw CoverageJSON.unknown(
          document, at: traitPath, "trait", traitName, valid: TraitDimension.names,
          code: .unknownParameter)
      }
      if parameters.contains(where: { $0.name == traitName }) {
        throw CoverageJSON.error(
          document, at: traitPath, "\(traitName) is listed twice", code: .invalidModel)
      }
      var values: [TraitValue] = []
      if let valuesJSON {
        guard !valuesJSON.isEmpty else {
          throw CoverageJSON.error(
            document, at: path + [.key("values")], "\(traitName) has no values",
            code: .invalidModel)
        }
        for (n, json) in valuesJSON.enumerated() {
          let valuePath = path + [.key("values"), .index(n)]
          let value = try CoverageJSON.traitValue(
            json, of: dimension, document: document, path: valuePath)
          if values.contains(value) {
            throw CoverageJSON.error(
              document, at: valuePath, "\(traitName) lists \(value) twice", code: .invalidModel)
          }
          values.append(value)
        }
      } else {
        values = dimension.values
      }
      parameters.append(Parameter(name: traitName, values: values))
    }
    guard !parameters.isEmpty else {
      throw CoverageJSON.error(
        document, at: [.key("parameters")], "the model has no parameters", code: .invalidModel)
    }
    try self.init(name: name, parameters: parameters)
  }
}
