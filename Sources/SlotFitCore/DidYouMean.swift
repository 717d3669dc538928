/// "Did you mean …?" suggestions: the candidates nearest a misspelt name,
/// in bounded time whatever the input's length.
package enum DidYouMean {
    /// How many characters of a name are compared: a suggestion is for a
    /// typo, and comparing 3,000-character keys against hundreds of keys
    /// would cost seconds for nothing.
    package static let comparedLength = 64

    /// The `count` candidates nearest `input` (edit distance with
    /// transpositions, case-insensitive, on the first `comparedLength`
    /// characters), nearest first, ties in the candidates' order.
    package static func closest(to input: String, in candidates: [String], count: Int = 1) -> [String] {
        let wanted = Array(input.lowercased().prefix(comparedLength))
        var scored: [(distance: Int, index: Int)] = []
        scored.reserveCapacity(candidates.count)
        var bound = Int.max
        for (index, candidate) in candidates.enumerated() {
            let other = Array(candidate.lowercased().prefix(comparedLength))
            // The length difference is a lower bound on the distance.
            if scored.count >= count, abs(other.count - wanted.count) > bound { continue }
            let distance = editDistance(wanted, other, bound: scored.count >= count ? bound : Int.max)
            scored.append((distance, index))
            if scored.count >= count {
                scored.sort { ($0.distance, $0.index) < ($1.distance, $1.index) }
                scored.removeLast(scored.count - count)
                bound = scored.last!.distance
            }
        }
        return scored.sorted { ($0.distance, $0.index) < ($1.distance, $1.index) }.map { candidates[$0.index] }
    }

    /// The nearest candidate, if any.
    package static func nearest(to input: String, in candidates: [String]) -> String? {
        closest(to: input, in: candidates).first
    }

    /// Optimal-string-alignment distance in two rows of memory; stops early
    /// (returning more than `bound`) once every path exceeds `bound`.
    package static func editDistance(_ a: [Character], _ b: [Character], bound: Int) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { value = Swift.min(value, before[j - 2] + 1) }
                current[j] = value
                rowMinimum = Swift.min(rowMinimum, value)
            }
            if bound != Int.max, rowMinimum > bound { return rowMinimum }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
