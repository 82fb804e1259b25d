import Foundation
import Testing

/// The package builds for the platforms `Package.swift` declares: no Swift file uses API newer
/// than the declared macOS and iOS minimums outside an `@available` declaration or an
/// `if #available` / `guard #available` block that raises them far enough. (This machine builds
/// for Linux only, where every such API is there, so the build alone would not notice.)
///
/// The check reads code, not prose: comments and string literals are blanked first. A table keeps
/// each API with its first macOS and iOS releases (from its Apple documentation page), so raising
/// the package's minimums makes the API legal without touching the test.
struct PlatformMinimumTests {
  /// An OS version such as 10.14.4, compared part by part.
  struct OSVersion: Comparable, CustomStringConvertible, Sendable {
    var parts: [Int]

    init(_ text: String) {
      parts = text.split(separator: ".").map { Int($0) ?? 0 }
      while parts.count > 1, parts.last == 0 { parts.removeLast() }
    }

    /// Later than every release: the platform is marked unavailable.
    static let never = OSVersion("999999")

    static func < (lhs: Self, rhs: Self) -> Bool {
      for index in 0..<max(lhs.parts.count, rhs.parts.count) {
        let left = index < lhs.parts.count ? lhs.parts[index] : 0
        let right = index < rhs.parts.count ? rhs.parts[index] : 0
        if left != right { return left < right }
      }
      return false
    }

    var description: String { parts.map(String.init).joined(separator: ".") }
  }

  /// The oldest macOS and iOS a piece of code runs on.
  struct Minimums: Equatable, CustomStringConvertible, Sendable {
    var macOS: OSVersion
    var iOS: OSVersion

    /// Each platform's later version.
    func raised(to other: Minimums) -> Minimums {
      Minimums(macOS: max(macOS, other.macOS), iOS: max(iOS, other.iOS))
    }

    /// Whether code that needs `needed` can run everywhere these minimums allow.
    func allow(_ needed: Minimums) -> Bool { needed.macOS <= macOS && needed.iOS <= iOS }

    var description: String { "macOS \(macOS), iOS \(iOS)" }
  }

  /// How an API shows in code.
  enum Spelling: Sendable {
    /// A type or function name, whole; qualified (`X.Name`) only by one of `qualifiers` (a
    /// module, or the type it is nested in). A module that declares a type of that name is using
    /// its own.
    case name(String, qualifiers: [String] = ["Swift"])
    /// `import Module` (any access level).
    case module(String)
    /// An attribute such as `@Observable`.
    case attribute(String)
    /// Literal text, such as `String(validating:`.
    case text(String)
    /// A property read on a value, such as `array.span` (`.span` after a name or a bracket).
    case member(String)
  }

  /// An API with the first releases that have it.
  struct NewerAPI: Sendable, CustomTestStringConvertible {
    var spelling: Spelling
    var needs: Minimums

    init(_ spelling: Spelling, macOS: String, iOS: String) {
      self.spelling = spelling
      needs = Minimums(macOS: OSVersion(macOS), iOS: OSVersion(iOS))
    }

    var testDescription: String {
      switch spelling {
      case .name(let name, _): name
      case .module(let module): "import \(module)"
      case .attribute(let attribute): attribute
      case .text(let text): text
      case .member(let member): "." + member
      }
    }
  }

