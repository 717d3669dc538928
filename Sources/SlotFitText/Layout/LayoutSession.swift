/// One `TextEngine.layout` call: the request made concrete (locale,
/// direction, size, tracking) and the measuring helpers the fitting steps
/// share.
struct LayoutSession {
    let engine: TextEngine
    let request: TextRequest
    let locale: TextLocale
    let direction: ParagraphDirection
    let size: Double
    /// Tracking in points per grapheme cluster at full size.
    let tracking: Double
    let language: String
    static let epsilon = 1e-6

    init(engine: TextEngine, request: TextRequest, locale: TextLocale) {
        self.engine = engine
        self.request = request
        self.locale = locale
        let layoutDirection = request.pinnedLeftToRight ? .leftToRight : (request.layoutDirection ?? locale.layoutDirection)
        direction = .fixed(layoutDirection)
        size = request.font.size
        tracking = request.tracking + engine.profile.tracking.tracking(atSize: request.font.size)
        language = locale.identifier
    }

    /// Paragraphs itemized during this layout, by their text: truncation
    /// measures candidates that the result then shows.
    let paragraphs = ParagraphCache()
    let chains = ChainCache()

    func paragraph(_ units: [UInt16]) throws -> Paragraph {
        if let known = paragraphs.table[units] { return known }
        let key = ItemizationKey(units: units, locale: locale.identifier, direction: direction, weight: request.font.weight, size: size)
        let made: Paragraph
        if let shared = engine.itemizations.paragraph(for: key) {
            made = shared
        } else {
            made = try Paragraph(units: units, direction: direction, locale: locale, weight: request.font.weight, size: size,
                                 fonts: engine.fonts, chains: chains)
            engine.itemizations.store(made, for: key)
        }
        paragraphs.table[units] = made
        return made
    }

    /// Width in points at full size of `range` laid out as one line, with
    /// tracking after each grapheme cluster.
    func measure(_ p: Paragraph, _ range: Range<Int>) -> Double {
        guard !range.isEmpty else { return 0 }
        let memoKey = MeasuredRange(paragraph: ObjectIdentifier(p), range: range)
        if let known = paragraphs.widths[memoKey] { return known }
        var width = 0.0
        for item in p.items where item.range.overlaps(range) {
            width += item.face.points(shaped(p, item, within: range).advance, size: size)
        }
        if tracking != 0 { width += tracking * Double(p.graphemeCount(in: range)) }
        paragraphs.widths[memoKey] = width
        return width
    }

    /// HarfBuzz's glyphs for the part of `item` inside `range`, shaped with
    /// the context `range` gives it (cached).
    func shaped(_ p: Paragraph, _ item: ShapingItem, within range: Range<Int>, rightToLeft: Bool? = nil) -> ShapedRun {
        let piece = max(item.range.lowerBound, range.lowerBound)..<min(item.range.upperBound, range.upperBound)
        let context = max(range.lowerBound, piece.lowerBound - 5)..<min(range.upperBound, piece.upperBound + 5)
        let key = ShapeKey(faceID: item.face.id, units: p.units[context],
                           start: piece.lowerBound - context.lowerBound, count: piece.count,
                           rightToLeft: rightToLeft ?? item.isRightToLeft, script: item.script, language: language,
                           tabularDigits: request.monospacedDigits)
        return engine.shaper.shape(key, face: item.face)
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

    /// The faces' largest ascent, descent and line gap on a line, at full size.
    func lineExtents(_ p: Paragraph, _ range: Range<Int>) throws -> (ascent: Double, descent: Double, gap: Double) {
        var ascent: Int32 = 0, descent: Int32 = 0, gap: Int32 = 0
        var unitsPerEm: Int32 = 0
        var result = (ascent: 0.0, descent: 0.0, gap: 0.0)
        var any = false
        for item in p.items where item.range.overlaps(range) || (range.isEmpty && item.range.contains(range.lowerBound)) {
            let face = item.face
            if face.unitsPerEm == unitsPerEm && face.ascender <= ascent && face.descender <= descent && face.lineGap <= gap { continue }
            (ascent, descent, gap, unitsPerEm) = (face.ascender, face.descender, face.lineGap, face.unitsPerEm)
            result.ascent = max(result.ascent, face.points(face.ascender, size: size))
            result.descent = max(result.descent, face.points(face.descender, size: size))
            result.gap = max(result.gap, face.points(face.lineGap, size: size))
            any = true
        }
        if !any, let face = try p.items.last?.face ?? engine.fonts.chain(script: "Latn", locale: locale, weight: request.font.weight, size: size).first {
            result = (face.points(face.ascender, size: size), face.points(face.descender, size: size), face.points(face.lineGap, size: size))
        }
        return result
    }

    /// Line height at full size: the text style's published leading, or the
    /// line's tallest ascent plus deepest descent (and line gap) over all its
    /// faces when that is more.
    func lineHeight(_ p: Paragraph, _ range: Range<Int>) throws -> Double {
        let extents = try lineExtents(p, range)
        return max(request.font.styleLeading ?? 0, extents.ascent + extents.descent + extents.gap)
    }
}

/// The paragraphs of one layout call (one thread), and the widths it
/// measured in them (tracking and features are the call's own, so widths
/// are not shared between calls).
final class ParagraphCache {
    var table: [[UInt16]: Paragraph] = [:]
    var widths: [MeasuredRange: Double] = [:]
}

/// A range of one paragraph.
struct MeasuredRange: Hashable {
    var paragraph: ObjectIdentifier
    var range: Range<Int>
}
