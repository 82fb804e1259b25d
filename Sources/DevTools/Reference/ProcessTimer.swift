import Foundation

/// Times whole runs of this very executable (`/proc/self/exe`) as new processes, output
/// discarded: what a person waits for when they call `kbsim` once.
///
/// ```swift
/// let ms = try ProcessTimer.medianMilliseconds(["press", "--layout", "us", "AC01"], runs: 15)
/// ```
package enum ProcessTimer {
  /// The median wall time of `runs` runs of this executable with `arguments`, in milliseconds.
  ///
  /// - Throws: ``BenchmarkError`` with code `setup` when the process cannot start, `failed`
  ///   when it exits with a non-zero status.
  package static func medianMilliseconds(_ arguments: [String], runs: Int) throws(BenchmarkError)
    -> Double
  {
    let executable = "/proc/self/exe"
    var times: [Double] = []
    for _ in 0..<max(1, runs) {
      var actions = posix_spawn_file_actions_t()
      posix_spawn_file_actions_init(&actions)
      defer { posix_spawn_file_actions_destroy(&actions) }
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
      posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
      var argv = ([executable] + arguments).map { strdup($0) } + [nil]
      defer { for argument in argv { free(argument) } }
      let start = ContinuousClock.now
      var pid: pid_t = 0
      guard posix_spawn(&pid, executable, &actions, nil, &argv, environ) == 0 else {
        throw BenchmarkError(
          code: .setup, message: "cannot start kbsim \(arguments.first ?? "") to time it")
      }
      var status: Int32 = 0
      waitpid(pid, &status, 0)
      let elapsed = ContinuousClock.now - start
      guard status == 0 else {
        throw BenchmarkError(
          code: .failed, message: "kbsim \(arguments.first ?? "") failed while timing it")
      }
      times.append(
        Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) * 1e-15)
    }
    times.sort()
    return times[times.count / 2]
  }
}
