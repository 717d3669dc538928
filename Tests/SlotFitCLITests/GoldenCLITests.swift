import Foundation
import XCTest

/// render and check end to end, with the built binary, in a scratch project.
final class GoldenCLITests: XCTestCase {
    func run(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws -> SlotFitBinary.Result {
        try SlotFitBinary.run(arguments, in: folder, environment: environment)
    }

    func testLongerGermanFailsCheckAndRecordingFixesIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-golden-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("SlotFitTests/Fixtures")
        for name in ["Meditation.yml", "Meditation.xcstrings"] {
            try FileManager.default.copyItem(at: fixtures.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        try "activities: [Meditation.yml]\nlocales: all\ndevices: [iphone-393]\n".write(to: folder.appendingPathComponent("slotfit.yml"), atomically: true, encoding: .utf8)

        let ci = try run(["render"], in: folder, environment: ["CI": "true"])
        XCTAssertEqual(ci.status, 2, "CI=true records nothing unless told")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("golden").path))

        let first = try run(["render"], in: folder)
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertTrue(first.stdout.contains("recorded meditation-timer/de.txt"), first.stdout)
        XCTAssertTrue(first.stdout.contains("recorded meditation-timer/ar-XB.txt"), "pseudo-locales are on by default")
        XCTAssertEqual(try run(["check"], in: folder).status, 0)

        let golden = folder.appendingPathComponent("golden/meditation-timer/de.txt")
        let before = try Data(contentsOf: golden)
        let catalog = folder.appendingPathComponent("Meditation.xcstrings")
        let text = try String(contentsOf: catalog, encoding: .utf8).replacingOccurrences(of: "Sitzung beendet", with: "Die Meditationssitzung ist jetzt vollständig beendet")
        try text.write(to: catalog, atomically: true, encoding: .utf8)

        let check = try run(["check"], in: folder)
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(check.stdout.contains("de · meditation-timer · complete · iphone-393 · large · lockScreen · text \"Session complete\": fits"), check.stdout)
        XCTAssertTrue(check.stdout.contains("→ wrapped(2)"), check.stdout)
        // The diff itself on request; by default the file and its verdict changes.
        XCTAssertFalse(check.stdout.contains("+++ rendered/meditation-timer/de.txt"), check.stdout)
        XCTAssertTrue(check.stdout.contains("changed meditation-timer/de.txt: "), check.stdout)
        let full = try run(["check", "--full-diff"], in: folder)
        XCTAssertTrue(full.stdout.contains("+++ rendered/meditation-timer/de.txt"))
        XCTAssertEqual(try Data(contentsOf: golden), before, "check never writes")

        // A report's folder is made for it, as the HTML report's is (reports/json does not exist yet).
        let reports = try run(["check", "--report", "json", "reports/json/r.json", "--report", "junit", "r.xml", "--report", "github", "--report", "html", "h"], in: folder,
                              environment: ["GITHUB_WORKSPACE": folder.path])
        XCTAssertEqual(reports.status, 1)
        // The HTML report shows the changed golden first, then the findings by cause.
        let page = try String(contentsOf: folder.appendingPathComponent("h/index.html"), encoding: .utf8)
        let changed = try XCTUnwrap(page.range(of: "<h2 id=\"changed\">Changed</h2>")), section = try XCTUnwrap(page.range(of: "<h3>meditation-timer · de <span class=\"bad\">changed</span>"))
        XCTAssertLessThan(changed.lowerBound, section.lowerBound)
        if let findings = page.range(of: "<h2>Findings by cause</h2>") { XCTAssertLessThan(section.lowerBound, findings.lowerBound) }
        // From the repository's root (here the project's folder).
        XCTAssertTrue(reports.stdout.contains("::error file=Meditation.xcstrings,line="), "the annotation points at the catalog key: \(reports.stdout)")
        let junit = try String(contentsOf: folder.appendingPathComponent("r.xml"), encoding: .utf8)
        XCTAssertTrue(junit.contains("name=\"meditation-timer · de · complete · iphone-393 · large\" time=\""), junit)
        // Each case names its file (the manifest, or the view of its first finding) and its render time.
        XCTAssertTrue(junit.contains("/Meditation.yml\">"), junit)
        XCTAssertNotNil(junit.range(of: #"time="[0-9]+\.[0-9]{4}""#, options: .regularExpression), junit)
        XCTAssertTrue(junit.contains("<failure message=\"de · meditation-timer · complete · iphone-393"), junit)
        XCTAssertTrue(junit.contains("tests=\"40\" failures=\"2\""), "5 locales × 4 states × 2 text sizes, German's complete state failing at both: \(junit.prefix(300))")
        // Shards of the same check merge into one verdict.
        _ = try run(["check", "--shard", "1/2", "--report", "json", "s1.json"], in: folder)
        _ = try run(["check", "--shard", "2/2", "--report", "json", "s2.json"], in: folder)
        let merged = try run(["merge", "s1.json", "s2.json", "--output", "all.json"], in: folder)
        XCTAssertEqual(merged.status, 1)
        XCTAssertTrue(merged.stdout.hasPrefix("5 goldens from 2 reports: 1 changed or missing"), merged.stdout)
        let whole = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("reports/json/r.json"))) as! [String: Any]
        let combined = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("all.json"))) as! [String: Any]
        XCTAssertEqual((whole["files"] as? [Any])?.count, (combined["files"] as? [Any])?.count)

        XCTAssertEqual(try run(["render", "--record", "all"], in: folder).status, 0)
        XCTAssertEqual(try run(["check"], in: folder).status, 0)

        // A locale that no longer exists: its golden goes only with --prune.
        try "activities: [Meditation.yml]\nlocales: [de]\npseudoLocales: false\ndevices: [iphone-393]\n".write(to: folder.appendingPathComponent("slotfit.yml"), atomically: true, encoding: .utf8)
        _ = try run(["render"], in: folder)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("golden/meditation-timer/ar.txt").path))
        let pruned = try run(["render", "--prune"], in: folder)
        XCTAssertTrue(pruned.stdout.contains("removed meditation-timer/ar.txt"), pruned.stdout)

        try "activities: [Meditation.yml]\ndevice: [iphone-393]\n".write(to: folder.appendingPathComponent("slotfit.yml"), atomically: true, encoding: .utf8)
        let bad = try run(["check"], in: folder)
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("unknown configuration key \"device\"; did you mean \"devices\"?"), bad.stderr)
    }
}

