import ArgumentParser

extension KBSim {
  /// Every subcommand, in the order `kbsim --help` lists them.
  ///
  /// Add one line per command.
  static let allSubcommands: [any ParsableCommand.Type] = [
    TypeCommand.self,
    CorrectCommand.self,
    LintCommand.self,
    ScanCommand.self,
    PressCommand.self,
    PlanCommand.self,
    LayoutsCommand.self,
    DevicesCommand.self,
    FrameCommand.self,
    SimulateCommand.self,
    InsetCommand.self,
    CoverageCommand.self,
    BenchCommand.self,
    ScanBenchCommand.self,
    VerifyLayoutsCommand.self,
  ]
}
