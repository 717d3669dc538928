import Foundation
import Synchronization
import SlotFit
import SlotFitCore

/// The rendered matrix a check compares with the goldens, and what it
/// knows of where it came from: the result cache's entry, a render of
/// part of it, or a render of all of it.
struct CheckedMatrix {
    var files: [GoldenMatrix.File]
    /// The source texts exact and in all (`slotfit import`'s figure).
    var sourceTexts: (exact: Int, texts: Int)? = nil
    /// A shard's part of which matrix.
    var shard: ShardOrigin? = nil
    /// Goldens unchanged since they were found equal to the remembered
    /// renderings: equal still, compared without reading either.
    var unchanged = (paths: Set<String>(), known: [String: String]())
    /// The generation of the cache's entry the goldens are compared with,
    /// once stored or loaded.
    var generation: String? = nil
    /// The entry used as it was: what the check prints is printed again
    /// next time, while nothing it rests on changes.
    var remembered: ResultCache.Entry? = nil
    /// The render's warnings and notes, as printed.
    var notices: [String] = []
}

extension CheckCommand {
    /// The cache's entry as the check's matrix, when it holds one for
    /// these inputs that every rendering of is still what a render makes;
    /// its notices printed. Only the renderings a check reads are read: a
    /// report's, and the terminal's of goldens not known equal.
    func cached(_ found: ResultCache.Lookup?, cache: ResultCache?, configuration: SlotFitConfiguration, requests: [ReportRequest]) -> CheckedMatrix? {
        guard let cache, case .entry(let entry)? = found else { return nil }
        let known = cache.unchangedGoldens(in: configuration.goldenDirectory, of: entry)
        guard let filled = cache.withContents(entry, at: entry.files.indices.filter { !requests.isEmpty || !known.paths.contains(entry.files[$0].path) }) else { return nil }
        for notice in filled.notices { MatrixOptions.printNotice(notice) }
        return CheckedMatrix(files: filled.files, sourceTexts: filled.sourceTexts.flatMap { $0.count == 2 ? ($0[0], $0[1]) : nil },
                             unchanged: known, generation: entry.generation, remembered: entry, notices: filled.notices)
    }

    /// The matrix rendered: the goldens an edit to a string table reaches
    /// (`ResultCache.Lookup.partial`; each activity's source-language
    /// golden comes along as the base-locale rule's reference) with the
    /// rest from the entry, or all of it; stored in the cache.
    func rendered(_ found: ResultCache.Lookup?, cache: ResultCache?, configuration: SlotFitConfiguration, requests: [ReportRequest]) throws -> CheckedMatrix {
        var partial: (entry: ResultCache.Entry, render: Set<String>)? = nil
        if let cache, case .partial(let entry, let render)? = found, let filled = cache.withContents(entry, at: Array(entry.files.indices)) {
            partial = (filled, render)
        }
        let notices = Mutex<[String]>([])
        var (_, grid) = try CLIError.quoting(in: configuration.projectDirectory) {
            try matrix.matrix(configuration) { line in
                MatrixOptions.printNotice(line)
                notices.withLock { $0.append(line) }
            }
        }
        grid.progress = MatrixOptions.progressBar()
        grid.pictures = requests.contains { $0.format.isFolder }
        // A shard's report records which part of which matrix it is.
        let plan = Mutex<[String]>([])
        if grid.shard != nil { grid.planned = { paths in plan.withLock { $0 = paths } } }
        var checked = CheckedMatrix(files: [])
        if let partial, let cache {
            grid.only = partial.render
            let rendered = try matrix.render(grid)
            let byPath = Dictionary(rendered.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
            if Set(byPath.keys) == partial.render.intersection(partial.entry.files.map(\.path)) {
                checked.files = partial.entry.files.map { byPath[$0.path] ?? $0 }
                let known = cache.unchangedGoldens(in: configuration.goldenDirectory, of: partial.entry)
                checked.unchanged = (known.paths.subtracting(partial.render), known.known.filter { !partial.render.contains($0.key) })
            } else {
                // The matrix is not the one remembered: all of it.
                grid.only = nil
                checked.files = try matrix.render(grid)
            }
        } else {
            checked.files = try matrix.render(grid)
        }
        checked.shard = grid.shard.map { part in
            ShardOrigin(index: part.index, count: part.count, matrix: Self.matrixDigest(configuration: configuration, paths: plan.withLock { $0 }))
        }
        if !grid.importedActivities.isEmpty {
            // import's and init's figure, beside the snapshots': one
            // denominator each, both said.
            let counts = grid.importedActivities.map(\.activity.textCoverage)
            checked.sourceTexts = (counts.map(\.exact).reduce(0, +), counts.map(\.texts).reduce(0, +))
        }
        checked.notices = notices.withLock { $0 }
        if let cache {
            let entry = ResultCache.Entry(key: cache.key, files: checked.files, sourceTexts: checked.sourceTexts.map { [$0.exact, $0.texts] }, notices: checked.notices)
            let earlier = partial.map { ($0.entry.catalogs, cache.localizedDigests(of: $0.entry) ?? [:]) }
            if cache.store(entry, carrying: grid.only == nil ? nil : earlier) { checked.generation = entry.generation }
        }
        return checked
    }
}
