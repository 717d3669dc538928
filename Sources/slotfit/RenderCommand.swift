import ArgumentParser
import Foundation
import SlotFit
import SlotFitImport
import SlotFitText
import SlotFitStrings

/// Options shared by `render` and `check`.
struct MatrixOptions: ParsableArguments {
    @Option(help: "The configuration (default: slotfit.yml here or in a folder above).")
    var config: String?
    @Option(name: .customLong("golden-dir"), help: "The golden directory (default: the configuration's).")
    var goldenDir: String?
    @Option(help: "i/n: render the i-th of n parts of the matrix (CI matrix jobs).")
    var shard: String?
    @Flag(name: .customLong("allow-outside-project"), help: "Let paths slotfit.yml and manifests name (sources, catalogs, goldens…) lead out of the project folder, through links too; off by default, and only on the command line (docs/SECURITY.md).")
    var allowOutsideProject = false
    @Flag(name: .customLong("require-checked"), help: "Fail on texts SlotFit could not check (values it could not compute): the unverified-text rule as an error, as `policies: { unverified-text: error }` in slotfit.yml.")
    var requireChecked = false

    func load() throws -> (SlotFitConfiguration, GoldenMatrix) {
        guard let path = config ?? SlotFitConfiguration.find(from: FileManager.default.currentDirectoryPath) else {
            throw CLIError("no slotfit.yml here or above; create one or pass --config FILE")
        }
        var configuration = try SlotFitConfiguration.load(path, allowingOutsideProject: allowOutsideProject)
        ErrorBase.projectDirectory = configuration.projectDirectory
        if requireChecked { configuration.policies[.unverifiedText] = .error }
        if let goldenDir {
            configuration.goldenDirectory = URL(fileURLWithPath: goldenDir).standardizedFileURL.path
            configuration.locations["goldenDirectory"] = "--golden-dir"
            try configuration.checkGoldenDirectory()
        }
        let profile = try configuration.fontProfile.map { $0 == "sf" ? try FontProfile.sanFrancisco() : try FontProfile.load(contentsOf: $0) } ?? .default
        if let file = configuration.fontProfile, file != "sf" {
            // The font files a project's profile names: inside it too.
            for (index, face) in profile.faces.enumerated() {
                for (weight, font) in (face.files ?? [:]).sorted(by: { $0.key < $1.key }) {
                    try configuration.boundary.resolve(font, what: "the font file", at: SourceLocation(file: file), keyPath: "faces[\(index)].files.\(weight)")
                }
            }
        }
        var matrix = GoldenMatrix(configuration: configuration, engine: try TextEngine(profile: profile))
        // The command exits right after: the renderers' memos are not freed.
        matrix.keepsRenderers = { ProcessLifetime.keep($0) }
        // A broken table no activity reads: said, never fatal.
        matrix.warn = { table in
            FileHandle.standardError.write(Data("warning: \(table)\n".utf8))
        }
        if !configuration.sources.isEmpty {
            // Live Activities read from the widget extension's Swift source.
            let project = try SourceProject(configuration: configuration)
            for unused in project.unusedValues { FileHandle.standardError.write(Data("warning: \(unused)\n".utf8)) }
            matrix.importedActivities = project.activities
        }
        if let shard {
            let parts = shard.split(separator: "/").compactMap { Int($0) }
            guard parts.count == 2, parts[1] >= 1, (1...parts[1]).contains(parts[0]) else {
                throw CLIError("--shard \"\(shard)\" should be i/n with 1 ≤ i ≤ n, e.g. 2/4")
            }
            matrix.shard = (parts[0], parts[1])
        }
        return (configuration, matrix)
    }

    /// A progress line on a terminal; nothing in CI or in a pipe.
    static func progressBar() -> (@Sendable (Int, Int) -> Void)? {
        guard isatty(STDERR_FILENO) != 0, ProcessInfo.processInfo.environment["CI"] == nil else { return nil }
        return { done, total in
            let width = 30, filled = done * width / max(total, 1)
            let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
            FileHandle.standardError.write(Data("\r\(bar) \(done)/\(total) activity × locale\(done == total ? "\n" : "")".utf8))
        }
    }

