internal import CXKBCommon
public import Diagnostics

#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

/// A Compose table (`struct xkb_compose_table`): dead-key and Multi_key sequences.
///
/// Hermetic by default: a table for a locale is read from the system's locale directory only,
/// ignoring `XCOMPOSEFILE`, `~/.XCompose` and `~/.config/XCompose` (which *replace* the locale's
/// table in libxkbcommon's own lookup).
///
/// ```swift
/// let table = try ComposeTable(locale: ComposeTable.defaultLocale)
/// let compose = ComposeState(table: table)
/// compose.feed(try Keysym(name: "dead_acute"))  // .composing
/// compose.feed(try Keysym(name: "e"))           // .composed
/// compose.utf8                                  // "é"
/// ```
///
/// `Sendable`: the table is immutable once compiled, and the one thing that touches it
/// afterwards, the non-atomic reference count that every ``ComposeState`` takes and gives back,
/// changes under the table's lock; so one table can serve parallel tests and threads. Each
/// thread makes its own ``ComposeState``, which is not `Sendable`.
public final class ComposeTable: @unchecked Sendable {
  // Safety: `handle` is only read after `init`, except for libxkbcommon's non-atomic reference
  // count, which `ComposeState` and `ReferenceClient` change under `lock`; the parsed source
  // is computed once under `lock`; every other stored property is a `let` of a Sendable type.
  let handle: OpaquePointer
  /// Held while a state takes or gives back a reference to `handle`, and while `parsed` fills.
  let lock = Lock()
  private var parsed: (file: ComposeFile?, sequences: [[Keysym]]?)?
  /// The locale the table was loaded for.
  public let locale: String
  /// The file the table came from, if any.
  public let path: String?
  private let sourceText: String?

  /// The keysym sequences of the table's productions, read from its source (following includes);
  /// nil when the table came from libxkbcommon's own environment lookup.
  ///
  /// Every sequence is a candidate only: feed it to a ``ComposeState`` for the real result.
  public var sequences: [[Keysym]]? { source.sequences }

  /// The table's source parsed (following includes), or nil when the table came from
  /// libxkbcommon's own environment lookup; read on first use.
  package var file: ComposeFile? { source.file }

  private var source: (file: ComposeFile?, sequences: [[Keysym]]?) {
    lock.withLock {
      if let parsed { return parsed }
      let file: ComposeFile?
      if let sourceText {
        file = ComposeFile(text: sourceText, locale: locale)
      } else {
        file = path.flatMap { try? ComposeFile(contentsOf: $0, locale: locale) }
      }
      let result = (file: file, sequences: file?.productions.map(\.keysyms))
      parsed = result
      return result
    }
  }

  /// The locale whose Compose table KeyboardSim uses unless told otherwise, and what `C` and
  /// `POSIX` mean: `en_US.UTF-8`.
  ///
  /// ```swift
  /// let table = try ComposeTable(locale: ComposeTable.defaultLocale)
  /// ```
  public static let defaultLocale = "en_US.UTF-8"

  /// The X11 locale directory searched for Compose files.
  public static let localeDirectoryCandidates = [
    "/usr/share/X11/locale", "/usr/local/share/X11/locale", "/opt/homebrew/share/X11/locale",
  ]

  /// The first readable directory of ``localeDirectoryCandidates`` (what `%S` means in a
  /// Compose file's `include`), or nil.
  static var localeDirectory: String? { localeDirectoryCandidates.first { access($0, R_OK) == 0 } }

  /// Loads the Compose table of a locale such as `en_US.UTF-8`.
  ///
  /// - Parameters:
  ///   - locale: The locale, such as `en_US.UTF-8` or `de_DE.UTF-8`.
  ///   - context: The context to load in; nil uses a new hermetic one.
  ///   - honourEnvironment: Use libxkbcommon's own lookup (`xkb_compose_table_new_from_locale`),
  ///     which reads `XCOMPOSEFILE` and the user's Compose files first.
  /// - Throws: ``XKBErrorCode/unknownLocale`` when the locale has no UTF-8 Compose file.
  public init(
    locale: String, context: XKBContext? = nil, honourEnvironment: Bool = false
  ) throws(XKBError) {
    let context = try XKBContext.given(context)
    let normalized = (locale == "C" || locale == "POSIX") ? Self.defaultLocale : locale
    if honourEnvironment {
      guard
        let table = xkb_compose_table_new_from_locale(
          context.handle, normalized, XKB_COMPOSE_COMPILE_NO_FLAGS)
      else {
        throw XKBError(code: .unknownLocale, message: "no Compose table for locale '\(locale)'")
      }
      handle = table
      path = nil
      sourceText = nil
    } else {
      guard let file = Self.composeFile(for: normalized) else {
        let suggestion = Suggestion(for: locale, among: Self.knownLocales())
        throw XKBError(
          code: .unknownLocale,
          message: "no UTF-8 Compose table for locale \(quoted(locale))\(suggestion.clause)",
          suggestion: suggestion)
      }
      handle = try Self.load(file: file, locale: normalized, context: context)
      path = file
      sourceText = nil
    }
    self.locale = normalized
  }

