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

    func load(notices: @escaping @Sendable (String) -> Void = MatrixOptions.printNotice) throws -> (SlotFitConfiguration, GoldenMatrix) {
        let configuration = try self.configuration()
        return try CLIError.quoting(in: configuration.projectDirectory) { try matrix(configuration, notices: notices) }
    }

    /// slotfit.yml read, with the command line's options (nothing imported yet).
    func configuration() throws -> SlotFitConfiguration {
        guard let path = config ?? SlotFitConfiguration.find(from: FileManager.default.currentDirectoryPath) else {
            throw CLIError("no slotfit.yml here or above; create one or pass --config FILE")
        }
        var configuration = try SlotFitConfiguration.load(path, allowingOutsideProject: allowOutsideProject)
        if requireChecked { configuration.policies[.unverifiedText] = .error }
        if let goldenDir {
            configuration.goldenDirectory = URL(fileURLWithPath: goldenDir).standardizedFileURL.path
            // Given on the command line: its errors name the flag, not a line of slotfit.yml.
            configuration.locations["goldenDirectory"] = nil
            configuration.goldenDirectoryIsFromCommandLine = true
            do { try configuration.checkGoldenDirectory() } catch let error as SlotFitError { throw error.within("--golden-dir") }
        }
        return configuration
    }

    /// Prints a render's warning or note on standard error.
    @Sendable static func printNotice(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// The matrix of a configuration read (its Swift imported), its
    /// warnings and notes given to `notices`.
    func matrix(_ configuration: SlotFitConfiguration, notices: @escaping @Sendable (String) -> Void) throws -> (SlotFitConfiguration, GoldenMatrix) {
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
        matrix.warn = { table in notices("warning: \(table)") }
        if !configuration.sources.isEmpty {
            // Live Activities read from the widget extension's Swift source.
            let project = try SourceProject(configuration: configuration)
            for warning in project.warnings { notices("warning: \(warning)") }
            for note in project.bundleNotes { notices("note: \(note)") }
            matrix.importedActivities = project.activities
        }
        if let shard {
            let parts = shard.split(separator: "/").compactMap { Int($0) }
            guard parts.count == 2, (1...10_000).contains(parts[1]), (1...parts[1]).contains(parts[0]) else {
                throw CLIError("--shard \"\(shard)\" should be i/n with 1 ≤ i ≤ n ≤ 10000, e.g. 2/4")
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
        try CLIError.quoting(in: matrix.configuration.projectDirectory) { try matrix.render() }
    }
}

extension GoldenStore.RecordMode: ExpressibleByArgument {}
