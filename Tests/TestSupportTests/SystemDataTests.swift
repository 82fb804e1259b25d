import TestSupport
import Testing

struct SystemDataTests {
  @Test func theGateNamesThePackagesItNeeds() {
    let trait: ConditionTrait = .requires(.xkb, .compose)
    #expect(
      trait.comments.map(\.rawValue) == ["needs xkb-data, libx11-data, which make deps installs"])
  }

  @Test func dictionariesAreNamedByTheirDebianPackage() {
    #expect(SystemData.hunspell("de_DE").debianPackage == "hunspell-de-de")
    #expect(SystemData.hunspell("en_US").debianPackage == "hunspell-en-us")
  }

  @Test func dataIsInstalledWhenItsCheckHolds() {
    #expect(SystemData(debianPackage: "here") { true }.isInstalled)
    #expect(!SystemData(debianPackage: "absent") { false }.isInstalled)
  }
}
