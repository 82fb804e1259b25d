import Foundation
import InputTraits
import KeyboardModel
import TestSupport
import Testing
import XKB

/// One `KeyboardCatalog` and one `ComposeTable`, loaded once and shared by parallel tasks, as
/// parallel tests share them (`make sanitize` runs this under ThreadSanitizer).
@Suite(.requires(.xkb, .compose))
struct SharedCatalogTests {
  /// What each task builds and types: a layout, a keyboard type, and text with a dead key.
  static let jobs: [(layout: String, type: KeyboardType, text: String)] = [
    ("us", .default, "Hello there"), ("de", .default, "Grüße"), ("fr", .default, "Où êtes-vous"),
    ("us", .emailAddress, "jane@example.com"), ("de", .decimalPad, "3,14"),
    ("gb", .URL, "example.org"), ("es", .default, "¿Qué tal?"), ("se", .default, "Hej då"),
  ]

  static func type(
    _ job: (layout: String, type: KeyboardType, text: String), catalog: KeyboardCatalog,
    compose: ComposeTable
  ) throws -> String {
    let keyboard = try catalog.keyboard(for: job.type, idiom: .phone, layout: job.layout)
    var traits = TextInputTraits()
    traits.keyboardType = job.type
    traits.autocapitalizationType = .none
    let engine = try TypingEngine(keyboard: keyboard, traits: traits, compose: compose)
    engine.type(job.text)
    return engine.committedText
  }

  @Test func parallelTasksShareOneCatalogAndOneComposeTable() async throws {
    let catalog = try KeyboardCatalog()
    let compose = try ComposeTable(locale: ComposeTable.defaultLocale)
    // Each job on a fresh catalog and table, one after another: the reference.
    var expected: [String] = []
    for job in Self.jobs {
      expected.append(
        try Self.type(
          job, catalog: try KeyboardCatalog(),
          compose: try ComposeTable(locale: ComposeTable.defaultLocale)))
    }
    #expect(expected.map(\.isEmpty) == Array(repeating: false, count: Self.jobs.count))
    let rounds = 4
    let results = try await withThrowingTaskGroup(of: (Int, String).self) { group in
      for round in 0..<rounds {
        for (index, job) in Self.jobs.enumerated() {
          group.addTask {
            (index, try Self.type(job, catalog: catalog, compose: compose) + "#\(round)")
          }
        }
      }
      var all: [[String]] = Array(repeating: [], count: Self.jobs.count)
      for try await (index, text) in group { all[index].append(text) }
      return all
    }
    for (index, texts) in results.enumerated() {
      let typed = Set(texts.map { String($0.prefix { $0 != "#" }) })
      #expect(typed == [expected[index]], "\(Self.jobs[index].layout): \(typed)")
      #expect(texts.count == rounds)
    }
  }
}
