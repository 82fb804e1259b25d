import KeyboardPresentation
import Testing

/// Every public value type is `Sendable` (public value types are `Sendable`); this fails to compile
/// otherwise.
struct SendableTests {
  private func requireSendable<T: Sendable>(_: T.Type) {}

  @Test func publicValueTypesAreSendable() {
    requireSendable(Device.self)
    requireSendable(DeviceCatalog.self)
    requireSendable(KeyboardGeometry.self)
    requireSendable(KeyboardSetup.self)
    requireSendable(KeyboardFrame.self)
    requireSendable(KeyboardPresenter.self)
    requireSendable(KeyboardEvent.self)
    requireSendable(KeyboardTransition.self)
    requireSendable(KeyboardNotification.self)
    requireSendable(PresentationOptions.self)
    requireSendable(PresentationError.self)
    requireSendable(SimulatedScreen.self)
  }
}
