// swift-tools-version: 6.1
import PackageDescription

let swiftSettings: [SwiftSetting] = [
  .enableUpcomingFeature("InternalImportsByDefault"),
  .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
  name: "KeyboardSim",
  platforms: [.macOS(.v14), .iOS(.v16)],
  products: [
    // The whole simulator: typing on libxkbcommon, the text field, presentation, avoidance.
    .library(name: "KeyboardSim", targets: ["KeyboardSim"]),
    // Products for an app's own test target (on iOS too): no libxkbcommon, hunspell or
    // ArgumentParser (Tools/check-products.sh builds each alone and checks).
    .library(name: "InputTraits", targets: ["InputTraits"]),
    .library(name: "KeyboardPresentation", targets: ["KeyboardPresentation"]),
    .library(name: "KeyboardAvoidance", targets: ["KeyboardAvoidance"]),
    .library(name: "TraitCoverage", targets: ["TraitCoverage"]),
    .executable(name: "kbsim", targets: ["kbsim"]),
    // `swift package lint-traits`: kbsim scan --lint on the package that depends on this one.
    .plugin(name: "LintTraits", targets: ["LintTraits"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // The Swift project's own parser, for `kbsim scan`: 603 matches the Swift 6.3 toolchain.
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
  ],
  targets: [
    // MARK: - C library (headers and module map only)
    .systemLibrary(
      name: "CXKBCommon",
      pkgConfig: "xkbcommon xkbregistry",
      providers: [
        .apt(["libxkbcommon-dev", "libxkbregistry-dev"]),
        .brew(["libxkbcommon"]),
      ]
    ),

    .systemLibrary(
      name: "CHunspell",
      pkgConfig: "hunspell",
      providers: [
        .apt(["libhunspell-dev"]),
        .brew(["hunspell"]),
      ]
    ),

    // MARK: - Libraries
    .target(name: "Diagnostics", swiftSettings: swiftSettings),
    .target(
      name: "XKB", dependencies: ["CXKBCommon", "Diagnostics"], swiftSettings: swiftSettings),
    .target(name: "JSONCoding", dependencies: ["Diagnostics"], swiftSettings: swiftSettings),
    .target(
      name: "UIKitVocabulary", dependencies: ["Diagnostics", "JSONCoding"],
      swiftSettings: swiftSettings),
    .target(
      name: "InputTraits", dependencies: ["Diagnostics", "JSONCoding"], swiftSettings: swiftSettings
    ),
    .target(
      name: "TraitScan",
      dependencies: [
        "InputTraits", "JSONCoding", "Diagnostics",
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ],
      swiftSettings: swiftSettings
    ),
    .target(
      name: "LayoutsBundle",
      dependencies: ["Diagnostics"],
      resources: [.copy("../../Layouts")],
      swiftSettings: swiftSettings
    ),
    .target(
      name: "TraitCoverage", dependencies: ["InputTraits", "JSONCoding", "Diagnostics"],
      swiftSettings: swiftSettings),
    .target(
      name: "KeyboardModel",
      dependencies: ["Diagnostics", "InputTraits", "JSONCoding", "LayoutsBundle", "XKB"],
      swiftSettings: swiftSettings
    ),
    .target(
      name: "Spelling", dependencies: ["CHunspell", "Diagnostics"], swiftSettings: swiftSettings),
    .target(
      name: "Autocorrection",
      dependencies: ["Spelling", "KeyboardModel", "InputTraits", "Diagnostics", "JSONCoding"],
      swiftSettings: swiftSettings
    ),
    .target(
      name: "KeyboardPresentation",
      dependencies: [
        "Diagnostics", "InputTraits", "JSONCoding", "LayoutsBundle", "UIKitVocabulary",
      ],
      swiftSettings: swiftSettings
    ),
    .target(
      name: "KeyboardAvoidance", dependencies: ["Diagnostics", "JSONCoding", "UIKitVocabulary"],
      swiftSettings: swiftSettings),
    .target(
      name: "TextField",
      dependencies: [
        "Diagnostics", "JSONCoding", "InputTraits", "KeyboardModel", "UIKitVocabulary", "XKB",
      ],
      swiftSettings: swiftSettings
    ),
    // The one front door of a simulation: form scripts and their runner, and the typing
    // session every front end gets its engines from.
    .target(
      name: "Simulation",
      dependencies: [
        "Autocorrection", "Diagnostics", "InputTraits", "JSONCoding", "KeyboardAvoidance",
        "KeyboardModel", "KeyboardPresentation", "Spelling", "TextField", "TraitCoverage", "XKB",
      ],
      swiftSettings: swiftSettings
    ),
    // The umbrella: re-exports the public modules, nothing of its own.
    .target(
      name: "KeyboardSim",
      dependencies: [
        "XKB", "InputTraits", "KeyboardModel", "KeyboardPresentation", "KeyboardAvoidance",
        "TextField", "TraitCoverage", "Spelling", "Autocorrection", "Simulation",
      ],
      swiftSettings: swiftSettings
    ),

    // MARK: - Developer tools (verification against libxkbcommon, benchmarks): used by kbsim,
    // exported by no library product and not re-exported by the umbrella.
    .target(
      name: "DevTools",
      dependencies: [
        "Autocorrection", "Diagnostics", "InputTraits", "JSONCoding", "KeyboardModel", "Simulation",
        "Spelling", "TraitCoverage", "TraitScan", "XKB",
      ],
      swiftSettings: swiftSettings
    ),

    // MARK: - Fuzzing (docs/fuzzing.md): a libFuzzer target for every parser of outside input,
    // in no product and not in the umbrella; `kbsim-fuzz` drives them (Tools/fuzz.sh builds it
    // with -sanitize=fuzzer,address), FuzzTargetsTests replays the inputs that once crashed.
    .target(
      name: "FuzzTargets",
      dependencies: [
        "Autocorrection", "Diagnostics", "InputTraits", "JSONCoding", "Simulation",
        "KeyboardAvoidance", "KeyboardModel", "KeyboardPresentation", "TextField",
        "TraitCoverage", "TraitScan", "XKB",
      ],
      swiftSettings: swiftSettings
    ),
    .executableTarget(
      name: "kbsim-fuzz", dependencies: ["FuzzTargets"], swiftSettings: swiftSettings),

    // MARK: - Command-line tool
    .target(
      name: "KbsimCommands",
      dependencies: [
        "XKB", "InputTraits", "KeyboardModel", "KeyboardPresentation", "KeyboardAvoidance",
        "LayoutsBundle", "JSONCoding", "Diagnostics", "UIKitVocabulary", "Simulation", "TextField",
        "TraitScan", "TraitCoverage", "Spelling", "Autocorrection", "DevTools",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: swiftSettings
    ),
    .executableTarget(name: "kbsim", dependencies: ["KbsimCommands"], swiftSettings: swiftSettings),
    .plugin(
      name: "LintTraits",
      capability: .command(
        intent: .custom(
          verb: "lint-traits", description: "Scan the package's text fields and lint their traits")
      ),
      dependencies: ["kbsim"]),

    // MARK: - Tests
    // What the test targets share (golden files, running built executables, the gates on the
    // machine's xkb-data, Compose files, dictionaries and browser); no product depends on it.
    .target(
      name: "TestSupport", dependencies: ["XKB", "Spelling"], path: "Tests/TestSupport",
      swiftSettings: swiftSettings),
    .testTarget(
      name: "TestSupportTests", dependencies: ["TestSupport"], exclude: ["Goldens"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "XKBTests", dependencies: ["XKB", "TestSupport"], resources: [.copy("Fixtures")],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "InputTraitsTests", dependencies: ["InputTraits"], swiftSettings: swiftSettings),
    .testTarget(
      name: "TraitScanTests", dependencies: ["TraitScan", "InputTraits", "JSONCoding"],
      resources: [.copy("Fixtures")], swiftSettings: swiftSettings),
    .testTarget(name: "RepositoryTests", swiftSettings: swiftSettings),
    .testTarget(
      name: "DiagnosticsTests", dependencies: ["Diagnostics"], swiftSettings: swiftSettings),
    .testTarget(
      name: "UIKitVocabularyTests", dependencies: ["UIKitVocabulary", "JSONCoding"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "JSONCodingTests", dependencies: ["JSONCoding", "Diagnostics"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "KeyboardModelTests",
      dependencies: [
        "KeyboardModel", "XKB", "InputTraits", "DevTools", "Simulation", "TestSupport",
      ],
      exclude: ["Goldens"], resources: [.copy("Fixtures")], swiftSettings: swiftSettings),
    .testTarget(
      name: "KeyboardPresentationTests", dependencies: ["KeyboardPresentation", "InputTraits"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "KeyboardAvoidanceTests", dependencies: ["KeyboardAvoidance"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "TraitCoverageTests",
      dependencies: ["TraitCoverage", "InputTraits", "JSONCoding", "TestSupport"],
      exclude: ["Goldens"], swiftSettings: swiftSettings),
    .testTarget(
      name: "SpellingTests", dependencies: ["Spelling", "TestSupport"],
      resources: [.copy("Fixtures")], swiftSettings: swiftSettings),
    .testTarget(
      name: "AutocorrectionTests",
      dependencies: [
        "Autocorrection", "Spelling", "KeyboardModel", "InputTraits", "XKB", "TestSupport",
      ],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "SimulationTests",
      dependencies: [
        "KeyboardSim", "InputTraits", "JSONCoding", "KeyboardPresentation", "Simulation",
        "TestSupport",
      ],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "TextFieldTests",
      dependencies: [
        "TextField", "JSONCoding", "InputTraits", "KeyboardModel", "Simulation", "XKB",
        "TestSupport",
      ],
      exclude: ["Goldens"], swiftSettings: swiftSettings),
    // The DocC catalogs' examples (Sources/*/*.docc), compiled and run; each article holds
    // exactly its example's file (CatalogExampleTests).
    .testTarget(
      name: "DocumentationTests",
      dependencies: [
        "KeyboardSim", "InputTraits", "KeyboardPresentation", "KeyboardAvoidance", "TraitCoverage",
        "UIKitVocabulary", "TextField", "KeyboardModel", "XKB", "JSONCoding", "Diagnostics",
      ],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "FuzzTargetsTests", dependencies: ["FuzzTargets", "Diagnostics"], exclude: ["Fixtures"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "KbsimTests",
      dependencies: [
        "KbsimCommands", "kbsim", "JSONCoding", "KeyboardAvoidance", "Simulation", "TestSupport",
      ],
      exclude: ["Goldens"], swiftSettings: swiftSettings),
  ]
)
