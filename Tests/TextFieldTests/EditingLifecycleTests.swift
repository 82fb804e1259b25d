import Testing
import TextField

/// The machine alone: the steps of each transition in each order, without delegates.
struct EditingLifecycleTests {
  typealias Step = EditingLifecycle.Step

  @Test func textFieldBeginFollowsTheCorrectedOrder() {
    var lifecycle = EditingLifecycle(kind: .textField)
    let steps = lifecycle.begin(clearsText: true)
    #expect(
      steps == [
        .attach, .clearForBegin, .send(.editingDidBegin), .call(.didBeginEditing), .post(.didBegin),
        .keyboard(.focus), .selectionChange,
      ])
    #expect(lifecycle.isEditing)
  }

  @Test func legacyOrderPutsTheDelegateFirst() {
    var lifecycle = EditingLifecycle(kind: .textField, order: .legacy)
    #expect(
      lifecycle.begin(clearsText: false) == [
        .attach, .call(.didBeginEditing), .send(.editingDidBegin), .post(.didBegin),
        .keyboard(.focus),
        .selectionChange,
      ])
    #expect(
      lifecycle.end(hidesKeyboard: true) == [
        .detach, .keyboard(.resign), .call(.didEndEditing), .send(.editingDidEnd), .post(.didEnd),
      ])
  }

  @Test func textViewGetsTheKeyboardBeforeDidBegin() {
    var lifecycle = EditingLifecycle(kind: .textView)
    #expect(
      lifecycle.begin(clearsText: false) == [
        .attach, .keyboard(.focus), .call(.didBeginEditing), .post(.didBegin), .selectionChange,
      ])
    #expect(
      lifecycle.change() == [
        .ask(.shouldChange), .apply, .selectionChange, .call(.didChange), .post(.didChange),
      ])
  }

  @Test func endWithoutHidingHasNoKeyboardCue() {
    var lifecycle = EditingLifecycle(kind: .textField)
    _ = lifecycle.begin(clearsText: false)
    #expect(
      lifecycle.end(hidesKeyboard: false) == [
        .detach, .send(.editingDidEnd), .call(.didEndEditing), .post(.didEnd),
      ])
    #expect(!lifecycle.isEditing)
  }

  @Test func aChangeAsksAppliesThenReports() {
    let lifecycle = EditingLifecycle(kind: .textField)
    #expect(
      lifecycle.change() == [
        .ask(.shouldChange), .apply, .selectionChange, .send(.editingChanged), .post(.didChange),
      ])
  }

  @Test func theClearButtonOfAnIdleFieldBeginsEditing() {
    let lifecycle = EditingLifecycle(kind: .textField)
    #expect(
      lifecycle.clearButton() == [
        .ask(.shouldClear), .clearText, .send(.editingChanged), .post(.didChange),
        .becomeFirstResponder,
      ])
  }

  @Test func returnAsksThenSendsTheExitEvents() {
    let lifecycle = EditingLifecycle(kind: .textField)
    #expect(
      lifecycle.returnKey() == [
        .ask(.shouldReturn), .send(.editingDidEndOnExit), .send(.primaryActionTriggered),
        .resignIfExitAction,
      ])
  }

  @Test func aChangeFromCodeSendsNoControlEventOrNotification() {
    var lifecycle = EditingLifecycle(kind: .textField)
    #expect(lifecycle.programmaticChange() == [.apply])
    _ = lifecycle.begin(clearsText: false)
    #expect(lifecycle.programmaticChange() == [.apply, .selectionChange])
  }

  // MARK: - Each assumed order, flipped by its member of EventOrder

  @Test func keyboardHideAfterTheEndEvents() {
    var order = EventOrder()
    order.keyboardHide = .afterEndEvents
    var lifecycle = EditingLifecycle(kind: .textField, order: order)
    _ = lifecycle.begin(clearsText: false)
    #expect(
      lifecycle.end(hidesKeyboard: true) == [
        .detach, .send(.editingDidEnd), .call(.didEndEditing), .post(.didEnd), .keyboard(.resign),
      ])
  }

  @Test(arguments: [
    (EventOrder.BeginSelectionChange.beforeKeyboard, [Step.selectionChange, .keyboard(.focus)]),
    (.none, [Step.keyboard(.focus)]),
  ])
  func beginSelectionChangePlacement(placement: EventOrder.BeginSelectionChange, tail: [Step]) {
    var order = EventOrder()
    order.beginSelectionChange = placement
    var lifecycle = EditingLifecycle(kind: .textField, order: order)
    #expect(Array(lifecycle.begin(clearsText: false).suffix(tail.count)) == tail)
  }

  @Test func selectionChangeAfterTheNotification() {
    var order = EventOrder()
    order.selectionChange = .afterNotification
    let lifecycle = EditingLifecycle(kind: .textField, order: order)
    #expect(
      lifecycle.change() == [
        .ask(.shouldChange), .apply, .send(.editingChanged), .post(.didChange), .selectionChange,
      ])
  }

  @Test func clearButtonWithoutEditingChanged() {
    var order = EventOrder()
    order.clearButtonSendsEditingChanged = false
    var lifecycle = EditingLifecycle(kind: .textField, order: order)
    _ = lifecycle.begin(clearsText: false)
    #expect(
      lifecycle.clearButton() == [
        .ask(.shouldClear), .clearText, .selectionChange, .post(.didChange),
      ])
  }

  @Test(arguments: [
    (
      EventOrder.PrimaryActionPlacement.beforeEditingDidEndOnExit,
      [
        Step.ask(.shouldReturn), .send(.primaryActionTriggered), .send(.editingDidEndOnExit),
        .resignIfExitAction,
      ]
    ),
    (.none, [Step.ask(.shouldReturn), .send(.editingDidEndOnExit), .resignIfExitAction]),
  ])
  func primaryActionPlacement(placement: EventOrder.PrimaryActionPlacement, steps: [Step]) {
    var order = EventOrder()
    order.primaryAction = placement
    #expect(EditingLifecycle(kind: .textField, order: order).returnKey() == steps)
  }

  @Test func programmaticSelectionChangeCanBeTurnedOff() {
    var order = EventOrder()
    order.programmaticSelectionChange = false
    var lifecycle = EditingLifecycle(kind: .textField, order: order)
    _ = lifecycle.begin(clearsText: false)
    #expect(lifecycle.programmaticChange() == [.apply])
  }
}
