extension LintFinding: CustomStringConvertible {
  /// The line `kbsim lint` prints: `error: email: … [email-autocapitalization]`.
  public var description: String { "\(severity): \(message) [\(rule)]" }
}
