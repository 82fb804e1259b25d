extension CoverageReport {
  /// The report's style sheet: system fonts, a light page, three cell colours.
  static let css = """
    :root { --covered: #2b8a3e; --missing: #e8590c; --excluded: #ced4da; --ink: #212529;
      --muted: #6c757d; --line: #dee2e6; }
    * { box-sizing: border-box; }
    body { margin: 0; padding: 24px 32px; font: 14px/1.45 -apple-system, BlinkMacSystemFont,
      "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; color: var(--ink); background: #fff; }
    h1 { font-size: 26px; margin: 0 0 4px; }
    h2 { font-size: 19px; margin: 32px 0 8px; border-bottom: 1px solid var(--line); padding-bottom: 4px; }
    h3 { font-size: 14px; margin: 0 0 6px; }
    .subtitle, .note, footer { color: var(--muted); }
    footer { margin-top: 40px; font-size: 12px; }
    #summary { display: flex; gap: 16px; flex-wrap: wrap; margin-top: 16px; }
    .card { border: 1px solid var(--line); border-radius: 8px; padding: 12px 16px; min-width: 252px; }
    .card .label { color: var(--muted); text-transform: uppercase; font-size: 11px; letter-spacing: .05em; }
    .card .percent { font-size: 30px; font-weight: 600; }
    .card .detail { margin-bottom: 8px; }
    .grid { display: flex; flex-wrap: wrap; gap: 20px 28px; align-items: flex-start; }
    .count { color: var(--muted); font-weight: normal; }
    svg text { font-size: 10px; fill: var(--ink); }
    svg text.n { fill: var(--muted); }
    rect.covered, .key.covered { fill: var(--covered); background: var(--covered); }
    rect.missing, .key.missing { fill: var(--missing); background: var(--missing); }
    rect.excluded, .key.excluded { fill: var(--excluded); background: var(--excluded); }
    .meter rect.missing { fill: #ffe8d9; }
    .key { display: inline-block; width: 10px; height: 10px; border-radius: 2px; margin: 0 2px 0 8px; vertical-align: -1px; }
    figure { margin: 0; }
    figcaption { font-weight: 600; margin-bottom: 2px; }
    table { border-collapse: collapse; margin-bottom: 16px; }
    th, td { border: 1px solid var(--line); padding: 3px 8px; text-align: left; vertical-align: top; }
    th { background: #f8f9fa; }
    table.tuples td { overflow-wrap: anywhere; }
    table.tuples .trait { color: var(--muted); }
    body { max-width: 100vw; overflow-wrap: anywhere; }
    """
}
