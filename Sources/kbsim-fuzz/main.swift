import Foundation
// kbsim-fuzz: the libFuzzer driver of the fuzz targets (docs/fuzzing.md).
//
//   kbsim-fuzz --list                       the targets
//   kbsim-fuzz --experimental-dump-help     its description, for the manual page
//   kbsim-fuzz --seeds ROOT OUT             seed corpora and dictionaries from the repository
//   kbsim-fuzz TARGET [libFuzzer flags] [corpus dirs or files]
//
// Built with `-sanitize=fuzzer,address -DKBSIM_FUZZ` (Tools/fuzz.sh), TARGET runs under
// libFuzzer. Built without (the ordinary debug build), TARGET replays the given files and
// folders once each and reports every problem: a way to reproduce a crash file anywhere.
import FuzzTargets

#if canImport(Glibc)
import Glibc
#endif

/// The environment variable that names the target for libFuzzer's child processes (`-fork`,
/// `-jobs` start them with the flags alone).
let targetVariable = "KBSIM_FUZZ_TARGET"

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("kbsim-fuzz: \(message)\n".utf8))
  exit(2)
}

/// What `swift package generate-manual` reads from every executable of the package: kbsim-fuzz
/// is no ArgumentParser command, so it describes itself (ArgumentParser's tool-info format,
/// version 0) for its manual page.
let toolInfo = #"""
  {"serializationVersion": 0, "command": {"commandName": "kbsim-fuzz", "shouldDisplay": true,
   "abstract": "Fuzz KeyboardSim's parsers of outside input with libFuzzer, or replay saved inputs.",
   "discussion": "kbsim-fuzz --list describes the targets; kbsim-fuzz --seeds ROOT OUT writes seed corpora and dictionaries; kbsim-fuzz TARGET [libFuzzer flags] [corpus folders or files] fuzzes TARGET when built by Tools/fuzz.sh, and replays the files otherwise. See docs/fuzzing.md."}}
  """#

var arguments = CommandLine.arguments
switch arguments.dropFirst().first {
case "--experimental-dump-help":
  print(toolInfo)
  exit(0)
case "--list":
  for target in FuzzTarget.all {
    print(target.name.padding(toLength: 22, withPad: " ", startingAt: 0) + target.summary)
  }
  exit(0)
case "--seeds":
  guard arguments.count == 4 else { fail("usage: kbsim-fuzz --seeds ROOT OUT") }
  do {
    let counts = try SeedWriter.write(
      root: URL(fileURLWithPath: arguments[2]), to: URL(fileURLWithPath: arguments[3]))
    for (name, count) in counts { print("\(name): \(count) seeds") }
  } catch {
    fail("--seeds: \(error)")
  }
  exit(0)
default: break
}

let target: FuzzTarget
if arguments.count > 1, let named = FuzzTarget.named(arguments[1]) {
  target = named
  arguments.remove(at: 1)
  setenv(targetVariable, named.name, 1)
} else if let name = ProcessInfo.processInfo.environment[targetVariable],
  let named = FuzzTarget.named(name)
{
  target = named
} else {
  let names = FuzzTarget.all.map(\.name).joined(separator: ", ")
  fail("name a target first (\(names)), or set \(targetVariable); --list describes them")
}

#if KBSIM_FUZZ
exit(LibFuzzer.run(target, arguments: arguments))
#else
exit(Replay.run(target, paths: Array(arguments.dropFirst())))
#endif
