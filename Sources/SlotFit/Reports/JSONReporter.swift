import Foundation

/// The JSON report (`schemas/report.schema.json`): every file's outcome,
/// the findings, the font changes and the exit code; `slotfit merge` reads
/// and combines shards' reports.
public struct JSONReporter: Reporter {
    /// Creates a JSON reporter.
    public init() {}

    /// The document as sorted, pretty-printed JSON, ending in a newline.
    public func report(_ document: GoldenReport.Document) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(document), as: UTF8.self) + "\n"
    }
}
