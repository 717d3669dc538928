import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import SlotFit
import SlotFitStrings
import SlotFitText
import XCTest

/// Sharded checks find what an unsharded one does, and recording goldens
/// never touches a file SlotFit did not write.
final class ShardAndStoreTests: XCTestCase {
    func testEverySplitFindsWhatTheWholeMatrixFinds() throws {
        let (folder, config) = try GoldenMatrixTests.project(config: "activities: [compact.yml]\nlocales: [en, de, fr, ar]\npseudoLocales: false\ndevices: [iphone-393]\npolicies: { base-locale-truncation: error }\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let whole = try GoldenMatrix(configuration: config, engine: LayoutTests.engine).render()
        let wholeReport = GoldenReport.document(GoldenCheck.compare(whole, directory: folder.appendingPathComponent("golden").path))
        XCTAssertTrue(whole.flatMap(\.errorLines).contains { $0.contains("base-locale-truncation") }, "\(whole.flatMap(\.errorLines))")
        for count in 1...5 {
            var files: [GoldenMatrix.File] = []
            var documents: [GoldenReport.Document] = []
            for index in 1...count {
                var shard = GoldenMatrix(configuration: config, engine: LayoutTests.engine)
                shard.shard = (index, count)
                let part = try shard.render()
                files += part
                documents.append(GoldenReport.document(GoldenCheck.compare(part, directory: folder.appendingPathComponent("golden").path)))
            }
            XCTAssertEqual(files.map(\.path).sorted(), whole.map(\.path), "split \(count): each file once")
            XCTAssertEqual(files.sorted { $0.path < $1.path }.map(\.errorLines), whole.map(\.errorLines), "split \(count)")
            XCTAssertEqual(files.sorted { $0.path < $1.path }.map(\.warningLines), whole.map(\.warningLines), "split \(count)")
            let merged = GoldenReport.merge(documents)
            XCTAssertEqual(merged.exitCode, wholeReport.exitCode, "split \(count)")
            XCTAssertEqual(merged.files.map(\.errorLines), wholeReport.files.map(\.errorLines), "split \(count)")
        }
    }

    func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-store-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    func testPruneRemovesOnlySlotFitsOwnFiles() throws {
        let project = try scratch()
        defer { try? FileManager.default.removeItem(at: project) }
        try "The license".write(to: project.appendingPathComponent("LICENSE.txt"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: project.appendingPathComponent("docs"), withIntermediateDirectories: true)
        try "<svg xmlns=\"http://www.w3.org/2000/svg\"/>".write(to: project.appendingPathComponent("docs/diagram.svg"), atomically: true, encoding: .utf8)
        try "slotfit-golden 1\nactivity: Old\n".write(to: project.appendingPathComponent("old.txt"), atomically: true, encoding: .utf8)
        let file = GoldenMatrix.File(path: "a/en.txt", contents: "slotfit-golden 1\nactivity: A\n")
        let result = try GoldenStore.record([file], directory: project.path, mode: .all, prune: true, boundary: ProjectBoundary(project: project.path))
        XCTAssertEqual(result.removed, ["old.txt"], "only the stale golden")
        XCTAssertTrue(FileManager.default.fileExists(atPath: project.appendingPathComponent("LICENSE.txt").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: project.appendingPathComponent("docs/diagram.svg").path))
    }

    func testStaleTemporaryFilesAreCleanedAndLinksOutAreRefused() throws {
        let project = try scratch(), outside = try scratch()
        defer { try? FileManager.default.removeItem(at: project); try? FileManager.default.removeItem(at: outside) }
        let golden = project.appendingPathComponent("golden")
        try FileManager.default.createDirectory(at: golden.appendingPathComponent("a"), withIntermediateDirectories: true)
        let stale = golden.appendingPathComponent("a/.en.txt.slotfit-\(UUID().uuidString)")
        try "half".write(to: stale, atomically: true, encoding: .utf8)
        let keep = golden.appendingPathComponent("a/.notes.slotfit-keep")
        try "mine".write(to: keep, atomically: true, encoding: .utf8)
        let file = GoldenMatrix.File(path: "a/en.txt", contents: "slotfit-golden 1\n")
        _ = try GoldenStore.record([file], directory: golden.path, mode: .missing, prune: false, boundary: ProjectBoundary(project: project.path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: stale.path), "a killed render's temporary is removed")
        XCTAssertTrue(FileManager.default.fileExists(atPath: keep.path), "a file that only looks alike stays")

        // golden/b is a link to a folder outside the project.
        try FileManager.default.createSymbolicLink(at: golden.appendingPathComponent("b"), withDestinationURL: outside)
        let linked = GoldenMatrix.File(path: "b/en.txt", contents: "slotfit-golden 1\n")
        XCTAssertThrowsError(try GoldenStore.record([linked], directory: golden.path, mode: .all, prune: false, boundary: ProjectBoundary(project: project.path))) { error in
            XCTAssertTrue("\(error)".contains("outside the project"), "\(error)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: outside.path), [], "nothing written outside")
    }

    /// An atomic write keeps a file's permissions, and refuses a symbolic
    /// link at the target instead of replacing the file it points at.
    func testAtomicWritesKeepModesAndRefuseLinks() throws {
        let folder = try scratch(), outside = try scratch()
        defer { try? FileManager.default.removeItem(at: folder); try? FileManager.default.removeItem(at: outside) }
        let real = folder.appendingPathComponent("real.xcstrings"), link = folder.appendingPathComponent("link.xcstrings")
        try "old".write(to: real, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: real.path)
        try AtomicFile.write(Array("new".utf8), to: real.path)
        XCTAssertEqual(try String(contentsOf: real, encoding: .utf8), "new")
        XCTAssertEqual((try FileManager.default.attributesOfItem(atPath: real.path)[.posixPermissions] as? NSNumber)?.intValue, 0o640)

        let secret = outside.appendingPathComponent("secret")
        try "SECRET-MARKER".write(to: secret, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: secret)
        XCTAssertThrowsError(try AtomicFile.write(Array("new".utf8), to: link.path)) { error in
            XCTAssertEqual("\(error)", "\(link.path): is a symbolic link to \"\(secret.path)\"; SlotFit does not write through links: remove it (rm \"\(link.path)\") and run again")
        }
        XCTAssertEqual(try String(contentsOf: secret, encoding: .utf8), "SECRET-MARKER", "the file the link points at is unchanged")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link.path), secret.path, "still a link")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["link.xcstrings", "real.xcstrings"], "no temporary left")
        // A folder where the file goes.
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("dir.txt"), withIntermediateDirectories: true)
        XCTAssertThrowsError(try AtomicFile.write(Array("x".utf8), to: folder.appendingPathComponent("dir.txt").path)) { error in
            XCTAssertTrue("\(error)".contains("dir.txt: is a folder where SlotFit writes a file; remove it (rm -r"), "\(error)")
        }
    }

