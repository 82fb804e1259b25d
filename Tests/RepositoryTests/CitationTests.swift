import Foundation
import Testing

/// Every citation resolves inside the repository: facts are cited as `docs/sources.md#anchor`
/// (or as a link to `sources.md#anchor` from `docs/`), never by places a reader cannot open,
/// and every `docs/X.md#anchor` names a heading that exists.
struct CitationTests {
  /// Where citations may appear: the folders and files a reader of the project sees.
  static let scanned = [
    "Sources", "Tests", "docs", "Layouts", "Tools", "examples", "README.md", "Makefile",
  ]

  /// Recorded fuzzer inputs are kept byte for byte; whatever text they carry is not a citation.
  static let notScanned = ["Tests/FuzzTargetsTests/Fixtures/fuzz-regressions/"]

  /// This file, which spells the patterns out.
  static let ownPath = "Tests/RepositoryTests/CitationTests.swift"

  /// Places outside the repository: notes cited by file and section, a `facts/` folder, the
  /// style guide by section or convention number, and issue numbers.
  static let forbidden: [(name: String, pattern: String)] = [
    (
      "a notes file and section",
      #"(input-semantics|ios-keyboard|keyboard-avoidance|modern-avoidance|text-field|traits|xkbcommon)(\.md)?`?\s?§"#
    ),
    ("a facts folder", #"\bfacts/"#),
    ("a facts section", #"\bfacts §"#),
    ("a style guide section", #"\bSTYLE(\.md)? (§|convention)"#),
    ("an issue number", #"\b[Ii]ssue \d+"#),
  ]

  @Test(arguments: forbidden.map(\.name))
  func noCitationPointsOutsideTheRepository(_ name: String) throws {
    let pattern = try #require(Self.forbidden.first { $0.name == name }).pattern
    let regex = try NSRegularExpression(pattern: pattern)
    var offenders: [String] = []
    for file in Self.textFiles() where file.path != Self.ownPath {
      for (number, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      where Self.matches(regex, String(line)) {
        offenders.append("\(file.path):\(number + 1): \(line.prefix(120))")
      }
    }
    #expect(offenders.isEmpty, "\(name) cited:\n\(offenders.joined(separator: "\n"))")
  }

  @Test func everyAnchorCitedResolvesToAHeading() throws {
    let references = try NSRegularExpression(
      pattern: #"(?<![\w./-])(?:\.\./)?docs/([A-Za-z0-9_.-]+\.md)#([A-Za-z0-9_-]+)"#)
    let bare = try NSRegularExpression(pattern: #"(?<![\w./-])sources\.md#([A-Za-z0-9_-]+)"#)
    let links = try NSRegularExpression(
      pattern: #"\]\(([A-Za-z0-9_./-]*\.md)?#([A-Za-z0-9_-]+)\)"#)
    var anchors: [String: Set<String>] = [:]
    func headings(_ path: String) -> Set<String>? {
      if let known = anchors[path] { return known }
      guard let text = try? SourceTree.text(path) else { return nil }
      anchors[path] = Self.headingAnchors(markdown: text)
      return anchors[path]
    }
    var broken: [String] = []
    for file in Self.textFiles() where file.path != Self.ownPath {
      var cited: [(target: String, anchor: String)] = []
      for match in Self.captures(references, file.text) {
        cited.append(("docs/" + match[0], match[1]))
      }
      for match in Self.captures(bare, file.text) {
        cited.append(("docs/sources.md", match[0]))
      }
      if file.path.hasSuffix(".md") {
        let directory = file.path.split(separator: "/").dropLast().joined(separator: "/")
        for match in Self.captures(links, file.text) {
          let target = match[0].isEmpty ? file.path : Self.resolve(match[0], from: directory)
          cited.append((target, match[1]))
        }
      }
      for (target, anchor) in cited {
        guard let known = headings(target) else {
          broken.append("\(file.path): \(target)#\(anchor): no such file")
          continue
        }
        if !known.contains(anchor) {
          broken.append("\(file.path): \(target)#\(anchor): no such heading")
        }
      }
    }
    #expect(broken.isEmpty, "unresolved anchors:\n\(broken.joined(separator: "\n"))")
  }

  @Test func everySourcesSectionNamesASourceAndAConfidence() throws {
    let sections = try Self.sections(of: SourceTree.text("docs/sources.md"))
    #expect(sections.count > 50)
    let tag = try NSRegularExpression(pattern: #"\*\*Confidence:\*\*[^\n]*\[[HCMSLID]\]"#)
    var incomplete: [String] = []
    for (heading, body) in sections {
      if !body.contains("**Sources:**") || !(body.contains("http") || body.contains("](")) {
        incomplete.append("\(heading): no source")
      }
      if !Self.matches(tag, body) {
        incomplete.append("\(heading): no confidence tag")
      }
      if heading != heading.lowercased() || heading.contains(" ") {
        incomplete.append("\(heading): not a kebab-case anchor")
      }
    }
    #expect(incomplete.isEmpty, "\(incomplete.joined(separator: "\n"))")
  }

  /// The GitHub anchors of a Markdown file: headings outside code blocks, lower-cased, spaces
  /// made hyphens, punctuation other than `-` and `_` dropped, repeats numbered `-1`, `-2`, ….
  @Test func anchorsAreComputedAsGitHubDoes() {
    let text = """
      # Keyboard avoidance: the content-inset calculator
      ## `kbsim inset`: input and output
      ## Compared with IQKeyboardManager, TPKeyboardAvoiding and Apple's sample
      ### keyboard-show-order
      ```sh
      # not a heading
      ```
      ## Measured (`make bench`)
      ## Measured (`make bench`)
      """
    #expect(
      Self.headingAnchors(markdown: text) == [
        "keyboard-avoidance-the-content-inset-calculator", "kbsim-inset-input-and-output",
        "compared-with-iqkeyboardmanager-tpkeyboardavoiding-and-apples-sample",
        "keyboard-show-order", "measured-make-bench", "measured-make-bench-1",
      ])
  }

  // MARK: - Helpers

  static func headingAnchors(markdown: String) -> Set<String> {
    var anchors: Set<String> = []
    var seen: [String: Int] = [:]
    var inFence = false
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("```") {
        inFence.toggle()
        continue
      }
      guard !inFence, line.hasPrefix("#") else { continue }
      let title = line.drop { $0 == "#" }
      guard title.first == " " else { continue }
      var text = String(title.dropFirst())
      // A link in a heading contributes its text only.
      text = text.replacingOccurrences(
        of: #"\[([^\]]*)\]\([^)]*\)"#, with: "$1", options: .regularExpression)
      var slug = ""
      for character in text.lowercased() {
        if character == " " {
          slug.append("-")
        } else if character.isLetter || character.isNumber || character == "-"
          || character == "_"
        {
          slug.append(character)
        }
      }
      let count = seen[slug, default: 0]
      seen[slug] = count + 1
      anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
    }
    return anchors
  }

  /// The `###` sections of a Markdown file: heading and body up to the next heading.
  static func sections(of markdown: String) -> [(heading: String, body: String)] {
    var result: [(String, String)] = []
    var current: String?
    var body = ""
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("#"), line.drop(while: { $0 == "#" }).first == " " {
        if let current { result.append((current, body)) }
        current = line.hasPrefix("### ") ? String(line.dropFirst(4)) : nil
        body = ""
      } else {
        body += line + "\n"
      }
    }
    if let current { result.append((current, body)) }
    return result
  }

  /// Every text file under the scanned folders, relative to the root.
  static func textFiles() -> [(path: String, text: String)] {
    var files: [(String, String)] = []
    let manager = FileManager.default
    for entry in scanned {
      let url = SourceTree.root.appendingPathComponent(entry)
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
      let urls: [URL]
      if isDirectory.boolValue {
        guard let walker = manager.enumerator(at: url, includingPropertiesForKeys: nil) else {
          continue
        }
        urls = walker.compactMap { $0 as? URL }
      } else {
        urls = [url]
      }
      for file in urls {
        let relative = String(file.path.dropFirst(SourceTree.root.path.count + 1))
        if relative.split(separator: "/").contains(where: { $0.hasPrefix(".build") }) {
          continue
        }
        if notScanned.contains(where: { relative.hasPrefix($0) }) { continue }
        guard let data = manager.contents(atPath: file.path),
          let text = String(data: data, encoding: .utf8)
        else { continue }
        files.append((relative, text))
      }
    }
    return files.sorted { $0.0 < $1.0 }
  }

  /// `path` relative to the folder `directory`, with `..` resolved (both relative to the root).
  static func resolve(_ path: String, from directory: String) -> String {
    var parts = directory.split(separator: "/").map(String.init)
    for part in path.split(separator: "/").map(String.init) {
      if part == ".." {
        if !parts.isEmpty { parts.removeLast() }
      } else if part != "." {
        parts.append(part)
      }
    }
    return parts.joined(separator: "/")
  }

  static func matches(_ regex: NSRegularExpression, _ text: String) -> Bool {
    regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
  }

  /// The capture groups of every match, empty strings for groups that did not take part.
  static func captures(_ regex: NSRegularExpression, _ text: String) -> [[String]] {
    regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
      (1..<match.numberOfRanges).map { group in
        Range(match.range(at: group), in: text).map { String(text[$0]) } ?? ""
      }
    }
  }
}
