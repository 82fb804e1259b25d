// swift-tools-version: 6.1
// An app's test target using KeyboardSim's libraries: the sign-up form's keyboard handling,
// tested with Swift Testing on any machine. In an iOS app, `SignUpForm` is the app target and
// the tests run in the iOS Simulator; the products used here need neither libxkbcommon nor
// hunspell.
import PackageDescription

let package = Package(
  name: "SignUpForm",
  platforms: [.macOS(.v14), .iOS(.v16)],
  dependencies: [.package(name: "KeyboardSim", path: "../..")],
  targets: [
    .target(
      name: "SignUpForm",
      dependencies: [.product(name: "KeyboardAvoidance", package: "KeyboardSim")]),
    .testTarget(
      name: "SignUpFormTests",
      dependencies: [
        "SignUpForm",
        .product(name: "KeyboardAvoidance", package: "KeyboardSim"),
        .product(name: "KeyboardPresentation", package: "KeyboardSim"),
        .product(name: "InputTraits", package: "KeyboardSim"),
      ]),
  ]
)
