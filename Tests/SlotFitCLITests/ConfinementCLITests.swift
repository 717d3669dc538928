import Foundation
import XCTest

/// A pull request is hostile input (issue 26, docs/SECURITY.md): real
/// scratch projects with real symbolic links to a "secret" file in another
/// temporary folder. Every path a project file names must stay inside the
/// project; the secret is never written, and its marker never appears in
/// any output, error or report.
final class ConfinementCLITests: XCTestCase {
    /// A string no SlotFit output has unless it read the secret.
    static let marker = "SLOTFIT-SECRET-MARKER-7f3a9c"

    /// A project (the Meditation activity) and a folder outside it holding
    /// `secret.txt` with the marker.
    struct Scene {
        var project: URL
        var outside: URL
        var secret: URL { outside.appendingPathComponent("secret.txt") }
        var secretBytes: Data
    }

    func run(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws -> SlotFitBinary.Result {
        try SlotFitBinary.run(arguments, in: folder, environment: environment)
    }

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    func scene(config: String = "activities: [Meditation.yml]\nlocales: [de]\npseudoLocales: false\ndevices: [iphone-393]\ngoldenDirectory: golden\n") throws -> Scene {
        let project = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-confine-\(UUID().uuidString)")
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-outside-\(UUID().uuidString)")
        for folder in [project, outside] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        addTeardownBlock {
            try? FileManager.default.removeItem(at: project)
            try? FileManager.default.removeItem(at: outside)
        }
        for name in ["Meditation.yml", "Meditation.xcstrings"] {
            try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("SlotFitTests/Fixtures/\(name)"), to: project.appendingPathComponent(name))
        }
        try config.write(to: project.appendingPathComponent("slotfit.yml"), atomically: true, encoding: .utf8)
        let bytes = Data("\(Self.marker) — the runner's secret\n".utf8)
        try bytes.write(to: outside.appendingPathComponent("secret.txt"))
        return Scene(project: project, outside: outside, secretBytes: bytes)
    }

    func link(_ path: URL, to target: URL) throws {
        try? FileManager.default.removeItem(at: path)
        try FileManager.default.createSymbolicLink(atPath: path.path, withDestinationPath: target.path)
    }

    /// No output or error of `result` holds the marker.
    func assertNoLeak(_ result: SlotFitBinary.Result, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(result.stdout.contains(Self.marker), "stdout leaks the secret: \(result.stdout)", file: file, line: line)
        XCTAssertFalse(result.stderr.contains(Self.marker), "stderr leaks the secret: \(result.stderr)", file: file, line: line)
    }

    /// `.NAME.slotfit-UUID` temporaries left under `folder`.
    func temporaries(under folder: URL) -> [String] {
        (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).filter { $0.contains(".slotfit-") }
    }

