/// Lines at one scale, with their measurements at full size.
struct LineSet {
    var ranges: [Range<Int>]
    /// Each line's height (truncation reads them one by one).
    var heights: [Double]
    /// The widest line's width.
    var maxWidth: Double
    /// A word wider than the line was broken between grapheme clusters.
    var splitsWord = false
    var totalHeight: Double { heights.reduce(0, +) }
}

extension LayoutSession {
    /// Fits the text: full size, else the largest scale at or above the floor
    /// that fits (exactly: the scale at which the widest line or the height
    /// meets the frame), else truncation at the floor.
    func run() throws -> TextLayout {
        context.drawsEveryMeasure = request.includesGlyphs && request.width == nil && request.height == nil
        return try fit { p, lines, scale, verdict, natural in try result(p, lines: lines, scale: scale, verdict: verdict, natural: natural) }
    }

    /// The same fit, summed up without lines' runs and glyphs.
    func measurement() throws -> TextMeasurement {
        try fit { p, lines, scale, verdict, natural in
            var width = 0.0, height = 0.0
            for range in lines {
                width = max(width, measure(p, trimmingTrailingSpace(p, range)) * scale)
                height += try lineHeight(p, range) * scale
            }
            return TextMeasurement(verdict: verdict, width: width, height: height, scale: scale, naturalWidth: natural,
                                   lineCount: lines.count, visibleText: text(p, 0..<p.units.count),
                                   direction: p.bidi.paragraphLevel & 1 == 1 ? .rightToLeft : .leftToRight)
        }
    }

    /// What a fit ends with: the paragraph shown (the truncated one when
    /// cut), its lines, the scale, the verdict and the natural width.
    typealias Finish<Result> = (Paragraph, [Range<Int>], Double, TextVerdict, Double) throws -> Result

    /// Fits the text and hands the outcome to `finish`.
    private func fit<Result>(_ finish: Finish<Result>) throws -> Result {
        let units = request.text.utf16Units
        let p = try paragraph(units, styles: unitStyles)
        context.requestParagraph = ObjectIdentifier(p)
        // Line-break opportunities matter only when there is a width to wrap
        // to; otherwise lines end at mandatory breaks alone.
        let breaker = try request.width.map { _ in try LineBreaker(session: self, paragraph: p) }
        let width = request.width
        let height = request.height
        let limit = max(1, request.lineLimit ?? Int.max)
        let floor = request.minimumScaleFactor
        // The natural width: the widest line the text's own breaks make.
        var natural = 0.0
        for line in p.hardLines { natural = max(natural, measure(p, trimmingTrailingSpace(p, line))) }

        func lines(at scale: Double) throws -> LineSet {
            let stop = request.lineLimit == nil ? nil : limit
            let broken = breaker?.linesAndSplits(maxWidth: width.map { $0 / scale }, stopAfter: stop, scale: scale) ?? (lines: p.hardLines, splitsWord: false)
            let ranges = broken.lines
            // This session itself at its own scale (a copy retains every field).
            let scaled = scale == self.scale ? self : at(scale)
            var widest = 0.0
            for range in ranges { widest = max(widest, scaled.measure(p, trimmingTrailingSpace(p, range))) }
            return LineSet(ranges: ranges, heights: try ranges.map { try lineHeight(p, $0) }, maxWidth: widest,
                           splitsWord: broken.splitsWord)
        }
        // With a minimum scale factor, breaking a word between letters is
        // not fitting: the text shrinks until every word fits its line (as
        // UIKit's adjustsFontSizeToFitWidth does on multi-line labels), and
        // breaks a word only when even the floor cannot avoid it.
        let shrinkBeforeBreakingWords = floor < 1
        func fits(_ set: LineSet, _ scale: Double) -> Bool {
            (!shrinkBeforeBreakingWords || !set.splitsWord || scale <= floor)
                && set.ranges.count <= limit
                && set.maxWidth * scale <= (width ?? .infinity) + LayoutSession.epsilon
                && set.totalHeight * scale <= (height ?? .infinity) + LayoutSession.epsilon
        }

        let full = try lines(at: 1)
        if fits(full, 1) {
            let verdict: TextVerdict = full.ranges.count > 1 ? .wrapped(full.ranges.count) : .fits
            context.splitsWord = full.splitsWord
            return try finish(p, full.ranges, 1, verdict, natural)
        }
        // The lines at the floor (the full-size ones when there is no
        // floor): truncation starts from them.
        let atFloor = floor < 1 ? try lines(at: floor) : full
        if floor < 1 {
            if fits(atFloor, floor) {
                var low = floor, high = 1.0
                for _ in 0..<40 where high - low > 1e-9 {
                    let mid = (low + high) / 2
                    if fits(try lines(at: mid), mid) { low = mid } else { high = mid }
                }
                // The bisection brackets the threshold; the exact scale is the
                // one at which the widest line (or the height) of that layout
                // meets the frame.
                let set = try lines(at: low)
                var exact = min(1, (width ?? .infinity) / max(set.maxWidth, 1e-12), (height ?? .infinity) / max(set.totalHeight, 1e-12))
                var chosen = try lines(at: exact)
                if !(exact >= floor && fits(chosen, exact)) {
                    exact = low
                    chosen = set
                }
                context.splitsWord = chosen.splitsWord
                return try finish(p, chosen.ranges, exact, .scaled(exact), natural)
            }
        }
        return try truncate(p, set: atFloor, scale: floor, limit: limit, natural: natural, finish: finish)
    }

