package import ArgumentParser

/// The `kbsim` command: simulate the iOS keyboard, its traits, its notifications and the
/// content insets that keep a field visible.
package struct KBSim: ParsableCommand {
  /// The command's name, abstract, examples, version and subcommands.
  package static let configuration = CommandConfiguration(
    commandName: "kbsim",
    abstract:
      "Simulate the iOS on-screen keyboard on any machine, with libxkbcommon as its engine.",
    discussion: """
      Examples:
      kbsim type --keyboard-type emailAddress john@example.com
      kbsim lint --traits examples/lint/signup.json
      kbsim simulate examples/simulate/signup-fields-iphone15.json --format text
      kbsim inset examples/inset/signup-iphone15.json --svg insets.svg
      kbsim press --layout fr AD11 AD03
      kbsim plan --layout fr "Où êtes-vous ?"

      `kbsim help SUBCOMMAND` shows each command's options and examples.
      """,
    version: VersionInfo.kbsim,
    subcommands: KBSim.allSubcommands
  )

  /// Creates the command; ArgumentParser fills in its options.
  package init() {}
}