    func render(_ matrix: GoldenMatrix) throws -> [GoldenMatrix.File] {
        try matrix.render()
    }
}

/// `slotfit render`: write goldens.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render every activity × locale × device × state and record goldens (atomically).",
        discussion: "With CI=true nothing is recorded unless --record is given."
    )

    @OptionGroup var matrix: MatrixOptions
    @Option(help: "missing (default), all, or failed. SLOTFIT_RECORD sets it too.")
    var record: GoldenStore.RecordMode?
    @Flag(help: "Remove goldens of activities and locales that no longer exist.")
    var prune = false
    @Flag(name: .customLong("no-pictures"), help: "Do not draw SVG pictures (golden/svg/).")
    var noPictures = false

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let fromEnvironment = environment["SLOTFIT_RECORD"]
        if environment["CI"] == "true" && record == nil && fromEnvironment == nil {
            throw CLIError("CI=true: slotfit render records nothing unless told; run slotfit check, or pass --record missing|all|failed")
        }
        guard let mode = record ?? GoldenStore.RecordMode(rawValue: fromEnvironment ?? "missing") else {
            throw CLIError("SLOTFIT_RECORD=\"\(fromEnvironment ?? "")\" is not one of missing, all, failed")
        }
        var (configuration, grid) = try matrix.load()
        grid.pictures = !noPictures
        grid.progress = MatrixOptions.progressBar()
        let files = try matrix.render(grid)
        let result: (written: [String], removed: [String])
        result = try GoldenStore.record(files, directory: configuration.goldenDirectory, mode: mode, prune: prune,
                                        boundary: configuration.boundary, at: SourceLocation(parsing: configuration.location("goldenDirectory")))
        for path in result.written { print("recorded \(path)") }
        for path in result.removed { print("removed \(path)") }
        print("\(files.count) goldens, \(result.written.count) recorded, \(result.removed.count) removed")
    }
}

/// The reports `slotfit check --report` writes.
enum ReportKind: String, CaseIterable {
    case json, junit, sarif, html, github, xcode

    /// Written to a file or folder given after the kind.
    var needsPath: Bool { [.json, .junit, .sarif, .html].contains(self) }

    /// How it is asked for.
    var usage: String {
        switch self {
        case .json: return "json FILE"
        case .junit: return "junit FILE"
        case .sarif: return "sarif FILE"
        case .html: return "html DIR"
        case .github, .xcode: return rawValue
        }
    }
}