    /// Truncates the last line that fits (by line limit and height) at
    /// `scale`, with "…" placed by the truncation mode.
    private func truncate<Result>(_ p: Paragraph, set: LineSet, scale: Double, limit: Int,
                                  natural: Double, finish: Finish<Result>) throws -> Result {
        let maxWidth = request.width.map { $0 / scale }
        var allowed = min(limit, set.ranges.count)
        if let height = request.height {
            while allowed > 0 && set.heights[0..<allowed].reduce(0, +) * scale > height + LayoutSession.epsilon { allowed -= 1 }
        }
        let heightOverflow: Double? = allowed == 0 ? (set.heights[0] * scale - request.height!) : nil
        allowed = max(allowed, 1)
        let kept = Array(set.ranges[0..<(allowed - 1)])
        let lastStart = set.ranges[allowed - 1].lowerBound
        var remaining = lastStart..<p.units.count
        var hiddenRest = allowed < set.ranges.count
        if let mandatory = p.hardBreaks.first(where: { $0 > lastStart && $0 < p.units.count }) {
            remaining = lastStart..<mandatory
            hiddenRest = true
        }
        remaining = trimmingTrailingSpace(p, remaining)
        let truncator = Truncator(session: at(scale), paragraph: p)
        let cut = try truncator.truncate(remaining, maxWidth: maxWidth, mode: request.truncationMode, hiddenRest: hiddenRest)
        let displayed = Array(p.units[0..<lastStart]) + cut.units
        let displayedStyles = p.unitStyles.isEmpty ? [] : Array(p.unitStyles[0..<lastStart]) + cut.styles
        let shown = try displayed == p.units && displayedStyles == p.unitStyles ? p : paragraph(displayed, styles: displayedStyles)
        var ranges = kept
        ranges.append(lastStart..<displayed.count)
        let visible = String(utf16Units: displayed)
        let verdict: TextVerdict
        if let heightOverflow, heightOverflow > LayoutSession.epsilon {
            verdict = .clipped(max(heightOverflow, cut.overflow * scale))
        } else if cut.overflow > LayoutSession.epsilon {
            verdict = .clipped(cut.overflow * scale)
        } else {
            verdict = .truncated(visible)
        }
        return try finish(shown, ranges, scale, verdict, natural)
    }
}