  /// The APIs checked.
  ///
  /// Each comment names the API's Apple documentation page, under
  /// developer.apple.com/documentation/, whose availability gives the versions. Some are older
  /// than the package's minimums today; they stay so that lowering a minimum is checked too.
  static let apis: [NewerAPI] = [
    // …/synchronization (the module: Atomic, Mutex, AtomicLazyReference)
    NewerAPI(.module("Synchronization"), macOS: "15", iOS: "18"),
    NewerAPI(.name("Mutex", qualifiers: ["Synchronization"]), macOS: "15", iOS: "18"),
    NewerAPI(.name("Atomic", qualifiers: ["Synchronization"]), macOS: "15", iOS: "18"),
    NewerAPI(
      .name("AtomicLazyReference", qualifiers: ["Synchronization"]), macOS: "15", iOS: "18"),
    // …/swift/string/init(validating:as:)
    NewerAPI(.text("String(validating:"), macOS: "15", iOS: "18"),
    NewerAPI(.text("String.init(validating:"), macOS: "15", iOS: "18"),
    // …/swift/int128, …/swift/uint128
    NewerAPI(.name("Int128"), macOS: "15", iOS: "18"),
    NewerAPI(.name("UInt128"), macOS: "15", iOS: "18"),
    // …/swift/inlinearray
    NewerAPI(.name("InlineArray"), macOS: "26", iOS: "26"),
    // …/swift/span, …/swift/rawspan, …/swift/mutablespan: the types back-deploy (Swift 6.2
    // compiler) to macOS 10.14.4 and iOS 12.2 …
    NewerAPI(.name("Span"), macOS: "10.14.4", iOS: "12.2"),
    NewerAPI(.name("RawSpan"), macOS: "10.14.4", iOS: "12.2"),
    NewerAPI(.name("MutableSpan"), macOS: "10.14.4", iOS: "12.2"),
    NewerAPI(.name("MutableRawSpan"), macOS: "10.14.4", iOS: "12.2"),
    // … but the standard library's properties that hand them out do not: …/swift/array/span,
    // …/swift/string/utf8view/span, …/swift/inlinearray/span (Data.span back-deploys; an
    // `@available` says so where one is used).
    NewerAPI(.member("span"), macOS: "26", iOS: "26"),
    NewerAPI(.member("mutableSpan"), macOS: "26", iOS: "26"),
    // …/swift/utf8span (no back-deployment), …/swift/string/utf8span
    NewerAPI(.name("UTF8Span"), macOS: "26", iOS: "26"),
    NewerAPI(.member("utf8Span"), macOS: "26", iOS: "26"),
    // …/foundation/notificationcenter/mainactormessage, …/asyncmessage,
    // …/messageidentifier, …/basemessageidentifier (typed notification messages)
    NewerAPI(
      .name("MainActorMessage", qualifiers: ["NotificationCenter"]), macOS: "26", iOS: "26"),
    NewerAPI(.name("AsyncMessage", qualifiers: ["NotificationCenter"]), macOS: "26", iOS: "26"),
    NewerAPI(
      .name("MessageIdentifier", qualifiers: ["NotificationCenter"]), macOS: "26", iOS: "26"),
    NewerAPI(
      .name("BaseMessageIdentifier", qualifiers: ["NotificationCenter"]), macOS: "26", iOS: "26"),
    // …/observation (the module: @Observable, ObservationRegistrar), …/observation/observations
    NewerAPI(.module("Observation"), macOS: "14", iOS: "17"),
    NewerAPI(.attribute("@Observable"), macOS: "14", iOS: "17"),
    NewerAPI(.name("Observations", qualifiers: ["Observation"]), macOS: "26", iOS: "26"),
    // …/swift/discardingtaskgroup, …/swift/withdiscardingtaskgroup(returning:isolation:body:)
    NewerAPI(.name("DiscardingTaskGroup"), macOS: "14", iOS: "17"),
    NewerAPI(.name("withDiscardingTaskGroup"), macOS: "14", iOS: "17"),
    NewerAPI(.name("withThrowingDiscardingTaskGroup"), macOS: "14", iOS: "17"),
    // …/swift/duration/unitsformatstyle
    NewerAPI(.name("UnitsFormatStyle", qualifiers: ["Duration"]), macOS: "13", iOS: "16"),
  ]

  // MARK: - The package's minimums

  /// The `platforms:` of a manifest.
  ///
  /// Reads `.macOS(.v14)`, `.iOS(.v16)`, `.macOS(.v10_15)` or `.macOS("14.2")`. A platform not
  /// declared gets 0 (SwiftPM's oldest): everything newer is flagged.
  static func minimums(manifest: String) -> Minimums {
    func version(of platform: String) -> OSVersion {
      guard let start = manifest.range(of: ".\(platform)(") else { return OSVersion("0") }
      let rest = manifest[start.upperBound...]
      guard let end = rest.firstIndex(of: ")") else { return OSVersion("0") }
      var argument = rest[..<end].trimmingCharacters(in: .whitespaces)
      if argument.hasPrefix(".v") {
        argument = String(argument.dropFirst(2)).replacingOccurrences(of: "_", with: ".")
      }
      return OSVersion(argument.trimmingCharacters(in: CharacterSet(charactersIn: "\"")))
    }
    return Minimums(macOS: version(of: "macOS"), iOS: version(of: "iOS"))
  }

