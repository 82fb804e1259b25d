public import Diagnostics

extension TextInputTraits {
  /// The Interface Builder element for these traits (see ``InterfaceBuilderElement``).
  ///
  /// ```swift
  /// TextInputTraits(autocapitalizationType: .none, isSecureTextEntry: true)
  ///   .interfaceBuilderElement.xml
  /// // <textInputTraits key="textInputTraits" secureTextEntry="YES"/>
  /// ```
  public var interfaceBuilderElement: InterfaceBuilderElement { InterfaceBuilderElement(self) }

  /// Reads the attributes of a `<textInputTraits>` element, as an XML parser reports them.
  ///
  /// Missing attributes take Interface Builder's defaults: UIKit's, except capitalization,
  /// which is `.none` when the attribute is absent (IB writes `sentences` out). Both IB's
  /// spellings and the Swift names are accepted (`alphabet` and `asciiCapable`), so are the
  /// alternative raw strings of ``TextContentType/alternativeRawValues``.
  ///
  /// ```swift
  /// let traits = try TextInputTraits(interfaceBuilderAttributes: [
  ///   "key": "textInputTraits", "keyboardType": "alphabet", "secureTextEntry": "YES",
  /// ])
  /// traits.keyboardType  // .asciiCapable
  /// ```
  ///
  /// - Parameters:
  ///   - attributes: Attribute names and values; `key`, when present, must be `textInputTraits`.
  ///   - source: How to name the element in error messages, such as `Main.storyboard:42`.
  /// - Throws: ``TraitError`` naming the unknown attribute or value and listing the valid ones.
  public init(
    interfaceBuilderAttributes attributes: [String: String], source: String = "textInputTraits"
  ) throws(TraitError) {
    self.init(autocapitalizationType: .none)
    for name in attributes.keys.sorted() {
      guard let value = attributes[name] else { continue }
      if name == "key" {
        guard value == InterfaceBuilderElement.key else {
          throw TraitError(
            code: .invalidValue,
            message:
              "\(source): attribute key is \(quoted(value)), expected '\(InterfaceBuilderElement.key)'"
          )
        }
        continue
      }
      guard let spelling = InterfaceBuilderSpelling.byAttribute[name] else {
        let valid = ["key"] + InterfaceBuilderSpelling.all.map(\.attribute)
        throw TraitError(
          wrapping: TraitError.unknown(
            "attribute", name, among: valid, code: .unknownTrait, listingValid: true),
          code: .unknownTrait, context: source)
      }
      guard spelling.read(value, &self) else {
        throw TraitError(
          wrapping: TraitError.unknownValue(
            value, trait: spelling.attribute, valid: spelling.validValues),
          code: .unknownValue, context: source)
      }
    }
  }
}