extension GoldenCLITests {
    /// SlotFit's own goldens (slotfit.yml at the root) match what the engine
    /// renders now: a change that alters them fails here until re-recorded.
    func testProjectGoldensMatch() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let result = try run(["check", "--config", root.appendingPathComponent("slotfit.yml").path], in: root)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("All goldens match"), result.stdout)
    }
}

extension GoldenCLITests {
    /// The HTML report, opened in a real headless Chromium: the page loads and
    /// its screenshot shows the pictures.
    func testHTMLReportRendersInChromium() throws {
        // The test activity (5 locales with pseudo × 3 devices × 4 states),
        // not the whole sample matrix: one page of pictures is enough.
        let folder = try scratch(config: "activities: [Meditation.yml]\nlocales: all\ndevices: [iphone-393, iphone-430, ipad-1366]\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try run(["render"], in: folder)
        let out = folder.appendingPathComponent("report")
        let check = try run(["check", "--report", "html", out.path], in: folder)
        XCTAssertEqual(check.status, 0, check.stdout + check.stderr)
        let page = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        let sources = page.components(separatedBy: "<img loading=\"lazy\" src=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        XCTAssertGreaterThan(sources.count, 50, "a picture per locale, device and state")
        XCTAssertTrue(page.contains("Closest to their budget"))
        XCTAssertEqual(page.contains("<ul id=\"findings\">"), !check.stdout.contains("All goldens match; no error findings.") || check.stdout.contains("Findings by cause"),
                       "the findings are listed when there are any")
        for source in sources {
            let svg = try String(contentsOf: out.appendingPathComponent(source), encoding: .utf8)
            XCTAssertTrue(svg.hasPrefix("<svg ") && svg.contains("<use "), "\(source) is a picture with glyphs")
        }

        let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let chromium else { return XCTFail("Chromium is missing: install Debian's chromium (make deps does)") }
        func chrome(_ arguments: [String], page: URL? = nil) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: chromium)
            process.arguments = ["--headless", "--disable-gpu", "--no-sandbox", "--hide-scrollbars", "--window-size=1100,1400",
                                 "--allow-file-access-from-files", "--virtual-time-budget=10000"]
                + arguments + [(page ?? out.appendingPathComponent("index.html")).absoluteString]
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = FileHandle.nullDevice
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self)
        }
        // The DOM as Chromium built it after loading: the page counts the
        // pictures the browser decoded (the lazy ones in view at least).
        let dom = try chrome(["--dump-dom"])
        let loaded = dom.components(separatedBy: "data-pictures-loaded=\"").dropFirst().first.flatMap { Int($0.prefix { $0.isNumber }) } ?? 0
        XCTAssertGreaterThan(loaded, 5, "Chromium decoded the SVG pictures")
        let shot = out.appendingPathComponent("page.png")
        _ = try chrome(["--screenshot=\(shot.path)"])
        let png = try Data(contentsOf: shot)
        XCTAssertEqual(Array(png.prefix(4)), [0x89, 0x50, 0x4E, 0x47], "a screenshot was taken")

