/// A first-responder change that rides a modal presentation
/// (docs/sources.md#modal-presentation-keyboard).
public enum ModalTransition: String, CaseIterable, Hashable, Sendable {
  /// A view controller is presented modally and its field becomes first responder as it
  /// appears.
  case presenting
  /// The presented view controller is dismissed while its field is first responder.
  case dismissing
}

extension KeyboardPresenter {
  /// A view controller is presented modally and `field` becomes first responder during the
  /// presentation: the keyboard rides the presentation.
  ///
  /// The show lasts 0.4 s; before iOS 13 it starts a whole screen height lower than usual
  /// (`y = 2H − h`), from iOS 13 (sheets) at the screen's bottom edge
  /// (``PresentationOptions/ModalPresentationStyle``). A focus while the keyboard is already
  /// up posts as ``focus(_:)`` does.
  ///
  /// ```swift
  /// try keyboard.presentModally(focusing: email)  // WCF, WS from (0, 883, 320, 253), 0.4 s
  /// ```
  ///
  /// - Throws: What ``focus(_:)`` throws.
  public mutating func presentModally(focusing field: InputField) throws(PresentationError)
    -> [KeyboardNotification]
  {
    modalTransition = .presenting
    defer { modalTransition = nil }
    return try focus(field)
  }

  /// The modally presented view controller is dismissed with its field first responder.
  ///
  /// The keyboard leaves with it. From iOS 9 the hide's end frame has height 0 at the bottom
  /// edge; before, it ends a whole screen height lower than usual at full height
  /// (docs/sources.md#modal-presentation-keyboard).
  ///
  /// ```swift
  /// try keyboard.dismissModal()  // WCF, WH to (0, 667, 375, 0)
  /// ```
  public mutating func dismissModal() throws(PresentationError) -> [KeyboardNotification] {
    modalTransition = .dismissing
    defer { modalTransition = nil }
    return try resign()
  }

  /// The resolved shape of a modal presentation's show on this release.
  var modalShowStyle: PresentationOptions.ModalPresentationStyle {
    switch options.modalPresentation {
    case .byVersion: geometry.iOS.major >= 13 ? .sheet : .fullScreen
    case let style: style
    }
  }

  /// The resolved shape of a modal dismissal's hide on this release.
  var modalDismissStyle: PresentationOptions.ModalPresentationStyle {
    switch options.modalPresentation {
    case .byVersion: geometry.iOS.major >= 9 ? .sheet : .fullScreen
    case let style: style
    }
  }

  /// How long a show riding a modal presentation lasts: 0.4 s (docs/sources.md#modal-presentation-keyboard).
  static let modalShowDuration = Duration.milliseconds(400)
}
