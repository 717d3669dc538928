/// One `TextEngine.layout` call: the request made concrete (locale,
/// direction, size, tracking) and the measuring helpers the fitting steps
/// share.
struct LayoutSession {
    /// What the session knows of its request, shared by its copies at other
    /// scales and by the line breaker and truncator that hold it (copying
    /// a dozen references at each was a tenth of a check's text layout).
    final class Context {
        let engine: TextEngine
        let request: TextRequest
        let locale: TextLocale
        let direction: ParagraphDirection
        let styles: [RunStyle]
        let unitStyles: [UInt8]
        let shapingLanguage: ShapingLanguage
        let fontKeys: [FontKey]
        /// Paragraphs itemized during this layout, by their text (truncation
        /// measures candidates that the result then shows), and what was
        /// measured and shaped of them. Read and written as
        /// `context.paragraphs` (a stored property of a final class: an
        /// accessor of the session's own would be a coroutine, whose frame
        /// was allocated on every read).
        var paragraphs = ParagraphCache()
        let chains: ChainCache
        /// The paragraph of the request's whole text, once itemized: its
        /// units are `request.text`'s, so the text of all of it needs no
        /// transcoding (`text(_:_:)`).
        var requestParagraph: ObjectIdentifier?
        /// The lines the fit chose break a word between grapheme clusters.
        var splitsWord = false
        /// Every range measured is a line whose glyphs the result draws: a
        /// full layout (`run`, with glyphs) with neither width nor height
        /// (no breaking, no truncation to try).
        var drawsEveryMeasure = false

        init(engine: TextEngine, request: TextRequest, entry: LocaleCache.Entry) {
            let locale = entry.locale
            self.engine = engine
            self.chains = entry.chains
            self.request = request
            self.locale = locale
            let layoutDirection = request.pinnedLeftToRight ? .leftToRight : (request.layoutDirection ?? locale.layoutDirection)
            direction = .fixed(layoutDirection)
            let table = engine.profile.tracking
            guard !request.spans.isEmpty else {
                // One style: no parts to index (the common case, without
                // the lists a concatenation needs).
                styles = [RunStyle(font: request.font, tabularDigits: request.monospacedDigits, userTracking: request.tracking, table: table)]
                unitStyles = []
                shapingLanguage = entry.shapingLanguage
                fontKeys = [FontKey(weight: request.font.weight, size: request.font.size)]
                return
            }
            let spans = request.spans
            // Parts with the same style share one (and an item may span them).
            var styles: [RunStyle] = []
            var indices: [UInt8] = []
            for span in spans {
                let style = RunStyle(font: span.font, tabularDigits: span.monospacedDigits,
                                     userTracking: span.tracking, table: table)
                if let known = styles.firstIndex(of: style) { indices.append(UInt8(known)) } else {
                    styles.append(style)
                    indices.append(UInt8(styles.count - 1))
                }
            }
            self.styles = styles
            if styles.count > 1 {
                var perUnit: [UInt8] = []
                perUnit.reserveCapacity(request.text.utf16.count)
                for (span, index) in zip(spans, indices) { perUnit.append(contentsOf: repeatElement(index, count: span.length)) }
                unitStyles = perUnit
            } else {
                unitStyles = []
            }
            shapingLanguage = entry.shapingLanguage
            fontKeys = self.styles.map { FontKey(weight: $0.weight, size: $0.size) }
        }
    }

    let context: Context
    var engine: TextEngine { context.engine }
    var request: TextRequest { context.request }
    var locale: TextLocale { context.locale }
    var direction: ParagraphDirection { context.direction }
    /// The text's parts' styles (`Text + Text`); one for a plain text.
    var styles: [RunStyle] { context.styles }
    /// The style of each UTF-16 unit of the request's text; empty when
    /// there is one style.
    var unitStyles: [UInt8] { context.unitStyles }
    /// The locale's language, as HarfBuzz interns it.
    var shapingLanguage: ShapingLanguage { context.shapingLanguage }
    /// The weights and sizes of the styles: what picks the faces.
    var fontKeys: [FontKey] { context.fontKeys }
    /// The locale's fallback chains (shared by its layouts).
    var chains: ChainCache { context.chains }
    /// The scale being measured (`minimumScaleFactor`): widths are given at
    /// full size, but the profile's tracking is the one of the size drawn.
    private(set) var scale = 1.0
    static let epsilon = 1e-6

