import Foundation

/// The HTML report as files for a folder: `index.html` with every
/// presentation's picture per locale and device (golden and current side
/// by side where they differ, overflow in red), filters by locale and
/// activity, and the strings closest to their budget; the pictures are
/// SVG files beside it (`svg/…`, the goldens' under `golden/svg/…`),
/// loaded lazily, so a matrix of thousands of snapshots stays a light page.
///
/// With a `boundary`, a golden picture is read only when it is a file
/// that leads inside its project (never through a link out of it).
public struct HTMLReporter: Reporter {
    /// Where the committed goldens (and their pictures) are.
    public var goldenDirectory: String
    /// The project golden pictures must lead inside of.
    public var boundary: ProjectBoundary?

    /// Creates an HTML reporter.
    public init(goldenDirectory: String, boundary: ProjectBoundary? = nil) {
        self.goldenDirectory = goldenDirectory; self.boundary = boundary
    }

    /// The report's files, by path relative to the report folder, from the
    /// rendered goldens (their pictures and verdicts) and the check's report.
    public func report(_ input: (files: [GoldenMatrix.File], check: GoldenCheck.Report)) -> [(path: String, contents: String)] {
        let (files, report) = input
        var out: [(path: String, contents: String)] = []
        func escape(_ s: String) -> String { s.showingInvisibleControls.xmlEscaped }
        let status = Dictionary(uniqueKeysWithValues: report.files.map { ($0.path, $0.status) })
        let activities = Array(Set(files.map { $0.path.components(separatedBy: "/")[0] })).sorted()
        let locales = Array(Set(files.map(\.locale))).sorted()
        var changedSections: [String] = [], sections: [String] = []
        // Changed goldens first: what a reviewer looks at.
        for file in files {
            let activity = file.path.components(separatedBy: "/")[0]
            let changed = status[file.path] != .match
            var figures: [String] = []
            for (path, svg) in file.pictures.sorted(by: { $0.key < $1.key }) {
                let name = (path as NSString).lastPathComponent.replacingOccurrences(of: ".svg", with: "")
                out.append((path, svg))
                var cell = "<figure><figcaption>\(escape(name))\(changed ? " · current" : "")</figcaption><img loading=\"lazy\" src=\"\(escape(path))\" alt=\"\(escape(name))\"></figure>"
                if changed, case .read(let golden, _) = GoldenCheck.read((goldenDirectory as NSString).appendingPathComponent(path), shown: path, boundary: boundary) {
                    out.append(("golden/" + path, String(decoding: golden, as: UTF8.self)))
                    cell = "<div class=\"pair\"><figure><figcaption>\(escape(name)) · golden</figcaption><img loading=\"lazy\" src=\"golden/\(escape(path))\" alt=\"\(escape(name)) golden\"></figure>\(cell)</div>"
                }
                figures.append(cell)
            }
            let badge = status[file.path].map { $0 == .match ? "" : " <span class=\"bad\">\($0.rawValue)</span>" } ?? ""
            let section = "<section data-activity=\"\(escape(activity))\" data-locale=\"\(escape(file.locale))\"><h2>\(escape(activity)) · \(escape(file.locale))\(badge)</h2>\n" + figures.joined(separator: "\n") + "</section>"
            if changed { changedSections.append(section) } else { sections.append(section) }
        }
        // Headroom: the texts closest to their budget.
        var rows: [(Double, String)] = []
        for file in files {
            for item in file.golden.cases {
                let block = "\(item.device) · \(item.state) · \(item.dynamicTypeSize.shortName)"
                for verdict in item.verdicts {
                    guard let value = verdict.headroom else { continue }
                    rows.append((value, "<tr data-locale=\"\(escape(file.locale))\"><td>\(String(format: "%.3f", value))</td><td>\(escape(file.locale))</td><td>\(escape(block))</td><td>\(escape(verdict.presentation))</td><td>\(escape(verdict.label))</td></tr>"))
                }
            }
        }
        let headroom = rows.sorted { $0.0 < $1.0 }.prefix(30).map(\.1).joined(separator: "\n")
        // Findings by cause, worst first: one item per group with where it hits.
        let groupItems = report.groups.map { group -> String in
            let subject = group.cause.subject.isEmpty ? "" : " “\(escape(group.cause.subject))”"
            let scope = "locales: \(group.locales.joined(separator: ", ")) · devices: \(group.devices.joined(separator: ", ")) · states: \(group.states.joined(separator: ", "))\(group.sizesText.map { " · " + $0 } ?? "")"
            return "<li class=\"\(group.severity.rawValue)\" data-activity-name=\"\(escape(group.cause.activity))\"><b>\(group.severity.rawValue) \(escape(group.cause.rule.rawValue))</b> · \(escape(group.cause.activity)) · \(escape(group.cause.presentation?.rawValue ?? "-"))\(subject) <code>\(escape(group.cause.location.description))</code> — \(group.count) finding\(group.count == 1 ? "" : "s")<br>\(escape(group.message))<br><small>\(escape(scope))</small></li>"
        }
        let otherErrors = report.otherErrors.map { "<li class=\"error\">\(escape($0))</li>" }
        let findingItems = otherErrors + groupItems
        let findings = findingItems.isEmpty ? "" : "<h2>Findings by cause</h2>\n<ul id=\"findings\">\n" + findingItems.joined(separator: "\n") + "\n</ul>"
        let options = { (values: [String]) in (["all"] + values).map { "<option>\(escape($0))</option>" }.joined() }
        let page = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>SlotFit report</title>
        <style>
        body { font: 14px system-ui, sans-serif; margin: 24px; background: #fff; color: #111; }
        figure { display: inline-block; margin: 8px; vertical-align: top; }
        figcaption { font-size: 12px; color: #555; }
        .pair { display: inline-block; border: 2px solid #ff3b30; margin: 4px; }
        .bad { color: #fff; background: #ff3b30; padding: 0 6px; border-radius: 4px; font-size: 12px; }
        li.error { color: #c4161c; } li { margin-bottom: 6px; } code { font-size: 12px; }
        table { border-collapse: collapse; } td, th { border: 1px solid #ddd; padding: 2px 8px; }
        </style></head><body>
        <h1>SlotFit report</h1>
        <p>\(report.isClean ? "All goldens match; no error findings." : "Changes or findings: \(report.verdictChanges.count) verdict changes, \(report.missing.count) missing, \(report.errors.count) error findings.")</p>
        <p><code>\(escape(report.summary()))</code></p>
        <p>Activity <select id="activity">\(options(activities))</select> Locale <select id="locale">\(options(locales))</select></p>
        \(changedSections.isEmpty ? "" : "<h2>Changed</h2>\n" + changedSections.joined(separator: "\n"))
        \(findings)
        <h2>Closest to their budget</h2>
        <table id="headroom"><tr><th>headroom pt</th><th>locale</th><th>device · state</th><th>presentation</th><th>text</th></tr>
        \(headroom)
        </table>
        \(sections.joined(separator: "\n"))
        <script>
        function filter() {
          const a = document.getElementById('activity').value, l = document.getElementById('locale').value;
          document.querySelectorAll('section').forEach(s => {
            s.style.display = (a === 'all' || s.dataset.activity === a) && (l === 'all' || s.dataset.locale === l) ? '' : 'none';
          });
          document.querySelectorAll('#headroom tr[data-locale]').forEach(r => { r.style.display = l === 'all' || r.dataset.locale === l ? '' : 'none'; });
        }
        document.getElementById('activity').onchange = filter;
        document.getElementById('locale').onchange = filter;
        // How many pictures the browser decoded, for a look from outside.
        window.addEventListener('load', () => {
          document.body.dataset.picturesLoaded = [...document.images].filter(i => i.complete && i.naturalWidth > 0).length;
        });
        </script>
        </body></html>

        """
        return [("index.html", page)] + out
    }
}
