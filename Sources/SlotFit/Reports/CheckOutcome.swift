import Foundation

/// What one `slotfit check` ends with, the one input every report is made
/// from: the rendered files, their comparison with the committed goldens
/// (findings grouped once, in `report.groups`), that comparison as the
/// JSON document, and where the project lies for reports that name paths.
public struct CheckOutcome: Sendable {
    /// The matrix's files, as rendered.
    public var files: [GoldenMatrix.File]
    /// Their comparison with `golden/`: changes, findings and groups.
    public var report: GoldenCheck.Report
    /// The comparison as the JSON report encodes it.
    public var document: GoldenReport.Document
    /// slotfit.yml's folder.
    public var projectDirectory: String
    /// The project's folder as the repository's root names it (annotations'
    /// paths); empty when it is that root.
    public var repositoryPrefix: String
    /// The golden folder and the boundary reports stay inside.
    public var goldenDirectory: String
    public var boundary: ProjectBoundary?
    /// The version reports name as the tool that made them.
    public var version: String

    /// Assembles the outcome of a check.
    public init(files: [GoldenMatrix.File], report: GoldenCheck.Report, projectDirectory: String, repositoryPrefix: String,
                goldenDirectory: String, boundary: ProjectBoundary?, version: String, shard: ShardOrigin? = nil) {
        self.files = files; self.report = report; self.document = GoldenReport.document(report, shard: shard)
        self.projectDirectory = projectDirectory; self.repositoryPrefix = repositoryPrefix
        self.goldenDirectory = goldenDirectory; self.boundary = boundary; self.version = version
    }
}