    /// Whether widths change with the scale other than proportionally: a
    /// profile's tracking is taken at the size drawn.
    var scaleMatters: Bool { styles.contains { $0.table != .none } }

    /// This session measuring at `scale` (the caches are shared).
    func at(_ scale: Double) -> LayoutSession {
        var copy = self
        copy.scale = scale
        return copy
    }

    init(engine: TextEngine, request: TextRequest, entry: LocaleCache.Entry) {
        context = Context(engine: engine, request: request, entry: entry)
    }

    func paragraph(_ units: [UInt16], styles unitStyles: [UInt8]) throws -> Paragraph {
        // One key for both tables: its hash (FNV-1a over the units) is
        // computed once.
        let key = ItemizationKey(units: units, unitStyles: unitStyles, locale: locale.identifier, direction: direction,
                                 fonts: fontKeys)
        if let known = context.paragraphs.table[key] { return known }
        let made: Paragraph
        if let shared = engine.itemizations.paragraph(for: key) {
            made = shared
        } else {
            made = try Paragraph(units: units, unitStyles: unitStyles, direction: direction, locale: locale, styles: styles,
                                 fonts: engine.fonts, chains: chains, shortcuts: engine.shortcutsEnabled)
            engine.itemizations.store(made, for: key)
        }
        context.paragraphs.table[key] = made
        return made
    }

    /// The text of `range` of `p`: the request's own string when that is
    /// all of it (a line that is the whole text, most often), else the
    /// units transcoded.
    func text(_ p: Paragraph, _ range: Range<Int>) -> String {
        if range.lowerBound == 0, range.upperBound == p.units.count, context.requestParagraph == ObjectIdentifier(p) { return request.text }
        return String(utf16Units: p.units[range])
    }

    /// Width in points at full size of `range` laid out as one line, with
    /// each part's tracking after each grapheme cluster.
    func measure(_ p: Paragraph, _ range: Range<Int>) -> Double {
        guard !range.isEmpty else { return 0 }
        func tracking(_ item: ShapingItem, _ style: RunStyle) -> Double {
            clusterTracking(p, style, over: max(item.range.lowerBound, range.lowerBound)..<min(item.range.upperBound, range.upperBound))
        }
        // Read off the items shaped once when every part can be (a few
        // binary searches: cheaper than remembering the width).
        var width = 0.0
        var sliced = true
        for item in p.items(overlapping: range) where item.range.overlaps(range) {
            guard let advance = slicedAdvance(p, item, range) else { sliced = false; break }
            let style = styles[item.style]
            width += item.face.points(advance, size: style.size)
            width += tracking(item, style)
        }
        if sliced { return width }
        // Widths depend on the scale only through a profile's tracking table.
        let memoKey = MeasuredRange(paragraph: ObjectIdentifier(p), range: range, scale: scaleMatters ? scale : 1)
        if let known = context.paragraphs.widths[memoKey] { return known }
        width = 0
        for item in p.items(overlapping: range) where item.range.overlaps(range) {
            let style = styles[item.style]
            let advance = slicedAdvance(p, item, range) ?? shapedAdvance(p, item, within: range)
            width += item.face.points(advance, size: style.size)
            width += tracking(item, style)
        }
        context.paragraphs.widths[memoKey] = width
        return width
    }

