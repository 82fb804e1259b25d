public import InputTraits

/// The on-screen keyboard for one keyboard type, idiom and xkb layout: its planes and keys.
///
/// Built by ``KeyboardCatalog`` from `Layouts/keyboards/<keyboardType>.json`, with the letters
/// plane taken from the locale's xkb layout.
///
/// ```swift
/// let catalog = try KeyboardCatalog()
/// let email = try catalog.keyboard(for: .emailAddress, idiom: .phone, layout: "us")
/// email.initialPlane.name  // "letters"
/// email.hasReturnKey       // true
/// email.plane(named: "letters")?.rows[3].map(\.label)
/// // ["123", "🌐", "🎤", "space", "@", ".", "return"]
/// ```
public struct VirtualKeyboard: Hashable, Sendable {
  /// The keyboard type this keyboard is shown for.
  public var keyboardType: KeyboardType
  /// The device family.
  public var idiom: UserInterfaceIdiom
  /// The xkb layout the letters come from, such as `us` or `fr(azerty)`.
  public var layout: String
  /// The planes, in file order.
  public var planes: [Plane]
  /// The index in ``planes`` of the plane shown when the keyboard appears.
  public var initialPlaneIndex: Int
  /// What `returnKeyType = .default` shows on this keyboard (`.go` on webSearch;
  /// docs/sources.md#websearch-return-key).
  public var defaultReturnKeyType: ReturnKeyType

  /// Creates a keyboard.
  public init(
    keyboardType: KeyboardType, idiom: UserInterfaceIdiom, layout: String, planes: [Plane],
    initialPlaneIndex: Int, defaultReturnKeyType: ReturnKeyType = .default
  ) {
    self.keyboardType = keyboardType
    self.idiom = idiom
    self.layout = layout
    self.planes = planes
    self.initialPlaneIndex = initialPlaneIndex
    self.defaultReturnKeyType = defaultReturnKeyType
  }

  /// The plane shown when the keyboard appears.
  public var initialPlane: Plane { planes[initialPlaneIndex] }

  /// The plane with this name, if any.
  public func plane(named name: String) -> Plane? { planes.first { $0.name == name } }

  /// Whether any plane has a return key (number pads and the iPhone twitter keyboard have none).
  public var hasReturnKey: Bool {
    planes.contains { $0.keys.contains { $0.kind == .return } }
  }
}

/// One plane of a virtual keyboard: letters, numbers ("123"), symbols ("#+="), or a pad.
public struct Plane: Hashable, Sendable {
  /// The plane's name, such as `letters`, `numbers`, `symbols` or `pad`.
  public var name: String
  /// The rows, top to bottom; each row left to right.
  public var rows: [[VirtualKey]]

  /// Creates a plane.
  public init(name: String, rows: [[VirtualKey]]) {
    self.name = name
    self.rows = rows
  }

  /// Every key, row by row.
  public var keys: [VirtualKey] { rows.flatMap { $0 } }

  /// Whether the plane has a shift key.
  public var hasShiftKey: Bool { keys.contains { $0.kind == .shift } }
}