        // A translation changed: the browser shows the changed blocks' diff
        // lines marked, and every link of the page (the findings' to their
        // pictures) finds its target.
        let catalog = folder.appendingPathComponent("Meditation.xcstrings")
        try String(contentsOf: catalog, encoding: .utf8).replacingOccurrences(of: "Runde %1$lld von %2$lld", with: "Meditationsrunde Nummer %1$lld von insgesamt %2$lld geplanten Runden")
            .write(to: catalog, atomically: true, encoding: .utf8)
        let changedOut = folder.appendingPathComponent("report-changed")
        let changedCheck = try run(["check", "--report", "html", changedOut.path], in: folder)
        XCTAssertEqual(changedCheck.status, 1, changedCheck.stdout + changedCheck.stderr)
        let changedDOM = try chrome(["--dump-dom"], page: changedOut.appendingPathComponent("index.html"))
            .replacingOccurrences(of: "<mark>", with: "").replacingOccurrences(of: "</mark>", with: "")
        func count(_ name: String) -> Int? {
            changedDOM.components(separatedBy: "data-\(name)=\"").dropFirst().first.flatMap { Int($0.prefix { $0.isNumber }) }
        }
        let removed = try XCTUnwrap(count("diff-removed"), "the page's script ran"), added = try XCTUnwrap(count("diff-added"))
        XCTAssertGreaterThan(removed, 0)
        XCTAssertGreaterThan(added, 0)
        // What the browser marked: the old translation's lines removed, the new one's added.
        let removedLines = changedDOM.components(separatedBy: "data-diff=\"removed\">").dropFirst().map { String($0.prefix { $0 != "<" }) }
        let addedLines = changedDOM.components(separatedBy: "data-diff=\"added\">").dropFirst().map { String($0.prefix { $0 != "<" }) }
        XCTAssertEqual(removedLines.count, removed)
        XCTAssertEqual(addedLines.count, added)
        XCTAssertTrue(removedLines.contains { $0.contains("\"Runde 2 von 3\"") }, removedLines.joined(separator: "\n"))
        XCTAssertTrue(addedLines.contains { $0.contains("Meditationsrunde") }, addedLines.joined(separator: "\n"))
        XCTAssertFalse(removedLines.contains { $0.contains("Meditationsrunde") })
        let links = try XCTUnwrap(count("links")), resolved = try XCTUnwrap(count("links-resolved"))
        XCTAssertGreaterThan(links, 0, "the findings link to their pictures")
        XCTAssertEqual(resolved, links, "every link's target is on the page")
        XCTAssertTrue(changedDOM.contains("class=\"picture\" href=\"#snap.meditation-timer.de."), "a finding of the German text links to a German picture")
    }
}