    /// The advance of `item`'s part inside `range` read off the item shaped
    /// once in the whole paragraph (`SlicedRun`), when that is exactly what
    /// shaping the part in `range` would give: each end of the part inside
    /// the item is a cluster start HarfBuzz marks safe to break, and where
    /// the part ends at the item's edge, `range` cuts away no context the
    /// paragraph gave it — or only context that changes nothing: the item's
    /// script joins no letters (HarfBuzz reads context for nothing else:
    /// `Shaper.contextIsIrrelevant`), or the character beside the edge is
    /// one that nothing joins to or reorders with (below U+0300: no mark,
    /// no joining letter). `nil`: shape the part (the reference engine,
    /// without caches, always does).
    func slicedAdvance(_ p: Paragraph, _ item: ShapingItem, _ range: Range<Int>) -> Int? {
        guard engine.shaper.cachesEnabled else { return nil }
        let piece = max(item.range.lowerBound, range.lowerBound)..<min(item.range.upperBound, range.upperBound)
        let all = 0..<p.units.count
        if piece == item.range && range.lowerBound <= max(0, item.range.lowerBound - 5) && range.upperBound >= min(p.units.count, item.range.upperBound + 5) {
            return nil  // the whole item in the same context: the shaping itself
        }
        if piece.lowerBound == item.range.lowerBound, range.lowerBound > max(0, item.range.lowerBound - 5),
           item.range.lowerBound > 0, p.units[item.range.lowerBound - 1] >= 0x300, Shaper.joins(item.harfBuzzScript) { return nil }
        if piece.upperBound == item.range.upperBound, range.upperBound < min(p.units.count, item.range.upperBound + 5),
           item.range.upperBound < p.units.count, p.units[item.range.upperBound] >= 0x300, Shaper.joins(item.harfBuzzScript) { return nil }
        let key = SlicedKey(paragraph: ObjectIdentifier(p), item: item.range.lowerBound)
        let sliced: SlicedRun
        if let known = context.paragraphs.sliced[key] {
            sliced = known
        } else {
            sliced = SlicedRun(shaped(p, item, within: all))
            context.paragraphs.sliced[key] = sliced
        }
        let length = item.range.count
        let start = piece.lowerBound - item.range.lowerBound, end = piece.upperBound - item.range.lowerBound
        guard sliced.isSafe(start, runLength: length), sliced.isSafe(end, runLength: length) else { return nil }
        return sliced.advance(start..<end, runLength: length)
    }

    /// The glyphs of `run` (a part of `item` on `line`) as the line draws
    /// them: the item shaped with the whole line as its context, so a run's
    /// width and glyphs are exactly its share of the line's.
    func lineGlyphs(_ p: Paragraph, _ item: ShapingItem, run: Range<Int>, line: Range<Int>) -> [ShapedGlyph] {
        let shapedRun = shaped(p, item, within: line)
        let pieceStart = max(item.range.lowerBound, line.lowerBound)
        // The run is all of the item's part of the line (most runs): every
        // glyph, without filtering them into a new array.
        if run.lowerBound <= pieceStart && run.upperBound >= min(item.range.upperBound, line.upperBound) { return shapedRun.glyphs }
        return shapedRun.glyphs.filter { run.contains(Int($0.cluster) + pieceStart) }
    }

    /// Width at full size of `run` (a part of `item` on `line`) as the line
    /// draws it, with its tracking.
    func lineWidth(_ p: Paragraph, _ item: ShapingItem, run: Range<Int>, line: Range<Int>) -> Double {
        guard !run.isEmpty else { return 0 }
        let style = styles[item.style]
        let pieceStart = max(item.range.lowerBound, line.lowerBound)
        var advance = 0
        if run.lowerBound <= pieceStart && run.upperBound >= min(item.range.upperBound, line.upperBound) {
            // The run is all of the item's part of the line: every glyph.
            advance = shapedAdvance(p, item, within: line)
        } else {
            for glyph in shaped(p, item, within: line).glyphs where run.contains(Int(glyph.cluster) + pieceStart) { advance += Int(glyph.advance) }
        }
        return item.face.points(advance, size: style.size) + clusterTracking(p, style, over: run)
    }

    /// The tracking `style` adds after each grapheme cluster of `range`, at
    /// full size (the clusters are counted only when there is some).
    func clusterTracking(_ p: Paragraph, _ style: RunStyle, over range: Range<Int>) -> Double {
        let tracking = style.tracking(atScale: scale)
        return tracking == 0 ? 0 : tracking * Double(p.graphemeCount(in: range))
    }

