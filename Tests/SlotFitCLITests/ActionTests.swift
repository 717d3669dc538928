import Foundation
import XCTest

/// The GitHub Action (action.yml) run here as written — each step's `run:`
/// line with the environment GitHub gives it — as a runner runs it: a
/// non-root user (uid 65534 when the tests run as root), whose packages
/// come through `sudo`, on a widget extension in a folder of a repository.
final class ActionTests: XCTestCase {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A scratch folder the non-root user owns: the action's files (its
    /// script and Makefile), a copy of the binary, a repository.
    struct Runner {
        var root: URL
        var action: URL { root.appendingPathComponent("action") }
        var binary: URL { root.appendingPathComponent("bin/slotfit") }
        var workspace: URL { root.appendingPathComponent("workspace") }
        var home: URL { root.appendingPathComponent("home") }
        var fakes: URL { root.appendingPathComponent("fakes") }
        var sudoLog: URL { root.appendingPathComponent("sudo.log") }
        var githubFiles: URL { root.appendingPathComponent("github") }

        init() throws {
            let fm = FileManager.default
            root = fm.temporaryDirectory.appendingPathComponent("slotfit-action-\(UUID().uuidString)")
            for folder in ["action/Scripts", "bin", "workspace", "home", "fakes", "github"] {
                try fm.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
            }
            for file in ["action.yml", "Makefile", "Scripts/slotfit-action.sh", "Scripts/install-debs.sh", "Scripts/release-digests"] {
                try fm.copyItem(at: ActionTests.repository.appendingPathComponent(file), to: action.appendingPathComponent(file))
            }
            try fm.copyItem(at: SlotFitBinary.url, to: binary)
            // The widget extension, one folder down in the repository.
            try fm.copyItem(at: ActionTests.repository.appendingPathComponent("Tests/SlotFitImportTests/Fixtures/FoodDelivery"),
                            to: workspace.appendingPathComponent("app"))
            for name in ["GITHUB_OUTPUT", "GITHUB_ENV", "GITHUB_STEP_SUMMARY"] {
                try Data().write(to: githubFiles.appendingPathComponent(name))
            }
        }

        /// A stand-in for `sudo` that logs what it is asked and says yes to
        /// `sudo -n true` (it runs nothing), and one for `dpkg-query` that
        /// says no package is installed — so the install path runs.
        func fakeSudo() throws {
            try script("sudo", "#!/bin/sh\necho \"$*\" >> \(sudoLog.path)\nexit 0\n")
        }
        func fakeMissingPackages() throws {
            try script("dpkg-query", "#!/bin/sh\necho 'unknown ok not-installed'\nexit 0\n")
        }
        private func script(_ name: String, _ text: String) throws {
            let url = fakes.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        }

        /// Hands everything to the unprivileged user.
        func handOver() throws {
            guard getuid() == 0 else { return }
            let chown = Process()
            chown.executableURL = URL(fileURLWithPath: "/bin/chown")
            chown.arguments = ["-R", "65534:65534", root.path]
            try chown.run(); chown.waitUntilExit()
            XCTAssertEqual(chown.terminationStatus, 0)
            // The temporary folder's own parents are searchable by all.
        }

        /// Runs one `run:` line of action.yml as the non-root user.
        func run(_ line: String, _ extra: [String: String] = [:], fakes useFakes: Bool = false) throws -> SlotFitBinary.Result {
            var environment: [String: String] = [
                "PATH": (useFakes ? fakes.path + ":" : "") + "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
                "HOME": home.path,
                "GITHUB_ACTIONS": "true",
                "GITHUB_ACTION_PATH": action.path,
                "GITHUB_WORKSPACE": workspace.path,
                "GITHUB_OUTPUT": githubFiles.appendingPathComponent("GITHUB_OUTPUT").path,
                "GITHUB_ENV": githubFiles.appendingPathComponent("GITHUB_ENV").path,
                "GITHUB_STEP_SUMMARY": githubFiles.appendingPathComponent("GITHUB_STEP_SUMMARY").path,
                "RUNNER_TEMP": root.appendingPathComponent("runner-temp").path,
                "SLOTFIT_WORKING_DIRECTORY": workspace.appendingPathComponent("app").path,
                "SLOTFIT_REPORT_DIR": "slotfit-report",
            ]
            for (key, value) in extra { environment[key] = value }
            let process = Process()
            if getuid() == 0 {
                process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
                process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", "/bin/bash", "-c", line]
            } else {
                process.executableURL = URL(fileURLWithPath: "/bin/bash")
                process.arguments = ["-c", line]
            }
            process.currentDirectoryURL = workspace
            process.environment = environment
            let out = Pipe(), err = Pipe()
            process.standardOutput = out
            process.standardError = err
            try process.run()
            let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return SlotFitBinary.Result(status: process.terminationStatus, stdout: stdout, stderr: stderr)
        }