  /// The minimums of the package a file belongs to: the nearest `Package.swift` above it.
  static func minimums(forFile path: String) -> Minimums {
    var folders = path.split(separator: "/").dropLast()
    while !folders.isEmpty {
      let manifest = folders.joined(separator: "/") + "/Package.swift"
      let url = SourceTree.root.appendingPathComponent(manifest)
      if FileManager.default.fileExists(atPath: url.path) {
        return minimums(manifest: (try? SourceTree.text(manifest)) ?? "")
      }
      folders = folders.dropLast()
    }
    return minimums(manifest: (try? SourceTree.text("Package.swift")) ?? "")
  }

  // MARK: - Availability guards

  /// What an `@available(…)` or `#available(…)` argument list raises the minimums to.
  static func guardMinimums(_ arguments: String, over minimums: Minimums) -> Minimums {
    var result = minimums
    let items = arguments.split(separator: ",").map {
      $0.split(whereSeparator: \.isWhitespace).map(String.init)
    }
    // The long form names one platform first: `@available(iOS, unavailable)`,
    // `@available(macOS, introduced: 15)`.
    if let first = items.first, first.count == 1, first[0] != "*" {
      let platform = first[0]
      var version: OSVersion?
      for (index, item) in items.enumerated().dropFirst() {
        if item == ["unavailable"] { version = .never }
        if item.first == "introduced:", item.count == 2 { version = OSVersion(item[1]) }
        if item.first == "introduced:", item.count == 1, index + 1 < items.count {
          version = items[index + 1].first.map(OSVersion.init)
        }
      }
      if let version { result.set(platform, to: version) }
      return result
    }
    for item in items where item.count == 2 {
      result.set(item[0], to: OSVersion(item[1]))
    }
    return result
  }

  /// The byte ranges of `code` guarded by an availability condition, with the minimums inside.
  static func guardedRegions(in indexed: IndexedCode, over minimums: Minimums) -> [(
    range: Range<Int>, minimums: Minimums
  )] {
    let code = indexed.bytes
    var regions: [(Range<Int>, Minimums)] = []
    for marker in ["@available(", "#available("] {
      for start in indexed.occurrences(of: marker) {
        let open = start + marker.utf8.count - 1
        let close = SwiftSource.closing(code, from: open)
        let arguments = String(decoding: code[(open + 1)..<max(open + 1, close - 1)], as: UTF8.self)
        let raised = guardMinimums(arguments, over: minimums)
        if marker == "@available(" {
          regions.append((start..<declarationEnd(in: code, from: close), raised))
        } else if isGuardStatement(code, before: start) {
          // `guard #available(…) else { … }`: the rest of the enclosing scope.
          guard let elseBody = firstBody(in: code, from: close) else { continue }
          let afterElse = SwiftSource.closing(code, from: elseBody)
          regions.append((afterElse..<enclosingScopeEnd(in: code, from: afterElse), raised))
        } else if let body = firstBody(in: code, from: close) {
          // `if #available(…) { … }` and `while`: the block (an `else` is not guarded).
          regions.append((body..<SwiftSource.closing(code, from: body), raised))
        }
      }
    }
    return regions
  }

  /// The end of the declaration whose attributes end at `start`: the end of its body, or of its
  /// first line when the next line starts another declaration (a stored property, a protocol
  /// requirement).
  static func declarationEnd(in code: [UInt8], from start: Int) -> Int {
    var index = start
    var declarationStarted = false
    var lineHasContent = false
    while index < code.count {
      switch code[index] {
      case UInt8(ascii: "("), UInt8(ascii: "["):
        index = SwiftSource.closing(code, from: index)
        lineHasContent = true
      case UInt8(ascii: "{"): return SwiftSource.closing(code, from: index)
      case UInt8(ascii: "}"): return index
      case UInt8(ascii: "\n"):
        if declarationStarted, lineHasContent, startsDeclaration(code, after: index) {
          return index
        }
        lineHasContent = false
        index += 1
      case UInt8(ascii: " "), UInt8(ascii: "\t"): index += 1
      case UInt8(ascii: "@") where !declarationStarted:
        // Another attribute: its name, then its arguments.
        index += 1
        while index < code.count, SwiftSource.isIdentifierByte(code[index]) { index += 1 }
      default:
        declarationStarted = true
        lineHasContent = true
        index += 1
      }
    }
    return code.count
  }

  /// The words a line starts with when it begins a declaration or closes a scope.
  static let declarationStarts: Set<String> = [
    "func", "var", "let", "init", "deinit", "subscript", "struct", "class", "enum", "actor",
    "protocol", "extension", "typealias", "associatedtype", "case", "import", "public",
    "package", "private", "fileprivate", "internal", "open", "static", "final", "override",
    "nonisolated", "mutating", "nonmutating", "convenience", "required", "lazy", "weak",
    "unowned", "indirect", "dynamic", "@", "#", "}",
  ]

