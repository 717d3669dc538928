import Foundation

/// Which part of which matrix a check's report is: `--shard index/count`,
/// and a digest of the whole matrix (slotfit.yml and every golden's path,
/// every shard's), the same in every shard of one run. `slotfit merge`
/// refuses a set of reports that is not every shard of one matrix once.
public struct ShardOrigin: Sendable, Hashable, Codable {
    /// The shard, 1-based, and how many there are.
    public var index: Int
    public var count: Int
    /// SHA-256 of the configuration's bytes and the whole matrix's golden
    /// paths.
    public var matrix: String

    /// Creates an origin.
    public init(index: Int, count: Int, matrix: String) {
        self.index = index; self.count = count; self.matrix = matrix
    }

    /// `2/4`.
    public var name: String { "\(index)/\(count)" }
}

extension GoldenReport {
    /// The most shards a matrix is split into.
    static let shardLimit = 10_000

    /// Whether `reports` (each with the path it was read from) are every
    /// shard of one matrix, each once: a report that is no shard among
    /// shards, a shard of another matrix or of another count, a shard given
    /// twice, or a shard missing (its job died before writing one) is an
    /// error naming the report and what to do. Reports of versions before
    /// 3 record no shard: they are taken as they are.
    package static func checkShards(_ reports: [(path: String, document: Document)]) throws {
        let recorded = reports.filter { $0.document.shard != nil }
        guard let first = recorded.first, let origin = first.document.shard else { return }
        var seen: [Int: String] = [:]
        for (path, document) in reports {
            // A count no --shard gives (0, negative, or more shards than
            // any matrix has jobs) is a forged report, refused before it
            // sizes anything.
            if let shard = document.shard, !(1...Self.shardLimit).contains(shard.count) {
                throw SlotFitError(.schema, "\(path.debugDescription) says it is one of \(shard.count) shards; --shard gives 1 to \(Self.shardLimit)")
            }
            guard let shard = document.shard else {
                throw SlotFitError(.schema, "\(path.debugDescription) is the report of a whole check (no --shard), merged with shards such as \(first.path.debugDescription) (\(origin.name)); merge the shards of one run only")
            }
            guard shard.count == origin.count else {
                throw SlotFitError(.schema, "\(path.debugDescription) is shard \(shard.name), but \(first.path.debugDescription) is shard \(origin.name): merge the shards of one run only")
            }
            guard shard.matrix == origin.matrix else {
                throw SlotFitError(.schema, "\(path.debugDescription) (shard \(shard.name)) checked another matrix than \(first.path.debugDescription) (another slotfit.yml, or other activities or locales): merge the shards of one run only")
            }
            guard (1...max(shard.count, 1)).contains(shard.index) else {
                throw SlotFitError(.schema, "\(path.debugDescription) says it is shard \(shard.name), which no --shard gives")
            }
            if let other = seen[shard.index] {
                throw SlotFitError(.schema, "shard \(shard.name) is given twice: \(other.debugDescription) and \(path.debugDescription); give each shard's report once")
            }
            seen[shard.index] = path
        }
        let missing = (1...origin.count).filter { seen[$0] == nil }
        guard missing.isEmpty else {
            throw SlotFitError(.schema, "shard\(missing.count == 1 ? "" : "s") \(missing.map { "\($0)/\(origin.count)" }.joined(separator: ", ")) \(missing.count == 1 ? "has" : "have") no report among the \(reports.count) given: its job failed or its report was not downloaded; a merge of the others would judge part of the matrix as the whole")
        }
    }
}
