/// A text itemized for shaping: bidi levels (ICU), grapheme clusters (ICU),
/// scripts (ICU, Common and Inherited joining their neighbours) and a face
/// per cluster from the profile's fallback chain.
final class Paragraph {
    let units: [UInt16]
    let bidi: BidiParagraph
    /// Grapheme boundaries, from 0 to `units.count`.
    let graphemes: [Int]
    let items: [ShapingItem]
    /// Code points no face in the chain has.
    let missing: [Unicode.Scalar]

    init(units: [UInt16], direction: ParagraphDirection, locale: TextLocale,
         weight: FontWeight, size: Double, fonts: FontResolver) throws {
        self.units = units
        bidi = try BidiParagraph(units: units, direction: direction)
        graphemes = try TextSegmenter.shared.graphemeOffsets(units)
        (items, missing) = try Paragraph.itemize(units: units, graphemes: graphemes, levels: bidi.levels,
                                                 locale: locale, weight: weight, size: size, fonts: fonts)
    }

    /// Number of grapheme clusters starting in `range`.
    func graphemeCount(in range: Range<Int>) -> Int {
        guard !range.isEmpty else { return 0 }
        let lower = graphemes.partitionIndex { $0 >= range.lowerBound }
        let upper = graphemes.partitionIndex { $0 >= range.upperBound }
        return upper - lower
    }

    /// The grapheme boundary index at or after `offset`.
    func graphemeIndex(atOrAfter offset: Int) -> Int { graphemes.partitionIndex { $0 >= offset } }

    private static func scalars(_ units: ArraySlice<UInt16>) -> [Unicode.Scalar] {
        var result: [Unicode.Scalar] = []
        var iterator = units.makeIterator()
        var decoder = UTF16()
        while case .scalarValue(let scalar) = decoder.decode(&iterator) { result.append(scalar) }
        return result
    }

    private static func isEmojiCluster(_ scalars: [Unicode.Scalar]) -> Bool {
        guard let first = scalars.first else { return false }
        if scalars.contains("\u{FE0E}") { return false }
        if scalars.contains("\u{FE0F}") || scalars.contains("\u{20E3}") && scalars.count > 1 { return true }
        if first.properties.isEmojiPresentation { return true }
        return first.properties.isEmoji && scalars.contains("\u{200D}") && first.value > 0xFF
    }

    private static func itemize(units: [UInt16], graphemes: [Int], levels: [UInt8], locale: TextLocale,
                                weight: FontWeight, size: Double, fonts: FontResolver) throws -> ([ShapingItem], [Unicode.Scalar]) {
        guard !units.isEmpty else { return ([], []) }
        struct Cluster { var range: Range<Int>; var scalars: [Unicode.Scalar]; var script: Script?; var emoji: Bool }
        var clusters: [Cluster] = []
        clusters.reserveCapacity(graphemes.count)
        for (start, end) in zip(graphemes, graphemes.dropFirst()) {
            let scalars = Paragraph.scalars(units[start..<end])
            let base = scalars.first.map(Script.init)
            clusters.append(Cluster(range: start..<end, scalars: scalars,
                                    script: base.flatMap { $0.isShared ? nil : $0 }, emoji: isEmojiCluster(scalars)))
        }
        // Common and Inherited clusters take the script before them, or at
        // the start the first real script after them (UAX #24's advice).
        var resolved = [String](repeating: "Zyyy", count: clusters.count)
        var last: String? = nil
        for i in clusters.indices {
            if let script = clusters[i].script { last = script.tag }
            if let last { resolved[i] = last }
        }
        if let firstReal = clusters.firstIndex(where: { $0.script != nil }) {
            for i in 0..<firstReal { resolved[i] = clusters[firstReal].script!.tag }
        }

        var items: [ShapingItem] = []
        var missing: [Unicode.Scalar] = []
        var previousFace: FontFace? = nil
        for (i, cluster) in clusters.enumerated() {
            let needed = cluster.scalars.filter { !$0.properties.isDefaultIgnorableCodePoint && $0.properties.generalCategory != .control }
            let chain = try fonts.chain(script: cluster.emoji ? "Zsye" : resolved[i], locale: locale, weight: weight, size: size)
            var face: FontFace?
            if cluster.script == nil, !cluster.emoji, let previousFace, needed.allSatisfy(previousFace.covers) {
                face = previousFace
            }
            if face == nil { face = chain.first { f in needed.allSatisfy(f.covers) } }
            if face == nil, let base = needed.first {
                face = chain.first { $0.covers(base) }
                missing.append(contentsOf: needed.filter { s in !(face?.covers(s) ?? false) })
            }
            guard let chosen = face ?? previousFace ?? chain.first else {
                throw TextError(.missingFont, "the font profile \"\(fonts.profile.name)\" has no face for script \(resolved[i]); add one")
            }
            previousFace = chosen
            let level = levels[cluster.range.lowerBound]
            let script = resolved[i]
            if var lastItem = items.last, lastItem.level == level, lastItem.script == script, lastItem.face === chosen {
                lastItem.range = lastItem.range.lowerBound..<cluster.range.upperBound
                items[items.count - 1] = lastItem
            } else {
                items.append(ShapingItem(range: cluster.range, level: level, script: script, face: chosen))
            }
        }
        return (items, missing)
    }
}

extension Array {
    /// The first index whose element satisfies `predicate`, for an array
    /// partitioned false-then-true (binary search).
    func partitionIndex(where predicate: (Element) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if predicate(self[mid]) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
