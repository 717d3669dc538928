import Synchronization
/// A text itemized for shaping: bidi levels (ICU), grapheme clusters (ICU),
/// scripts (ICU, Common and Inherited joining their neighbours) and a face
/// per cluster from the profile's fallback chain.
///
/// Immutable once made, so the engine shares it between layouts and threads.
final class Paragraph: @unchecked Sendable {
    let units: [UInt16]
    let bidi: BidiParagraph
    /// Grapheme boundaries, from 0 to `units.count`.
    let graphemes: [Int]
    let items: [ShapingItem]
    /// Code points no face in the chain has.
    let missing: [Unicode.Scalar]
    /// Offsets just after each mandatory line break (LF, CR, CR LF, VT, FF,
    /// NEL, LS, PS), the same set UAX #14 classes BK, CR, LF and NL.
    let hardBreaks: [Int]
    /// Lines split only at mandatory breaks (`hardBreaks`); after a final
    /// break, an empty last line.
    let hardLines: [Range<Int>]
    /// The style of each unit (`Text + Text`); empty when the text has one.
    let unitStyles: [UInt8]
    /// The line breaker's segments, measured once per set of styles and
    /// scale: a text is fitted at every width its views are offered, and
    /// finding and measuring its break opportunities was the same each time.
    /// (The only state added after the paragraph is made; behind a lock.)
    let breakSegments = Mutex<[SegmentKey: [BreakSegment]]>([:])

    /// What a paragraph's break segments were measured with.
    struct SegmentKey: Hashable {
        var styles: [RunStyle]
        var scale: Double
    }

