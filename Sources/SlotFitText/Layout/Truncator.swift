/// A line cut to fit: its new text and any overflow left.
struct TruncatedLine {
    var units: [UInt16]
    /// The style of each unit (empty when the text has one style); the
    /// ellipsis takes the style of the text it follows (precedes, truncating
    /// the head).
    var styles: [UInt8]
    /// Points past the width at full size when even one cluster and the
    /// ellipsis do not fit.
    var overflow: Double
}

/// Head, middle and tail truncation between grapheme clusters (ICU), keeping
/// at least one cluster, with "…" shaped in the face its neighbours get.
struct Truncator {
    let session: LayoutSession
    let paragraph: Paragraph
    static let ellipsis: [UInt16] = [0x2026]

    func truncate(_ range: Range<Int>, maxWidth: Double?, mode: TruncationMode, hiddenRest: Bool) throws -> TruncatedLine {
        let p = paragraph
        let width = maxWidth ?? .infinity
        let whole = Array(p.units[range])
        let styled = !p.unitStyles.isEmpty
        func styles(_ r: Range<Int>) -> [UInt8] { styled ? Array(p.unitStyles[r]) : [] }
        func style(at offset: Int) -> [UInt8] { styled ? [p.unitStyles[min(max(offset, 0), p.units.count - 1)]] : [] }
        if !hiddenRest && session.measure(p, range) <= width + LayoutSession.epsilon {
            return TruncatedLine(units: whole, styles: styles(range), overflow: 0)
        }
        let first = p.graphemeIndex(atOrAfter: range.lowerBound)
        let last = p.graphemeIndex(atOrAfter: range.upperBound)
        let clusters = last - first
        guard clusters > 0 else { return TruncatedLine(units: Truncator.ellipsis, styles: style(at: range.lowerBound - 1), overflow: 0) }
        let g = p.graphemes

        func pieces(_ kept: Int) -> (head: Range<Int>, tail: Range<Int>) {
            switch mode {
            case .tail:
                return (session.trimmingTrailingSpace(p, g[first]..<g[first + kept]), range.upperBound..<range.upperBound)
            case .head:
                return (range.lowerBound..<range.lowerBound, session.trimmingLeadingSpace(p, g[last - kept]..<g[last]))
            case .middle:
                let headCount = (kept + 1) / 2, tailCount = kept / 2
                return (session.trimmingTrailingSpace(p, g[first]..<g[first + headCount]),
                        session.trimmingLeadingSpace(p, g[last - tailCount]..<g[last]))
            }
        }
        func compose(_ kept: Int) -> StyledUnits {
            if kept == clusters && !hiddenRest { return StyledUnits(units: whole, styles: styles(range)) }
            let (head, tail) = pieces(kept)
            let ellipsisStyle = mode == .head ? style(at: tail.lowerBound) : style(at: (head.isEmpty ? range.lowerBound : head.upperBound) - 1)
            return StyledUnits(units: Array(p.units[head]) + Truncator.ellipsis + Array(p.units[tail]),
                               styles: styles(head) + ellipsisStyle + styles(tail))
        }
        func exactWidth(_ text: StyledUnits) throws -> Double {
            let candidate = try session.paragraph(text.units, styles: text.styles)
            return session.measure(candidate, session.trimmingTrailingSpace(candidate, 0..<text.units.count))
        }
        // Estimate with the pieces' widths measured in place, then confirm on
        // the composed line (the ellipsis may change shaping at the cut).
        let ellipsisWidth = try exactWidth(StyledUnits(units: Truncator.ellipsis, styles: style(at: range.upperBound - 1)))
        func estimate(_ kept: Int) -> Double {
            let (head, tail) = pieces(kept)
            return session.measure(p, head) + session.measure(p, tail) + ellipsisWidth
        }
        let most = hiddenRest ? clusters : clusters - 1
        var low = 1, high = max(1, most)
        while low < high {
            let mid = (low + high + 1) / 2
            if estimate(mid) <= width + LayoutSession.epsilon { low = mid } else { high = mid - 1 }
        }
        var kept = low
        var units = compose(kept)
        var measured = try exactWidth(units)
        while measured > width + LayoutSession.epsilon && kept > 1 {
            kept -= 1
            units = compose(kept)
            measured = try exactWidth(units)
        }
        // Widths are not monotonic in the clusters kept: the cut changes the
        // last letter's form (Arabic "…الب" ends in a wide final beh, "…البر"
        // in a narrow reh), and kerning at the cut. Look past a longer prefix
        // that does not fit for one that does: of the next six, the longest
        // whose estimate (each piece shaped in place, so its last letter
        // already has its cut form) is within a point of the width and whose
        // composed line fits.
        let further = (kept + 1)...max(kept + 1, min(most, kept + 6))
        for candidate in further.reversed() where candidate <= most && estimate(candidate) <= width + 1 {
            let next = compose(candidate)
            let nextWidth = try exactWidth(next)
            guard nextWidth <= width + LayoutSession.epsilon else { continue }
            kept = candidate
            units = next
            measured = nextWidth
            break
        }
        // Not even one cluster and the ellipsis fit: the ellipsis alone, as
        // Core Text's truncation leaves only its token (clipped when even
        // that is wider than the line).
        if measured > width + LayoutSession.epsilon {
            let token = StyledUnits(units: Truncator.ellipsis, styles: units.styles.isEmpty ? [] : [units.styles[mode == .head ? 0 : units.styles.count - 1]])
            let tokenWidth = try exactWidth(token)
            return TruncatedLine(units: token.units, styles: token.styles, overflow: max(0, tokenWidth - width))
        }
        return TruncatedLine(units: units.units, styles: units.styles, overflow: max(0, measured - width))
    }
}