    /// The advance of the part of `item` inside `range`, shaped with the
    /// context `range` gives it: `shaped(...).advance`, without putting the
    /// glyphs of a run made of cached words together (a fit measures many
    /// candidate lines and truncations whose glyphs nobody reads).
    func shapedAdvance(_ p: Paragraph, _ item: ShapingItem, within range: Range<Int>) -> Int {
        // A layout at its natural width measures only the lines it then
        // draws: their glyphs are put together once, here, rather than
        // their words' advances now and the same words looked up again
        // for the glyphs.
        if context.drawsEveryMeasure { return shaped(p, item, within: range).advance }
        let part = ShapedPiece(p, item, within: range, rightToLeft: item.isRightToLeft)
        if let known = context.paragraphs.advances[part] { return known }
        if let known = context.paragraphs.shaped[part] { return known.advance }
        let advance = engine.shaper.advance(key(of: part, p, item), face: item.face)
        context.paragraphs.advances[part] = advance
        return advance
    }

    /// HarfBuzz's glyphs for the part of `item` inside `range`, shaped with
    /// the context `range` gives it (cached).
    func shaped(_ p: Paragraph, _ item: ShapingItem, within range: Range<Int>, rightToLeft: Bool? = nil) -> ShapedRun {
        // This layout's own memo first: its key is a few integers, where the
        // engine's cache hashes the text.
        let part = ShapedPiece(p, item, within: range, rightToLeft: rightToLeft ?? item.isRightToLeft)
        if let known = context.paragraphs.shaped[part] { return known }
        let run = engine.shaper.shape(key(of: part, p, item), face: item.face)
        context.paragraphs.shaped[part] = run
        return run
    }

    /// The shaper's key for `part`: its units with their context, the
    /// item's script, the layout's language and the style's features.
    private func key(of part: ShapedPiece, _ p: Paragraph, _ item: ShapingItem) -> ShapeKey {
        ShapeKey(faceID: item.face.id, units: p.units[part.context],
                 start: part.piece.lowerBound - part.context.lowerBound, count: part.piece.count,
                 rightToLeft: part.rightToLeft, script: item.harfBuzzScript, language: shapingLanguage,
                 tabularDigits: styles[item.style].tabularDigits)
    }

    /// `range` without trailing white space and line separators, which hang
    /// past the line's end.
    func trimmingTrailingSpace(_ p: Paragraph, _ range: Range<Int>) -> Range<Int> {
        var end = range.upperBound
        while end > range.lowerBound, LayoutSession.isSpace(p.units[end - 1]) { end -= 1 }
        return range.lowerBound..<end
    }

    /// `range` without leading white space.
    func trimmingLeadingSpace(_ p: Paragraph, _ range: Range<Int>) -> Range<Int> {
        var start = range.lowerBound
        while start < range.upperBound, LayoutSession.isSpace(p.units[start]) { start += 1 }
        return start..<range.upperBound
    }

    static func isSpace(_ unit: UInt16) -> Bool {
        if unit > 0x20 && unit < 0x7F { return false }
        guard let scalar = Unicode.Scalar(unit) else { return false }
        return CharacterFlags(scalar).contains(.whiteSpace)
    }

    /// The faces' largest ascent, descent and line gap on a line, at full
    /// size, each at its part's size.
    func lineExtents(_ p: Paragraph, _ range: Range<Int>) throws -> (ascent: Double, descent: Double, gap: Double) {
        var result = (ascent: 0.0, descent: 0.0, gap: 0.0)
        // Each face and style on the line once (a maximum is the same with
        // repeats; the items are few, so no table of those seen).
        var any = false
        for item in p.items(overlapping: range) where item.range.overlaps(range) || (range.isEmpty && item.range.contains(range.lowerBound)) {
            any = true
            let face = item.face, size = styles[item.style].size
            result.ascent = max(result.ascent, face.points(face.ascender, size: size))
            result.descent = max(result.descent, face.points(face.descender, size: size))
            result.gap = max(result.gap, face.points(face.lineGap, size: size))
        }
        if !any {
            let style = p.items.last.map { styles[$0.style] } ?? styles[0]
            if let face = try p.items.last?.face ?? engine.fonts.chain(script: "Latn", locale: locale, weight: style.weight, size: style.size).first {
                result = (face.points(face.ascender, size: style.size), face.points(face.descender, size: style.size), face.points(face.lineGap, size: style.size))
            }
        }
        return result
    }

