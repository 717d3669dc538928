import Foundation

/// The check's outcome as the JSON report holds it (`Document`, written by
/// `JSONReporter`), and the merge of shards' reports. The formats are
/// the `Reporter` types.
public enum GoldenReport {
    /// The JSON report: every file's outcome, the findings, the exit code.
    /// `slotfit merge` combines shards' reports into one.
    public struct Document: Codable, Sendable {
        /// 3: cases and problems as values, no printed lines; 2: verdict
        /// changes as values; 1: each stored as its line. `slotfit merge`
        /// reads all three.
        public var version = 3
        public var files: [GoldenCheck.FileResult]
        package var fontChanges: [String]
        package var exitCode: Int32
        /// The findings as values (absent in reports of older versions).
        public var findings: [CheckFinding]?
        /// Which shard of which matrix this is (absent for a whole check,
        /// a merged report, or a report of an older version).
        public var shard: ShardOrigin?
        /// What the check measured exactly (absent in reports of older
        /// versions, and in a merge of shards one of which lacks it).
        public var coverage: ReportCoverage?

        /// Creates a report.
        public init(files: [GoldenCheck.FileResult], fontChanges: [String], exitCode: Int32, findings: [CheckFinding]? = nil) {
            self.files = files; self.fontChanges = fontChanges; self.exitCode = exitCode; self.findings = findings
        }
    }

    /// The document of a check's report.
    public static func document(_ report: GoldenCheck.Report, shard: ShardOrigin? = nil) -> Document {
        var document = Document(files: report.files, fontChanges: report.fontChanges, exitCode: report.isClean ? 0 : 1, findings: report.findings)
        document.shard = shard
        document.coverage = ReportCoverage(report)
        return document
    }

    /// Merges shard reports: one verdict, one exit code.
    public static func merge(_ documents: [Document]) -> Document {
        let files = documents.flatMap(\.files).sorted { $0.path < $1.path }
        let fonts = Array(Set(documents.flatMap(\.fontChanges))).sorted()
        let failing = files.contains(where: \.fails) || !fonts.isEmpty
        let findings = documents.contains { $0.findings != nil } ? documents.flatMap { $0.findings ?? [] } : nil
        // The merged report is this version's, whatever its shards were.
        var merged = Document(files: files, fontChanges: fonts, exitCode: failing ? 1 : 0, findings: findings)
        let coverages = documents.compactMap(\.coverage)
        merged.coverage = coverages.count == documents.count && !documents.isEmpty ? ReportCoverage.merged(coverages) : nil
        return merged
    }
}