extension GoldenCLITests {
    /// A scratch project with the test activity.
    func scratch(config: String = "activities: [Meditation.yml]\nlocales: all\ndevices: [iphone-393, iphone-430]\n") throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-scratch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("SlotFitTests/Fixtures")
        for name in ["Meditation.yml", "Meditation.xcstrings"] {
            try FileManager.default.copyItem(at: fixtures.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        try config.write(to: folder.appendingPathComponent("slotfit.yml"), atomically: true, encoding: .utf8)
        return folder
    }

    /// SIGKILL at random moments while recording: every golden is the old
    /// file or the new one, never a torn mix.
    func testKilledRenderLeavesEveryGoldenOldOrNew() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertEqual(try run(["render", "--no-pictures"], in: folder).status, 0)
        let golden = folder.appendingPathComponent("golden/meditation-timer")
        let names = try FileManager.default.contentsOfDirectory(atPath: golden.path).filter { $0.hasSuffix(".txt") }.sorted()
        let old = try Dictionary(uniqueKeysWithValues: names.map { ($0, try Data(contentsOf: golden.appendingPathComponent($0))) })
        // The new state: every translation changes, so every golden changes.
        let catalog = folder.appendingPathComponent("Meditation.xcstrings")
        try String(contentsOf: catalog, encoding: .utf8).replacingOccurrences(of: "Runde", with: "Durchgang")
            .replacingOccurrences(of: "الدورة", with: "الجولة").replacingOccurrences(of: "Sitzung beendet", with: "Fertig")
            .write(to: catalog, atomically: true, encoding: .utf8)
        try String(contentsOf: folder.appendingPathComponent("Meditation.yml"), encoding: .utf8).replacingOccurrences(of: "secondsLeft: 323", with: "secondsLeft: 299")
            .write(to: folder.appendingPathComponent("Meditation.yml"), atomically: true, encoding: .utf8)
        // What each golden becomes, rendered elsewhere first.
        XCTAssertEqual(try run(["render", "--record", "all", "--no-pictures", "--golden-dir", "expected"], in: folder).status, 0)
        let expected = folder.appendingPathComponent("expected/meditation-timer")
        let new = try Dictionary(uniqueKeysWithValues: names.map { ($0, try Data(contentsOf: expected.appendingPathComponent($0))) })
        XCTAssertTrue(names.allSatisfy { new[$0] != old[$0] }, "every golden changes")
        var generator = SystemRandomNumberGenerator()
        var torn: [String] = []
        for trial in 0..<24 {
            let process = Process()
            process.executableURL = SlotFitBinary.url
            process.arguments = ["render", "--record", "all", "--no-pictures"]
            process.currentDirectoryURL = folder
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(UInt32.random(in: 0...400_000, using: &generator))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            for name in names {
                let now = try Data(contentsOf: golden.appendingPathComponent(name))
                if now != old[name] && now != new[name] { torn.append("trial \(trial): \(name)") }
            }
            // Start the next trial from the old goldens again, half the time.
            if trial % 2 == 1 { for (name, data) in old { try data.write(to: golden.appendingPathComponent(name)) } }
        }
        XCTAssertEqual(torn, [], "torn goldens")
        // After a complete run, check passes, and no killed run's temporary
        // (a staged golden never renamed) is left.
        XCTAssertEqual(try run(["render", "--record", "all", "--no-pictures"], in: folder).status, 0)
        XCTAssertEqual(try run(["check"], in: folder).status, 0)
        let strays = (FileManager.default.enumerator(atPath: folder.appendingPathComponent("golden").path)?.allObjects as? [String] ?? []).filter { $0.contains(".slotfit-") }
        XCTAssertEqual(strays, [], "temporaries of killed renders are cleaned by the next")
    }

    func testBadMatrixInput() throws {
        let folder = try scratch(config: "activities: [Meditation.yml]\nlocales: [de, xx]\ndevices: [iphone-393]\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let unknownLocale = try run(["check"], in: folder)
        XCTAssertEqual(unknownLocale.status, 2)
        XCTAssertTrue(unknownLocale.stderr.contains("slotfit.yml:2:15: locales[1]: \"xx\" is in no catalog of Meditation timer; did you mean \"ar\"? Localizations: ar, de, en"), unknownLocale.stderr)

        try "locales: [de]\n".write(to: folder.appendingPathComponent("slotfit.yml"), atomically: true, encoding: .utf8)
        let missingKey = try run(["check"], in: folder)
        XCTAssertEqual(missingKey.status, 2)
        XCTAssertTrue(missingKey.stderr.contains("activities: list at least one activity manifest"), missingKey.stderr)

        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-none-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let noConfig = try run(["check"], in: empty)
        XCTAssertEqual(noConfig.status, 2)
        XCTAssertTrue(noConfig.stderr.contains("no slotfit.yml here or above"), noConfig.stderr)

        // Goldens of another format version.
        try "activities: [Meditation.yml]\nlocales: [de]\npseudoLocales: false\ndevices: [iphone-393]\n".write(to: folder.appendingPathComponent("slotfit.yml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try run(["render", "--no-pictures"], in: folder).status, 0)
        let golden = folder.appendingPathComponent("golden/meditation-timer/de.txt")
        try String(contentsOf: golden, encoding: .utf8).replacingOccurrences(of: "slotfit-golden 1", with: "slotfit-golden 0").write(to: golden, atomically: true, encoding: .utf8)
        let old = try run(["check"], in: folder)
        XCTAssertEqual(old.status, 1)
        XCTAssertTrue(old.stdout.contains("golden format \"slotfit-golden 0\" is not this version's \"slotfit-golden 1\"; review the diff, then migrate with slotfit render --record all"), old.stdout)

        // A golden directory that cannot be written (a file where the folder should be).
        try FileManager.default.removeItem(at: folder.appendingPathComponent("golden"))
        try "not a folder".write(to: folder.appendingPathComponent("golden"), atomically: true, encoding: .utf8)
        let unwritable = try run(["render"], in: folder)
        XCTAssertEqual(unwritable.status, 2)
        XCTAssertTrue(unwritable.stderr.contains("is a file, not a folder"), unwritable.stderr)
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("golden"), encoding: .utf8), "not a folder", "nothing written")
    }
}
