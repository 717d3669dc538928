/// A piece of text between two line-break opportunities, with its widths.
struct BreakSegment: Sendable {
    var range: Range<Int>
    /// Width including trailing white space.
    var width: Double
    /// Width without trailing white space (what must fit at a line end).
    var trimmedWidth: Double
    /// A mandatory break follows the segment.
    var isMandatory: Bool
}

/// Greedy line breaking at ICU's line-break opportunities (UAX #14 with the
/// locale's tailoring and dictionaries), like Core Text: a word wider than
/// the line is broken between grapheme clusters.
struct LineBreaker {
    let session: LayoutSession
    let paragraph: Paragraph
    let segments: [BreakSegment]

    init(session: LayoutSession, paragraph: Paragraph) throws {
        self.session = session
        self.paragraph = paragraph
        let key = Paragraph.SegmentKey(styles: session.styles, scale: session.scale)
        if let known = paragraph.breakSegments.withLock({ $0[key] }) {
            segments = known
            return
        }
        let boundaries = try TextSegmenter.shared.boundaries(.line, in: paragraph.units, locale: session.locale.lineBreakIdentifier)
        var segments: [BreakSegment] = []
        segments.reserveCapacity(boundaries.count)
        var start = 0
        for boundary in boundaries {
            let range = start..<boundary.offset
            let trimmed = session.trimmingTrailingSpace(paragraph, range)
            let width = session.measure(paragraph, range)
            let trimmedWidth = trimmed == range ? width : session.measure(paragraph, trimmed)
            segments.append(BreakSegment(range: range, width: width, trimmedWidth: trimmedWidth, isMandatory: boundary.isMandatory))
            start = boundary.offset
        }
        self.segments = segments
        paragraph.breakSegments.withLock { $0[key] = segments }
    }

    /// Lines (UTF-16 ranges) for a maximum line width in points at full size;
    /// `nil` breaks only where the text demands it.
    /// With `stopAfter`, breaking stops once that many lines are made: the
    /// rest of the text comes back as one more range (callers only need to
    /// know it overflows, and where the last allowed line starts).
    func lines(maxWidth: Double?, stopAfter: Int? = nil) -> [Range<Int>] {
        linesAndSplits(maxWidth: maxWidth, stopAfter: stopAfter).lines
    }

    /// A segment's widths at `scale` (the profile's tracking is the size
    /// drawn's): the full-size widths plus the change in tracking per cluster.
    private func widths(_ segment: BreakSegment, at scaled: LayoutSession) -> (width: Double, trimmedWidth: Double) {
        guard scaled.scale != 1, scaled.styles.contains(where: { $0.table != .none }) else { return (segment.width, segment.trimmedWidth) }
        let width = scaled.measure(paragraph, segment.range)
        let trimmed = scaled.trimmingTrailingSpace(paragraph, segment.range)
        return (width, trimmed == segment.range ? width : scaled.measure(paragraph, trimmed))
    }

    /// The lines, and whether a word had to be broken between grapheme
    /// clusters because it alone is wider than the line.
    func linesAndSplits(maxWidth: Double?, stopAfter: Int? = nil, scale: Double = 1) -> (lines: [Range<Int>], splitsWord: Bool) {
        let session = self.session.at(scale)
        var splitsWord = false
        let limit = (maxWidth ?? .infinity) + LayoutSession.epsilon
        var lines: [Range<Int>] = []
        var lineStart = 0
        var lineWidth = 0.0
        var hasContent = false
        // Segments are measured alone, but a line is drawn as one shaped
        // whole (kerning and contextual forms across break opportunities):
        // near the edge the candidate line itself decides.
        // Shaping across a break opportunity that is a space changes nothing
        // measurable; across one between letters (CJK, Thai) kerning and
        // contextual forms add up to a few percent.
        let band = limit.isFinite ? max(1, limit * 0.03) : 0
        func wholeLineFits(_ end: Int) -> Bool {
            session.measure(paragraph, session.trimmingTrailingSpace(paragraph, lineStart..<end)) <= limit
        }
        func joinsLetters(_ segment: BreakSegment) -> Bool {
            let before = segment.range.lowerBound - 1
            return before >= 0 && !LayoutSession.isSpace(paragraph.units[before])
        }
        for var segment in segments {
            (segment.width, segment.trimmedWidth) = widths(segment, at: session)
            if let stopAfter, lines.count >= stopAfter {
                let kept = Array(lines.prefix(stopAfter))
                return (kept + [(kept.last?.upperBound ?? 0)..<paragraph.units.count], splitsWord)
            }
            let estimate = lineWidth + segment.trimmedWidth
            let nearEdge = abs(estimate - limit) <= band && joinsLetters(segment)
            let overflows = hasContent && (nearEdge ? !wholeLineFits(segment.range.upperBound) : estimate > limit)
            if overflows {
                lines.append(lineStart..<segment.range.lowerBound)
                lineStart = segment.range.lowerBound
                lineWidth = 0
                hasContent = false
            }
            if !hasContent && segment.trimmedWidth > limit {
                splitsWord = splitsWord || paragraph.graphemeCount(in: segment.range) > 1
                let pieces = splitByGraphemes(segment.range, maxWidth: limit, session: session)
                lines.append(contentsOf: pieces.dropLast())
                let last = pieces.last!
                lineStart = last.lowerBound
                lineWidth = session.measure(paragraph, last)
            } else {
                lineWidth += segment.width
            }
            hasContent = true
            if segment.isMandatory {
                lines.append(lineStart..<segment.range.upperBound)
                lineStart = segment.range.upperBound
                lineWidth = 0
                hasContent = false
            }
        }
        // A text ending in a line break has an empty last line, as SwiftUI
        // draws it (Text("X\n") is two lines tall).
        if lineStart < paragraph.units.count || lines.isEmpty || paragraph.hardBreaks.last == paragraph.units.count {
            lines.append(lineStart..<paragraph.units.count)
        }
        return (lines, splitsWord)
    }

    /// Breaks an over-wide segment between grapheme clusters, each piece as
    /// long as fits (and at least one cluster).
    ///
    /// Each piece is found by galloping from its start (1, 2, 4 … clusters)
    /// and then bisecting inside the last step, so a piece of k clusters
    /// costs measurements of O(k) text, and a word of n clusters O(n log n)
    /// in all — a 40,000-character word no longer measures the rest of the
    /// word for every line.
    private func splitByGraphemes(_ range: Range<Int>, maxWidth: Double, session: LayoutSession) -> [Range<Int>] {
        let g = paragraph.graphemes
        var first = paragraph.graphemeIndex(atOrAfter: range.lowerBound)
        let last = paragraph.graphemeIndex(atOrAfter: range.upperBound)
        var pieces: [Range<Int>] = []
        func fits(_ end: Int) -> Bool {
            session.measure(paragraph, session.trimmingTrailingSpace(paragraph, g[first]..<g[end])) <= maxWidth
        }
        while first < last {
            // Gallop: the largest power-of-two step that still fits.
            var step = 1
            while first + step * 2 <= last, fits(first + step * 2) { step *= 2 }
            var low = first + step, high = min(last, first + step * 2)
            if !fits(low) { high = low; low = first + 1 }
            while low < high {
                let mid = (low + high + 1) / 2
                let width = session.measure(paragraph, session.trimmingTrailingSpace(paragraph, g[first]..<g[mid]))
                if width <= maxWidth { low = mid } else { high = mid - 1 }
            }
            pieces.append(g[first]..<g[low])
            first = low
        }
        return pieces
    }
}
