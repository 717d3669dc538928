import Foundation
import SlotFit
import SlotFitText
import XCTest

/// The HTML report from real renderings of the test activity (the
/// Meditation fixture and its catalog): goldens recorded, a translation
/// changed, the matrix rendered and checked again; what the page shows is
/// compared with the two renderings' own blocks, verdicts and findings.
final class HTMLReportTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// A scratch project with the Meditation fixture and `config`.
    func project(_ config: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-html-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in ["Meditation.yml", "Meditation.xcstrings"] {
            try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        try config.write(to: folder.appendingPathComponent("slotfit.yml"), atomically: true, encoding: .utf8)
        return folder
    }

    /// The project's matrix with pictures.
    func render(_ folder: URL) throws -> [GoldenMatrix.File] {
        let configuration = try SlotFitConfiguration.load(folder.appendingPathComponent("slotfit.yml").path)
        var matrix = GoldenMatrix(configuration: configuration, engine: LayoutTests.engine)
        matrix.pictures = true
        return try matrix.render()
    }

    /// Writes `files` as the committed goldens (texts and pictures) under `golden/`.
    func record(_ files: [GoldenMatrix.File], in folder: URL) throws {
        let golden = folder.appendingPathComponent("golden")
        for file in files {
            for (path, contents) in [(file.path, file.contents)] + file.pictures.map({ ($0.key, $0.value) }) {
                let url = golden.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try contents.write(to: url, atomically: true, encoding: .utf8)
            }
        }
    }

    /// Replaces `old` with `new` in the project's catalog.
    func translate(_ old: String, to new: String, in folder: URL) throws {
        let catalog = folder.appendingPathComponent("Meditation.xcstrings")
        let text = try String(contentsOf: catalog, encoding: .utf8)
        XCTAssertTrue(text.contains(old))
        try text.replacingOccurrences(of: old, with: new).write(to: catalog, atomically: true, encoding: .utf8)
    }

    /// The report of a check of `files` against the project's goldens.
    func report(_ files: [GoldenMatrix.File], in folder: URL) -> (page: String, files: [String: String], check: GoldenCheck.Report) {
        let golden = folder.appendingPathComponent("golden").path
        let check = GoldenCheck.compare(files, directory: golden)
        let out = HTMLReporter().report((files, check))
        let byPath = Dictionary(out.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
        return (byPath["index.html"] ?? "", byPath, check)
    }

    // MARK: Reading the page

    /// HTML text back to the text it escapes.
    static func unescaped(_ html: String) -> String {
        html.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&apos;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
    }

    /// What lies between `start` and the next `end` after it, each time.
    static func all(_ text: String, from start: String, to end: String) -> [String] {
        text.components(separatedBy: start).dropFirst().map { String($0.components(separatedBy: end)[0]) }
    }

    /// The page's part from `heading` to the next `<h2`.
    static func part(_ page: String, _ heading: String) -> String {
        guard let start = page.range(of: heading) else { return "" }
        let rest = page[start.upperBound...]
        return String(rest[..<(rest.range(of: "<h2")?.lowerBound ?? rest.endIndex)])
    }

    /// One changed block as the page shows it.
    struct Article {
        var title: String
        var sameOn: [String]
        var removed: [String]
        var added: [String]
        var html: String
    }

    static func articles(_ page: String) -> [Article] {
        all(part(page, "<h2 id=\"changed\">Changed</h2>"), from: "<article class=\"block\"", to: "</article>").map { html in
            let title = unescaped(all(html, from: "<h4>", to: " <small>").first ?? "")
            let same = all(html, from: "<p class=\"same\">same on: ", to: "</p>").first.map { unescaped($0).components(separatedBy: ", ") } ?? []
            return Article(title: title, sameOn: same,
                           removed: all(html, from: "data-diff=\"removed\">-", to: "</div>").map(lineText),
                           added: all(html, from: "data-diff=\"added\">+", to: "</div>").map(lineText), html: html)
        }
    }

    /// A diff line's text: without the marks of its changed part, unescaped.
    static func lineText(_ html: String) -> String {
        unescaped(html.replacingOccurrences(of: "<mark>", with: "").replacingOccurrences(of: "</mark>", with: ""))
    }

    /// `device · state · size` of a case, as the golden's heading has it.
    static func title(_ item: GoldenFile.Case) -> String { "\(item.device) · \(item.state) · \(item.dynamicTypeSize.shortName)" }

    // MARK: Tests

    /// A changed translation: the Changed section holds exactly the blocks
    /// whose text differs between the two renderings (shown, or named as
    /// the same on another device), each with the lines only the golden has
    /// marked removed and those only the rendering has marked added, and
    /// both pictures; an unchanged locale is not in it.
    func testAChangedTranslationShowsExactlyTheChangedBlocksAndLines() throws {
        let folder = try project("activities: [Meditation.yml]\nlocales: [en, de]\npseudoLocales: false\ndevices: [iphone-393, iphone-430]\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = try render(folder)
        try record(before, in: folder)
        try translate("Sitzung beendet", to: "Die Meditationssitzung ist jetzt vollständig beendet", in: folder)
        let after = try render(folder)
        let (page, out, check) = report(after, in: folder)
        XCTAssertEqual(check.files.filter { $0.status == .changed }.map(\.path), ["meditation-timer/de.txt"])

        let old = try XCTUnwrap(before.first { $0.path == "meditation-timer/de.txt" }).golden
        let new = try XCTUnwrap(after.first { $0.path == "meditation-timer/de.txt" }).golden
        let oldByTitle = Dictionary(uniqueKeysWithValues: old.cases.map { (Self.title($0), $0) })
        let newByTitle = Dictionary(uniqueKeysWithValues: new.cases.map { (Self.title($0), $0) })
        let expected = Set(newByTitle.keys.filter { newByTitle[$0]?.snapshot != oldByTitle[$0]?.snapshot })
        XCTAssertFalse(expected.isEmpty)
        XCTAssertTrue(expected.allSatisfy { $0.contains(" · complete · ") }, "the text is shown in the complete state only: \(expected)")
        XCTAssertLessThan(expected.count, new.cases.count)

        let articles = Self.articles(page)
        var covered: [String] = []
        for article in articles {
            covered.append(article.title)
            let parts = article.title.components(separatedBy: " · ")
            covered += article.sameOn.map { ([$0] + parts.dropFirst()).joined(separator: " · ") }
        }
        XCTAssertEqual(covered.count, Set(covered).count, "each block once: \(covered)")
        XCTAssertEqual(Set(covered), expected)
        for article in articles {
            let oldLines = try XCTUnwrap(oldByTitle[article.title]).snapshot.components(separatedBy: "\n")
            let newLines = try XCTUnwrap(newByTitle[article.title]).snapshot.components(separatedBy: "\n")
            XCTAssertTrue(Set(article.removed).isSubset(of: oldLines), article.title)
            XCTAssertTrue(Set(article.added).isSubset(of: newLines), article.title)
            XCTAssertTrue(Set(oldLines).subtracting(newLines).isSubset(of: article.removed), "every line only the golden has is marked removed: \(article.title)")
            XCTAssertTrue(Set(newLines).subtracting(oldLines).isSubset(of: article.added), "every line only the rendering has is marked added: \(article.title)")
            XCTAssertTrue(article.removed.contains { $0.contains("\"Sitzung beendet\"") }, article.removed.joined(separator: "\n"))
            XCTAssertTrue(article.added.contains { $0.contains("\"Die Meditationssitzung ") }, article.added.joined(separator: "\n"))
            XCTAssertFalse(article.added.contains { $0.hasPrefix("device: ") }, "lines both have are context, not marked")
            // In a line changed in place, the part that differs is marked: the new words, not the line's start.
            let marks = Self.all(article.html, from: "<mark>", to: "</mark>").map(Self.unescaped)
            XCTAssertTrue(marks.contains { $0.contains("Die Meditationssitzung") }, "\(marks)")
            XCTAssertFalse(marks.contains { $0.contains("text \"Session complete\"") }, "\(marks)")
            // Golden and current pictures side by side, both written.
            let sources = Self.all(article.html, from: "src=\"", to: "\"")
            XCTAssertEqual(sources.count, 2, article.html)
            XCTAssertEqual(sources.filter { $0.hasPrefix("golden/svg/meditation-timer/de-") }.count, 1, "\(sources)")
            for source in sources { XCTAssertTrue(out[source]?.hasPrefix("<svg ") ?? false, source) }
        }
        let changed = Self.part(page, "<h2 id=\"changed\">Changed</h2>")
        XCTAssertTrue(changed.contains("data-locale=\"de\""))
        XCTAssertFalse(changed.contains("data-locale=\"en\""), "English did not change")
    }

    /// The same snapshot on two devices is one figure naming both; every
    /// snapshot is shown or named once, and what is named as the same is
    /// the same (its text but for the device line, or its picture but for
    /// its title), while no two figures shown are.
    /// Examples/timer-total.yml has no Lock Screen view: both iPads' blocks
    /// are the same (nothing to show), the iPhone's and CarPlay's are not.
    func testIdenticalDevicesCollapse() throws {
        let folder = try project("activities: [timer-total.yml]\nlocales: [en, ar]\npseudoLocales: false\ndevices: [ipad-1366, ipad-1194, carplay-240x78, iphone-393]\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: Self.fixtures.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/timer-total.yml"),
                                         to: folder.appendingPathComponent("timer-total.yml"))
        let files = try render(folder)
        let (page, _, _) = report(files, in: folder)
        func withoutDevice(_ text: String) -> String { text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("device: ") }.joined(separator: "\n") }
        func withoutTitle(_ svg: String?) -> String? { svg.map { $0.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("<title>") }.joined(separator: "\n") } }
        var collapsed = 0
        for file in files {
            let folder = file.path.components(separatedBy: "/")[0], locale = file.path.components(separatedBy: "/")[1].replacingOccurrences(of: ".txt", with: "")
            let section = Self.all(Self.part(page, "<h2 id=\"snapshots\">"), from: "data-locale=\"\(locale)\"><h3>", to: "</section>").first ?? ""
            let cases = Dictionary(uniqueKeysWithValues: file.golden.cases.map { (Self.title($0), $0) })
            func picture(_ item: GoldenFile.Case) -> String? {
                file.pictures.first { $0.key.hasPrefix("svg/\(folder)/\(locale)-\(item.device)-\(item.state.lowercased())") && ($0.key.hasSuffix("-xxxLarge.svg") == (item.dynamicTypeSize == .xxxLarge)) }?.value
            }
            var seen: [String] = []
            var shown: [GoldenFile.Case] = []
            for figure in Self.all(section, from: "<figure", to: "</figure>") {
                let title = Self.unescaped(Self.all(figure, from: "<figcaption>", to: "</figcaption>").first ?? "")
                let item = try XCTUnwrap(cases[title], title)
                shown.append(item)
                seen.append(title)
                let parts = title.components(separatedBy: " · ")
                for device in Self.all(figure, from: "<p class=\"same\">same on: ", to: "</p>").first.map({ Self.unescaped($0).components(separatedBy: ", ") }) ?? [] {
                    let other = try XCTUnwrap(cases[([device] + parts.dropFirst()).joined(separator: " · ")])
                    seen.append(Self.title(other))
                    collapsed += 1
                    XCTAssertTrue(withoutDevice(other.snapshot) == withoutDevice(item.snapshot) || (withoutTitle(picture(other)) != nil && withoutTitle(picture(other)) == withoutTitle(picture(item))),
                                  "\(Self.title(other)) is named as the same as \(title)")
                }
            }
            XCTAssertEqual(seen.sorted(), cases.keys.sorted(), "every snapshot of \(file.path) once")
            for (index, one) in shown.enumerated() {
                for two in shown[(index + 1)...] where one.state == two.state && one.dynamicTypeSize == two.dynamicTypeSize {
                    XCTAssertNotEqual(withoutDevice(one.snapshot), withoutDevice(two.snapshot), "\(Self.title(one)) and \(Self.title(two)) are shown twice")
                    if let a = withoutTitle(picture(one)), let b = withoutTitle(picture(two)) { XCTAssertNotEqual(a, b) }
                }
            }
        }
        XCTAssertGreaterThan(collapsed, 0, "the two iPads' identical snapshots collapse")
        XCTAssertTrue(page.contains("<p class=\"same\">same on: ipad-1194</p>"), "named under the iPad 1366's figure")
    }

    /// One row per text (activity, presentation, view): its least headroom
    /// over the matrix and how many of its places have one, as the
    /// renderings' verdicts give them; no text twice; tightest first.
    func testHeadroomHasOneRowPerText() throws {
        let folder = try project("activities: [Meditation.yml]\nlocales: all\ndevices: [iphone-393, iphone-430]\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try render(folder)
        let (page, _, _) = report(files, in: folder)
        struct Key: Hashable { var activity: String; var presentation: String; var label: String }
        var values: [Key: [Double]] = [:]
        for file in files {
            for item in file.golden.cases {
                for verdict in item.verdicts { if let headroom = verdict.headroom { values[Key(activity: file.golden.activity, presentation: verdict.presentation.rawValue, label: verdict.label), default: []].append(headroom) } }
            }
        }
        XCTAssertGreaterThan(values.values.map(\.count).max() ?? 0, 10, "a text has a headroom in many places")
        let rows = Self.all(Self.part(page, "<table id=\"headroom\">"), from: "<tr data-activity=", to: "</tr>").map { row in
            Self.all(row, from: "<td>", to: "</td>").map(Self.unescaped)
        }
        XCTAssertEqual(rows.count, min(30, values.count))
        let keys = rows.map { Key(activity: $0[1], presentation: $0[2], label: $0[3]) }
        XCTAssertEqual(Set(keys).count, rows.count, "no text twice")
        for (row, key) in zip(rows, keys) {
            let all = try XCTUnwrap(values[key], "\(key)")
            XCTAssertEqual(row[0], String(format: "%.3f", all.min() ?? 0))
            XCTAssertTrue(row[5].hasSuffix(" of \(all.count)"), "\(row)")
        }
        let shown = rows.compactMap { Double($0[0]) }
        XCTAssertEqual(shown, shown.sorted())
    }

    /// Each finding group links to its example's picture; every link of
    /// the page leads to an element id on it, and a picture link to the
    /// figure of the example's device, state and size.
    func testFindingsLinkToTheirPictures() throws {
        let folder = try project("activities: [Meditation.yml]\nlocales: [en, de]\npseudoLocales: false\ndevices: [iphone-393, iphone-430]\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        try record(try render(folder), in: folder)
        // Too long for the Lock Screen's one line: cut, a finding per place.
        try translate("Runde %1$lld von %2$lld", to: "Meditationsrunde Nummer %1$lld von insgesamt %2$lld geplanten Runden", in: folder)
        let files = try render(folder)
        let (page, _, check) = report(files, in: folder)
        XCTAssertFalse(check.groups.isEmpty)
        let allIDs = Self.all(page, from: " id=\"", to: "\""), ids = Set(allIDs)
        XCTAssertEqual(allIDs.count, ids.count, "each id once")
        let links = Self.all(page, from: "href=\"#", to: "\"")
        XCTAssertFalse(links.isEmpty)
        for link in links { XCTAssertTrue(ids.contains(link), "#\(link) leads nowhere") }
        let items = Self.all(Self.part(page, "<h2>Findings by cause</h2>"), from: "<li class=\"", to: "</li>")
        XCTAssertEqual(items.count, check.groups.count + check.problems.count)
        for (group, item) in zip(check.groups, items.suffix(check.groups.count)) {
            let example = try XCTUnwrap(check.findings.first { $0.cause == group.cause && $0.severity == group.severity && $0.message == group.message })
            guard !example.device.isEmpty, !example.state.isEmpty else { continue }
            let target = try XCTUnwrap(Self.all(item, from: "class=\"picture\" href=\"#", to: "\"").first, item)
            // The figure holding that id shows (or names) the example's place.
            let at = try XCTUnwrap(page.range(of: " id=\"\(target)\""))
            let start = try XCTUnwrap(page.range(of: "<figure", options: .backwards, range: page.startIndex..<at.lowerBound))
            let figure = page[start.lowerBound...].components(separatedBy: "</figure>")[0]
            let size = (example.dynamicTypeSize ?? .large).shortName
            XCTAssertTrue(figure.contains(" · \(example.state) · \(size)</figcaption>"), String(figure.prefix(300)))
            XCTAssertTrue(figure.contains("<figcaption>\(example.device) · ") || figure.contains("same on: ") && figure.contains(example.device), String(figure.prefix(300)))
            let section = try XCTUnwrap(page.range(of: "<section id=", options: .backwards, range: page.startIndex..<at.lowerBound))
            XCTAssertTrue(page[section.lowerBound...].hasPrefix("<section id=\"file.meditation-timer.\(example.locale)\""))
            // The translation is on every German snapshot: the example's changed, and its diff is linked.
            if check.files.contains(where: { $0.path == "meditation-timer/\(example.locale).txt" && $0.status == .changed }) {
                XCTAssertTrue(item.contains("class=\"diff-link\""), item)
            }
        }
    }

    /// Translations are hostile input: a `<script>` in one is text on the
    /// page (in the diff and the findings), never an element.
    func testHostileTranslationsAreEscaped() throws {
        let folder = try project("activities: [Meditation.yml]\nlocales: [en, de]\npseudoLocales: false\ndevices: [iphone-393]\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        try record(try render(folder), in: folder)
        let hostile = "<script>x()</script><img src=x>"
        try translate("Sitzung beendet", to: hostile, in: folder)
        let files = try render(folder)
        XCTAssertTrue(files.contains { $0.contents.contains("\"<script>x()</script><img src=x>\"") }, "the golden holds the translation as it is")
        let (page, _, _) = report(files, in: folder)
        XCTAssertEqual(page.components(separatedBy: "<script").count - 1, 1, "the page's own script only")
        XCTAssertFalse(page.contains("<img src=x"))
        XCTAssertTrue(page.contains("&quot;&lt;script&gt;x()&lt;/script&gt;&lt;img src=x&gt;&quot;"))
        XCTAssertTrue(Self.articles(page).contains { $0.added.contains { $0.contains("\"<script>x()</script><img src=x>\"") } }, "shown in the diff as the text it is")
    }

    /// A golden (or its picture) linked out of the project is never read:
    /// the page says why instead of showing what the link leads to.
    func testAGoldenLinkedOutOfTheProjectIsNotRead() throws {
        let folder = try project("activities: [Meditation.yml]\nlocales: [en, de]\npseudoLocales: false\ndevices: [iphone-393]\n")
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-outside-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: folder); try? FileManager.default.removeItem(at: outside) }
        let files = try render(folder)
        try record(files, in: folder)
        let german = try XCTUnwrap(files.first { $0.path == "meditation-timer/de.txt" })
        // Outside: the German golden with a secret line in its first block.
        try german.contents.replacingOccurrences(of: "dynamic type: large", with: "SECRET-OUTSIDE-LINE").write(to: outside, atomically: true, encoding: .utf8)
        let golden = folder.appendingPathComponent("golden/meditation-timer/de.txt")
        try FileManager.default.removeItem(at: golden)
        try FileManager.default.createSymbolicLink(at: golden, withDestinationURL: outside)
        let boundary = ProjectBoundary(project: folder.path)
        let check = GoldenCheck.compare(files, directory: folder.appendingPathComponent("golden").path, boundary: boundary)
        XCTAssertEqual(check.refused, ["meditation-timer/de.txt"])
        let page = HTMLReporter().report((files, check))[0].contents
        XCTAssertFalse(page.contains("SECRET-OUTSIDE-LINE"))
        let changed = Self.part(page, "<h2 id=\"changed\">Changed</h2>")
        XCTAssertTrue(changed.contains("meditation-timer/de.txt: "), changed)
        XCTAssertTrue(Self.articles(page).isEmpty)
        // Without the boundary the check reads the same link: the test sees the difference.
        let read = GoldenCheck.compare(files, directory: folder.appendingPathComponent("golden").path)
        let unguarded = HTMLReporter().report((files, read))[0].contents
        XCTAssertTrue(unguarded.contains("SECRET-OUTSIDE-LINE"))
    }

    /// A golden of another format version differs in its header only: the
    /// header is the one block shown; a golden that does not read back
    /// (an extra line in its header) is shown as one diff of the whole file.
    func testAHeaderOrAnUnreadableGoldenIsOneBlock() throws {
        let folder = try project("activities: [Meditation.yml]\nlocales: [en]\npseudoLocales: false\ndevices: [iphone-393]\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try render(folder)
        try record(files, in: folder)
        let golden = folder.appendingPathComponent("golden/meditation-timer/en.txt")
        let text = try String(contentsOf: golden, encoding: .utf8)
        XCTAssertTrue(text.hasPrefix("slotfit-golden 1\n"))
        try text.replacingOccurrences(of: "slotfit-golden 1\n", with: "slotfit-golden 0\n").write(to: golden, atomically: true, encoding: .utf8)
        let header = Self.articles(report(files, in: folder).page)
        XCTAssertEqual(header.map(\.title), ["header"])
        XCTAssertEqual(header.first?.removed, ["slotfit-golden 0"])
        XCTAssertEqual(header.first?.added, ["slotfit-golden 1"])

        try text.replacingOccurrences(of: "locale: en\n", with: "locale: en\nnote: edited by hand\n").write(to: golden, atomically: true, encoding: .utf8)
        let whole = Self.articles(report(files, in: folder).page)
        XCTAssertEqual(whole.map(\.title), ["whole file"])
        XCTAssertEqual(whole.first?.removed, ["note: edited by hand"])
        XCTAssertEqual(whole.first?.added, [])
    }

    /// The same input gives the same bytes, pictures and page alike.
    func testTheReportIsDeterministic() throws {
        let folder = try project("activities: [Meditation.yml]\nlocales: [en, de, ar]\npseudoLocales: false\ndevices: [iphone-393, carplay-240x78]\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        try record(try render(folder), in: folder)
        try translate("Sitzung beendet", to: "Fertig", in: folder)
        let one = report(try render(folder), in: folder), two = report(try render(folder), in: folder)
        XCTAssertFalse(Self.articles(one.page).isEmpty)
        XCTAssertEqual(one.page, two.page)
        XCTAssertEqual(one.files, two.files)
    }
}
