import ArgumentParser
import Foundation
import Synchronization
import SlotFit
import SlotFitImport
import SlotFitText
import SlotFitStrings

/// `slotfit check`: compare with goldens; never writes.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Compare the rendered matrix with the goldens and run the rules; never writes.",
        discussion: "Exit 0 when clean, 1 for regressions or error findings, 2 for bad input or a report that could not be written, 64 for bad usage."
    )

    @OptionGroup var matrix: MatrixOptions
    @Option(parsing: .upToNextOption, help: ArgumentHelp("json FILE, junit FILE, sarif FILE (code scanning), html DIR, markdown FILE (a summary for a job page), github (annotations, one per cause, paths from $GITHUB_WORKSPACE or the working directory) or xcode (file:line:col: error: …, one per cause); repeatable.", valueName: "kind [file]"))
    var report: [String] = []
    @Flag(help: "Print the summary line and the error groups only.")
    var quiet = false
    @Flag(name: .customLong("full-diff"), help: "Print the whole diff of each changed golden (by default, its verdict changes).")
    var fullDiff = false
    @Flag(name: .customLong("no-cache"), help: "Render everything, neither using nor updating the result cache (~/.cache/slotfit/results; $SLOTFIT_CACHE_DIR moves it, SLOTFIT_NO_CACHE=1 turns it off).")
    var noCache = false
    @Option(name: .customLong("minimum-coverage"), help: ArgumentHelp("Fail (exit 1) when fewer texts than this share are checked exactly; overrides minimumCoverage: in slotfit.yml.", valueName: "percent"))
    var minimumCoverage: Double?

    func run() throws {
        let requests = try ReportRequest.parse(report, among: ReportFormat.all)
        if let minimumCoverage, let problem = NumberRange.percent.problem(with: minimumCoverage) {
            throw CLIError("--minimum-coverage: \(problem)")
        }
        let start = DispatchTime.now().uptimeNanoseconds
        // What the render reads of each String Catalog, for the result
        // cache (recorded from the start: a read before would be missed).
        let caching = !(noCache || matrix.shard != nil || matrix.allowOutsideProject
            || ProcessInfo.processInfo.environment["SLOTFIT_NO_CACHE"].map({ !$0.isEmpty && $0 != "0" }) == true)
        if caching { CatalogReadLog.shared.record() }
        let configuration = try matrix.configuration()
        // The result cache: an unchanged project is compared and reported
        // without importing or laying anything out (never for a shard, nor
        // with paths allowed out of the project, whose files it does not see).
        let cache = !caching ? nil : ResultCache(configuration: configuration, variant: "pictures=\(requests.contains { $0.format.isFolder }) requireChecked=\(matrix.requireChecked)")
        // The terminal's options: what a report printed again rests on.
        let printing = "quiet=\(quiet) fullDiff=\(fullDiff) minimumCoverage=\(minimumCoverage.map { "\($0)" } ?? "-")"
        if let cache, requests.isEmpty, let outcome = cache.replay(variant: printing, goldenDirectory: configuration.goldenDirectory) {
            for notice in outcome.notices { MatrixOptions.printNotice(notice) }
            print(WorkflowOutput.untrusted(outcome.text(seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)), terminator: "")
            if outcome.status != 0 { throw ExitCode(outcome.status) }
            return
        }
        let found = cache?.lookup()
        let checked = try cached(found, cache: cache, configuration: configuration, requests: requests)
            ?? rendered(found, cache: cache, configuration: configuration, requests: requests)
        let files = checked.files
        var result = GoldenCheck.compare(files, directory: configuration.goldenDirectory, boundary: configuration.boundary, unchanged: checked.unchanged.paths)
        result.sourceTexts = checked.sourceTexts ?? result.sourceTexts
        if let generation = checked.generation {
            cache?.rememberGoldens(of: result, in: configuration.goldenDirectory, known: checked.unchanged.known, generation: generation)
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let coverageMissed = (minimumCoverage ?? configuration.minimumCoverage).map { result.coverageShare < $0 } ?? false
        let status = !result.isClean || coverageMissed ? ExitStatus.findings.rawValue : 0
        // Xcode's format goes alone on standard output, for the editor to read.
        if !requests.contains(where: { $0.format.ownsStandardOutput }) {
            var terminal = TerminalReporter(quiet: quiet, fullDiff: fullDiff)
            terminal.minimumCoverage = minimumCoverage ?? configuration.minimumCoverage
            let outcome = CheckOutcomeReplay(key: "", notices: checked.notices, text: terminal.report(result), status: status, goldens: [:], tables: [:])
            print(WorkflowOutput.untrusted(outcome.text(seconds: seconds)), terminator: "")
            // Printed again, while nothing it rests on changes.
            if let cache, requests.isEmpty, let entry = checked.remembered {
                cache.rememberOutcome(of: entry, variant: printing, notices: checked.notices, text: outcome.text, status: status, goldenDirectory: configuration.goldenDirectory)
            }
        }
        let outcome = CheckOutcome(files: files, report: result, projectDirectory: configuration.projectDirectory,
                                   repositoryPrefix: Self.repositoryPrefix(of: configuration.projectDirectory),
                                   goldenDirectory: configuration.goldenDirectory, boundary: configuration.boundary, version: SlotFitVersion.string,
                                   shard: checked.shard)
        for request in requests {
            try request.write(try request.format.make(outcome), allowingOutside: matrix.allowOutsideProject)
        }
        if status != 0 { throw ExitCode(status) }
    }

    /// The project's folder as the repository's root names it — relative to
    /// `GITHUB_WORKSPACE` in GitHub Actions, else to the working directory —
    /// for annotations GitHub places on the pull request's files. Empty
    /// when it is that folder; absolute when it is outside it.
    static func repositoryPrefix(of project: String) -> String {
        let environment = ProcessInfo.processInfo.environment
        let root = environment["GITHUB_WORKSPACE"].flatMap { $0.isEmpty ? nil : $0 } ?? FileManager.default.currentDirectoryPath
        func real(_ path: String) -> String { URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path }
        let from = real(root), to = real(project.isEmpty ? "." : project)
        if to == from { return "" }
        let base = from.hasSuffix("/") ? from : from + "/"
        return to.hasPrefix(base) ? String(to.dropFirst(base.count)) : to
    }

    /// Holds a report path given relative to the working directory (a
    /// report folder inside the checkout, as the GitHub Action uses) to that
    /// directory after symbolic links: a pull request may commit that folder
    /// as a link. An absolute path is the user's own.
    static func confineReport(_ path: String, allowingOutside: Bool, what: String = "the report folder") throws {
        guard !path.isEmpty, !path.hasPrefix("/") else { return }
        try ProjectBoundary(project: FileManager.default.currentDirectoryPath, allowsOutside: allowingOutside)
            .resolve(path, what: what)
    }

    /// Creates the folders of `relative` below the HTML report folder
    /// `root`, refusing a symbolic link among them (a link committed where
    /// `svg/` goes must not send the report's files elsewhere).
    static func makeReportFolders(under root: String, for relative: String, allowingOutside: Bool) throws {
        try confineReport(root, allowingOutside: allowingOutside)
        do { try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true) } catch {
            throw CLIError("cannot create the HTML report folder \"\(root)\": \(error.localizedDescription); pass a folder you can write to")
        }
        var folder = root
        for part in (relative as NSString).deletingLastPathComponent.split(separator: "/").map(String.init) {
            folder = (folder as NSString).appendingPathComponent(part)
            var status = stat()
            if lstat(folder, &status) == 0 {
                switch status.st_mode & S_IFMT {
                case S_IFDIR: continue
                case S_IFLNK:
                    throw CLIError("cannot write the HTML report: \"\(folder)\" is a symbolic link to \"\((try? FileManager.default.destinationOfSymbolicLink(atPath: folder)) ?? "?")\"; SlotFit does not write through links: remove it, or pass another folder")
                default:
                    throw CLIError("cannot write the HTML report: \"\(folder)\" is a file where a folder of the report goes; remove it, or pass another folder")
                }
            }
            guard mkdir(folder, 0o777) == 0 || errno == EEXIST else {
                throw CLIError("cannot create the HTML report folder \"\(folder)\": \(String(cString: strerror(errno))); pass a folder you can write to")
            }
        }
    }

    /// Writes a report atomically, creating its folder (inside the project
    /// unless allowed outside) as the HTML report creates its own.
    static func write(_ text: String, to path: String, allowingOutside: Bool = false) throws {
        try confineReport((path as NSString).deletingLastPathComponent, allowingOutside: allowingOutside)
        let folder = (path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw CLIError("cannot write the report \"\(path)\": \"\(folder)\" is a file where its folder goes; remove it, or pass another path")
            }
        } else {
            do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
                throw CLIError("cannot create the report folder \"\(folder)\": \(error.localizedDescription); pass a folder you can write to")
            }
        }
        try AtomicFile.write(Array(text.utf8), to: path)
    }

    /// SHA-256 of slotfit.yml's bytes and every golden path of the whole
    /// matrix: the same in every shard of one run.
    static func matrixDigest(configuration: SlotFitConfiguration, paths: [String]) -> String {
        let yml = FileManager.default.contents(atPath: configuration.file) ?? Data()
        return FontDigests.sha256(of: Array(yml) + Array(("\n" + paths.joined(separator: "\n")).utf8))
    }

}