    func testAGoldenOrPictureLinkedOutIsNeitherWrittenNorRead() throws {
        let scene = try scene()
        XCTAssertEqual(try run(["render"], in: scene.project).status, 0)
        let golden = scene.project.appendingPathComponent("golden/meditation-timer/de.txt")
        try link(golden, to: scene.secret)
        // Every way of recording: the link is refused, the secret unchanged.
        for (arguments, environment) in [(["render", "--record", "all"], [:]), (["render", "--record", "failed"], [:]), (["render"], ["SLOTFIT_RECORD": "all"])] {
            let result = try run(arguments, in: scene.project, environment: environment)
            XCTAssertEqual(result.status, 2, "\(arguments) \(environment)")
            XCTAssertTrue(result.stderr.contains("slotfit.yml:5:18: goldenDirectory: the golden \"\(golden.path)\" is a symbolic link to \"\(scene.secret.path)\", outside the project"), result.stderr)
            XCTAssertTrue(result.stderr.contains("remove the link"), result.stderr)
            assertNoLeak(result)
            XCTAssertEqual(try Data(contentsOf: scene.secret), scene.secretBytes, "the file outside is byte for byte unchanged")
        }
        // check never reads it: no diff, no report, no annotation quotes it.
        let check = try run(["check", "--full-diff", "--report", "github", "--report", "json", "r.json", "--report", "junit", "r.xml", "--report", "html", "h"], in: scene.project)
        XCTAssertEqual(check.status, 1, check.stderr)
        XCTAssertTrue(check.stdout.contains("meditation-timer/de.txt: the golden \"\(golden.path)\" is a symbolic link to \"\(scene.secret.path)\""), check.stdout)
        assertNoLeak(check)
        for report in ["r.json", "r.xml", "h/index.html"] {
            let text = try String(contentsOf: scene.project.appendingPathComponent(report), encoding: .utf8)
            XCTAssertFalse(text.contains(Self.marker), report)
        }

        // A link to a file inside the project is not written through either.
        let notes = scene.project.appendingPathComponent("notes.txt")
        try "my notes\n".write(to: notes, atomically: true, encoding: .utf8)
        try link(golden, to: notes)
        let inside = try run(["render", "--record", "all"], in: scene.project)
        XCTAssertEqual(inside.status, 2)
        XCTAssertTrue(inside.stderr.contains("\(golden.path): is a symbolic link to \"\(notes.path)\"; SlotFit does not write through links: remove it"), inside.stderr)
        XCTAssertEqual(try String(contentsOf: notes, encoding: .utf8), "my notes\n")

        // A picture under golden/svg/ linked out.
        try FileManager.default.removeItem(at: golden)
        XCTAssertEqual(try run(["render"], in: scene.project).status, 0)
        let svg = scene.project.appendingPathComponent("golden")
        let picture = try XCTUnwrap(FileManager.default.enumerator(atPath: svg.path)?.allObjects.compactMap { $0 as? String }.filter { $0.hasSuffix(".svg") }.sorted().first)
        try link(svg.appendingPathComponent(picture), to: scene.secret)
        let pictures = try run(["render", "--record", "all"], in: scene.project)
        XCTAssertEqual(pictures.status, 2)
        XCTAssertTrue(pictures.stderr.contains("is a symbolic link to \"\(scene.secret.path)\""), pictures.stderr)
        assertNoLeak(pictures)
        XCTAssertEqual(try Data(contentsOf: scene.secret), scene.secretBytes)
        XCTAssertEqual(temporaries(under: scene.project), [], "no temporary left")
    }

