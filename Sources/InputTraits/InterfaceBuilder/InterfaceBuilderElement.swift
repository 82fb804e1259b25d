import Diagnostics

/// A `<textInputTraits key="textInputTraits" …/>` element as Interface Builder writes it.
///
/// Only non-default values are written, in Xcode's attribute order, with IB's spellings:
/// `keyboardType="alphabet"` for ASCII Capable, `keyboardAppearance="alert"` for Dark,
/// `secureTextEntry="YES"`, `enablesReturnKeyAutomatically="YES"`, and the content type's raw
/// string (`textContentType="one-time-code"`), docs/sources.md#interface-builder-spellings. IB's
/// own default for capitalization is None, so a field with UIKit's default `.sentences` gets
/// `autocapitalizationType="sentences"` written out.
///
/// ```swift
/// let traits = TextInputTraits(
///   keyboardType: .emailAddress, autocapitalizationType: .none, textContentType: .emailAddress)
/// InterfaceBuilderElement(traits).xml
/// // <textInputTraits key="textInputTraits" keyboardType="emailAddress" textContentType="email"/>
/// ```
public struct InterfaceBuilderElement: Hashable, Sendable, CustomStringConvertible {
  /// One attribute of the element.
  public struct Attribute: Hashable, Sendable {
    /// The attribute name, such as `keyboardType`.
    public var name: String
    /// The attribute value as IB writes it, such as `alphabet`.
    public var value: String

    /// Creates an attribute.
    public init(name: String, value: String) {
      self.name = name
      self.value = value
    }
  }

  /// The element name, `textInputTraits`.
  public static let elementName = "textInputTraits"
  /// The value of the element's `key` attribute, `textInputTraits` in every file of the corpus.
  public static let key = "textInputTraits"

  /// The trait attributes in Xcode's order, without `key`.
  public var attributes: [Attribute]
  /// Traits with no Interface Builder spelling (`passwordRules`: no attribute is known).
  public var inexpressible: [InexpressibleTrait]

  /// Builds the element for `traits`.
  public init(_ traits: TextInputTraits) {
    attributes = InterfaceBuilderSpelling.all.compactMap { spelling in
      spelling.write(traits).map { Attribute(name: spelling.attribute, value: $0) }
    }
    inexpressible = []
    if let rules = traits.passwordRules {
      inexpressible.append(
        InexpressibleTrait(
          trait: "passwordRules", value: rules,
          reason: "no Interface Builder attribute is known for it (docs/sources.md#password-rules)")
      )
    }
  }

  /// The attributes as a dictionary, as an XML parser reports them (without `key`).
  public var dictionary: [String: String] {
    Dictionary(uniqueKeysWithValues: attributes.map { ($0.name, $0.value) })
  }

  /// The element as one line of XML, `key` first.
  public var xml: String {
    var text = "<\(Self.elementName) key=\"\(Self.key)\""
    for attribute in attributes {
      text += " \(attribute.name)=\"\(escapingMarkup(attribute.value))\""
    }
    return text + "/>"
  }

  /// The XML text.
  public var description: String { xml }
}
