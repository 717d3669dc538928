/// The result of laying out a text: verdict, measurements, lines and runs,
/// and the fonts used.
///
/// Points are rounded to 1/1000 pt and the scale to 1/10000 when encoded, so
/// the JSON is byte-identical on every machine with the same fonts.
public struct TextLayout: Sendable, Hashable {
    /// A glyph placed on its line, for drawing.
    public struct Glyph: Sendable, Hashable {
        /// The glyph id in the run's font.
        public var id: UInt32
        /// Offset from the line's left edge, in points at the final scale.
        public var x: Double
        /// Offset above the baseline, in points at the final scale.
        public var y: Double
    }

    /// One run of a line: one font, one direction.
    public struct Run: Sendable, Hashable {
        /// The run's glyphs, left to right.
        public var glyphs: [Glyph] = []
        /// The point size the glyphs are drawn at (after scaling).
        public var fontSize: Double = 0
        /// The run's text in logical order.
        public var text: String
        /// The font's family.
        public var family: String
        /// Index into `TextLayout.fonts`.
        public var font: Int
        /// The run's direction.
        public var direction: LayoutDirection
        /// ISO 15924 code of the run's script.
        public var script: String
        /// Advance width in points at the final scale.
        public var width: Double
        /// UTF-16 range in `visibleText`.
        public var range: Range<Int>
    }

    /// One line, its runs in visual order (left to right).
    public struct Line: Sendable, Hashable {
        /// The line's text in logical order.
        public var text: String
        /// The line as displayed, left to right.
        public var visualText: String
        /// Width without trailing white space, at the final scale.
        public var width: Double
        /// Line height at the final scale.
        public var height: Double
        /// The largest ascent of the line's faces at the final scale.
        public var ascent: Double
        /// The largest descent (positive, below the baseline) of the line's
        /// faces at the final scale.
        public var descent: Double
        /// Runs in visual order.
        public var runs: [Run]
    }

    /// The verdict.
    public var verdict: TextVerdict
    /// The widest line at the final scale, in points.
    public var width: Double
    /// All lines' height at the final scale, in points.
    public var height: Double
    /// The first line's ascent at the final scale.
    public var ascent: Double { lines.first?.ascent ?? 0 }
    /// The last line's descent at the final scale.
    public var descent: Double { lines.last?.descent ?? 0 }
    /// The scale applied (1 unless `minimumScaleFactor` was used).
    public var scale: Double
    /// The width of the whole text on one line at full size: its ideal width.
    public var naturalWidth: Double
    /// The width proposed, if any.
    public var proposedWidth: Double?
    /// What the user reads, in logical order (with "…" where cut).
    public var visibleText: String
    /// What the user sees, left to right, lines joined by "\n".
    public var visualText: String
    /// The lines.
    public var lines: [Line]
    /// Every font file used, sorted.
    public var fonts: [FontFileInfo]
    /// The paragraph direction.
    public var direction: LayoutDirection
    /// The locale's canonical tag.
    public var locale: String
    /// Things worth knowing that did not stop the layout: a missing glyph,
    /// a font without tabular digits, an unknown locale.
    public var warnings: [String]
    /// Characters no face of the profile has: they are drawn as .notdef
    /// boxes, so what the user sees is not the text at all.
    public var missingCharacters: [Unicode.Scalar] = []
    /// A word wider than its line was broken between grapheme clusters
    /// (Core Text's last resort, "10:00:0" over "0"): all the text shows,
    /// but not as words.
    public var breaksWord = false
}
