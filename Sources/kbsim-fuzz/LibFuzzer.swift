#if KBSIM_FUZZ
import FuzzTargets
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// libFuzzer's entry point when a program has its own `main` (libFuzzer ≥ 11).
@_silgen_name("LLVMFuzzerRunDriver")
private func runDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// The target of this process; the callback cannot capture it.
nonisolated(unsafe) private var current: FuzzTarget?

/// libFuzzer's own `main` (linked in whole by `-sanitize=fuzzer`) calls this; the program's
/// `main` replaces it, so it only has to exist.
@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  fuzzOne(data, size)
}

/// Feeds one input; a problem aborts, so that libFuzzer saves the input as a crash.
private func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let target = current else { return 0 }
  let bytes = data.map { Data(bytes: $0, count: size) } ?? Data()
  let outcome = MainActor.assumeIsolated { target.feed(bytes) }
  if let problem = outcome.problem {
    FileHandle.standardError.write(Data("kbsim-fuzz: \(target.name): \(problem)\n".utf8))
    abort()
  }
  return 0
}

enum LibFuzzer {
  /// Runs libFuzzer on `target` with `arguments` (the program name first).
  static func run(_ target: FuzzTarget, arguments: [String]) -> Int32 {
    current = target
    var argc = CInt(arguments.count)
    let argv = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(
      capacity: arguments.count + 1)
    for (index, argument) in arguments.enumerated() { argv[index] = strdup(argument) }
    argv[arguments.count] = nil
    defer {
      for index in 0..<arguments.count { free(argv[index]) }
      argv.deallocate()
    }
    var pointer = argv
    return runDriver(&argc, &pointer) { data, size in fuzzOne(data, size) }
  }
}
#endif
