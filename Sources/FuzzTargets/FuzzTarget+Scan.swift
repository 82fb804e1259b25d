import Foundation
import JSONCoding
import TraitScan

extension FuzzTarget {
  /// A storyboard or xib, scanned as `kbsim scan` scans it, its fields linted and printed.
  static let scanInterfaceBuilder = FuzzTarget(
    "scan-xml", "kbsim scan of storyboards and xibs (InterfaceBuilderScanner)", syntax: .xml,
    seeds: [
      .files(under: ["examples/scan", "Tests/TraitScanTests"], extensions: ["storyboard", "xib"])
    ]
  ) { data in
    try report(InterfaceBuilderScanner().scan(data, file: "Main.storyboard").fields)
  }

  /// Swift source, scanned with swift-syntax as `kbsim scan` scans it.
  static let scanSwift = FuzzTarget(
    "scan-swift", "kbsim scan of Swift source (SwiftScanner)", syntax: .swift,
    seeds: [.files(under: ["examples/scan", "examples/AppTests/Sources"], extensions: ["swift"])]
  ) { data in
    try report(SwiftScanner().scan(data, file: "View.swift"))
  }

  /// Objective-C source, scanned as `kbsim scan` scans it.
  static let scanObjectiveC = FuzzTarget(
    "scan-objc", "kbsim scan of Objective-C source (ObjCScanner)", syntax: .objc,
    seeds: [.files(under: ["examples/scan"], extensions: ["m", "h"])]
  ) { data in
    try report(ObjCScanner().scan(data, file: "ViewController.m"))
  }

  /// Lints the fields and prints them as `kbsim scan --format jsonl` does.
  private static func report(_ fields: [ScannedField]) throws(FuzzViolation) {
    _ = ScanLinter().lint(fields)
    for field in fields {
      try OutputRules.json(JSONWriter.line(field.json), "scanned field")
    }
  }
}
