// The errors every module throws share Diagnostics' shape (`ModuleError`: code, one-line
// message, suggestion, underlying error): part of this module's API, brought along by
// `import InputTraits` and by every module built on it.
@_exported public import Diagnostics
