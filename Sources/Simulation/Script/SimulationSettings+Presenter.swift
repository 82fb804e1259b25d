import Diagnostics
import KeyboardPresentation

extension SimulationSettings {
  /// The presenter these settings describe, at time zero; an error names the setting at fault
  /// through `place` (`script.json:2:13: at device`).
  func presenter(in catalog: DeviceCatalog, place: (String) -> String)
    throws(PresentationError) -> KeyboardPresenter
  {
    var device: Device
    do {
      device = try catalog.device(id: self.device)
      if displayZoom { device = try catalog.zoomed(device) }
    } catch {
      throw PresentationError(wrapping: error, code: error.code, context: place("device"))
    }
    var keyboard: KeyboardPresenter
    do {
      keyboard = try KeyboardPresenter(
        device: device, orientation: orientation, iOS: iOS, options: options,
        hardwareKeyboard: hardwareKeyboard)
    } catch {
      throw PresentationError(wrapping: error, code: error.code, context: place("ios"))
    }
    keyboard.motion = motion
    keyboard.windowMode = windowMode
    do {
      _ = try keyboard.setPredictiveBar(predictiveBar)
    } catch {
      throw PresentationError(wrapping: error, code: error.code, context: place("predictiveBar"))
    }
    return keyboard
  }
}
