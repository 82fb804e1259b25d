package import Foundation
package import InputTraits

/// What an Xcode project or Swift package says about the app as a whole: its device family
/// (`TARGETED_DEVICE_FAMILY` in `project.pbxproj`, `UIDeviceFamily` in `Info.plist`) and its
/// deployment target (`IPHONEOS_DEPLOYMENT_TARGET`, `.iOS(.v16)` in `Package.swift`).
///
/// ```swift
/// var settings = ProjectSettings()
/// settings.read(Data("TARGETED_DEVICE_FAMILY = 2;".utf8), file: "App.xcodeproj/project.pbxproj")
/// settings.idiom  // .pad: an iPad-only app has no iPhone number pads
/// ```
package struct ProjectSettings: Hashable, Sendable {
  /// The device families the app's iOS targets declare (1 iPhone, 2 iPad), with the file that
  /// said so first.
  package var families: Set<Int> = []
  /// Where the families were read.
  package var familySource: String?
  /// The lowest iOS major version a target is deployed to.
  package var deploymentTarget: Int?
  /// Whether a project file (`project.pbxproj`, `Package.swift`) was read: the scan covers a
  /// whole project, so a type nothing mentions is unused rather than used elsewhere.
  package var readProjectFile = false

  /// Nothing read.
  package init() {}

  /// The file names this reads.
  package static func isSettingsFile(_ name: String) -> Bool {
    name == "project.pbxproj" || name == "Info.plist" || name == "Package.swift"
  }

  /// The idiom to lint for: iPad when every iOS target is iPad-only, iPhone when any target
  /// runs on iPhone, nil when nothing says.
  package var idiom: UserInterfaceIdiom? {
    if families.contains(1) { return .phone }
    if families.contains(2) { return .pad }
    return nil
  }

  /// Reads one settings file.
  package mutating func read(_ data: Data, file: String) {
    let text = String(decoding: data, as: UTF8.self)
    let name = file.split(separator: "/").last.map(String.init) ?? file
    var found: Set<Int> = []
    if name != "Info.plist" { readProjectFile = true }
    switch name {
    case "project.pbxproj":
      for value in Self.values(of: "TARGETED_DEVICE_FAMILY", in: text) {
        found.formUnion(value.split(separator: ",").compactMap { Int($0) })
      }
      for value in Self.values(of: "IPHONEOS_DEPLOYMENT_TARGET", in: text) {
        note(target: value)
      }
    case "Info.plist":
      if let range = text.range(of: "<key>UIDeviceFamily</key>"),
        let end = text[range.upperBound...].range(of: "</array>")
      {
        let array = text[range.upperBound..<end.lowerBound]
        for part in array.components(separatedBy: "<integer>").dropFirst() {
          if let number = Int(part.prefix { $0.isNumber }) { found.insert(number) }
        }
      }
    default:
      // Package.swift: .iOS(.v16), .iOS("16.0").
      if let range = text.range(of: ".iOS(") {
        let rest = text[range.upperBound...].drop { !$0.isNumber }.prefix { $0.isNumber }
        note(target: String(rest))
      }
    }
    let iOS = found.intersection([1, 2])
    if !iOS.isEmpty {
      families.formUnion(iOS)
      familySource = familySource ?? file
    }
  }

  private mutating func note(target: String) {
    guard let major = Int(target.prefix { $0.isNumber }) else { return }
    deploymentTarget = min(deploymentTarget ?? major, major)
  }

  /// The values of a build setting: `NAME = value;` and `NAME = "value";`.
  static func values(of setting: String, in text: String) -> [String] {
    var result: [String] = []
    var rest = text[...]
    while let range = rest.range(of: setting + " = ") {
      let value = rest[range.upperBound...].prefix { $0 != ";" && $0 != "\n" }
      result.append(value.trimmingCharacters(in: CharacterSet(charactersIn: "\" ")))
      rest = rest[range.upperBound...]
    }
    return result
  }
}