  /// Loads a Compose file (`xkb_compose_table_new_from_buffer`).
  public init(file: String, locale: String = ComposeTable.defaultLocale, context: XKBContext? = nil)
    throws(XKBError)
  {
    let context = try XKBContext.given(context)
    handle = try Self.load(file: file, locale: locale, context: context)
    self.locale = locale
    path = file
    sourceText = nil
  }

  /// Compiles Compose text, such as `<dead_acute> <e> : "é" eacute`.
  public init(text: String, locale: String = ComposeTable.defaultLocale, context: XKBContext? = nil)
    throws(XKBError)
  {
    let context = try XKBContext.given(context)
    handle = try Self.compile(text, locale: locale, context: context, source: "Compose text")
    self.locale = locale
    path = nil
    sourceText = text
  }

  deinit { xkb_compose_table_unref(handle) }

  private static func load(file: String, locale: String, context: XKBContext) throws(XKBError)
    -> OpaquePointer
  {
    guard let bytes = ComposeFile.readBytes(file) else {
      throw XKBError(code: .composeTableFailed, message: "cannot read Compose file '\(file)'")
    }
    return try compile(
      bytes.map { CChar(bitPattern: $0) }, locale: locale, context: context,
      source: "Compose file '\(file)'")
  }

  private static func compile(
    _ text: String, locale: String, context: XKBContext, source: String
  ) throws(XKBError) -> OpaquePointer {
    try compile(
      Array(text.utf8CString.dropLast()), locale: locale, context: context, source: source)
  }

  private static func compile(
    _ bytes: [CChar], locale: String, context: XKBContext, source: String
  ) throws(XKBError) -> OpaquePointer {
    context.drainLog()
    let table = bytes.withUnsafeBufferPointer {
      xkb_compose_table_new_from_buffer(
        context.handle, $0.baseAddress, $0.count, locale, XKB_COMPOSE_FORMAT_TEXT_V1,
        XKB_COMPOSE_COMPILE_NO_FLAGS)
    }
    guard let table else {
      let log = context.drainLog()
      throw XKBError(
        code: .composeTableFailed,
        message: "\(source) did not compile" + (log.first.map { ": \($0)" } ?? ""), log: log)
    }
    return table
  }

  /// The Compose file of a locale, through `locale.alias` and `compose.dir`.
  public static func composeFile(for locale: String) -> String? {
    for directory in localeDirectoryCandidates {
      guard let dir = ComposeFile.readBytes("\(directory)/compose.dir") else { continue }
      var names = [Array(locale.utf8)]
      if let aliases = ComposeFile.readBytes("\(directory)/locale.alias") {
        for name in [locale, locale.lowercased()] {
          if let target = firstValue(in: aliases, key: Array(name.utf8)) { names.append(target) }
        }
      }
      for name in names {
        // compose.dir maps "file: locale"; find the line whose second field is the locale.
        if let file = firstKey(in: dir, value: name) {
          return "\(directory)/\(String(decoding: file, as: UTF8.self))"
        }
      }
      return nil
    }
    return nil
  }

  /// The UTF-8 locales that have a Compose file.
  public static func knownLocales() -> [String] {
    for directory in localeDirectoryCandidates {
      guard let dir = ComposeFile.readBytes("\(directory)/compose.dir") else { continue }
      var locales: Set<String> = []
      forEachPair(in: dir) { _, value in
        let name = String(decoding: value, as: UTF8.self)
        if name.hasSuffix("UTF-8") { locales.insert(name) }
        return false
      }
      return locales.sorted()
    }
    return []
  }

  private static func firstKey(in bytes: [UInt8], value: [UInt8]) -> ArraySlice<UInt8>? {
    var found: ArraySlice<UInt8>?
    forEachPair(in: bytes) { key, candidate in
      if candidate.elementsEqual(value) { found = key }
      return found != nil
    }
    return found
  }

