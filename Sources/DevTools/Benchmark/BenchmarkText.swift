import Diagnostics
import KeyboardModel

/// Deterministic benchmark texts: original seed prose, its sentences shuffled with a fixed seed
/// and repeated until the text reaches the requested size in UTF-8 bytes.
///
/// ```swift
/// let english = BenchmarkText.make(.english, bytes: 1 << 20)  // 1 MiB
/// ```
package enum BenchmarkText {
  /// The seed languages.
  package enum Language: String, CaseIterable, Sendable {
    /// English prose: ASCII letters, digits and punctuation.
    case english
    /// French prose: accents, of which ê, â, î, ô, û, ë and ï need a dead key on `fr` and
    /// every accent needs one on `de`.
    case french
  }

  /// A text of `bytes` UTF-8 bytes or slightly less (whole characters only).
  package static func make(_ language: Language, bytes: Int, seed: UInt64 = 0x4b42_5349_4d00)
    -> String
  {
    let sentences = seedSentences(language)
    var generator = SplitMix64(state: seed)
    var result = ""
    result.reserveCapacity(bytes + 256)
    var count = 0
    while count < bytes {
      let sentence = sentences[Int(generator.next() % UInt64(sentences.count))]
      let piece = (result.isEmpty ? "" : (generator.next() % 9 == 0 ? "\r" : " ")) + sentence
      let size = piece.utf8.count
      if count + size > bytes {
        for character in piece {
          let width = character.utf8.count
          guard count + width <= bytes else { break }
          result.append(character)
          count += width
        }
        break
      }
      result += piece
      count += size
    }
    return result
  }

  static func seedSentences(_ language: Language) -> [String] {
    let prose =
      switch language {
      case .english: englishProse
      case .french: frenchProse
      }
    return prose.split(separator: "\n").map(String.init)
  }

  private static let englishProse = """
    The keyboard rose from the bottom of the screen, and the form slid up to keep the field in view.
    She typed her email address, and the first letter came out as a capital again.
    Nobody on the team remembered who had set the return key to "next" on the last field.
    At 9:41 the build finished; 1,024 tests passed, 3 were skipped, and none failed.
    A number pad has no return key, so the toolbar above it carries a Done button.
    Smart quotes turn "straight" quotes into curly ones, which breaks some passwords.
    Rotate the phone and the keyboard hides, then shows again with a new frame.
    Is the scroll view inset by the keyboard's height, or by the part that overlaps it?
    The answer depends on the safe area, the tab bar, and the window's position on the screen.
    He pasted the one-time code (six digits: 472913) and the field accepted it at once.
    Every layout in the list compiled except one, which has no symbols file at all.
    Typing fast is easy; typing exactly what you meant is the hard part.
    Press shift twice for caps lock, or hold it while you tap the letters you need.
    Costs went from $12.50 to $9.99 per seat, a drop of about 20% for small teams.
    The meeting moved to room 4B - bring the printed schedule & your badge.
    Search fields show a search key; URL fields add a slash and a dot-com key.
    If the field is empty and the return key is disabled, tapping it does nothing at all.
    Write tests that can fail, measure what matters, and report the numbers honestly.
    """

  private static let frenchProse = """
    Le clavier monte du bas de l'écran et le formulaire glisse pour garder le champ visible.
    Elle a tapé son adresse électronique, et la première lettre est encore sortie en majuscule.
    Où êtes-vous allés cet été ? À la fenêtre, près du château, on voit la forêt.
    Même les élèves les plus âgés préfèrent la crème brûlée au gâteau de leur tante.
    Il faut être prêt : la tâche est longue, et l'hôtel ferme à vingt-deux heures.
    Noël approche ; les enfants naïfs croient encore que le Père Noël goûte les biscuits.
    Le maître a relu la leçon, puis il a corrigé les fautes d'accent circonflexe.
    Ça coûte 12,50 € par mois, soit à peu près 150 € pour une année entière.
    Après la pluie, le ciel s'éclaircit et les rues sèchent peu à peu.
    Les îles du Pacifique sont connues pour leurs plages et leurs forêts tropicales.
    On a réglé la touche de retour sur « suivant » pour tous les champs sauf le dernier.
    Le pavé numérique n'a pas de touche de retour ; une barre d'outils y ajoute « Terminé ».
    Quand l'écran pivote, le clavier disparaît puis réapparaît avec une nouvelle hauteur.
    Il dîna tôt, relut ses notes, et s'endormit avant la fin du débat télévisé.
    """
}
