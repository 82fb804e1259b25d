import ArgumentParser

extension KBSim {
  /// Every subcommand, in the order `kbsim --help` lists them. Add one line per command.
  static let allSubcommands: [any ParsableCommand.Type] = [
    PressCommand.self,
    PlanCommand.self,
    BenchCommand.self,
    LayoutsCommand.self,
    VerifyLayoutsCommand.self,
  ]
}
