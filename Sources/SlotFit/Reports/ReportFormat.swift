/// A report `slotfit check --report` (and, for those a JSON report's
/// document makes alone, `slotfit merge --report`) can make, looked up by
/// name in `ReportFormat.all`: adding one is a value here and its reporter,
/// with no switch over kinds anywhere else.
public struct ReportFormat: Sendable {
    /// What a report is made into.
    public enum Output: Sendable {
        /// One file's text, written to the path given after the name.
        case file(String)
        /// Files under the folder given after the name, by relative path.
        case folder([(path: String, contents: String)])
        /// Lines for standard output (annotations, an editor's format).
        case lines([String])
    }

    /// How `--report` names it (`json`, `html`…).
    public var name: String
    /// Written to a path given after the name: a file, or a folder.
    public var takesPath: Bool
    /// The path is a folder.
    public var isFolder: Bool = false
    /// Made alone on standard output: the terminal summary is left out so
    /// an editor reads nothing else.
    public var ownsStandardOutput: Bool = false
    /// The report of a check's outcome.
    public var make: @Sendable (CheckOutcome) throws -> Output
    /// The report of a JSON report's document (merged shards), with the
    /// project's folder and its path from the repository's root; `nil` for
    /// a report that needs the rendering itself.
    public var fromDocument: (@Sendable (_ document: GoldenReport.Document, _ repositoryPrefix: String, _ projectDirectory: String) throws -> Output)? = nil

    /// How it is asked for: `json FILE`, `html DIR`, `github`.
    public var usage: String { takesPath ? "\(name) \(isFolder ? "DIR" : "FILE")" : name }

    /// The report named `name`; `nil` for none.
    public static func named(_ name: String) -> ReportFormat? { all.first { $0.name == name } }

    /// Every report, in the order `--help` lists them.
    public static let all: [ReportFormat] = [
        ReportFormat(name: "json", takesPath: true, make: { .file(try JSONReporter().report($0.document)) },
                     fromDocument: { document, _, _ in .file(try JSONReporter().report(document)) }),
        ReportFormat(name: "junit", takesPath: true, make: { .file(JUnitReporter().report($0.document)) },
                     fromDocument: { document, _, _ in .file(JUnitReporter().report(document)) }),
        ReportFormat(name: "sarif", takesPath: true) { .file(try SARIFReporter(version: $0.version).report($0.report.groups)) },
        ReportFormat(name: "html", takesPath: true, isFolder: true) { outcome in
            .folder(HTMLReporter().report((outcome.files, outcome.report)))
        },
        ReportFormat(name: "markdown", takesPath: true, make: { outcome in
            .file(MarkdownReporter(pathPrefix: outcome.repositoryPrefix, base: outcome.projectDirectory).report((outcome.document, outcome.report.groups)))
        }, fromDocument: { document, prefix, project in
            .file(MarkdownReporter(pathPrefix: prefix, base: project).report((document, FindingGroup.grouping(document.findings ?? []))))
        }),
        ReportFormat(name: "github", takesPath: false, make: { outcome in
            .lines(GitHubReporter(pathPrefix: outcome.repositoryPrefix, base: outcome.projectDirectory).report((outcome.document, outcome.report.groups)))
        }, fromDocument: { document, prefix, project in
            .lines(GitHubReporter(pathPrefix: prefix, base: project).report((document, FindingGroup.grouping(document.findings ?? []))))
        }),
        ReportFormat(name: "xcode", takesPath: false, ownsStandardOutput: true) { outcome in
            .lines(XcodeReporter(base: outcome.projectDirectory).report(outcome.report.groups))
        },
    ]
}
