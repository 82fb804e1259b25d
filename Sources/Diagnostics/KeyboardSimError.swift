/// The shape every KeyboardSim module error shares: an extensible code, a one-line message that
/// names the input, the error that caused it, and a typed did-you-mean suggestion.
///
/// Each module has exactly one error type (`XKBError`, `TraitError`, `KeyboardModelError`,
/// `PresentationError`, `AvoidanceError`, `JSONError`, …, each a ``ModuleError`` over the
/// module's codes) conforming to this protocol, so code
/// that handles errors from several modules reads them the same way, and wrapping an error in
/// another module's error keeps the original code and cause:
///
/// ```swift
/// do {
///   keymap = try Keymap(names: names)
/// } catch {
///   throw KeyboardModelError(wrapping: error, code: .xkb, context: "layout '\(name)'")
///   // message: "layout 'frr': unknown layout 'frr'; did you mean 'fr'?"
///   // underlying: the XKBError, with its own code and suggestion
/// }
/// ```
package protocol KeyboardSimError: Error, CustomStringConvertible, Sendable {
  /// The module's extensible set of codes.
  associatedtype Code: Hashable, Sendable, CustomStringConvertible

  /// What failed.
  var code: Code { get }
  /// One line that names the offending input and, where possible, the valid ones.
  var message: String { get }
  /// The error this one wraps, with its own code and cause.
  var underlying: (any Error & Sendable)? { get }
  /// The valid name closest to a mistyped one, when there is one.
  var suggestion: Suggestion? { get }

  /// Creates an error; the module's public initialiser.
  init(code: Code, message: String, underlying: (any Error & Sendable)?, suggestion: Suggestion?)
}

extension KeyboardSimError {

  /// Wraps `error` with context, keeping it as ``underlying`` and keeping its suggestion.
  ///
  /// The message is `"<context>: <the error's message>"`, or the error's message alone when
  /// `context` is nil. Errors of any module that conform to ``KeyboardSimError`` contribute
  /// their message; other errors their description.
  ///
  /// - Parameters:
  ///   - error: The cause.
  ///   - code: This module's code for the failure.
  ///   - context: What was being done or read, such as a file name or `layout 'fr'`.
  package init(wrapping error: any Error, code: Code, context: String? = nil) {
    let inner = (error as? any KeyboardSimError)?.message ?? String(describing: error)
    let message = context.map { "\($0): \(inner)" } ?? inner
    self.init(
      code: code, message: message, underlying: error,
      suggestion: (error as? any KeyboardSimError)?.suggestion)
  }

  /// This error and its causes, outermost first.
  package var causes: [any Error] {
    var chain: [any Error] = [self]
    var next = underlying
    while let error = next {
      chain.append(error)
      next = (error as? any KeyboardSimError)?.underlying
    }
    return chain
  }

  /// Whether this error or one of its causes is an error of type `E` with `code`.
  package func hasCause<E: KeyboardSimError>(_ type: E.Type, code: E.Code) -> Bool {
    causes.contains { ($0 as? E)?.code == code }
  }
}

extension KeyboardSimError {
  /// `unknown <noun> 'input'[ at <place>][; did you mean 'x'?][ (valid: a, b, c)]`, with the
  /// suggestion kept as ``suggestion``.
  ///
  /// ```swift
  /// XKBError.unknown("layout", "frr", among: layouts, code: .unknownLayout)
  /// // unknown layout 'frr'; did you mean 'fr'?
  /// TraitError.unknown("keyboardType", "emial", among: names, code: .unknownValue,
  ///                    place: "--keyboard-type", listingValid: true)
  /// // unknown keyboardType 'emial' at --keyboard-type; did you mean 'emailAddress'? (valid: …)
  /// ```
  package static func unknown(
    _ noun: String, _ input: String, among candidates: some Collection<String>, code: Code,
    place: String? = nil, listingValid: Bool = false, otherwise fallback: Suggestion? = nil
  ) -> Self {
    let suggestion = Suggestion(for: input, among: candidates) ?? fallback
    let location = place.map { " at \($0)" } ?? ""
    let valid = listingValid ? " (valid: \(candidates.joined(separator: ", ")))" : ""
    return Self(
      code: code,
      message: "unknown \(noun) \(quoted(input))\(location)\(suggestion.clause)\(valid)",
      underlying: nil, suggestion: suggestion)
  }
}