/// `slotfit check`: compare with goldens; never writes.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Compare the rendered matrix with the goldens and run the rules; never writes.",
        discussion: "Exit 0 when clean, 1 for regressions or error findings, 2 for bad input or a report that could not be written, 64 for bad usage."
    )

    @OptionGroup var matrix: MatrixOptions
    @Option(parsing: .upToNextOption, help: ArgumentHelp("json FILE, junit FILE, sarif FILE (code scanning), html DIR, github (annotations, one per cause) or xcode (file:line:col: error: …, one per cause); repeatable.", valueName: "kind [file]"))
    var report: [String] = []
    @Flag(help: "Print the summary line and the error groups only.")
    var quiet = false
    @Flag(name: .customLong("full-diff"), help: "Print the whole diff of each changed golden (by default, its verdict changes).")
    var fullDiff = false

    func run() throws {
        var requests: [(kind: ReportKind, file: String?)] = []
        var words = report[...]
        while let word = words.popFirst() {
            guard let kind = ReportKind(rawValue: word) else {
                throw CLIError("--report \"\(word)\" is not a report; use \(ReportKind.allCases.map { $0.usage }.joined(separator: ", "))")
            }
            guard kind.needsPath else { requests.append((kind, nil)); continue }
            guard let file = words.popFirst() else { throw CLIError("--report \(kind.rawValue) needs a \(kind == .html ? "folder" : "file"), e.g. --report \(kind.usage)") }
            requests.append((kind, file))
        }
        let start = DispatchTime.now().uptimeNanoseconds
        var (configuration, grid) = try matrix.load()
        grid.progress = MatrixOptions.progressBar()
        grid.pictures = requests.contains { $0.kind == .html }
        let files = try matrix.render(grid)
        let result = GoldenCheck.compare(files, directory: configuration.goldenDirectory, boundary: configuration.boundary)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        // Xcode's format goes alone on standard output, for the editor to read.
        if !requests.contains(where: { $0.kind == .xcode }) {
            print(result.grouped(quiet: quiet, fullDiff: fullDiff, seconds: seconds), terminator: "")
        }
        let document = GoldenReport.document(result)
        for request in requests {
            // A report that cannot be written is an input error (exit 2), not
            // a finding (exit 1): CI must not read it as "the layout failed".
            switch request.kind {
            case .json: try Self.write(try GoldenReport.json(document), to: request.file!, allowingOutside: matrix.allowOutsideProject)
            case .sarif: try Self.write(try GoldenReport.sarif(result.groups, version: SlotFitVersion.string), to: request.file!, allowingOutside: matrix.allowOutsideProject)
            case .junit: try Self.write(GoldenReport.junit(document), to: request.file!, allowingOutside: matrix.allowOutsideProject)
            case .html:
                for (path, contents) in GoldenReport.html(files: files, report: result, goldenDirectory: configuration.goldenDirectory, boundary: configuration.boundary) {
                    let target = (request.file! as NSString).appendingPathComponent(path)
                    try Self.makeReportFolders(under: request.file!, for: path, allowingOutside: matrix.allowOutsideProject)
                    try Self.write(contents, to: target, allowingOutside: matrix.allowOutsideProject)
                }
            case .xcode: GoldenReport.xcode(result.groups, base: configuration.projectDirectory).forEach { print($0) }
            case .github: GoldenReport.github(document, groups: result.groups).forEach { print($0) }
            }
        }
        if !result.isClean { throw ExitCode(ExitStatus.findings.rawValue) }
    }

    /// Holds a report path given relative to the working directory (a
    /// report folder inside the checkout, as the GitHub Action uses) to that
    /// directory after symbolic links: a pull request may commit that folder
    /// as a link. An absolute path is the user's own.
    static func confineReport(_ path: String, allowingOutside: Bool) throws {
        guard !path.isEmpty, !path.hasPrefix("/") else { return }
        try ProjectBoundary(project: FileManager.default.currentDirectoryPath, allowsOutside: allowingOutside)
            .resolve(path, what: "the report folder")
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

    /// Writes a report atomically; a missing folder says which.
    static func write(_ text: String, to path: String, allowingOutside: Bool = false) throws {
        try confineReport((path as NSString).deletingLastPathComponent, allowingOutside: allowingOutside)
        let folder = (path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CLIError("cannot write the report \"\(path)\": the folder \"\(folder)\" does not exist; create it first (mkdir -p \(folder))")
        }
        try AtomicFile.write(Array(text.utf8), to: path)
    }
}

/// `slotfit merge`: one verdict from sharded checks.
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Combine the JSON reports of sharded checks into one verdict and exit code."
    )

    @Argument(help: "JSON reports written by slotfit check --report json FILE.")
    var reports: [String]
    @Option(help: "Write the merged JSON report here.")
    var output: String?

    func run() throws {
        var documents: [GoldenReport.Document] = []
        for path in reports {
            guard let data = FileManager.default.contents(atPath: path) else { throw CLIError("cannot read report \"\(path)\"") }
            do { documents.append(try JSONDecoder().decode(GoldenReport.Document.self, from: data)) } catch {
                throw CLIError("\"\(path)\" is not a slotfit check JSON report: \(error)")
            }
        }
        let merged = GoldenReport.merge(documents)
        if let output { try CheckCommand.write(try GoldenReport.json(merged), to: output) }
        let changed = merged.files.filter { $0.status != .match }.count
        let errors = merged.files.map(\.errors.count).reduce(0, +)
        print("\(merged.files.count) goldens from \(documents.count) reports: \(changed) changed or missing, \(errors) error findings, \(merged.fontChanges.count) font changes")
        if merged.exitCode != 0 { throw ExitCode(merged.exitCode) }
    }
}

extension GoldenStore.RecordMode: ExpressibleByArgument {}
