import Foundation

extension HTMLReporter {
    /// The page around the report's parts: its style, the filters by
    /// activity and locale, the sections in order, and a script that filters
    /// and, once loaded, counts on `<body>` what the browser shows (decoded
    /// pictures, marked diff lines, links whose target is on the page) for a
    /// look from outside (`data-pictures-loaded`, `data-diff-removed`,
    /// `data-diff-added`, `data-links`, `data-links-resolved`).
    struct Page {
        /// The verdict in words, and the check's summary line.
        var summary: String
        var line: String
        /// The filters' values: golden folders and locales.
        var activities: [String]
        var locales: [String]
        /// The parts, as HTML.
        var changed: [String]
        var findings: String
        var headroom: [String]
        /// The width budgets table (empty without catalog keys).
        var budgets: String = ""
        var snapshots: [String]

        /// The whole page.
        var html: String {
            let escape = HTMLReporter.escape
            let options = { (values: [String]) in (["all"] + values).map { "<option>\(escape($0))</option>" }.joined() }
            let changedPart = changed.isEmpty ? "" : "<h2 id=\"changed\">Changed</h2>\n<p class=\"note\">Only the snapshots whose text differs from the committed golden: removed lines in red, added in green.</p>\n" + changed.joined(separator: "\n")
            return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>SlotFit report</title>
            <style>
            \(Self.style)
            </style></head><body>
            <h1>SlotFit report</h1>
            <p>\(escape(summary))</p>
            <p><code>\(escape(line))</code></p>
            <p>Activity <select id="activity">\(options(activities))</select> Locale <select id="locale">\(options(locales))</select></p>
            \(changedPart)
            \(findings)
            <h2>Closest to their budget</h2>
            <p class="note">One row per text: its least headroom over every locale, device, state and size, where that is, and how many of its places are within \(String(format: "%g", HeadroomRow.margin)) pt of it.</p>
            <table id="headroom"><tr><th>headroom pt</th><th>activity</th><th>presentation</th><th>text</th><th>tightest at</th><th>places within \(String(format: "%g", HeadroomRow.margin)) pt</th></tr>
            \(headroom.joined(separator: "\n"))
            </table>
            \(budgets)
            <h2 id="snapshots">Every snapshot</h2>
            \(snapshots.joined(separator: "\n"))
            <script>
            \(Self.script)
            </script>
            </body></html>

            """
        }

        /// The page's style.
        static let style = """
        body { font: 14px system-ui, sans-serif; margin: 24px; background: #fff; color: #111; }
        .cut { color: #c4161c; font-weight: 600; }
        figure { display: inline-block; margin: 8px; vertical-align: top; }
        figcaption, .same { font-size: 12px; color: #555; margin: 2px 0; }
        .pair { display: flex; gap: 8px; align-items: flex-start; }
        .pair figure { margin: 4px; }
        .bad { color: #fff; background: #ff3b30; padding: 0 6px; border-radius: 4px; font-size: 12px; }
        .note { color: #555; font-size: 12px; }
        article.block { border-left: 3px solid #ff9500; padding: 4px 0 4px 12px; margin: 12px 0; }
        article.block h4 { margin: 0 0 4px; }
        .diff { font: 12px ui-monospace, monospace; overflow-x: auto; border: 1px solid #ddd; background: #fafafa; max-width: 100%; }
        .diff div { white-space: pre; }
        .diff mark { background: #ffc2c2; color: inherit; border-radius: 2px; }
        .diff .add mark { background: #a8e6b4; }
        .diff .hunk { color: #6e40c9; background: #f1ecfb; }
        .diff .del { background: #ffe5e5; color: #a3161c; }
        .diff .add { background: #e3f7e6; color: #11632a; }
        li.error { color: #c4161c; } li { margin-bottom: 6px; } code { font-size: 12px; }
        table { border-collapse: collapse; } td, th { border: 1px solid #ddd; padding: 2px 8px; }
        :target { outline: 3px solid #0a84ff; }
        """

        /// The page's script: the filters, and the counts once loaded.
        static let script = """
        function filter() {
          const a = document.getElementById('activity').value, l = document.getElementById('locale').value;
          document.querySelectorAll('section').forEach(s => {
            s.style.display = (a === 'all' || s.dataset.activity === a) && (l === 'all' || s.dataset.locale === l) ? '' : 'none';
          });
          document.querySelectorAll('#headroom tr[data-activity]').forEach(r => { r.style.display = a === 'all' || r.dataset.activity === a ? '' : 'none'; });
        }
        document.getElementById('activity').onchange = filter;
        document.getElementById('locale').onchange = filter;
        // What the browser shows, for a look from outside.
        window.addEventListener('load', () => {
          const d = document.body.dataset;
          d.picturesLoaded = [...document.images].filter(i => i.complete && i.naturalWidth > 0).length;
          d.diffRemoved = document.querySelectorAll('.diff [data-diff="removed"]').length;
          d.diffAdded = document.querySelectorAll('.diff [data-diff="added"]').length;
          const links = [...document.querySelectorAll('a[href^="#"]')];
          d.links = links.length;
          d.linksResolved = links.filter(a => document.getElementById(a.getAttribute('href').slice(1)) !== null).length;
        });
        """
    }
}