  /// Whether the first line after the newline at `newline` that is not blank starts a
  /// declaration (or closes the scope).
  static func startsDeclaration(_ code: [UInt8], after newline: Int) -> Bool {
    var index = newline
    while index < code.count,
      code[index] == UInt8(ascii: "\n") || code[index] == UInt8(ascii: " ")
        || code[index] == UInt8(ascii: "\t")
    {
      index += 1
    }
    guard index < code.count else { return true }
    var end = index
    while end < code.count, SwiftSource.isIdentifierByte(code[end]) { end += 1 }
    let word =
      end == index
      ? String(UnicodeScalar(code[index])) : String(decoding: code[index..<end], as: UTF8.self)
    return declarationStarts.contains(word)
  }

  /// The first `{` after `start` outside parentheses and brackets, unless the enclosing scope
  /// closes first.
  static func firstBody(in code: [UInt8], from start: Int) -> Int? {
    var index = start
    while index < code.count {
      switch code[index] {
      case UInt8(ascii: "("), UInt8(ascii: "["): index = SwiftSource.closing(code, from: index)
      case UInt8(ascii: "{"): return index
      case UInt8(ascii: "}"): return nil
      default: index += 1
      }
    }
    return nil
  }

  /// The offset of the `}` that closes the scope `start` is in (or the end of the file).
  static func enclosingScopeEnd(in code: [UInt8], from start: Int) -> Int {
    var depth = 0
    for index in start..<code.count {
      if code[index] == UInt8(ascii: "{") { depth += 1 }
      if code[index] == UInt8(ascii: "}") {
        if depth == 0 { return index }
        depth -= 1
      }
    }
    return code.count
  }

  /// Whether the condition at `position` belongs to a `guard` (the nearest `guard`, `if` or
  /// `while` before it).
  static func isGuardStatement(_ code: [UInt8], before position: Int) -> Bool {
    var index = position
    while index > 0 {
      index -= 1
      for keyword in ["guard", "if", "while"] where wordEnds(code, keyword, at: index) {
        return keyword == "guard"
      }
    }
    return false
  }

  /// Whether `word` ends at `index` (inclusive) as a whole word.
  static func wordEnds(_ code: [UInt8], _ word: String, at index: Int) -> Bool {
    let bytes = Array(word.utf8)
    let start = index - bytes.count + 1
    guard start >= 0, code[start...index].elementsEqual(bytes) else { return false }
    let before = start == 0 || !SwiftSource.isIdentifierByte(code[start - 1])
    let after = index + 1 == code.count || !SwiftSource.isIdentifierByte(code[index + 1])
    return before && after
  }

  /// A file's code with the offsets of each identifier in it, read once: every look-up starts
  /// from an identifier.
  struct IndexedCode: Sendable {
    var bytes: [UInt8]
    /// The identifiers in order, with their offsets.
    var words: [(word: String, offset: Int)] = []
    var offsets: [String: [Int]] = [:]

    init(_ text: String) {
      bytes = Array(SwiftSource.code(text).utf8)
      var index = 0
      while index < bytes.count {
        guard SwiftSource.isIdentifierByte(bytes[index]) else {
          index += 1
          continue
        }
        var end = index
        while end < bytes.count, SwiftSource.isIdentifierByte(bytes[end]) { end += 1 }
        let word = String(decoding: bytes[index..<end], as: UTF8.self)
        words.append((word, index))
        offsets[word, default: []].append(index)
        index = end
      }
    }

    /// Where `text` occurs: text such as `@available(`, `.span` or `String(validating:`, which
    /// contains an identifier (found whole, through the index).
    func occurrences(of text: String) -> [Int] {
      let pattern = Array(text.utf8)
      guard let first = pattern.firstIndex(where: SwiftSource.isIdentifierByte) else { return [] }
      let end = pattern[first...].firstIndex { !SwiftSource.isIdentifierByte($0) } ?? pattern.count
      let word = String(decoding: pattern[first..<end], as: UTF8.self)
      return (offsets[word] ?? []).map { $0 - first }.filter { start in
        start >= 0 && start + pattern.count <= bytes.count
          && bytes[start..<start + pattern.count].elementsEqual(pattern)
          && (end < pattern.count || start + pattern.count == bytes.count
            || !SwiftSource.isIdentifierByte(bytes[start + pattern.count]))
      }
    }
  }

