import Foundation
import Testing

/// Developer tools (verification against libxkbcommon, benchmarks, the raw libxkbcommon loop)
/// live in `DevTools`, which the `kbsim` tool uses and no library product exports (README.md,
/// "Modules").
struct DevToolsBoundaryTests {
  /// Only the tool's commands, the developer tools themselves and tests import `DevTools`.
  @Test func onlyTheCommandsImportDevTools() {
    let importers = SourceTree.swiftFiles(under: "Sources")
      .filter { SourceTree.imports(in: $0.text).contains("DevTools") }
      .map(\.path)
      .filter { !$0.hasPrefix("Sources/KbsimCommands/") && !$0.hasPrefix("Sources/DevTools/") }
    #expect(importers.isEmpty, "DevTools imported by \(importers)")
  }

  /// No product names the target, and the umbrella neither depends on it nor re-exports it.
  @Test func noProductExportsDevTools() throws {
    let manifest = try SourceTree.text("Package.swift")
    let products = try #require(manifest.range(of: "products: ["))
    let productsEnd = try #require(
      manifest.range(of: "],", range: products.upperBound..<manifest.endIndex))
    #expect(!manifest[products.upperBound..<productsEnd.lowerBound].contains("DevTools"))
    // The umbrella target: `name: "KeyboardSim",` followed by its dependency list.
    let umbrella = try #require(
      manifest.range(of: #"name: "KeyboardSim",\s*dependencies: \["#, options: .regularExpression))
    let umbrellaEnd = try #require(
      manifest.range(of: "]", range: umbrella.upperBound..<manifest.endIndex))
    let dependencies = manifest[umbrella.upperBound..<umbrellaEnd.lowerBound]
    #expect(dependencies.contains("KeyboardModel"), "found the umbrella's dependencies")
    #expect(!dependencies.contains("DevTools"))
    for file in SourceTree.swiftFiles(under: "Sources/KeyboardSim") {
      #expect(!SourceTree.imports(in: file.text).contains("DevTools"), "\(file.path)")
    }
  }

  /// The developer tools reach the C library only through XKB's package seams.
  @Test func devToolsDoNotImportTheCLibrary() {
    let offenders = SourceTree.swiftFiles(under: "Sources/DevTools")
      .filter { SourceTree.imports(in: $0.text).contains("CXKBCommon") }
      .map(\.path)
    #expect(offenders.isEmpty)
  }
}
