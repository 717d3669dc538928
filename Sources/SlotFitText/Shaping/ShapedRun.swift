/// One positioned glyph, in font units.
struct ShapedGlyph: Sendable, Hashable {
    var glyph: UInt32
    /// UTF-16 offset of the glyph's cluster, relative to the run.
    var cluster: Int32
    var advance: Int32
    var xOffset: Int32
    var yOffset: Int32
    /// HarfBuzz's `HB_GLYPH_FLAG_UNSAFE_TO_BREAK`: breaking the text at the
    /// start of this glyph's cluster and shaping the sides apart could
    /// give other glyphs.
    var unsafeToBreak = false
}

/// HarfBuzz's output for one run, in font units.
struct ShapedRun: Sendable {
    var glyphs: [ShapedGlyph]
    /// Sum of the advances.
    var advance: Int32
    /// Glyphs the font lacks (.notdef).
    var missing: Int
}

/// A run's advances by cluster, to read the width of any part of it
/// without shaping again: the sum of the glyphs whose clusters fall in the
/// part, valid when each end of the part is a cluster start HarfBuzz marks
/// safe to break (then the part shaped on its own has exactly these glyphs).
struct SlicedRun: Sendable {
    /// Cluster starts (relative to the run), ascending.
    private var clusters: [Int32] = []
    /// `sums[i]`: advance of every glyph whose cluster is below `clusters[i]`.
    private var sums: [Int64] = []
    private var total: Int64 = 0
    /// Cluster starts where breaking is safe.
    private var safe: Set<Int32> = []

    init(_ run: ShapedRun) {
        var byCluster: [Int32: (advance: Int64, unsafe: Bool)] = [:]
        for glyph in run.glyphs {
            var entry = byCluster[glyph.cluster] ?? (0, false)
            entry.advance += Int64(glyph.advance)
            entry.unsafe = entry.unsafe || glyph.unsafeToBreak
            byCluster[glyph.cluster] = entry
        }
        var running: Int64 = 0
        for cluster in byCluster.keys.sorted() {
            clusters.append(cluster)
            sums.append(running)
            running += byCluster[cluster]!.advance
            if !byCluster[cluster]!.unsafe { safe.insert(cluster) }
        }
        total = running
    }

    /// Whether a part may start or end at `offset` (relative to the run):
    /// the run's ends, or a safe cluster start.
    func isSafe(_ offset: Int, runLength: Int) -> Bool {
        offset == 0 || offset == runLength || safe.contains(Int32(offset))
    }

    /// The advance of the glyphs whose clusters lie in `range` (relative).
    func advance(_ range: Range<Int>, runLength: Int) -> Int32 {
        func prefix(_ offset: Int) -> Int64 {
            if offset >= runLength { return total }
            var low = 0, high = clusters.count
            while low < high {
                let mid = (low + high) / 2
                if clusters[mid] < Int32(offset) { low = mid + 1 } else { high = mid }
            }
            return low < clusters.count ? sums[low] : total
        }
        return Int32(truncatingIfNeeded: prefix(range.upperBound) - prefix(range.lowerBound))
    }
}
