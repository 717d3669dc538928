import Foundation
import SlotFitCore

/// What a check measured exactly, as the JSON report holds it: the texts
/// laid out, those of them checked exactly (the rest show a value SlotFit
/// could not compute), and the texts no sample state lays out. A green
/// check says nothing about what it did not measure; every report says it.
public struct ReportCoverage: Codable, Sendable, Hashable {
    /// A text of the source no sample state shows.
    public struct Unshown: Codable, Sendable, Hashable, Comparable {
        /// The activity whose views hold it.
        public var activity: String
        /// Where it is written (relative to the project when inside it).
        public var file: String
        public var line: Int?

        /// Creates an entry.
        public init(activity: String, file: String, line: Int?) { self.activity = activity; self.file = file; self.line = line }

        public static func < (a: Unshown, b: Unshown) -> Bool { (a.activity, a.file, a.line ?? 0) < (b.activity, b.file, b.line ?? 0) }
    }

    /// Texts laid out, over every golden checked.
    public var texts: Int
    /// Of them, those checked exactly.
    public var exact: Int
    /// Texts no sample state lays out: not in `texts`, not checked.
    public var neverLaidOut: [Unshown]

    /// Creates a coverage figure.
    public init(texts: Int, exact: Int, neverLaidOut: [Unshown]) {
        self.texts = texts; self.exact = exact; self.neverLaidOut = neverLaidOut
    }

    /// The check's figure.
    init(_ report: GoldenCheck.Report) {
        texts = report.texts
        exact = report.texts - report.unverifiedTexts
        neverLaidOut = report.neverShown.flatMap { activity, places in
            places.map { Unshown(activity: activity, file: $0.file, line: $0.line) }
        }.sorted()
    }

    /// Shards' figures as one: each shard laid out its own goldens; a text
    /// no state shows is the same text in every shard that read it.
    static func merged(_ parts: [ReportCoverage]) -> ReportCoverage {
        ReportCoverage(texts: parts.map(\.texts).reduce(0, +), exact: parts.map(\.exact).reduce(0, +),
                       neverLaidOut: Array(Set(parts.flatMap(\.neverLaidOut))).sorted())
    }

    /// Texts checked exactly, in percent of the texts (100 with none).
    public var share: Double { texts == 0 ? 100 : Double(exact) / Double(texts) * 100 }

    /// "texts checked exactly 132/1100 (12.0 %), 4 more never laid out":
    /// texts no sample state lays out are not in the figure, said beside
    /// it, so 100 % never hides them.
    public var summary: String {
        let never = neverLaidOut.isEmpty ? "" : ", \(neverLaidOut.count) more never laid out"
        return "texts checked exactly \(exact)/\(texts) (\(String(format: "%.1f", share)) %)\(never)"
    }
}
