import Foundation
import TestSupport
import Testing

/// The HTML report rendered by a real browser.
///
/// Headless Chromium (installed by `make test`'s set-up) loads the page, a probe script appended to a copy reads the laid-out DOM, and a
/// screenshot is checked pixel by pixel. Two browser launches in all.
@Suite(.serialized, .requires(.chromium))
struct CoverageBrowserTests {
  static let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("kbsim-browser-\(ProcessInfo.processInfo.processIdentifier)")

  /// The sign-up report (examples/coverage) as HTML, written by `kbsim coverage report`.
  static func report() throws -> URL {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent("report.html")
    let run = try KbsimProcess.run([
      "coverage", "report", Repository.example("coverage/signup.jsonl"),
      "--model", Repository.example("coverage/signup-model.json"),
      "--constraints", Repository.example("coverage/signup-rules.json"),
      "--format", "html", "--output", url.path,
    ])
    #expect(run.status == 0, "\(run.stderr)")
    return url
  }

  /// Reads the rendered page: sizes of the laid-out heat maps, the colours their cells are
  /// painted with, the summary cards.
  static let probe = """
    <script>
    const maps = [...document.querySelectorAll('#heatmaps figure.heatmap')];
    const fill = state => [...document.querySelectorAll('#heatmaps rect.' + state)]
      .map(r => getComputedStyle(r).fill);
    const sizes = maps.map(m => m.querySelector('svg').getBoundingClientRect())
      .filter(r => r.width > 20 && r.height > 20).length;
    const lines = [
      'heatmaps=' + maps.length,
      'visible=' + sizes,
      'covered=' + fill('covered').length + ' ' + [...new Set(fill('covered'))].join('|'),
      'missing=' + fill('missing').length + ' ' + [...new Set(fill('missing'))].join('|'),
      'excluded=' + fill('excluded').length + ' ' + [...new Set(fill('excluded'))].join('|'),
      'cards=' + [...document.querySelectorAll('#summary .card .percent')].map(c => c.textContent).join('|'),
      'values=' + document.querySelectorAll('#values .parameter').length,
      'flagged=' + document.querySelectorAll('#flagged tr.flagged').length,
      'width=' + document.documentElement.scrollWidth,
    ];
    const out = document.createElement('pre');
    out.id = 'probe';
    out.textContent = lines.join('\\n');
    document.body.appendChild(out);
    </script>
    """

