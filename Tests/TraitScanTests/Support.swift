import Foundation
import InputTraits
import Testing
import TraitScan

/// Fixtures and small helpers shared by the scanner tests.
enum Support {
  /// The path of a file in Fixtures/.
  static func fixture(_ name: String) throws -> String {
    let folder = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
    return folder.appendingPathComponent(name).path
  }

  /// A storyboard with one scene around `body` (elements inside the controller's view).
  static func storyboard(_ body: String, runtime: String = "iOS.CocoaTouch") -> Data {
    Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="\(runtime)">
        <scenes>
          <scene sceneID="s1">
            <objects>
              <viewController id="vc" customClass="FormViewController" sceneMemberID="viewController">
                <view key="view" id="v">
                  <subviews>
      \(body)
                  </subviews>
                </view>
              </viewController>
            </objects>
          </scene>
        </scenes>
      </document>
      """.utf8)
  }

  static func scanIB(_ data: Data, file: String = "Form.storyboard") throws -> [ScannedField] {
    try InterfaceBuilderScanner().scan(data, file: file).fields
  }

  static func scanSwift(_ source: String, file: String = "View.swift") throws -> [ScannedField] {
    try SwiftScanner().scan(Data(source.utf8), file: file)
  }

  static func scanObjC(_ source: String, file: String = "Controller.m") throws -> [ScannedField] {
    try ObjCScanner().scan(Data(source.utf8), file: file)
  }

  /// The declared traits as `trait=value` text.
  static func traits(_ field: ScannedField?) -> String { field?.declared.text ?? "<no field>" }

  /// A temporary directory, removed by the caller.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "traitscan-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// The error `body` throws, or nil.
  static func scanError(_ body: () throws -> Any) -> ScanError? {
    do {
      _ = try body()
      return nil
    } catch let error as ScanError {
      return error
    } catch {
      return nil
    }
  }
}