    /// Line height at full size: the largest published leading of the text
    /// styles on the line, or the line's tallest ascent plus deepest descent
    /// (and line gap) over all its faces when that is more.
    func lineHeight(_ p: Paragraph, _ range: Range<Int>) throws -> Double {
        try lineHeight(p, range, extents: lineExtents(p, range))
    }

    /// The line height from extents already read (`lineExtents`).
    func lineHeight(_ p: Paragraph, _ range: Range<Int>, extents: (ascent: Double, descent: Double, gap: Double)) -> Double {
        var leading = 0.0
        if styles.count == 1 {
            leading = styles[0].leading ?? 0
        } else {
            for item in p.items(overlapping: range) where item.range.overlaps(range) || (range.isEmpty && item.range.contains(range.lowerBound)) {
                leading = max(leading, styles[item.style].leading ?? 0)
            }
        }
        return max(leading, extents.ascent + extents.descent + extents.gap)
    }
}

/// What one part of a text is set in: its font's size, weight and
/// published leading, tabular digits, the `.tracking` modifier's points and
/// the profile's tracking table.
struct RunStyle: Hashable, Sendable {
    var size: Double
    var weight: FontWeight
    var leading: Double?
    var tabularDigits: Bool
    var userTracking: Double
    var table: TrackingTable

    init(font: FontSpec, tabularDigits: Bool, userTracking: Double, table: TrackingTable) {
        size = font.size
        weight = font.weight
        leading = font.styleLeading
        self.tabularDigits = tabularDigits
        self.userTracking = userTracking
        self.table = table
    }

    /// Tracking per grapheme cluster in points at full size for a text drawn
    /// at `scale`: the modifier's (which scales with the text, **assumed**)
    /// plus the profile's at the size drawn, so that × scale is what is drawn.
    func tracking(atScale scale: Double) -> Double {
        userTracking + (table == .none ? 0 : table.tracking(atSize: size * scale) / scale)
    }
}

/// A text and the style of each of its units (empty: one style).
struct StyledUnits: Hashable {
    var units: [UInt16]
    var styles: [UInt8]
}

/// The paragraphs of one layout call (one thread), and the widths it
/// measured in them (tracking and features are the call's own, so widths
/// are not shared between calls). Held in the call's `Context`.
struct ParagraphCache {
    var table = SmallTable<ItemizationKey, Paragraph>()
    var widths = SmallTable<MeasuredRange, Double>()
    var shaped = SmallTable<ShapedPiece, ShapedRun>()
    var advances = SmallTable<ShapedPiece, Int>()
    var sliced = SmallTable<SlicedKey, SlicedRun>()
}

/// An item of a paragraph, by its first unit.
struct SlicedKey: Hashable {
    var paragraph: ObjectIdentifier
    var item: Int
}

/// A piece of an item shaped in a context, within one layout call (the
/// paragraph's style fixes the script, language and features).
struct ShapedPiece: Hashable {
    var paragraph: ObjectIdentifier
    var piece: Range<Int>
    var context: Range<Int>
    var face: Int
    var rightToLeft: Bool
}

extension ShapedPiece {
    /// The part of `item` inside `range`, with the context HarfBuzz reads
    /// around it (up to five units each side, within the range).
    init(_ p: Paragraph, _ item: ShapingItem, within range: Range<Int>, rightToLeft: Bool) {
        let piece = max(item.range.lowerBound, range.lowerBound)..<min(item.range.upperBound, range.upperBound)
        self.init(paragraph: ObjectIdentifier(p), piece: piece,
                  context: max(range.lowerBound, piece.lowerBound - 5)..<min(range.upperBound, piece.upperBound + 5),
                  face: item.face.id, rightToLeft: rightToLeft)
    }
}

/// A range of one paragraph.
struct MeasuredRange: Hashable {
    var paragraph: ObjectIdentifier
    var range: Range<Int>
    var scale: Double
}
