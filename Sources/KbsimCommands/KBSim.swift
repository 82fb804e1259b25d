public import ArgumentParser

/// The `kbsim` command: simulate the iOS keyboard, its traits, its notifications and the
/// content insets that keep a field visible.
public struct KBSim: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "kbsim",
    abstract: "Simulate the iOS on-screen keyboard on any machine, with libxkbcommon as its engine.",
    discussion: """
      Examples:
        kbsim press --layout de AC01 LFSH+AC02 TLDE AD03
        kbsim plan --layout fr "Ça va, Hélène ?"
      """,
    version: "0.1.0",
    subcommands: KBSim.allSubcommands
  )

  public init() {}
}
