public import Foundation

/// The numbers text-field geometry is built from, each with its source
/// (docs/sources.md#text-field-geometry).
///
/// Marks as in docs/sources.md: [M] decompiled iOS 26.1 UIKit or several reports; [L] one report or
/// our own inference. The font measures are estimates: KeyboardSim has no font engine.
///
/// ```swift
/// TextFieldMetrics.inset(for: .roundedRect)  // top 2, left 7, bottom 2, right 7
/// TextFieldMetrics.lineHeight(fontSize: 17)  // 20.287…
/// ```
public enum TextFieldMetrics {
  /// The text inset from the bounds per border style (top, left, bottom, right) [M].
  public static func inset(for style: BorderStyle) -> (
    top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
  ) {
    switch style {
    case .none: (0, 0, 0, 0)
    case .line: (2, 2, 2, 2)
    case .bezel: (4, 7, 1, 7)
    case .roundedRect: (2, 7, 2, 7)
    }
  }

  /// The clear button's side: 19 pt [M] (28 on visionOS).
  public static let clearButtonSide: CGFloat = 19
  /// How far the clear button's right edge sits from the field's: 5 pt [M].
  public static let clearButtonTrailingGap: CGFloat = 5
  /// How much the text narrows while the clear button shows: 27 pt [M].
  public static let clearButtonTextShrink: CGFloat = 27
  /// The smallest content height of a rounded-rect field: 30 pt, plus 4 for the border [M].
  public static let roundedRectMinimumContentHeight: CGFloat = 30
  /// The caret's width: 2 pt [L].
  public static let caretWidth: CGFloat = 2
  /// The room `adjustsFontSizeToFitWidth` keeps beside the caret: 10 pt [M].
  public static let fitWidthSlack: CGFloat = 10

  /// The system font's line height: 1.193 em, SF Pro's ascender plus descender [L, estimate].
  public static func lineHeight(fontSize: CGFloat) -> CGFloat { fontSize * 1.193359375 }

  /// The estimated advance of one grapheme: 1 em for wide characters (CJK, emoji), 0.55 em
  /// otherwise [L, estimate].
  public static func advance(of character: Character, fontSize: CGFloat) -> CGFloat {
    isWide(character) ? fontSize : fontSize * 0.55
  }

  /// The estimated width of `text` in the system font at `fontSize` [L, estimate].
  public static func width(of text: some StringProtocol, fontSize: CGFloat) -> CGFloat {
    text.reduce(0) { $0 + advance(of: $1, fontSize: fontSize) }
  }

  private static func isWide(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first else { return false }
    if character.unicodeScalars.count > 1 && scalar.properties.isEmoji { return true }
    if scalar.properties.isEmojiPresentation { return true }
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
      0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
