import TestSupport
import Testing

/// `kbsim plan` output piped into `kbsim press` gives back the text, on the fixture layouts of the
/// libxkbcommon verification (dead keys on fr and us(intl), Multi_key on de(neo) and mao, the
/// lam-alef ligature key on ara).
@Suite(.requires(.xkb))
struct PlanPressRoundTripTests {
  @Test(arguments: [
    ("us", "Hello, World! 1+1=2 (ok)?"),
    ("de", "Größe: Übermaß – 10 €"),
    ("fr", "ça va, Hélène ? À bientôt."),
    ("de(neo)", "Größe → ½ ≠ ∞ «ok»"),
    ("ara", "مرحبا لا سلام"),
    ("mao", "Kia ora, Māori! Tēnā koe."),
    ("us(intl)", "naïve café, señor ¿qué?"),
  ])
  func planThenPressGivesTheTextBack(_ layout: String, _ text: String) throws {
    let plan = try KbsimProcess.run(["plan", "--layout", layout, text])
    #expect(plan.status == 0, "\(plan.stderr)")
    #expect(plan.stdout.hasSuffix("\n") && !plan.stdout.dropLast().contains("\n"))
    let press = try KbsimProcess.run(["press", "--layout", layout, "--raw"], stdin: plan.stdout)
    #expect(press.status == 0, "\(press.stderr)")
    #expect(press.stdout == text + "\n")
  }

  /// Several lines at once: one plan line per text line, one committed line per plan line.
  @Test func linesRoundTripThroughStandardInput() throws {
    let texts = "Größe\nÄrger über Öl\n"
    let plan = try KbsimProcess.run(["plan", "--layout", "de"], stdin: texts)
    #expect(plan.status == 0)
    let press = try KbsimProcess.run(["press", "--layout", "de", "--raw"], stdin: plan.stdout)
    #expect(press.stdout == texts)
  }
}
