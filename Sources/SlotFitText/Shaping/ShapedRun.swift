/// One positioned glyph, in font units.
struct ShapedGlyph: Sendable, Hashable {
    var glyph: UInt32
    /// UTF-16 offset of the glyph's cluster, relative to the run.
    var cluster: Int32
    var advance: Int32
    var xOffset: Int32
    var yOffset: Int32
}

/// HarfBuzz's output for one run, in font units.
struct ShapedRun: Sendable {
    var glyphs: [ShapedGlyph]
    /// Sum of the advances.
    var advance: Int32
    /// Glyphs the font lacks (.notdef).
    var missing: Int
}