  @Test func theDOMRendersEveryMapWithItsColours() throws {
    let html = try String(contentsOf: Self.report(), encoding: .utf8)
    let probed = Self.folder.appendingPathComponent("probe.html")
    try html.replacingOccurrences(of: "</body>", with: Self.probe + "</body>")
      .write(to: probed, atomically: true, encoding: .utf8)
    let dom = try Chromium.run(["--dump-dom", probed.absoluteString])
    let start = try #require(dom.range(of: "<pre id=\"probe\">"))
    let end = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
    var facts: [String: String] = [:]
    for line in dom[start.upperBound..<end.lowerBound].split(separator: "\n") {
      let parts = line.split(separator: "=", maxSplits: 1)
      facts[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
    }
    // Six parameters: 15 pairs, each laid out with a visible map.
    #expect(facts["heatmaps"] == "15")
    #expect(facts["visible"] == "15")
    // Cells by state, painted with the style sheet's colours (#2b8a3e, #e8590c, #ced4da).
    // The maps hold every value pair: 58 covered, 67 missing, 7 excluded (the report's counts).
    #expect(facts["covered"] == "58 rgb(43, 138, 62)")
    #expect(facts["missing"] == "67 rgb(232, 89, 12)")
    #expect(facts["excluded"] == "7 rgb(206, 212, 218)")
    #expect(facts["cards"] == "94.4 %|46.4 %")
    #expect(facts["values"] == "6")
    #expect(facts["flagged"] == "1")
    #expect(Int(facts["width"] ?? "") ?? .max <= 1280)
  }

  /// A large model (core8: 8 parameters, long names) with few recordings: hundreds of missing
  /// tuples and a flagged configuration, laid out in a 1280 × 800 window.
  @Test func aLargeReportFitsTheWindowWithTheFlaggedFirst() throws {
    try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
    let recording = Self.folder.appendingPathComponent("core8.jsonl")
    try Data(
      """
      {"traits": {"keyboardType": "emailAddress"}, "source": "test", "field": "email"}
      {"traits": {"isSecureTextEntry": true, "returnKeyType": "done"}, "source": "test", "field": "password"}

      """.utf8
    ).write(to: recording)
    let page = Self.folder.appendingPathComponent("core8.html")
    let run = try KbsimProcess.run([
      "coverage", "report", recording.path, "--model", "core8", "--strength", "3",
      "--format", "html", "--output", page.path,
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let probe = """
      <script>
      const place = id => document.getElementById(id).getBoundingClientRect().top + scrollY;
      const out = document.createElement('pre');
      out.id = 'probe';
      out.textContent = [
        'width=' + document.documentElement.scrollWidth,
        'flagged=' + place('flagged'), 'missing=' + place('missing'),
        'rows=' + document.querySelectorAll('#flagged tr.flagged').length,
        'tuples=' + document.querySelectorAll('#missing tr.tuple').length,
      ].join('\\n');
      document.body.appendChild(out);
      </script>
      """
    let probed = Self.folder.appendingPathComponent("core8-probe.html")
    try String(contentsOf: page, encoding: .utf8)
      .replacingOccurrences(of: "</body>", with: probe + "</body>")
      .write(to: probed, atomically: true, encoding: .utf8)
    let dom = try Chromium.run(["--window-size=1280,800", "--dump-dom", probed.absoluteString])
    let start = try #require(dom.range(of: "<pre id=\"probe\">"))
    let end = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
    var facts: [String: Double] = [:]
    for line in dom[start.upperBound..<end.lowerBound].split(separator: "\n") {
      let parts = line.split(separator: "=", maxSplits: 1)
      facts[String(parts[0])] = parts.count > 1 ? Double(parts[1]) : nil
    }
    #expect((facts["width"] ?? .infinity) <= 1280, "\(facts)")
    #expect(facts["rows"] == 1, "the email field's lint error is flagged: \(facts)")
    // 50 of each strength's missing tuples, after the flagged configurations.
    #expect(facts["tuples"] == 100, "\(facts)")
    #expect((facts["flagged"] ?? .infinity) < (facts["missing"] ?? 0), "\(facts)")
  }

  @Test func theScreenshotShowsTheHeatMaps() throws {
    let shot = Self.folder.appendingPathComponent("report.png")
    _ = try Chromium.run([
      "--window-size=1280,1400", "--screenshot=\(shot.path)", Self.report().absoluteString,
    ])
    let image = try PNGImage(data: Data(contentsOf: shot))
    #expect(image.width == 1280)
    #expect(image.height == 1400)
    // Painted cells and bars of both colours, and mostly white paper.
    let covered = image.count(near: (43, 138, 62))
    let missing = image.count(near: (232, 89, 12))
    let paper = image.count(near: (255, 255, 255), tolerance: 2)
    #expect(covered > 2_000)
    #expect(missing > 2_000)
    #expect(paper > image.width * image.height / 2)
  }
}

/// The headless browser (`SystemData.chromiumPath`).
enum Chromium {
  /// Runs the browser headless with a throwaway profile; returns its standard output.
  static func run(_ arguments: [String]) throws -> String {
    let profile = FileManager.default.temporaryDirectory
      .appendingPathComponent("kbsim-chromium-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: profile) }
    let browser = URL(fileURLWithPath: try #require(SystemData.chromiumPath))
    let result = try ProcessRunner.run(
      browser,
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
        "--disable-extensions", "--user-data-dir=\(profile.path)",
      ] + arguments)
    return result.stdout
  }
}