  // MARK: - Uses

  /// The offsets where `code` uses `api` (a module's own type of the same name aside).
  static func uses(of api: NewerAPI, in code: IndexedCode, ownTypes: Set<String>) -> [Int] {
    let bytes = code.bytes
    switch api.spelling {
    case .name(let name, let qualifiers):
      guard !ownTypes.contains(name) else { return [] }
      return code.occurrences(of: name).filter { start in
        guard start > 0, bytes[start - 1] == UInt8(ascii: ".") else { return true }
        // `X.Name`: the API only when X is its module or the type it is nested in.
        var qualifierStart = start - 1
        while qualifierStart > 0, SwiftSource.isIdentifierByte(bytes[qualifierStart - 1]) {
          qualifierStart -= 1
        }
        let qualifier = String(decoding: bytes[qualifierStart..<(start - 1)], as: UTF8.self)
        return qualifiers.contains(qualifier)
      }
    case .module(let module):
      return code.words.indices.dropLast()
        .filter { code.words[$0].word == "import" && code.words[$0 + 1].word == module }
        .map { code.words[$0].offset }
    case .attribute(let attribute):
      return code.occurrences(of: attribute)
    case .text(let text):
      return code.occurrences(of: text).filter {
        $0 == 0 || !SwiftSource.isIdentifierByte(bytes[$0 - 1])
      }
    case .member(let member):
      return code.occurrences(of: "." + member).filter { start in
        guard start > 0 else { return false }
        let before = bytes[start - 1]
        return SwiftSource.isIdentifierByte(before) || before == UInt8(ascii: ")")
          || before == UInt8(ascii: "]") || before == UInt8(ascii: "?")
          || before == UInt8(ascii: "!")
      }
    }
  }

  /// A file read for the check: its code, its package's minimums, the regions its availability
  /// conditions guard, and the types its module declares.
  struct ScannedFile: Sendable {
    var path: String
    var code: IndexedCode
    var minimums: Minimums
    var regions: [(range: Range<Int>, minimums: Minimums)]
    var ownTypes: Set<String> = []

    init(path: String, text: String, minimums: Minimums) {
      self.path = path
      code = IndexedCode(text)
      self.minimums = minimums
      regions = PlatformMinimumTests.guardedRegions(in: code, over: minimums)
    }

    /// The types the file declares (`struct Span`, `typealias Span`, …).
    var declaredTypes: Set<String> {
      let keywords: Set = [
        "struct", "class", "enum", "actor", "protocol", "typealias", "associatedtype",
      ]
      return Set(
        code.words.indices.dropLast().filter { keywords.contains(code.words[$0].word) }
          .map { code.words[$0 + 1].word })
    }

    /// The line numbers where the file uses `api` where the minimums (raised by the conditions
    /// around each use) do not allow it.
    func violations(of api: NewerAPI) -> [Int] {
      guard !minimums.allow(api.needs) else { return [] }
      return PlatformMinimumTests.uses(of: api, in: code, ownTypes: ownTypes).filter { offset in
        let effective = regions.filter { $0.range.contains(offset) }
          .reduce(minimums) { $0.raised(to: $1.minimums) }
        return !effective.allow(api.needs)
      }
      .map { offset in code.bytes[..<offset].filter { $0 == UInt8(ascii: "\n") }.count + 1 }
    }
  }

  /// The lines of `text` that use `api` where `minimums` do not allow it.
  static func violations(
    of api: NewerAPI, in text: String, minimums: Minimums, ownTypes: Set<String> = []
  ) -> [Int] {
    var file = ScannedFile(path: "", text: text, minimums: minimums)
    file.ownTypes = ownTypes
    return file.violations(of: api)
  }

  // MARK: - The tree

  /// Every Swift file that a package here builds: `Sources/`, `Tests/` and `examples/` (their
  /// `Fixtures/` aside); `examples/scan/` holds an app's sources that `kbsim scan` reads and no
  /// package builds, and a manifest runs on the build machine.
  static let files: [ScannedFile] = {
    var files = ["Sources", "Tests", "examples"]
      .flatMap { SourceTree.swiftFiles(under: $0) }
      .filter {
        !$0.path.hasPrefix("examples/scan/") && !$0.path.hasSuffix("/Package.swift")
          && !$0.path.contains("/.build")
      }
      .map { ScannedFile(path: $0.path, text: $0.text, minimums: minimums(forFile: $0.path)) }
    let ownTypes = Dictionary(grouping: files) { module(of: $0.path) }
      .mapValues { $0.reduce(into: Set<String>()) { $0.formUnion($1.declaredTypes) } }
    for index in files.indices {
      files[index].ownTypes = ownTypes[module(of: files[index].path)] ?? []
    }
    return files
  }()

