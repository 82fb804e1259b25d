@_exported public import Autocorrection
// The umbrella module: one import for every public KeyboardSim module.
@_exported public import InputTraits
@_exported public import KeyboardAvoidance
@_exported public import KeyboardModel
@_exported public import KeyboardPresentation
@_exported public import Simulation
@_exported public import Spelling
@_exported public import TextField
@_exported public import TraitCoverage
@_exported public import XKB
