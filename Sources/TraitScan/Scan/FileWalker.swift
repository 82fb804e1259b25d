import Foundation

/// Lists the files a scan reads: the paths given, directories recursively (hidden entries and
/// symbolic links to directories skipped), without excluded and generated paths.
struct FileWalker {
  /// What the walk found.
  struct Listing {
    var files: [(path: String, kind: SourceKind)] = []
    var missing: [String] = []
    var unsupported: [String] = []
    var dangling: [String] = []
    var generatedSkipped = 0
    var excluded = 0
    /// `project.pbxproj`, `Info.plist` and `Package.swift` files (``ProjectSettings``).
    var settings: [String] = []
  }

  /// Folder names that hold generated copies of sources.
  static let generatedFolderNames: Set<String> = ["build", "Build", "DerivedData", ".build"]
  /// Folder extensions that hold generated copies of sources.
  static let generatedFolderExtensions: Set<String> = ["xcloc", "xcarchive", "xcresult"]

  let options: ScanOptions

  func list() -> Listing {
    var listing = Listing()
    let manager = FileManager.default
    for path in options.paths {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        listing.missing.append(path)
        continue
      }
      if !isDirectory.boolValue {
        if let kind = SourceKind(path: path) {
          listing.files.append((path, kind))
        } else {
          listing.unsupported.append(path)
        }
        continue
      }
      walk(directory: path, into: &listing)
    }
    return listing
  }

  static func isGenerated(_ name: String) -> Bool {
    generatedFolderNames.contains(name)
      || generatedFolderExtensions.contains(FileName.pathExtension(name))
  }

  private func isExcluded(_ path: String, name: String) -> Bool {
    options.excludes.contains { pattern in
      fnmatch(pattern, path, 0) == 0 || fnmatch(pattern, name, 0) == 0
    }
  }

  private func walk(directory: String, into listing: inout Listing) {
    let manager = FileManager.default
    guard let names = try? manager.contentsOfDirectory(atPath: directory) else { return }
    for name in names.sorted() where !name.hasPrefix(".") {
      let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        // A symbolic link to nothing.
        if SourceKind(path: name) != nil { listing.dangling.append(path) }
        continue
      }
      if isDirectory.boolValue {
        if let attributes = try? manager.attributesOfItem(atPath: path),
          attributes[.type] as? FileAttributeType == .typeSymbolicLink
        {
          continue
        }
        if isExcluded(path, name: name) {
          listing.excluded += count(in: path)
        } else if !options.includeGenerated, Self.isGenerated(name) {
          listing.generatedSkipped += count(in: path)
        } else {
          walk(directory: path, into: &listing)
        }
      } else {
        if ProjectSettings.isSettingsFile(name), !isExcluded(path, name: name) {
          listing.settings.append(path)
        }
        guard let kind = SourceKind(path: name) else { continue }
        if isExcluded(path, name: name) {
          listing.excluded += 1
        } else {
          listing.files.append((path, kind))
        }
      }
    }
  }

  /// The number of scannable files below `directory`.
  private func count(in directory: String) -> Int {
    guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return 0 }
    var count = 0
    while let relative = enumerator.nextObject() as? String {
      if SourceKind(path: relative) != nil { count += 1 }
    }
    return count
  }
}
