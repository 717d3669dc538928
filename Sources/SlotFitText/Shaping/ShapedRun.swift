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
    /// Sum of the advances (64-bit: a word of a million glyphs passes
    /// Int32's range in font units).
    var advance: Int
    /// Glyphs the font lacks (.notdef).
    var missing: Int
}

/// A run's advances by cluster, to read the width of any part of it
/// without shaping again: the sum of the glyphs whose clusters fall in the
/// part, valid when each end of the part is a cluster start HarfBuzz marks
/// safe to break (then the part shaped on its own has exactly these glyphs).
/// An object: a layout reads it for every break opportunity and every
/// truncation it tries, and a value would retain its three tables each time.
final class SlicedRun: Sendable {
    /// Cluster starts (relative to the run), ascending.
    private let clusters: [Int32]
    /// `sums[i]`: advance of every glyph whose cluster is below `clusters[i]`.
    private let sums: [Int64]
    /// `safe[i]`: breaking at `clusters[i]` is safe.
    private let safe: [Bool]
    private let total: Int64

    init(_ run: ShapedRun) {
        // HarfBuzz gives clusters in order: ascending left to right,
        // descending right to left; either way one pass over the glyphs in
        // logical order makes the table.
        var clusters: [Int32] = [], sums: [Int64] = [], safe: [Bool] = []
        var running: Int64 = 0
        let glyphs = run.glyphs
        let count = glyphs.count
        if count > 0 {
            let descending = count > 1 && glyphs[0].cluster > glyphs[count - 1].cluster
            var ordered = true
            for i in 1..<max(count, 1) where descending ? glyphs[i].cluster > glyphs[i - 1].cluster : glyphs[i].cluster < glyphs[i - 1].cluster {
                ordered = false
                break
            }
            let logical: [ShapedGlyph] = ordered ? (descending ? glyphs.reversed() : glyphs) : glyphs.sorted { $0.cluster < $1.cluster }
            clusters.reserveCapacity(count)
            sums.reserveCapacity(count)
            safe.reserveCapacity(count)
            for glyph in logical {
                if clusters.last != glyph.cluster {
                    clusters.append(glyph.cluster)
                    sums.append(running)
                    safe.append(true)
                }
                running += Int64(glyph.advance)
                if glyph.unsafeToBreak { safe[safe.count - 1] = false }
            }
        }
        self.clusters = clusters
        self.sums = sums
        self.safe = safe
        total = running
    }

    /// The index of the first cluster start at or after `offset`.
    private func index(of offset: Int) -> Int {
        var low = 0, high = clusters.count
        while low < high {
            let mid = (low + high) / 2
            if clusters[mid] < Int32(offset) { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Whether a part may start or end at `offset` (relative to the run):
    /// the run's ends, or a safe cluster start.
    func isSafe(_ offset: Int, runLength: Int) -> Bool {
        if offset == 0 || offset == runLength { return true }
        let i = index(of: offset)
        return i < clusters.count && clusters[i] == Int32(offset) && safe[i]
    }

    /// The advance of the glyphs whose clusters lie in `range` (relative).
    func advance(_ range: Range<Int>, runLength: Int) -> Int {
        func prefix(_ offset: Int) -> Int64 {
            if offset >= runLength { return total }
            let low = index(of: offset)
            return low < clusters.count ? sums[low] : total
        }
        return Int(prefix(range.upperBound) - prefix(range.lowerBound))
    }
}