    init(units: [UInt16], unitStyles: [UInt8], direction: ParagraphDirection, locale: TextLocale,
         styles: [RunStyle], fonts: FontResolver, chains: ChainCache, shortcuts: Bool = true) throws {
        self.units = units
        self.unitStyles = unitStyles
        bidi = try BidiParagraph(units: units, direction: direction)
        graphemes = try units.isEmpty ? [0] : TextSegmenter.shared.graphemeOffsets(units, shortcut: shortcuts)
        (items, missing) = try Paragraph.itemize(units: units, unitStyles: unitStyles, graphemes: graphemes, levels: bidi.levels,
                                                 locale: locale, styles: styles, fonts: fonts, chains: chains, shortcuts: shortcuts)
        var breaks: [Int] = []
        var i = 0
        while i < units.count {
            let unit = units[i]
            if unit == 0x0D && i + 1 < units.count && units[i + 1] == 0x0A {
                breaks.append(i + 2); i += 2; continue
            }
            if (0x0A...0x0D).contains(unit) || unit == 0x85 || unit == 0x2028 || unit == 0x2029 { breaks.append(i + 1) }
            i += 1
        }
        hardBreaks = breaks
        var lines: [Range<Int>] = []
        lines.reserveCapacity(breaks.count + 1)
        var start = 0
        for end in breaks {
            lines.append(start..<end)
            start = end
        }
        if start < units.count || breaks.last == units.count || lines.isEmpty { lines.append(start..<units.count) }
        hardLines = lines
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

    private static func isEmojiCluster(_ scalars: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let first = scalars.first else { return false }
        if scalars.count == 1 { return CharacterFlags.hasEmojiPresentation(first) }
        if scalars.contains("\u{FE0E}") { return false }
        if scalars.contains("\u{FE0F}") || scalars.contains("\u{20E3}") { return true }
        let flags = CharacterFlags(first)
        if flags.contains(.emojiPresentation) { return true }
        return flags.contains(.emoji) && first.value > 0xFF && scalars.contains("\u{200D}")
    }

    /// A grapheme cluster: its units, its scalars in the decoded list, its
    /// own script (-1 for Common and Inherited), the script it resolves to,
    /// and whether it is an emoji.
    struct Cluster { var units: Range<Int>; var scalars: Range<Int>; var script: Int32; var resolved: Int32; var emoji: Bool }

    /// Each cluster's scalars, decoded once into one list (a lone
    /// surrogate, which a Swift string cannot hold, reads as U+FFFD), with
    /// each cluster's script resolved: Common and Inherited clusters take
    /// the script before them, or at the start the first real script after
    /// them (UAX #24's advice).
    private static func decodedClusters(units: [UInt16], graphemes: [Int]) -> ([Cluster], [Unicode.Scalar]) {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(units.count)
        var clusters: [Cluster] = []
        clusters.reserveCapacity(graphemes.count - 1)
        for (start, end) in zip(graphemes, graphemes.dropFirst()) {
            let first = scalars.count
            var i = start
            while i < end {
                let unit = units[i]
                if (0xD800...0xDBFF).contains(unit), i + 1 < end, (0xDC00...0xDFFF).contains(units[i + 1]) {
                    scalars.append(Unicode.Scalar(UTF16.codePoint(lead: unit, trail: units[i + 1]))!)
                    i += 2
                } else {
                    scalars.append(Unicode.Scalar(unit) ?? "\u{FFFD}")
                    i += 1
                }
            }
            let range = first..<scalars.count
            let base = Script(scalars[first])
            clusters.append(Cluster(units: start..<end, scalars: range, script: base.isShared ? -1 : base.code,
                                    resolved: Script.common.code, emoji: isEmojiCluster(scalars[range])))
        }
        // Common and Inherited clusters take the script before them, or at
        // the start the first real script after them (UAX #24's advice).
        var last: Int32 = -1
        for i in clusters.indices {
            if clusters[i].script >= 0 { last = clusters[i].script }
            if last >= 0 { clusters[i].resolved = last }
        }
        if let firstReal = clusters.firstIndex(where: { $0.script >= 0 }) {
            for i in 0..<firstReal { clusters[i].resolved = clusters[firstReal].script }
        }

        return (clusters, scalars)
    }

    private static func itemize(units: [UInt16], unitStyles: [UInt8], graphemes: [Int], levels: [UInt8], locale: TextLocale,
                                styles: [RunStyle], fonts: FontResolver,
                                chains: ChainCache, shortcuts: Bool) throws -> ([ShapingItem], [Unicode.Scalar]) {
        guard !units.isEmpty else { return ([], []) }
        if shortcuts, let item = try plainItem(units: units, unitStyles: unitStyles, levels: levels, locale: locale,
                                                              styles: styles, fonts: fonts, chains: chains) {
            return ([item], [])
        }
        let (clusters, scalars) = decodedClusters(units: units, graphemes: graphemes)

        // The chain of the cluster before is usually the one asked for.
        var lastChain: (script: Int32, style: Int, faces: [FontFace])? = nil
        func chain(_ script: Int32, emoji: Bool, style: Int) throws -> [FontFace] {
            let code = emoji ? -2 : script
            if let lastChain, lastChain.script == code, lastChain.style == style { return lastChain.faces }
            let key = ChainKey(script: code, weight: styles[style].weight, size: styles[style].size)
            let faces = try chains.faces(key) {
                try fonts.chain(script: emoji ? "Zsye" : Script(code: script).tag, locale: locale,
                                weight: styles[style].weight, size: styles[style].size)
            }
            lastChain = (code, style, faces)
            return faces
        }
        func needed(_ scalar: Unicode.Scalar) -> Bool {
            if scalar.value < 0x7F { return scalar.value >= 0x20 }
            return CharacterFlags.needsGlyph(scalar)
        }

        // The primary face (the profile's first Latin face, as the system
        // font is on iOS): Core Text sets every character it has in it and
        // falls back, per character, only where it lacks a glyph.
        let primaries = try styles.indices.map { try chain(Script.latin.code, emoji: false, style: $0).first }
        var items: [ShapingItem] = []
        items.reserveCapacity(4)  // one allocation for most texts, not one per doubling
        var missing: [Unicode.Scalar] = []
        var previousFace: FontFace? = nil
        var previousStyle = -1
        // The scalars through a buffer pointer: a slice per cluster would
        // retain the array once per cluster.
        let single = styles.count == 1 ? primaries[0] : nil
        try scalars.withUnsafeBufferPointer { allScalars in
            for cluster in clusters {
                let clusterScalars = UnsafeBufferPointer(rebasing: allScalars[cluster.scalars])
                let style = unitStyles.isEmpty ? 0 : Int(unitStyles[cluster.units.lowerBound])
                // A new part starts its own fallback (its weight picks other faces).
                if style != previousStyle { previousFace = nil }
                previousStyle = style
                func covers(_ face: FontFace) -> Bool { clusterScalars.allSatisfy { !needed($0) || face.covers($0) } }
                var face: FontFace?
                if !cluster.emoji, let first = single ?? primaries[style], covers(first) {
                    face = first
                } else if cluster.script < 0, !cluster.emoji, let previousFace, covers(previousFace) {
                    face = previousFace
                }
                // The fallback chain only when the primary face lacks the cluster.
                let candidates = face == nil ? try chain(cluster.resolved, emoji: cluster.emoji, style: style) : []
                if face == nil { face = candidates.first(where: covers) }
                // Beyond the profile: the face the cluster before took, when it
                // has this one too (a word stays in one font), else the installed
                // font fontconfig picks for the cluster's first character.
                if face == nil, let previousFace, covers(previousFace) { face = previousFace }
                if face == nil, let base = clusterScalars.first(where: needed),
                   let system = try fonts.systemFace(covering: base, weight: styles[style].weight), covers(system) {
                    face = system
                }
                if face == nil, let base = clusterScalars.first(where: needed) {
                    face = candidates.first { $0.covers(base) }
                    missing.append(contentsOf: clusterScalars.filter { needed($0) && !(face?.covers($0) ?? false) })
                }
                guard let chosen = face ?? previousFace ?? candidates.first else {
                    throw SlotFitError(.missingFont, "the font profile \"\(fonts.profile.name)\" has no face for script \(Script(code: cluster.resolved).tag); add one")
                }
                previousFace = chosen
                let level = levels[cluster.units.lowerBound]
                let script = cluster.resolved
                // The last item read in place (a copy retains its face once
                // per cluster).
                let last = items.count - 1
                if last >= 0, items[last].level == level, items[last].scriptCode == script, items[last].face === chosen, items[last].style == style {
                    items[last].range = items[last].range.lowerBound..<cluster.units.upperBound
                } else {
                    items.append(ShapingItem(range: cluster.units, level: level, scriptCode: script,
                                             face: chosen, style: style))
                }
            }
        }
        return (items, missing)
    }
}

extension Paragraph {
    /// `true` for the units of plain Latin text, where every unit is one
    /// code point and one grapheme cluster (UAX #29: no marks, no joiners,
    /// no CR LF, no Hangul; only controls, which break on both sides) and
    /// of the Latin or Common script:
    /// printable ASCII, U+00A0–U+024F (Latin-1 Supplement, Latin
    /// Extended-A and -B), and the dashes, quotes, bullets, ellipsis, per
    /// mille and primes of General Punctuation (U+2010–U+2027,
    /// U+2030–U+205E) and the currency signs (U+20A0–U+20C0), all Common.
    static func isPlainLatin(_ unit: UInt16) -> Bool {
        if unit < 0x250 { return (0x20...0x7E).contains(unit) || unit >= 0xA0 }
        return (0x2010...0x2027).contains(unit) || (0x2030...0x205E).contains(unit) || (0x20A0...0x20C0).contains(unit)
    }

