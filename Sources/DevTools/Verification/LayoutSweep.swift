internal import Dispatch
internal import Foundation
import KeyboardModel
package import XKB

/// Runs ``LayoutVerifier`` over many layouts on several threads.
///
/// XKB objects are not `Sendable`, so each layout is verified start to finish on one thread with
/// its own context, keymap, Compose table and states; only the results cross threads.
///
/// ```swift
/// let registry = try LayoutRegistry()
/// let summary = LayoutSweep.run(
///   registry.layouts.map { .init(id: $0.id, names: RuleNames(layout: $0.name, variant: $0.variant ?? "")) },
///   verifier: verifier, workers: 2)
/// print(summary.text)
/// ```
package enum LayoutSweep {
  /// One layout to verify.
  package struct Entry: Hashable, Sendable {
    /// The id shown in reports, such as `de(neo)`.
    package var id: String
    /// The names to compile.
    package var names: RuleNames

    /// Creates an entry.
    package init(id: String, names: RuleNames) {
      self.id = id
      self.names = names
    }
  }

  /// Every layout of `registry` (each id once), or the ones `named` (`de`, `de(neo)`), in that
  /// order.
  ///
  /// - Throws: ``/XKB/XKBError`` for a name the registry does not know, with a did-you-mean.
  package static func entries(in registry: LayoutRegistry, named: [String]) throws(XKBError)
    -> [Entry]
  {
    guard !named.isEmpty else {
      var seen: Set<String> = []
      return registry.layouts.filter { seen.insert($0.id).inserted }.map { layout in
        Entry(id: layout.id, names: RuleNames(layout: layout.name, variant: layout.variant ?? ""))
      }
    }
    return try named.map { (id) throws(XKBError) in
      let names = RuleNames(layout: id)
      try registry.validate(names)
      return Entry(id: names.groups.joined(separator: ","), names: names)
    }
  }

  /// Verifies every entry with `workers` threads; results come back in entry order.
  package static func run(
    _ entries: [Entry], verifier: LayoutVerifier, workers: Int,
    progress: (@Sendable (Int, LayoutVerification) -> Void)? = nil
  ) -> VerificationSummary {
    let start = LayoutVerifier.now()
    let box = ResultBox(count: entries.count)
    let threads = max(1, min(workers, entries.count))
    DispatchQueue.concurrentPerform(iterations: threads) { _ in
      while let index = box.next() {
        let result = verifier.verify(layout: entries[index].id, names: entries[index].names)
        let done = box.store(result, at: index)
        progress?(done, result)
      }
    }
    return VerificationSummary(
      layouts: box.results(), workers: threads, searchBound: verifier.options.searchBound,
      productionCount: verifier.productions.productions.lazy.filter { $0.result != nil }.count,
      wallSeconds: LayoutVerifier.now() - start)
  }
}

/// Hands out indices and collects results under a lock.
// Safety: the mutable properties (`nextIndex`, `done`, `stored`) are read and written only
// between `lock.lock()` and `lock.unlock()`, and `lock` itself is thread-safe, so the sweep's
// worker threads may share one box.
private final class ResultBox: @unchecked Sendable {
  private let lock = NSLock()
  private var nextIndex = 0
  private var done = 0
  private var stored: [LayoutVerification?]

  init(count: Int) { stored = Array(repeating: nil, count: count) }

  func next() -> Int? {
    lock.lock()
    defer { lock.unlock() }
    guard nextIndex < stored.count else { return nil }
    nextIndex += 1
    return nextIndex - 1
  }

  func store(_ result: LayoutVerification, at index: Int) -> Int {
    lock.lock()
    defer { lock.unlock() }
    stored[index] = result
    done += 1
    return done
  }

  func results() -> [LayoutVerification] {
    lock.lock()
    defer { lock.unlock() }
    return stored.compactMap { $0 }
  }
}
