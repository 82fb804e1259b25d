import Foundation
import Testing

/// `public` means "a client of a library product may use it": only the modules the library
/// products of `Package.swift` export declare anything `public`; every other module under
/// `Sources/` shares what it must with the package's other modules through `package`.
///
/// A product exports its targets and, transitively, the modules they re-export with
/// `@_exported public import`. Comments and string literals are blanked before looking, and a
/// `public import` counts as a public declaration.
struct PublicSurfaceTests {
  /// `.library(name: "X", targets: ["A", "B"])` in `Package.swift`'s `products:`; executables
  /// export nothing.
  static func libraryProducts(manifest: String) -> [(name: String, targets: [String])] {
    var products: [(String, [String])] = []
    var rest = Substring(manifest)
    while let start = rest.range(of: ".library(") {
      let body = ModuleTableTests.balanced(rest[start.upperBound...])
      rest = rest[body.endIndex...]
      guard let name = ModuleTableTests.firstQuoted(after: "name:", in: body),
        let list = body.range(of: "targets: [")
      else { continue }
      let inner = ModuleTableTests.balanced(body[list.upperBound...], open: "[", close: "]")
      let targets = inner.split(separator: ",").map {
        $0.trimmingCharacters(in: CharacterSet(charactersIn: "\" \n"))
      }
      products.append((name, targets.filter { !$0.isEmpty }))
    }
    return products
  }

  /// The modules under `Sources/` that hold Swift code, with their files.
  static let modules: [String: [(path: String, text: String)]] = Dictionary(
    grouping: SourceTree.swiftFiles(under: "Sources")
  ) { String($0.path.split(separator: "/")[1]) }

  /// The code of a file, comments and string literals blanked, one line each.
  static func codeLines(_ text: String) -> [Substring] {
    SwiftSource.code(text).split(separator: "\n")
  }

  /// The modules a module re-exports (`@_exported public import X`).
  static func reExports(of module: String) -> Set<String> {
    var result: Set<String> = []
    for file in modules[module] ?? [] {
      for line in codeLines(file.text) {
        let words = line.split(whereSeparator: \.isWhitespace)
        if words.first == "@_exported", let index = words.firstIndex(of: "import"),
          index + 1 < words.count
        {
          result.insert(String(words[index + 1]))
        }
      }
    }
    return result
  }

  /// The modules `public import`ed by a module (re-exported ones included).
  static func publicImports(of module: String) -> Set<String> {
    var result: Set<String> = []
    for file in modules[module] ?? [] {
      for line in codeLines(file.text) {
        let words = line.split(whereSeparator: \.isWhitespace)
        if let index = words.firstIndex(of: "import"), index > 0, words[index - 1] == "public",
          index + 1 < words.count
        {
          result.insert(String(words[index + 1]))
        }
      }
    }
    return result
  }

  /// What the library products export: their targets and everything those re-export.
  static let exported: Set<String> = {
    let manifest = (try? SourceTree.text("Package.swift")) ?? ""
    var result = Set(libraryProducts(manifest: manifest).flatMap(\.targets))
    var queue = Array(result)
    while let module = queue.popLast() {
      for next in reExports(of: module) where !result.contains(next) {
        result.insert(next)
        queue.append(next)
      }
    }
    return result
  }()

  /// The public declarations of a file as `path:line: code`: a `public` or `open` modifier
  /// (`public import` too).
  static func publicDeclarations(in file: (path: String, text: String)) -> [String] {
    var found: [String] = []
    for (number, line) in SwiftSource.code(file.text)
      .split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      let words = line.split { !SwiftSource.isIdentifierByte($0.asciiValue ?? 0x80) }
      let declarations: Set<Substring> = ["class", "func", "var", "let", "subscript", "init"]
      let isPublic =
        words.contains("public")
        || zip(words, words.dropFirst()).contains { $0 == "open" && declarations.contains($1) }
      if isPublic {
        found.append("\(file.path):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
      }
    }
    return found
  }

  /// Every module under `Sources/` with Swift code, sorted.
  static let moduleNames = modules.keys.sorted()

  @Test func productsAndTheirReExportsAreRead() {
    #expect(Self.exported.isSuperset(of: ["KeyboardSim", "InputTraits", "TraitCoverage"]))
    // Re-exported: by the umbrella, and by KeyboardPresentation and KeyboardAvoidance.
    #expect(Self.exported.isSuperset(of: ["XKB", "KeyboardModel", "UIKitVocabulary"]))
    // Every module's errors are Diagnostics' `ModuleError`: InputTraits re-exports it.
    #expect(Self.exported.contains("Diagnostics"))
    #expect(!Self.exported.contains("JSONCoding"))
    #expect(!Self.exported.contains("TraitScan"))
    #expect(Self.moduleNames.count > 15, "Sources/ was not read")
  }

  @Test(arguments: moduleNames)
  func onlyExportedModulesDeclarePublicAPI(_ module: String) {
    guard !Self.exported.contains(module) else { return }
    let found = (Self.modules[module] ?? []).flatMap(Self.publicDeclarations)
    #expect(
      found.isEmpty,
      "\(module) is in no library product: make these package (or internal): \(found)")
  }

  @Test func publicInCommentsAndStringsIsNotADeclaration() {
    let file = (
      path: "X.swift",
      text: """
      // public func a()
      let b = "public var c"
      package func d() {}
      let open = 1
      public import Foundation
      open class E {}
      """
    )
    #expect(
      Self.publicDeclarations(in: file) == [
        "X.swift:5: public import Foundation", "X.swift:6: open class E {}",
      ])
  }
}
