import Diagnostics
import Foundation

/// Explains a candidate that came from elsewhere (hunspell's suggestions) as the edit that
/// turns it into the typed word, with the ``SpellingModel``'s channel score.
enum EditClassifier {
  static func classify(
    typed: [UInt32], candidate: [UInt32], model: SpellingModel
  ) -> (channel: Double, edit: Edit) {
    func scalar(_ value: UInt32) -> Unicode.Scalar { Unicode.Scalar(value) ?? "?" }
    if typed == candidate { return (0, .none) }
    let prefix = zip(typed, candidate).prefix { $0 == $1 }.count
    if typed.count == candidate.count {
      let suffix = zip(typed.reversed(), candidate.reversed()).prefix { $0 == $1 }.count
      if prefix + suffix + 1 == typed.count {
        return (
          model.substitution(typed: scalar(typed[prefix]), intended: scalar(candidate[prefix])),
          .substitution(
            position: prefix, intended: scalar(candidate[prefix]), typed: scalar(typed[prefix]))
        )
      }
      if prefix + suffix + 2 == typed.count, typed[prefix] == candidate[prefix + 1],
        typed[prefix + 1] == candidate[prefix]
      {
        return (model.transposition, .transposition(position: prefix))
      }
    } else if candidate.count == typed.count + 1,
      Array(candidate[..<prefix]) + Array(candidate[(prefix + 1)...]) == typed
    {
      let previous = prefix > 0 ? scalar(candidate[prefix - 1]) : nil
      return (
        model.omission(of: scalar(candidate[prefix]), after: previous),
        .omission(position: prefix, letter: scalar(candidate[prefix]))
      )
    } else if typed.count == candidate.count + 1,
      Array(typed[..<prefix]) + Array(typed[(prefix + 1)...]) == candidate
    {
      let before = prefix > 0 ? scalar(typed[prefix - 1]) : nil
      let after = prefix + 1 < typed.count ? scalar(typed[prefix + 1]) : nil
      return (
        model.insertion(of: scalar(typed[prefix]), before: before, after: after),
        .insertion(position: prefix, letter: scalar(typed[prefix]))
      )
    }
    let text = { (key: [UInt32]) in
      String(String.UnicodeScalarView(key.compactMap(Unicode.Scalar.init)))
    }
    let edits = max(2, Suggestion.editDistance(text(typed), text(candidate)))
    return (
      log(SpellingModel.substitutionShare) + Double(edits - 1) * SpellingModel.extraEdit,
      .other(edits: edits)
    )
  }
}