    func testTheGoldenDirectoryLeavesTheProjectOnlyWithTheFlag() throws {
        let scene = try scene()
        let golden = scene.project.appendingPathComponent("golden")
        try link(golden, to: scene.outside)
        let refused = try run(["render"], in: scene.project)
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.stderr.contains("slotfit.yml:5:18: goldenDirectory: the golden directory \"\(golden.path)\" is a symbolic link to \"\(scene.outside.path)\", outside the project"), refused.stderr)
        XCTAssertTrue(refused.stderr.contains("pass --allow-outside-project"), refused.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scene.outside.path), ["secret.txt"], "nothing written outside")
        // The command line may allow it.
        let allowed = try run(["render", "--allow-outside-project"], in: scene.project)
        XCTAssertEqual(allowed.status, 0, allowed.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: scene.outside.appendingPathComponent("meditation-timer/de.txt").path))
        XCTAssertEqual(try run(["check", "--allow-outside-project"], in: scene.project).status, 0)
        XCTAssertEqual(try run(["check"], in: scene.project).status, 2, "not without the flag")
        // The file may not: the old key is an error that names the flag.
        try "activities: [Meditation.yml]\ngoldenDirectory: ../elsewhere\ngoldenDirectoryOutsideProject: true\n".write(to: scene.project.appendingPathComponent("slotfit.yml"), atomically: true, encoding: .utf8)
        let key = try run(["check"], in: scene.project)
        XCTAssertEqual(key.status, 2)
        XCTAssertTrue(key.stderr.contains("slotfit.yml:3:1: goldenDirectoryOutsideProject: is no longer read from slotfit.yml"), key.stderr)
        XCTAssertTrue(key.stderr.contains("pass --allow-outside-project on the command line"), key.stderr)
    }

    func testManifestsAndTheirCatalogsStayInTheProject() throws {
        let scene = try scene()
        // The manifest's catalog: a link to a file outside whose bytes would
        // be quoted if it were parsed.
        let catalog = scene.project.appendingPathComponent("Meditation.xcstrings")
        try Data("{\"sourceLanguage\": \(Self.marker)\n".utf8).write(to: scene.outside.appendingPathComponent("Meditation.xcstrings"))
        try link(catalog, to: scene.outside.appendingPathComponent("Meditation.xcstrings"))
        for arguments in [["check"], ["check", "--report", "github"], ["render"]] {
            let result = try run(arguments, in: scene.project)
            XCTAssertEqual(result.status, 2, arguments.joined(separator: " "))
            XCTAssertTrue(result.stderr.contains("Meditation.yml:3:10: catalog: the catalog \"\(catalog.path)\" is a symbolic link to \"\(scene.outside.path)/Meditation.xcstrings\", outside the project"), result.stderr)
            assertNoLeak(result)
        }
        // A font profile in the project whose font file is a link out.
        try FileManager.default.removeItem(at: catalog)
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("SlotFitTests/Fixtures/Meditation.xcstrings"), to: catalog)
        try #"{"name": "mine", "tracking": "none", "faces": [{"scripts": ["*"], "files": {"*": "Fonts/Brand.ttf"}}]}"#.write(to: scene.project.appendingPathComponent("profile.json"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: scene.project.appendingPathComponent("Fonts"), withIntermediateDirectories: true)
        try link(scene.project.appendingPathComponent("Fonts/Brand.ttf"), to: scene.secret)
        try "activities: [Meditation.yml]\nlocales: [de]\nfontProfile: profile.json\n".write(to: scene.project.appendingPathComponent("slotfit.yml"), atomically: true, encoding: .utf8)
        let font = try run(["check"], in: scene.project)
        XCTAssertEqual(font.status, 2)
        XCTAssertTrue(font.stderr.contains("profile.json: faces[0].files.*: the font file \"\(scene.project.path)/Fonts/Brand.ttf\" is a symbolic link to \"\(scene.secret.path)\", outside the project"), font.stderr)
        assertNoLeak(font)

        // slotfit.yml itself linked out: its values would be quoted in errors.
        try Data("locales: [\(Self.marker)]\n".utf8).write(to: scene.outside.appendingPathComponent("slotfit.yml"))
        let yml = scene.project.appendingPathComponent("slotfit.yml")
        try link(yml, to: scene.outside.appendingPathComponent("slotfit.yml"))
        let configuration = try run(["check"], in: scene.project)
        XCTAssertEqual(configuration.status, 2)
        XCTAssertTrue(configuration.stderr.contains("error: \(yml.path): the configuration \"\(yml.path)\" is a symbolic link to \"\(scene.outside.path)/slotfit.yml\", outside the project"), configuration.stderr)
        assertNoLeak(configuration)
        try FileManager.default.removeItem(at: yml)
        // A manifest outside the project.
        try Data("activity: \(Self.marker)\n".utf8).write(to: scene.outside.appendingPathComponent("Outside.yml"))
        try "activities: [\"../\(scene.outside.lastPathComponent)/Outside.yml\"]\n".write(to: scene.project.appendingPathComponent("slotfit.yml"), atomically: true, encoding: .utf8)
        let manifest = try run(["check"], in: scene.project)
        XCTAssertEqual(manifest.status, 2)
        XCTAssertTrue(manifest.stderr.contains("slotfit.yml:1:14: activities[0]: the activity manifest \""), manifest.stderr)
        XCTAssertTrue(manifest.stderr.contains("is outside the project"), manifest.stderr)
        assertNoLeak(manifest)
    }

    /// A project read from Swift source: `sources:` and `catalogs:`.
    func sourceScene() throws -> Scene {
        let scene = try scene(config: "sources: [.]\nlocales: [en]\npseudoLocales: false\ndevices: [iphone-393]\n")
        let countdown = Self.fixtures.appendingPathComponent("SlotFitImportTests/Fixtures/Countdown")
        for name in ["BrewTimerAttributes.swift", "BrewTimerLiveActivity.swift", "Localizable.xcstrings"] {
            try FileManager.default.copyItem(at: countdown.appendingPathComponent(name), to: scene.project.appendingPathComponent(name))
        }
        for name in ["Meditation.yml", "Meditation.xcstrings"] { try FileManager.default.removeItem(at: scene.project.appendingPathComponent(name)) }
        // Swift that does not parse: an importer that read it would quote the line.
        try Data("let token = \"\(Self.marker)\" +\n".utf8).write(to: scene.outside.appendingPathComponent("Secret.swift"))
        return scene
    }

    func testSourcesAndCatalogsDoNotFollowLinksOut() throws {
        let scene = try sourceScene()
        XCTAssertEqual(try run(["render"], in: scene.project).status, 0, "the project alone renders")
        // A Swift file linked out.
        let config = scene.project.appendingPathComponent("Config.swift")
        try link(config, to: scene.outside.appendingPathComponent("Secret.swift"))
        for arguments in [["check"], ["check", "--report", "github", "--report", "xcode"], ["render", "--record", "all"]] {
            let result = try run(arguments, in: scene.project)
            XCTAssertEqual(result.status, 2, arguments.joined(separator: " "))
            XCTAssertTrue(result.stderr.contains("slotfit.yml:1:11: sources[0]: the source \"\(config.path)\" is a symbolic link to \"\(scene.outside.path)/Secret.swift\", outside the project"), result.stderr)
            assertNoLeak(result)
        }
        // A folder linked out (the walk does not follow it).
        try FileManager.default.removeItem(at: config)
        try link(scene.project.appendingPathComponent("Shared"), to: scene.outside)
        let folder = try run(["check"], in: scene.project)
        XCTAssertEqual(folder.status, 2)
        XCTAssertTrue(folder.stderr.contains("sources[0]: the source \"\(scene.project.path)/Shared\" is a symbolic link to \"\(scene.outside.path)\""), folder.stderr)
        assertNoLeak(folder)
        try FileManager.default.removeItem(at: scene.project.appendingPathComponent("Shared"))
        XCTAssertEqual(try run(["check"], in: scene.project).status, 0, "without the links, clean again")

        // The whole disk, the folder above, a catalog linked out.
        let yml = scene.project.appendingPathComponent("slotfit.yml")
        for (config, expected) in [("sources: [/]\n", "slotfit.yml:1:11: sources[0]: the source \"/\" is outside the project"),
                                   ("sources: [\"../\"]\n", "slotfit.yml:1:11: sources[0]: the source \"\(scene.project.path)/../\" is outside the project"),
                                   ("sources: [BrewTimerAttributes.swift, BrewTimerLiveActivity.swift]\ncatalogs: [Linked.xcstrings]\n", "slotfit.yml:2:12: catalogs[0]: the catalog \"\(scene.project.path)/Linked.xcstrings\" is a symbolic link to \"\(scene.outside.path)/Secret.swift\"")] {
            try config.write(to: yml, atomically: true, encoding: .utf8)
            try link(scene.project.appendingPathComponent("Linked.xcstrings"), to: scene.outside.appendingPathComponent("Secret.swift"))
            let started = Date()
            let result = try run(["check", "--report", "github"], in: scene.project)
            XCTAssertEqual(result.status, 2, config)
            XCTAssertTrue(result.stderr.contains(expected), "\(result.stderr)\nshould contain\n\(expected)")
            XCTAssertLessThan(Date().timeIntervalSince(started), 30, "refused before any walk of the disk")
            assertNoLeak(result)
        }
    }

    func testLoopsAndFoldersWhereGoldensGoSayWhatToDo() throws {
        let scene = try scene()
        let golden = scene.project.appendingPathComponent("golden")
        // A golden folder that is a link to itself.
        try FileManager.default.createSymbolicLink(atPath: golden.path, withDestinationPath: "golden")
        for arguments in [["render"], ["check"]] {
            let loop = try run(arguments, in: scene.project)
            XCTAssertEqual(loop.status, 2, arguments[0])
            XCTAssertTrue(loop.stderr.contains("slotfit.yml:5:18: goldenDirectory: the golden directory \"\(golden.path)\" passes through symbolic links that loop"), loop.stderr)
            XCTAssertTrue(loop.stderr.contains("replace the link with a real folder"), loop.stderr)
            for typeName in ["NSError", "Error Domain", "SlotFitCore", "SlotFitError"] { XCTAssertFalse(loop.stderr.contains(typeName), loop.stderr) }
        }
        try FileManager.default.removeItem(at: golden)
        XCTAssertEqual(try run(["render"], in: scene.project).status, 0)
        // A golden replaced by a folder.
        let de = golden.appendingPathComponent("meditation-timer/de.txt")
        try FileManager.default.removeItem(at: de)
        try FileManager.default.createDirectory(at: de, withIntermediateDirectories: true)
        let render = try run(["render", "--record", "all"], in: scene.project)
        XCTAssertEqual(render.status, 2)
        XCTAssertTrue(render.stderr.contains("error: \(de.path): is a folder where SlotFit writes a file; remove it (rm -r \"\(de.path)\") and run again"), render.stderr)
        let check = try run(["check"], in: scene.project)
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(check.stdout.contains("meditation-timer/de.txt: \"\(de.path)\" is a folder where a golden file should be; remove it (rm -r \"\(de.path)\") and record the golden with slotfit render"), check.stdout)
        for output in [render.stderr, check.stdout, check.stderr] { XCTAssertFalse(output.contains("SlotFitCore"), output) }
    }

    /// A render that fails part-way (here: a folder where the last golden
    /// goes) changes no golden: all are staged before any is renamed.
    func testARenderThatFailsPartWayLeavesTheOldSet() throws {
        let scene = try scene(config: "activities: [Meditation.yml]\nlocales: all\ndevices: [iphone-393]\n")
        XCTAssertEqual(try run(["render"], in: scene.project).status, 0)
        let folder = scene.project.appendingPathComponent("golden/meditation-timer")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        XCTAssertEqual(names, ["ar-XB.txt", "ar.txt", "de.txt", "en-XA.txt", "en.txt"])
        let old = try names.map { try Data(contentsOf: folder.appendingPathComponent($0)) }
        let pictures = scene.project.appendingPathComponent("golden")
        let oldPictures = try (FileManager.default.enumerator(atPath: pictures.path)?.allObjects as? [String] ?? []).sorted()
            .filter { $0.hasSuffix(".svg") }.map { ($0, try Data(contentsOf: pictures.appendingPathComponent($0))) }
        XCTAssertFalse(oldPictures.isEmpty)
        // Every translation changes.
        let catalog = scene.project.appendingPathComponent("Meditation.xcstrings")
        try String(contentsOf: catalog, encoding: .utf8).replacingOccurrences(of: "Runde", with: "Durchgang")
            .replacingOccurrences(of: "Sitzung beendet", with: "Fertig").write(to: catalog, atomically: true, encoding: .utf8)
        try String(contentsOf: scene.project.appendingPathComponent("Meditation.yml"), encoding: .utf8).replacingOccurrences(of: "secondsLeft: 323", with: "secondsLeft: 299")
            .write(to: scene.project.appendingPathComponent("Meditation.yml"), atomically: true, encoding: .utf8)
        // The golden recorded last (in the order render writes) is now a
        // folder (with a file in it): every other file is staged before it.
        let expected = try run(["render", "--record", "all", "--golden-dir", "expected"], in: scene.project)
        let order = expected.stdout.split(separator: "\n").filter { $0.hasPrefix("recorded meditation-timer/") }.map { $0.dropFirst("recorded meditation-timer/".count) }
        XCTAssertEqual(order.count, 5, expected.stdout)
        let last = String(try XCTUnwrap(order.last))
        let en = folder.appendingPathComponent(last)
        try FileManager.default.removeItem(at: en)
        try FileManager.default.createDirectory(at: en, withIntermediateDirectories: true)
        try "x".write(to: en.appendingPathComponent("keep"), atomically: true, encoding: .utf8)
        let failed = try run(["render", "--record", "all"], in: scene.project)
        XCTAssertEqual(failed.status, 2)
        XCTAssertTrue(failed.stderr.contains("\(last): is a folder where SlotFit writes a file"), failed.stderr)
        for (name, data) in zip(names, old) where name != last {
            XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent(name)), data, "\(name) is the old golden")
        }
        for (path, data) in oldPictures { XCTAssertEqual(try Data(contentsOf: pictures.appendingPathComponent(path)), data, "\(path) is the old picture") }
        XCTAssertEqual(temporaries(under: scene.project), [], "no temporary left")
        // Once the folder is gone, the whole new set is written.
        try FileManager.default.removeItem(at: en)
        XCTAssertEqual(try run(["render", "--record", "all"], in: scene.project).status, 0)
        XCTAssertEqual(try run(["check"], in: scene.project).status, 0)
        for name in names {
            XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent(name)), try Data(contentsOf: scene.project.appendingPathComponent("expected/meditation-timer/\(name)")), "\(name) is the new golden")
        }
    }

    /// A render waits while another holds the golden directory's lock, and
    /// leaves that one's staged temporaries alone until it is released; then
    /// it removes them (a killed render's) and records.
    func testARenderWaitsForTheOneRecordingBeforeIt() throws {
        let scene = try scene()
        XCTAssertEqual(try run(["render"], in: scene.project).status, 0)
        let golden = scene.project.appendingPathComponent("golden")
        // This test plays the render that is recording: it holds the lock
        // and has a golden staged.
        let lock = open(golden.path, O_RDONLY | O_DIRECTORY)
        XCTAssertGreaterThanOrEqual(lock, 0)
        XCTAssertEqual(flock(lock, LOCK_EX), 0)
        let staged = golden.appendingPathComponent("meditation-timer/.de.txt.slotfit-\(UUID().uuidString)")
        try "staged by the other render".write(to: staged, atomically: false, encoding: .utf8)
        let process = Process()
        process.executableURL = SlotFitBinary.url
        process.arguments = ["render", "--record", "all"]
        process.currentDirectoryURL = scene.project
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: 3)
        XCTAssertTrue(process.isRunning, "the second render waits for the lock")
        XCTAssertTrue(FileManager.default.fileExists(atPath: staged.path), "and does not remove the first's staged file")
        close(lock)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: staged.path), "once the lock is free, a leftover temporary is a killed render's: removed")
    }

    /// `--config slotfit.yml` (a relative path, so relative project and
    /// golden paths): folders are made and paths confined as from a found one.
    func testARelativeConfigPathRecordsAndChecks() throws {
        let scene = try scene()
        let render = try run(["render", "--config", "slotfit.yml"], in: scene.project)
        XCTAssertEqual(render.status, 0, render.stderr)
        XCTAssertTrue(render.stdout.contains("recorded meditation-timer/de.txt"), render.stdout)
        XCTAssertEqual(try run(["check", "--config", "slotfit.yml"], in: scene.project).status, 0)
        try link(scene.project.appendingPathComponent("golden/meditation-timer/de.txt"), to: scene.secret)
        let refused = try run(["render", "--record", "all", "--config", "slotfit.yml"], in: scene.project)
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.stderr.contains("is a symbolic link to \"\(scene.secret.path)\""), refused.stderr)
        XCTAssertEqual(try Data(contentsOf: scene.secret), scene.secretBytes)
    }

    /// Two renders of one project at once: both succeed and leave a clean set.
    func testConcurrentRendersBothSucceed() throws {
        let scene = try scene(config: "activities: [Meditation.yml]\nlocales: all\ndevices: [iphone-393, iphone-430]\n")
        let catalog = scene.project.appendingPathComponent("Meditation.xcstrings")
        let original = try String(contentsOf: catalog, encoding: .utf8)
        for round in 0..<2 {
            // Every golden and picture changes each round.
            try (round % 2 == 0 ? original.replacingOccurrences(of: "Runde", with: "Durchgang") : original).write(to: catalog, atomically: true, encoding: .utf8)
            let processes = (0..<2).map { _ -> (Process, Pipe) in
                let process = Process(), errors = Pipe()
                process.executableURL = SlotFitBinary.url
                process.arguments = ["render", "--record", "all"]
                process.currentDirectoryURL = scene.project
                process.standardOutput = FileHandle.nullDevice
                process.standardError = errors
                return (process, errors)
            }
            for (process, _) in processes { try process.run() }
            for (process, errors) in processes {
                let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                process.waitUntilExit()
                XCTAssertEqual(process.terminationStatus, 0, "round \(round): \(message)")
            }
            XCTAssertEqual(temporaries(under: scene.project), [], "round \(round)")
            XCTAssertEqual(try run(["check"], in: scene.project).status, 0, "round \(round)")
        }
    }

    /// Runs a system command (mount, umount); `nil` when it cannot run.
    @discardableResult
    func system(_ arguments: [String]) -> Int32? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// A full disk and a read-only file system, for real: the project lives
    /// on a small tmpfs (needs root, as in CI's container; skipped
    /// otherwise). The error names the cause; the old goldens stay.
    func testAFullDiskAndAReadOnlyFolderKeepTheOldGoldens() throws {
        let mountPoint = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-tmpfs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: mountPoint, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: mountPoint) }
        guard getuid() == 0, system(["mount", "-t", "tmpfs", "-o", "size=512k", "tmpfs", mountPoint.path]) == 0 else {
            throw XCTSkip("mounting a tmpfs needs root; the disk-full test did not run")
        }
        defer { system(["umount", mountPoint.path]) }
        let scene = try scene(config: "activities: [Meditation.yml]\nlocales: all\ndevices: [iphone-393]\n")
        let project = mountPoint.appendingPathComponent("project")
        try FileManager.default.copyItem(at: scene.project, to: project)
        XCTAssertEqual(try run(["render", "--no-pictures"], in: project).status, 0)
        let folder = project.appendingPathComponent("golden/meditation-timer")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        let old = try names.map { try Data(contentsOf: folder.appendingPathComponent($0)) }
        let catalog = project.appendingPathComponent("Meditation.xcstrings")
        try String(contentsOf: catalog, encoding: .utf8).replacingOccurrences(of: "Runde", with: "Durchgang")
            .replacingOccurrences(of: "Sitzung beendet", with: "Fertig").write(to: catalog, atomically: true, encoding: .utf8)
        try String(contentsOf: project.appendingPathComponent("Meditation.yml"), encoding: .utf8).replacingOccurrences(of: "secondsLeft: 323", with: "secondsLeft: 299")
            .write(to: project.appendingPathComponent("Meditation.yml"), atomically: true, encoding: .utf8)
        // Fill the disk but for one page: the first golden may fit, not all.
        var fs = statvfs()
        XCTAssertEqual(statvfs(mountPoint.path, &fs), 0)
        let free = Int(fs.f_bavail) * Int(fs.f_frsize)
        try Data(count: free - 4096).write(to: mountPoint.appendingPathComponent("filler"))
        let full = try run(["render", "--record", "all", "--no-pictures"], in: project)
        XCTAssertEqual(full.status, 2, full.stdout)
        XCTAssertTrue(full.stderr.contains("No space left on device"), full.stderr)
        XCTAssertTrue(full.stderr.contains("free space on that disk"), full.stderr)
        XCTAssertFalse(full.stderr.contains("permissions"), full.stderr)
        XCTAssertEqual(try names.map { try Data(contentsOf: folder.appendingPathComponent($0)) }, old, "the old goldens, all of them")
        XCTAssertEqual(temporaries(under: project), [], "no temporary left")

        // Read-only (as root, chmod does not stop a write; a read-only mount does).
        try FileManager.default.removeItem(at: mountPoint.appendingPathComponent("filler"))
        XCTAssertEqual(system(["mount", "-o", "remount,ro", mountPoint.path]), 0)
        let readOnly = try run(["render", "--record", "all", "--no-pictures"], in: project)
        XCTAssertEqual(readOnly.status, 2)
        XCTAssertTrue(readOnly.stderr.contains("Read-only file system"), readOnly.stderr)
        XCTAssertTrue(readOnly.stderr.contains("\(folder.path)/"), "names the file: \(readOnly.stderr)")
        XCTAssertEqual(try names.map { try Data(contentsOf: folder.appendingPathComponent($0)) }, old)
        XCTAssertEqual(system(["mount", "-o", "remount,rw", mountPoint.path]), 0)
        XCTAssertEqual(try run(["render", "--record", "all", "--no-pictures"], in: project).status, 0, "with space, the new set")
        XCTAssertNotEqual(try names.map { try Data(contentsOf: folder.appendingPathComponent($0)) }, old)
    }

    /// A golden folder without write permission (chmod 0555), for a user
    /// the permission binds: the test runs the binary as `nobody` through
    /// setpriv when it is root (root itself writes anyway; skipped when it
    /// cannot switch). The error names the file and EACCES; nothing changes.
    func testAFolderWithoutWritePermissionKeepsTheOldGoldens() throws {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
            throw XCTSkip("needs root and setpriv to run slotfit as a user the folder's permissions bind")
        }
        let scene = try scene(config: "activities: [Meditation.yml]\nlocales: all\ndevices: [iphone-393]\n")
        XCTAssertEqual(try run(["render", "--no-pictures"], in: scene.project).status, 0)
        let folder = scene.project.appendingPathComponent("golden/meditation-timer")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        let old = try names.map { try Data(contentsOf: folder.appendingPathComponent($0)) }
        let catalog = scene.project.appendingPathComponent("Meditation.xcstrings")
        try String(contentsOf: catalog, encoding: .utf8).replacingOccurrences(of: "Runde", with: "Durchgang").write(to: catalog, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path) }
        let process = Process(), errors = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
        process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", SlotFitBinary.url.path, "render", "--record", "all", "--no-pictures"]
        process.currentDirectoryURL = scene.project
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 2, stderr)
        XCTAssertTrue(stderr.contains("error: \(folder.path)/"), stderr)
        XCTAssertTrue(stderr.contains(": cannot write it: Permission denied (the file is unchanged); make the folder writable (chmod u+w) and run again"), stderr)
        XCTAssertEqual(try names.map { try Data(contentsOf: folder.appendingPathComponent($0)) }, old, "the old goldens")
        XCTAssertEqual(temporaries(under: scene.project), [])
    }

    /// Reports, the HTML report's folders, `strings pseudo --in-place`,
    /// `init`'s slotfit.yml and `layout`'s PNG: a link at the target is
    /// refused, the file it points at unchanged.
    func testEveryOtherWriteRefusesALinkAtItsTarget() throws {
        let scene = try scene()
        XCTAssertEqual(try run(["render"], in: scene.project).status, 0)
        func assertRefused(_ arguments: [String], link path: URL, in folder: URL? = nil, line: UInt = #line) throws {
            let result = try run(arguments, in: folder ?? scene.project)
            XCTAssertEqual(result.status, 2, arguments.joined(separator: " "), line: line)
            XCTAssertTrue(result.stderr.contains("\(path.lastPathComponent): is a symbolic link to \"\(scene.secret.path)\""), result.stderr, line: line)
            XCTAssertTrue(result.stderr.contains("SlotFit does not write through links"), result.stderr, line: line)
            assertNoLeak(result, line: line)
            XCTAssertEqual(try Data(contentsOf: scene.secret), scene.secretBytes, line: line)
        }
        let report = scene.project.appendingPathComponent("r.json")
        try link(report, to: scene.secret)
        try assertRefused(["check", "--report", "json", "r.json"], link: report)
        try assertRefused(["check", "--report", "sarif", "r.json"], link: report)
        // A report folder in the checkout committed as a link out (the
        // GitHub Action writes to slotfit-report/): refused unless the path
        // is absolute or the command line allows it.
        let reportFolder = scene.project.appendingPathComponent("slotfit-report")
        try link(reportFolder, to: scene.outside)
        for arguments in [["check", "--report", "json", "slotfit-report/r.json"], ["check", "--report", "html", "slotfit-report/html"]] {
            let result = try run(arguments, in: scene.project)
            XCTAssertEqual(result.status, 2, arguments.joined(separator: " "))
            XCTAssertTrue(result.stderr.contains("the report folder \"slotfit-report"), result.stderr)
            XCTAssertTrue(result.stderr.contains("is a symbolic link to \"\(scene.outside.path)\""), result.stderr)
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scene.outside.path), ["secret.txt"], "nothing written outside")
        }
        XCTAssertEqual(try run(["check", "--report", "json", "slotfit-report/r.json", "--allow-outside-project"], in: scene.project).status, 0)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scene.outside.path).sorted(), ["r.json", "secret.txt"], "written where the command line allowed")
        XCTAssertEqual(try run(["check", "--report", "json", scene.outside.appendingPathComponent("abs.json").path], in: scene.project).status, 0, "an absolute path is the user's own")
        for name in ["r.json", "abs.json"] { try FileManager.default.removeItem(at: scene.outside.appendingPathComponent(name)) }
        // The HTML report: a link where its svg/ folder goes.
        let html = scene.project.appendingPathComponent("h")
        try FileManager.default.createDirectory(at: html, withIntermediateDirectories: true)
        try link(html.appendingPathComponent("svg"), to: scene.outside)
        let htmlResult = try run(["check", "--report", "html", "h"], in: scene.project)
        XCTAssertEqual(htmlResult.status, 2)
        XCTAssertTrue(htmlResult.stderr.contains("\"h/svg\" is a symbolic link to \"\(scene.outside.path)\"; SlotFit does not write through links"), htmlResult.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scene.outside.path), ["secret.txt"], "nothing written outside")
        // strings pseudo --in-place.
        let catalog = scene.project.appendingPathComponent("Linked.xcstrings")
        let realCatalog = scene.outside.appendingPathComponent("Real.xcstrings")
        try FileManager.default.copyItem(at: scene.project.appendingPathComponent("Meditation.xcstrings"), to: realCatalog)
        try link(catalog, to: realCatalog)
        let before = try Data(contentsOf: realCatalog)
        let pseudo = try run(["strings", "pseudo", "Linked.xcstrings", "--in-place"], in: scene.project)
        XCTAssertEqual(pseudo.status, 2)
        XCTAssertTrue(pseudo.stderr.contains("error: Linked.xcstrings: is a symbolic link to \"\(realCatalog.path)\"; SlotFit does not write through links"), pseudo.stderr)
        XCTAssertEqual(try Data(contentsOf: realCatalog), before)
        // layout --format png --output LINK.
        let png = scene.project.appendingPathComponent("out.png")
        try link(png, to: scene.secret)
        try assertRefused(["layout", "Meditation.yml", "--format", "png", "--output", "out.png"], link: png)
        // init --force over a slotfit.yml that is a link.
        let countdown = Self.fixtures.appendingPathComponent("SlotFitImportTests/Fixtures/Countdown")
        let repository = scene.project.appendingPathComponent("repo")
        try FileManager.default.createDirectory(at: repository.appendingPathComponent("Widget"), withIntermediateDirectories: true)
        for name in ["BrewTimerAttributes.swift", "BrewTimerLiveActivity.swift", "Localizable.xcstrings"] {
            try FileManager.default.copyItem(at: countdown.appendingPathComponent(name), to: repository.appendingPathComponent("Widget/\(name)"))
        }
        let yml = repository.appendingPathComponent("slotfit.yml")
        try link(yml, to: scene.secret)
        try assertRefused(["init", "--force", "--no-record"], link: yml, in: repository)
    }
}