  private static func firstValue(in bytes: [UInt8], key: [UInt8]) -> [UInt8]? {
    var found: [UInt8]?
    forEachPair(in: bytes) { candidate, value in
      if candidate.elementsEqual(key) { found = Array(value) }
      return found != nil
    }
    return found
  }

  /// Calls `body` with the first two fields of every non-comment line (a trailing `:` on the
  /// first field dropped) until it returns true.
  ///
  /// Scans bytes: the files have thousands of lines.
  private static func forEachPair(
    in bytes: [UInt8], _ body: (ArraySlice<UInt8>, ArraySlice<UInt8>) -> Bool
  ) {
    let newline = UInt8(ascii: "\n")
    func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
    var start = 0
    while start < bytes.count {
      var end = start
      while end < bytes.count, bytes[end] != newline { end += 1 }
      defer { start = end + 1 }
      var i = start
      guard i < end, bytes[i] != UInt8(ascii: "#") else { continue }
      let keyStart = i
      while i < end, !isBlank(bytes[i]) { i += 1 }
      var keyEnd = i
      if keyEnd > keyStart, bytes[keyEnd - 1] == UInt8(ascii: ":") { keyEnd -= 1 }
      while i < end, isBlank(bytes[i]) { i += 1 }
      let valueStart = i
      while i < end, !isBlank(bytes[i]) { i += 1 }
      guard valueStart < i, keyStart < keyEnd else { continue }
      if body(bytes[keyStart..<keyEnd], bytes[valueStart..<i]) { return }
    }
  }
}

/// The state of one Compose sequence in progress (`struct xkb_compose_state`).
///
/// Not `Sendable`.
public final class ComposeState {
  /// The table the state walks.
  public let table: ComposeTable
  let handle: OpaquePointer

  /// Where a sequence stands (`enum xkb_compose_status`).
  public enum Status: String, Sendable, Hashable {
    /// No sequence in progress.
    case nothing
    /// A sequence is in progress.
    case composing
    /// A sequence just finished; read ``ComposeState/utf8``.
    case composed
    /// The last keysym broke the sequence.
    case cancelled
  }

  /// Creates a state (`xkb_compose_state_new`).
  public init(table: ComposeTable) {
    self.table = table
    let created = table.lock.withLock {
      xkb_compose_state_new(table.handle, XKB_COMPOSE_STATE_NO_FLAGS)
    }
    guard let handle = created else {
      fatalError("xkb_compose_state_new failed: out of memory")
    }
    self.handle = handle
  }

  deinit { table.lock.withLock { xkb_compose_state_unref(handle) } }

  /// Feeds a keysym (`xkb_compose_state_feed`) and returns the new status.
  ///
  /// Modifier keysyms are ignored and leave the status unchanged.
  @discardableResult
  public func feed(_ keysym: Keysym) -> Status {
    xkb_compose_state_feed(handle, keysym.rawValue)
    return status
  }

  /// Feeds a keysym and says whether it was accepted (false for modifier keysyms).
  public func feedReportingAcceptance(_ keysym: Keysym) -> Bool {
    xkb_compose_state_feed(handle, keysym.rawValue) == XKB_COMPOSE_FEED_ACCEPTED
  }

  /// The current status (`xkb_compose_state_get_status`).
  public var status: Status {
    switch xkb_compose_state_get_status(handle) {
    case XKB_COMPOSE_COMPOSING: .composing
    case XKB_COMPOSE_COMPOSED: .composed
    case XKB_COMPOSE_CANCELLED: .cancelled
    default: .nothing
    }
  }

  /// The composed text while ``status`` is `.composed` (`xkb_compose_state_get_utf8`).
  public var utf8: String {
    var buffer = [CChar](repeating: 0, count: 256)
    let length = xkb_compose_state_get_utf8(handle, &buffer, buffer.count)
    guard length > 0 else { return "" }
    return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Appends the composed text to `bytes` without creating a `String`.
  public func appendUTF8(to bytes: inout [UInt8]) {
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: 256) { buffer in
      let length = Int(xkb_compose_state_get_utf8(handle, buffer.baseAddress, 256))
      for index in 0..<Swift.min(Swift.max(length, 0), 255) {
        bytes.append(UInt8(bitPattern: buffer[index]))
      }
    }
  }

  /// The composed keysym while ``status`` is `.composed` (`xkb_compose_state_get_one_sym`).
  public var keysym: Keysym { Keysym(rawValue: xkb_compose_state_get_one_sym(handle)) }

  /// Forgets the sequence in progress (`xkb_compose_state_reset`).
  public func reset() { xkb_compose_state_reset(handle) }
}