  /// The folder of a file's module: `Sources/X`, `Tests/X`, `examples/AppTests/Sources/X`.
  static func module(of path: String) -> String {
    let parts = path.split(separator: "/")
    guard let index = parts.firstIndex(where: { $0 == "Sources" || $0 == "Tests" }),
      index + 1 < parts.count
    else { return path }
    return parts[...(index + 1)].joined(separator: "/")
  }

  // MARK: - Tests

  @Test func thePackageDeclaresItsMinimums() throws {
    let declared = Self.minimums(manifest: try SourceTree.text("Package.swift"))
    #expect(declared.macOS > OSVersion("10"), "Package.swift's platforms were not read")
    #expect(declared.iOS > OSVersion("10"), "Package.swift's platforms were not read")
    #expect(Self.files.count > 100, "the source tree was not read")
  }

  @Test(arguments: apis)
  func apiNewerThanTheMinimumsIsUsedOnlyWhereAvailable(_ api: NewerAPI) {
    let offenders = Self.files.flatMap { file in
      file.violations(of: api).map { "\(file.path):\($0)" }
    }
    #expect(
      offenders.isEmpty,
      """
      \(api.testDescription) needs \(api.needs), newer than the package's minimums: mark the \
      declaration @available or test with if #available at \(offenders)
      """)
  }

  // MARK: - The checker's own tests

  static let floor = Minimums(macOS: OSVersion("14"), iOS: OSVersion("16"))
  static let mutex = NewerAPI(
    .name("Mutex", qualifiers: ["Synchronization"]), macOS: "15", iOS: "18")

  @Test func manifestPlatformsAreRead() {
    let manifest = #"platforms: [.macOS(.v10_15), .iOS("16.4")],"#
    #expect(Self.minimums(manifest: manifest).description == "macOS 10.15, iOS 16.4")
  }

  @Test func commentsAndStringsAreNotCode() {
    let text = #"""
      let a = "Mutex" // Mutex
      /* Mutex /* nested */ Mutex */ let b = "\(Mutex(0)) \"Mutex"
      let c = #"Mutex \(x) "# + """
        Mutex
        """
      """#
    #expect(Self.violations(of: Self.mutex, in: text, minimums: Self.floor) == [2])
  }

  @Test func availabilityRaisesTheMinimumsInsideItsScopeOnly() {
    let text = """
      let a = Mutex(0)
      @available(macOS 15, iOS 18, *)
      func f(_ x: Int = 0) -> Mutex<Int> { Mutex(x) }
      @available(macOS 15, *)
      func g() { Mutex(1) }
      func h() {
        if #available(macOS 15, iOS 18, *) { Mutex(2) } else { Mutex(3) }
        guard #available(macOS 15.0, iOS 18.0, *) else { return }
        Mutex(4)
      }
      let z = Mutex(5)
      @available(iOS, unavailable)
      @available(macOS, introduced: 15)
      struct S { let m = Mutex(6) }
      """
    #expect(Self.violations(of: Self.mutex, in: text, minimums: Self.floor) == [1, 5, 7, 11])
    let raised = Minimums(macOS: OSVersion("15"), iOS: OSVersion("18"))
    #expect(Self.violations(of: Self.mutex, in: text, minimums: raised).isEmpty)
  }

  @Test func namesAreWholeAndQualifiedByTheirModule() {
    let text = """
      let a = MutexBox()
      let b = Lock.Mutex()
      let c = Synchronization.Mutex(0)
      """
    #expect(Self.violations(of: Self.mutex, in: text, minimums: Self.floor) == [3])
    #expect(
      Self.violations(of: Self.mutex, in: "Mutex()", minimums: Self.floor, ownTypes: ["Mutex"])
        .isEmpty)
  }
}

extension PlatformMinimumTests.Minimums {
  /// Sets one platform's version (`macOS`, `iOS`; other platforms do not matter here), raising
  /// only.
  fileprivate mutating func set(_ platform: String, to version: PlatformMinimumTests.OSVersion) {
    switch platform {
    case "macOS", "OSX": macOS = max(macOS, version)
    case "iOS": iOS = max(iOS, version)
    default: break
    }
  }
}
