/// A delegate that answers from ``DelegateRules``: the delegate a script's `"delegate"` object
/// describes, for text fields and text views.
///
/// ```swift
/// var rules = DelegateRules()
/// rules.shouldReturn = .next
/// let delegate = RulesDelegate(rules)
/// name.delegate = delegate       // the field does not retain its delegate: keep `delegate`
/// email.delegate = delegate
/// ```
@MainActor
public final class RulesDelegate: TextFieldDelegate, TextViewDelegate {
  /// The rules.
  public var rules: DelegateRules

  /// A delegate answering from `rules`.
  public init(_ rules: DelegateRules = DelegateRules()) {
    self.rules = rules
  }

  // MARK: - UITextFieldDelegate

  /// ``DelegateRules/shouldBeginEditing``.
  public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool {
    rules.shouldBeginEditing
  }

  /// ``DelegateRules/shouldEndEditing``.
  public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { rules.shouldEndEditing }

  /// ``DelegateRules/shouldClear``.
  public func textFieldShouldClear(_ textField: TextField) -> Bool { rules.shouldClear }

  /// The length and character rules; with ``DelegateRules/uppercases``, the delegate sets the
  /// upper-cased text itself and answers NO, as apps do.
  public func textField(
    _ textField: TextField, shouldChangeCharactersIn range: TextRange,
    replacementString string: String
  ) -> Bool {
    change(textField, range, string)
  }

  /// ``DelegateRules/shouldReturn``: `next` focuses the next field in focus order (resigning on
  /// the last), `resign` resigns; both then answer YES.
  public func textFieldShouldReturn(_ textField: TextField) -> Bool {
    performReturn(textField)
  }

  // MARK: - UITextViewDelegate

  /// ``DelegateRules/shouldBeginEditing``.
  public func textViewShouldBeginEditing(_ textView: TextView) -> Bool { rules.shouldBeginEditing }

  /// ``DelegateRules/shouldEndEditing``.
  public func textViewShouldEndEditing(_ textView: TextView) -> Bool { rules.shouldEndEditing }

  /// The change rules; a line break is Return: ``DelegateRules/shouldReturn`` `next` and
  /// `resign` act and answer NO (no line break), `false` answers NO.
  public func textView(
    _ textView: TextView, shouldChangeTextIn range: TextRange, replacementText text: String
  ) -> Bool {
    if text == "\n" {
      switch rules.shouldReturn {
      case .allow: break
      case .refuse: return false
      case .next, .resign:
        _ = performReturn(textView)
        return false
      }
    }
    return change(textView, range, text)
  }

  // MARK: - Shared

  private func change(_ field: TextInputView, _ range: TextRange, _ string: String) -> Bool {
    guard rules.admits(range, string, in: field.text) else { return false }
    guard rules.uppercases, string != string.uppercased() else { return true }
    var rewritten = field.editableText
    rewritten.replace(range, with: string.uppercased())
    field.text = rewritten.text
    return false
  }

  private func performReturn(_ field: TextInputView) -> Bool {
    switch rules.shouldReturn {
    case .allow: return true
    case .refuse: return false
    case .next:
      field.window?.focusNext(after: field)
      return true
    case .resign:
      field.resignFirstResponder()
      return true
    }
  }
}
