// swift-tools-version: 6.1
import PackageDescription

let swiftSettings: [SwiftSetting] = [
  .enableUpcomingFeature("InternalImportsByDefault"),
  .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
  name: "KeyboardSim",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "KeyboardSim", targets: ["KeyboardSim"]),
    .executable(name: "kbsim", targets: ["kbsim"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
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

    // MARK: - Libraries
    .target(name: "Diagnostics", swiftSettings: swiftSettings),
    .target(name: "XKB", dependencies: ["CXKBCommon", "Diagnostics"], swiftSettings: swiftSettings),
    .target(name: "JSONCoding", dependencies: ["Diagnostics"], swiftSettings: swiftSettings),
    .target(name: "JSONInput", swiftSettings: swiftSettings),
    .target(name: "InputTraits", dependencies: ["Diagnostics", "JSONCoding"], swiftSettings: swiftSettings),
    .target(
      name: "LayoutsBundle",
      resources: [.copy("../../Layouts")],
      swiftSettings: swiftSettings
    ),
    .target(
      name: "KeyboardModel",
      dependencies: ["XKB", "InputTraits", "LayoutsBundle", "JSONInput"],
      swiftSettings: swiftSettings
    ),
    .target(
      name: "KeyboardPresentation",
      dependencies: ["InputTraits", "LayoutsBundle", "JSONInput"],
      swiftSettings: swiftSettings
    ),
    .target(name: "KeyboardAvoidance", dependencies: ["JSONCoding"], swiftSettings: swiftSettings),
    .target(
      name: "KeyboardSim",
      dependencies: [
        "XKB", "InputTraits", "KeyboardModel", "KeyboardPresentation", "KeyboardAvoidance",
      ],
      swiftSettings: swiftSettings
    ),

    // MARK: - Developer tools (verification against libxkbcommon, benchmarks): used by kbsim,
    // exported by no library product and not re-exported by the umbrella.
    .target(
      name: "DevTools",
      dependencies: ["XKB", "InputTraits", "KeyboardModel", "JSONInput"],
      swiftSettings: swiftSettings
    ),

    // MARK: - Command-line tool
    .target(
      name: "KbsimCommands",
      dependencies: [
        "XKB", "InputTraits", "KeyboardModel", "KeyboardPresentation", "KeyboardAvoidance",
        "LayoutsBundle", "JSONInput", "KeyboardSim", "DevTools",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: swiftSettings
    ),
    .executableTarget(name: "kbsim", dependencies: ["KbsimCommands"], swiftSettings: swiftSettings),

    // MARK: - Tests
    .testTarget(
      name: "XKBTests", dependencies: ["XKB"], resources: [.copy("Fixtures")],
      swiftSettings: swiftSettings),
    .testTarget(name: "InputTraitsTests", dependencies: ["InputTraits"], swiftSettings: swiftSettings),
    .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics"], swiftSettings: swiftSettings),
    .testTarget(name: "JSONCodingTests", dependencies: ["JSONCoding", "Diagnostics"], swiftSettings: swiftSettings),
    .testTarget(name: "JSONInputTests", dependencies: ["JSONCoding"], swiftSettings: swiftSettings),
    .testTarget(
      name: "KeyboardModelTests", dependencies: ["KeyboardModel", "XKB", "InputTraits", "DevTools"],
      exclude: ["Traces"], resources: [.copy("Fixtures")], swiftSettings: swiftSettings),
    .testTarget(
      name: "KeyboardPresentationTests", dependencies: ["KeyboardPresentation", "InputTraits"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "KeyboardAvoidanceTests", dependencies: ["KeyboardAvoidance"],
      swiftSettings: swiftSettings),
    .testTarget(name: "KeyboardSimTests", dependencies: ["KeyboardSim"], swiftSettings: swiftSettings),
    .testTarget(
      name: "KbsimTests", dependencies: ["KbsimCommands", "kbsim"],
      exclude: ["Snapshots", "LintSnapshots", "SimulateGoldens", "TypeSnapshots"],
      swiftSettings: swiftSettings),
  ]
)
