import Foundation

/// The HTML report as files for a folder: `index.html`, then the pictures
/// as SVG files beside it (`svg/…`, the goldens' under `golden/svg/…`),
/// loaded lazily, so a matrix of thousands of snapshots stays a light page.
///
/// The page holds, in order: the summary; **Changed** — only the snapshots
/// (device · state · Dynamic Type size blocks) whose text differs from the
/// committed golden, each with its line diff (removed and added lines
/// marked) and its golden and current pictures side by side; the
/// **findings by cause**, each linked to its example's picture; the texts
/// **closest to their budget**, one row per text with its tightest place;
/// then **every snapshot** by activity and locale. A block that is the same
/// on several devices (same activity, locale, state and size; the same
/// text or picture) is shown once, "same on: …" naming the others.
///
/// Every text from the project (translations, keys, messages) is escaped;
/// the same input gives the same bytes. It reads no file: the committed
/// goldens and pictures are those the check read (`GoldenCheck.Report`'s
/// `committed` and `committedPictures`), inside the project only.
public struct HTMLReporter: Reporter {
    /// Creates an HTML reporter.
    public init() {}

    /// Text from the project as the page shows it: invisible controls
    /// spelled out, then escaped for HTML text and attributes.
    static func escape(_ text: String) -> String { text.showingInvisibleControls.xmlEscaped }

    /// The report's files, by path relative to the report folder, from the
    /// rendered goldens (their pictures and verdicts) and the check's report.
    public func report(_ input: (files: [GoldenMatrix.File], check: GoldenCheck.Report)) -> [(path: String, contents: String)] {
        let (files, report) = input
        var pictures: [String: String] = [:]
        var ids = Set<String>()
        let results = Dictionary(report.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let status = results.mapValues(\.status)
        // Every snapshot by activity and locale, the same ones collapsed.
        var sections: [String] = []
        for file in files {
            for (path, svg) in file.pictures { pictures[path] = svg }
            sections.append(snapshotsSection(file, status: status[file.path], ids: &ids))
        }
        // The changed blocks, what a reviewer looks at first.
        var changed: [String] = []
        for file in files where status[file.path] != nil && status[file.path] != .match {
            changed.append(changedSection(file, result: results[file.path], check: report, ids: &ids, pictures: &pictures))
        }
        let findings = FindingsList(groups: report.groups, findings: report.findings, problems: report.problems).html(ids: ids)
        let headroom = HeadroomRow.rows(files).map { $0.html(ids: ids) }
        let page = Page(summary: report.isClean ? "All goldens match; no error findings." : "Changes or findings: \(report.verdictChanges.count) verdict changes, \(report.missing.count) missing, \(report.errorCount) error\(report.errorCount == 1 ? "" : "s").",
                        line: report.summary(),
                        activities: Array(Set(files.map { GoldenMatrix.place(ofGolden: $0.path).activityFolder })).sorted(),
                        locales: Array(Set(files.map { GoldenMatrix.place(ofGolden: $0.path).locale })).sorted(),
                        changed: changed, findings: findings, headroom: headroom, budgets: Self.budgetsTable(KeyBudgets.compute(files)), snapshots: sections)
        return [("index.html", page.html)] + pictures.keys.sorted().map { ($0, pictures[$0] ?? "") }
    }

    /// A figure of a picture: its caption and the lazily loaded SVG, or a
    /// note when it was not drawn.
    static func figure(_ caption: String, source: String?, id: String? = nil, aliases: [String] = [], extra: String = "") -> String {
        let idAttribute = id.map { " id=\"\($0)\"" } ?? ""
        let image = source.map { "<img loading=\"lazy\" src=\"\(Anchor.source($0))\" alt=\"\(escape(caption))\">" } ?? "<p class=\"none\">no picture</p>"
        let anchors = aliases.map { "<span id=\"\($0)\"></span>" }.joined()
        return "<figure\(idAttribute)>\(anchors)<figcaption>\(escape(caption))</figcaption>\(image)\(extra)</figure>"
    }

    /// `same on: a, b` for the devices a shown block stands for.
    static func sameOn(_ devices: [String]) -> String {
        devices.isEmpty ? "" : "<p class=\"same\">same on: \(escape(devices.joined(separator: ", ")))</p>"
    }

    /// A golden's snapshots, one figure per block, the same on several
    /// devices once; each figure's id (and its others') added to `ids`.
    func snapshotsSection(_ file: GoldenMatrix.File, status: GoldenCheck.FileResult.Status?, ids: inout Set<String>) -> String {
        let (folder, locale) = GoldenMatrix.place(ofGolden: file.path)
        let snapshots = file.golden.cases.map { Snapshot(path: file.path, item: $0, pictures: file.pictures) }
        let groups = SameOn.collapsing(snapshots, scope: { "\($0.state)\u{0}\($0.size.shortName)" }, same: { $0.isSame(as: $1) })
        var figures: [String] = []
        for group in groups {
            // Each id once on the page (a device listed twice gives one place twice).
            let id = ids.insert(group.shown.anchor).inserted ? group.shown.anchor : nil
            let aliases = group.others.map(\.anchor).filter { ids.insert($0).inserted }
            figures.append(Self.figure(group.shown.title, source: group.shown.picture == nil ? nil : group.shown.picturePath, id: id,
                                       aliases: aliases, extra: Self.sameOn(group.others.map(\.device))))
        }
        let id = Anchor.id("file", [folder, locale])
        ids.insert(id)
        let badge = status.map { $0 == .match ? "" : " <span class=\"bad\">\($0.rawValue)</span>" } ?? ""
        return "<section id=\"\(id)\" data-activity=\"\(Self.escape(folder))\" data-locale=\"\(Self.escape(locale))\"><h3>\(Self.escape(folder)) · \(Self.escape(locale))\(badge)</h3>\n"
            + figures.joined(separator: "\n") + "\n</section>"
    }
}
