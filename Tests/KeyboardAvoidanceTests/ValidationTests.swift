import Foundation
import KeyboardAvoidance
import Testing

struct ValidationTests {
  @Test func validSceneValidates() throws {
    try Scenes.b1().validate()
  }

  static var bad: [(String, (inout AvoidanceScene) -> Void, String)] {
    [
      (
        "NaN", { $0.screenSize.height = .nan },
        "screenSize.height: expected a finite number, found nan"
      ),
      (
        "infinite", { $0.scrollViews[0].contentOffset.y = .infinity },
        "scrollViews[0].contentOffset.y: expected a finite number, found inf"
      ),
      (
        "negative", { $0.scrollViews[0].contentSize.height = -5 },
        "scrollViews[0].contentSize.height: expected a non-negative size, found -5"
      ),
      (
        "target", { $0.target = CGRect(x: 0, y: 0, width: 10, height: CGFloat.nan) },
        "target.height: expected a finite number, found nan"
      ),
    ]
  }

  @Test func invalidGeometryNamesTheProperty() {
    for (name, mutate, message) in Self.bad {
      var scene = Scenes.b1()
      mutate(&scene)
      let error = #expect(throws: AvoidanceError.self, "\(name)") { try scene.validate() }
      #expect(error?.code == .invalidGeometry)
      #expect(error?.message == message)
    }
  }
}