    /// `isPlainLatin`, or Greek and Coptic (U+0370–U+03FF) or Cyrillic
    /// without its combining marks (U+0400–U+0482, U+048A–U+052F): one
    /// code point and one cluster per unit there too.
    static func isPlainAlphabetic(_ unit: UInt16) -> Bool {
        isPlainLatin(unit) || (0x370...0x482).contains(unit) || (0x48A...0x52F).contains(unit)
    }

    /// The single item of a text the general itemization would make one
    /// item of, found without it: plain units (`isPlainAlphabetic`) of at
    /// most one script besides Common, one style, one bidi level, every
    /// character in the primary face. Its script is that script (the
    /// Common characters join it, UAX #24), else Common. `nil`: itemize in
    /// full.
    private static func plainItem(units: [UInt16], unitStyles: [UInt8], levels: [UInt8], locale: TextLocale, styles: [RunStyle],
                                       fonts: FontResolver, chains: ChainCache) throws -> ShapingItem? {
        guard unitStyles.isEmpty, styles.count == 1, let level = levels.first, levels.allSatisfy({ $0 == level }),
              units.allSatisfy(isPlainAlphabetic) else { return nil }
        let style = styles[0]
        let key = ChainKey(script: Script.latin.code, weight: style.weight, size: style.size)
        guard let primary = try chains.faces(key, make: {
            try fonts.chain(script: Script.latin.tag, locale: locale, weight: style.weight, size: style.size)
        }).first else { return nil }
        var script = Script.common
        for unit in units {
            guard let scalar = Unicode.Scalar(unit), primary.covers(scalar) else { return nil }
            let own: Script
            if unit < 0x80 {
                own = (0x41...0x5A).contains(unit) || (0x61...0x7A).contains(unit) ? .latin : .common
            } else {
                own = Script(scalar)
            }
            if own.isShared || own == script { continue }
            guard script == .common else { return nil }  // a second script: items of their own
            script = own
        }
        return ShapingItem(range: 0..<units.count, level: level, scriptCode: script.code, face: primary, style: 0)
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

extension Paragraph {
    /// The items that overlap `range` (for an empty range, the one holding
    /// its place), found by binary search: the items tile the text in
    /// order, and a paragraph can have tens of thousands (Hebrew words
    /// alternate with spaces the primary face sets), so a scan per line
    /// measured made wrapping quadratic.
    func items(overlapping range: Range<Int>) -> ArraySlice<ShapingItem> {
        // The first item that ends after the range starts.
        var low = 0, high = items.count
        while low < high {
            let middle = (low + high) / 2
            if items[middle].range.upperBound <= range.lowerBound { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < items.count, items[end].range.lowerBound < range.upperBound || (range.isEmpty && items[end].range.contains(range.lowerBound)) {
            end += 1
        }
        return items[low..<end]
    }
}