    func testReportsStayWellFormedWithControlCharacters() throws {
        let finding = CheckFinding(severity: .error, rule: .compactTruncation, activity: "A", locale: "ar-XB", state: "s", device: "iphone-393",
                                   presentation: .compactLeading, subject: "\u{202E}x\u{1}y\u{202C}", location: SourceLocation(file: "a.yml", line: 3, column: 5),
                                   message: "\"\u{202E}x\u{1}y\u{202C}\" is truncated")
        var file = GoldenCheck.FileResult(path: "a/ar-XB.txt", manifest: "a.yml", catalog: nil, cases: [GoldenCase(state: "s", device: "iphone-393")], status: .match,
                                          findings: [finding])
        let document = GoldenReport.Document(files: [file], fontChanges: [], exitCode: 1, findings: [finding])
        let xml = JUnitReporter().report(document)
        XCTAssertTrue(XMLParser(data: Data(xml.utf8)).parse(), xml)
        XCTAssertTrue(xml.contains("&lt;U+202E&gt;x&lt;U+0001&gt;y"), xml)
        let github = GitHubReporter().report(document)
        XCTAssertTrue(github[0].hasPrefix("::error file=a.yml,line=3,col=5,"), github[0])
        XCTAssertFalse(github[0].unicodeScalars.contains { $0.value == 0x202E })
    }

    func testWarningsAreAnnotatedAndUnknownStatesNameTheirLine() throws {
        let truncation = CheckFinding(severity: .warning, rule: .textTruncation, activity: "A", locale: "de", state: "s", device: "iphone-393",
                                      presentation: .lockScreen, subject: "Driver", location: SourceLocation(file: "a.yml", line: 12, column: 7),
                                      message: "\"Maximili…\" is truncated")
        let warning = GoldenCheck.FileResult(path: "a/de.txt", manifest: "a.yml", catalog: nil, cases: [], status: .match, findings: [truncation])
        let lines = GitHubReporter().report(GoldenReport.Document(files: [warning], fontChanges: [], exitCode: 0, findings: [truncation]))
        XCTAssertEqual(lines.count, 1)
        XCTAssertTrue(lines[0].hasPrefix("::warning file=a.yml,line=12,col=7,"), lines[0])
        // A report of version 2 has its errors as lines and its cases as
        // names: the line is annotated at its manifest (never read back for
        // a place), the case read as values, and the merge still fails.
        let old = #"{"version":2,"files":[{"path":"a/de.txt","manifest":"a.yml","cases":["s · iphone-393 · AX1"],"status":"match","verdictChanges":[],"errors":["de · A · s · iphone-393 · compact-truncation compactLeading \"Driver\" (a.yml:3:5): cut"],"warnings":["w"]}],"fontChanges":[],"exitCode":1}"#
        let decoded = try JSONDecoder().decode(GoldenReport.Document.self, from: Data(old.utf8))
        XCTAssertEqual(decoded.files[0].cases, [GoldenCase(state: "s", device: "iphone-393", dynamicTypeSize: .accessibility1)])
        let legacy = GitHubReporter().report(decoded)
        XCTAssertEqual(legacy.count, 1)
        XCTAssertTrue(legacy[0].hasPrefix("::error file=a.yml,title="), legacy[0])
        XCTAssertEqual(GoldenReport.merge([decoded]).exitCode, 1)
        XCTAssertEqual(GoldenReport.merge([decoded]).version, 3)
        // A state slotfit.yml asks for that the activity lacks: its line and the states there are.
        let (folder, config) = try GoldenMatrixTests.project(config: "activities: [compact.yml]\nlocales: [en]\ndevices: [iphone-393]\nstates: [running]\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertThrowsError(try GoldenMatrix(configuration: config, engine: LayoutTests.engine).render()) { error in
            XCTAssertTrue("\(error)".contains("slotfit.yml:4:9: states: Compact (compact.yml) has no state \"running\" (did you mean \"s\"?); its states: s"), "\(error)")
        }
    }

    func testALabelTitleErrorNamesTheLabel() throws {
        let activity = try ActivityManifest.parse("activity: L\nstates: { s: { n: 3 } }\nlockScreen:\n  label: { text: \"%@\", symbol: bolt }\n  arguments: [n]\n", source: "l.yml")
        XCTAssertThrowsError(try ActivityRenderer(engine: LayoutTests.engine, activity: activity).render(state: "s", device: DeviceCatalog.profile("iphone-393"))) { error in
            XCTAssertTrue("\(error)".hasPrefix("l.yml:4:3: \"%@\" [en]:"), "\(error)")
        }
    }
}