        func github(_ name: String) throws -> String {
            try String(contentsOf: githubFiles.appendingPathComponent(name), encoding: .utf8)
        }
    }

    /// The `run:` lines of action.yml, in order.
    func runLines() throws -> [String] {
        let action = try String(contentsOf: Self.repository.appendingPathComponent("action.yml"), encoding: .utf8)
        XCTAssertTrue(action.contains("uses: actions/upload-artifact@v4"), "the reports are uploaded")
        XCTAssertTrue(action.contains("uses: actions/cache@v4"), "the build and font digests are cached")
        return action.split(separator: "\n").compactMap { line -> String? in
            let text = line.trimmingCharacters(in: .whitespaces)
            return text.hasPrefix("run: ") ? String(text.dropFirst(5)) : nil
        }
    }

    /// The Makefile's run-time packages, and those only tests need.
    func packages(_ list: String) throws -> [String] {
        let make = try String(contentsOf: Self.repository.appendingPathComponent("Makefile"), encoding: .utf8)
        var words: [String] = [], collecting = false
        for line in make.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("\(list) := ") { collecting = true; words += line.dropFirst(list.count + 4).split(separator: " ").map(String.init) }
            else if collecting { words += line.split(separator: " ").map(String.init) }
            if collecting, !line.hasSuffix("\\") { break }
        }
        return words.filter { $0 != "\\" }
    }

    func testSetupInstallsOnlyRunTimePackagesThroughSudoAsANonRootUser() throws {
        let runs = try runLines()
        XCTAssertEqual(runs.map { $0.split(separator: " ").last.map(String.init) ?? "" }, ["setup", "build", "check", "merge"])
        let runner = try Runner()
        defer { try? FileManager.default.removeItem(at: runner.root) }
        try runner.fakeSudo()
        try runner.fakeMissingPackages()
        try runner.handOver()
        let whoami = try runner.run("id -u")
        XCTAssertNotEqual(whoami.stdout.trimmingCharacters(in: .whitespacesAndNewlines), "0", "the steps run as a non-root user")

        // A given binary: its run-time packages, installed through sudo.
        let setup = try runner.run(runs[0], ["SLOTFIT_BIN": runner.binary.path], fakes: true)
        XCTAssertEqual(setup.status, 0, setup.stdout + setup.stderr)
        let log = try String(contentsOf: runner.sudoLog, encoding: .utf8)
        let install = try XCTUnwrap(log.split(separator: "\n").first { $0.contains("apt-get install") }, log)
        let runtime = try packages("RUNTIME_DEBS"), tests = try packages("TEST_DEBS"), build = try packages("BUILD_DEBS")
        XCTAssertTrue(runtime.contains("fonts-inter") && runtime.contains("libharfbuzz0b"), "\(runtime)")
        for package in runtime { XCTAssertTrue(install.split(separator: " ").contains(Substring(package)), "\(package) in \(install)") }
        for package in tests + build { XCTAssertFalse(install.split(separator: " ").contains(Substring(package)), "\(package) is not needed to run: \(install)") }
        XCTAssertTrue(log.contains("-n apt-get update"), log)

        // No sudo that needs no password: the command to run, exit 1.
        try FileManager.default.removeItem(at: runner.fakes.appendingPathComponent("sudo"))
        let refused = try runner.run(runs[0], ["SLOTFIT_BIN": runner.binary.path], fakes: true)
        XCTAssertEqual(refused.status, 1, refused.stdout + refused.stderr)
        XCTAssertTrue(refused.stderr.contains("sudo apt-get install -y --no-install-recommends libharfbuzz0b"), refused.stderr)
    }

    func testSetupDownloadsTheReleaseTarballAndChecksItsDigest() throws {
        let runs = try runLines()
        let runner = try Runner()
        defer { try? FileManager.default.removeItem(at: runner.root) }
        // A release as `make dist` lays it out, with the binary under test.
        let name = "slotfit-9.9.9-linux-\(Self.machine())"
        let release = runner.root.appendingPathComponent("release")
        try FileManager.default.createDirectory(at: release.appendingPathComponent("\(name)/bin"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: runner.binary, to: release.appendingPathComponent("\(name)/bin/slotfit"))
        try (packages("RUNTIME_DEBS").joined(separator: "\n") + "\n").write(to: release.appendingPathComponent("\(name)/DEBIAN-PACKAGES"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try shell("cd '\(release.path)' && tar -czf \(name).tar.gz \(name) && sha256sum \(name).tar.gz > \(name).tar.gz.sha256 && rm -r \(name)"), 0)
        try runner.handOver()
        let url = "file://" + release.appendingPathComponent("\(name).tar.gz").path
        let setup = try runner.run(runs[0], ["SLOTFIT_VERSION": "9.9.9", "SLOTFIT_DIST_URL": url])
        XCTAssertEqual(setup.status, 0, setup.stdout + setup.stderr)
        let outputs = try runner.github("GITHUB_OUTPUT")
        XCTAssertTrue(outputs.contains("mode=dist"), outputs)
        let env = try runner.github("GITHUB_ENV")
        let unpacked = runner.root.appendingPathComponent("runner-temp/slotfit-dist/\(name)/bin/slotfit").path
        XCTAssertTrue(env.contains("SLOTFIT_BIN=\(unpacked)"), env)
        let version = try runner.run("\"$SLOTFIT_BIN\" --version", ["SLOTFIT_BIN": unpacked])
        XCTAssertEqual(version.status, 0, version.stderr)

        // A tarball that does not match its digest is never run.
        try "0000000000000000000000000000000000000000000000000000000000000000  \(name).tar.gz\n"
            .write(to: release.appendingPathComponent("\(name).tar.gz.sha256"), atomically: true, encoding: .utf8)
        try runner.handOver()
        let corrupt = try runner.run(runs[0], ["SLOTFIT_VERSION": "9.9.9", "SLOTFIT_DIST_URL": url])
        XCTAssertEqual(corrupt.status, 2, corrupt.stdout + corrupt.stderr)
        XCTAssertTrue(corrupt.stderr.contains("does not match its SHA-256"), corrupt.stderr)
        // A .sha256 naming another file (one that matches its digest) does
        // not vouch for the tarball: the tarball itself is hashed.
        let tarball = release.appendingPathComponent("\(name).tar.gz")
        try "decoy\n".write(to: runner.root.appendingPathComponent("runner-temp/slotfit-dist/decoy"), atomically: true, encoding: .utf8)
        try "\(Self.sha256("decoy\n"))  decoy\n".write(to: release.appendingPathComponent("\(name).tar.gz.sha256"), atomically: true, encoding: .utf8)
        try runner.handOver()
        let decoy = try runner.run(runs[0], ["SLOTFIT_VERSION": "9.9.9", "SLOTFIT_DIST_URL": url])
        XCTAssertEqual(decoy.status, 2, decoy.stdout + decoy.stderr)
        XCTAssertTrue(decoy.stderr.contains("does not match its SHA-256"), decoy.stderr)
        // A digest pinned in the action wins over the published one: a
        // tarball swapped together with its .sha256 is refused.
        let real = Self.sha256(file: tarball)
        try "\(real)  \(name).tar.gz\n".write(to: release.appendingPathComponent("\(name).tar.gz.sha256"), atomically: true, encoding: .utf8)
        let pins = runner.action.appendingPathComponent("Scripts/release-digests")
        try "9.9.9 linux-\(Self.machine()) \(String(repeating: "1", count: 64))\n".write(to: pins, atomically: true, encoding: .utf8)
        try runner.handOver()
        let swapped = try runner.run(runs[0], ["SLOTFIT_VERSION": "9.9.9", "SLOTFIT_DIST_URL": url])
        XCTAssertEqual(swapped.status, 2, swapped.stdout + swapped.stderr)
        try "9.9.9 linux-\(Self.machine()) \(real)\n".write(to: pins, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: release.appendingPathComponent("\(name).tar.gz.sha256"))
        try runner.handOver()
        let pinned = try runner.run(runs[0], ["SLOTFIT_VERSION": "9.9.9", "SLOTFIT_DIST_URL": url])
        XCTAssertEqual(pinned.status, 0, "the pinned digest alone suffices: " + pinned.stdout + pinned.stderr)
        XCTAssertFalse(pinned.stderr.contains("no digest pinned"), pinned.stderr)
        // A version with no release, asked for by name: an error, not a build.
        let absent = try runner.run(runs[0], ["SLOTFIT_VERSION": "9.9.8", "SLOTFIT_DIST_URL": url + ".absent"])
        XCTAssertEqual(absent.status, 2, absent.stdout + absent.stderr)
        XCTAssertTrue(absent.stderr.contains("no release tarball of slotfit 9.9.8"), absent.stderr)
    }

    func testCheckAnnotatesOncePerCauseFromTheRepositoryRoot() throws {
        let runs = try runLines()
        let runner = try Runner()
        defer { try? FileManager.default.removeItem(at: runner.root) }
        // A translator's change: the German headline "On its way" grows.
        let catalog = runner.workspace.appendingPathComponent("app/Localizable.xcstrings")
        var text = try String(contentsOf: catalog, encoding: .utf8)
        let keyLine = try XCTUnwrap(text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("\"On its way\" : {") || $0.contains("\"On its way\": {") }) + 1
        text = text.replacingOccurrences(of: "\"Unterwegs zu dir\"", with: "\"Deine Bestellung ist jetzt unterwegs zu dir und kommt gleich bei dir an\"")
        try text.write(to: catalog, atomically: true, encoding: .utf8)
        try runner.handOver()

        let build = try runner.run(runs[1], ["SLOTFIT_BIN": runner.binary.path])
        XCTAssertEqual(build.status, 0, build.stderr)
        XCTAssertTrue(build.stdout.contains("slotfit: using "), build.stdout)
        let check = try runner.run(runs[2], ["SLOTFIT_BIN": runner.binary.path])
        XCTAssertEqual(check.status, 1, "a compact timer truncates, and the headline changed: \(check.stderr)")
        let annotations = check.stdout.split(separator: "\n").filter { $0.hasPrefix("::error") || $0.hasPrefix("::warning") || $0.hasPrefix("::notice") }
        // Paths from the repository's root: the project is in app/.
        XCTAssertTrue(annotations.contains { $0.hasPrefix("::error file=app/OrderLiveActivity.swift,line=82,") }, annotations.joined(separator: "\n"))
        // The translation's change on its key's line in the catalog.
        XCTAssertTrue(annotations.contains { $0.hasPrefix("::error file=app/Localizable.xcstrings,line=\(keyLine),") && $0.contains("On its way") },
                      "line \(keyLine): " + annotations.joined(separator: "\n"))
        // At most one per cause, and no more than GitHub shows per step.
        let places = annotations.map { $0.components(separatedBy: "::")[1] }
        XCTAssertEqual(Set(places).count, places.count, "one annotation per place and title: \(places)")
        XCTAssertLessThanOrEqual(annotations.filter { $0.hasPrefix("::error") }.count, 10)
        XCTAssertLessThanOrEqual(annotations.filter { $0.hasPrefix("::warning") }.count, 10)
        XCTAssertFalse(annotations.contains { $0.contains("file=OrderLiveActivity.swift") }, "no path relative to slotfit.yml")
        // Every cause on the job's summary page, as a table.
        let summary = try runner.github("GITHUB_STEP_SUMMARY")
        XCTAssertTrue(summary.hasPrefix("### SlotFit"), summary)
        XCTAssertTrue(summary.contains("`app/Localizable.xcstrings:\(keyLine)`"), summary)
        XCTAssertTrue(summary.contains("`app/OrderLiveActivity.swift:82`"), summary)
        for report in ["slotfit.json", "slotfit.sarif", "html/index.html", "check.txt", "summary.md"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: runner.workspace.appendingPathComponent("app/slotfit-report/\(report)").path), report)
        }
        // A matrix of two shards, then the merge job.
        for shard in ["1/2", "2/2"] {
            XCTAssertNotEqual(try runner.run(runs[2], ["SLOTFIT_BIN": runner.binary.path, "SLOTFIT_SHARD": shard]).status, 2, shard)
        }
        let merge = try runner.run(runs[3], ["SLOTFIT_BIN": runner.binary.path])
        XCTAssertEqual(merge.status, 1, merge.stdout + merge.stderr)
        XCTAssertTrue(merge.stdout.contains("goldens from 2 reports"), merge.stdout)
        // The merge job annotates each cause once, from the repository's root.
        let merged = merge.stdout.split(separator: "\n").filter { $0.hasPrefix("::error") || $0.hasPrefix("::warning") }
        XCTAssertTrue(merged.contains { $0.hasPrefix("::error file=app/OrderLiveActivity.swift,line=82,") }, merged.joined(separator: "\n"))
        let mergedPlaces = merged.map { $0.components(separatedBy: "::")[1] }
        XCTAssertEqual(Set(mergedPlaces).count, mergedPlaces.count, "\(mergedPlaces)")
        // A shard whose job died leaves no report: the merge is an input
        // error naming it, never the others' verdict as the whole.
        let reports = runner.workspace.appendingPathComponent("app/slotfit-report")
        try FileManager.default.removeItem(at: reports.appendingPathComponent("slotfit-2-2.json"))
        let partial = try runner.run(runs[3], ["SLOTFIT_BIN": runner.binary.path])
        XCTAssertEqual(partial.status, 2, partial.stdout + partial.stderr)
        XCTAssertTrue(partial.stderr.contains("shard 2/2 has no report among the 1 given"), partial.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: reports.appendingPathComponent("summary.md").path), "no summary of part of the matrix")
        // A committed link under the report folder: refused before anything
        // is written or read through it, the message one workflow command.
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-runner-file-\(UUID().uuidString)")
        try "runner's own file\n".write(to: outside, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: outside) }
        try? FileManager.default.removeItem(at: reports.appendingPathComponent("check.txt"))
        try FileManager.default.createSymbolicLink(at: reports.appendingPathComponent("check.txt"), withDestinationURL: outside)
        let linked = try runner.run(runs[2], ["SLOTFIT_BIN": runner.binary.path])
        XCTAssertEqual(linked.status, 2, linked.stdout + linked.stderr)
        XCTAssertTrue(linked.stderr.contains("::error title=SlotFit::") && linked.stderr.contains("check.txt is a symbolic link under the report folder"), linked.stderr)
        XCTAssertEqual(try String(contentsOf: outside, encoding: .utf8), "runner's own file\n")
    }

    /// SHA-256 of a text or a file, by coreutils' sha256sum.
    static func sha256(_ text: String) -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-digest-\(UUID().uuidString)")
        try? text.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        return sha256(file: file)
    }

    static func sha256(file: URL) -> String {
        let process = Process(), out = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        process.arguments = [file.path]
        process.standardOutput = out
        try? process.run(); process.waitUntilExit()
        return String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).split(separator: " ").first.map(String.init) ?? ""
    }

    static func machine() -> String {
        var name = utsname()
        uname(&name)
        return withUnsafeBytes(of: &name.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }

    @discardableResult
    func shell(_ line: String) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", line]
        try process.run(); process.waitUntilExit()
        return process.terminationStatus
    }
}
