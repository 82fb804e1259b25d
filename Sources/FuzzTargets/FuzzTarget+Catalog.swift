extension FuzzTarget {
  /// Every target: each parser of outside input, in the order `kbsim-fuzz --list` prints them.
  package static let all: [FuzzTarget] = [
    traits, lintInput, formScript, avoidanceScenario, keyTokens, keyTaps,
    keyboardFile, deviceFile, coverageModel, coverageConstraints, coveragePlan,
    coverageRecording, scanInterfaceBuilder, scanSwift, scanObjectiveC, userWords,
  ]
}
