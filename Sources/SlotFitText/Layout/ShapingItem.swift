import CHarfBuzz

/// A run of text with one bidi level, one script, one face and one style:
/// the unit HarfBuzz shapes.
struct ShapingItem: Sendable {
    /// UTF-16 range in the paragraph.
    var range: Range<Int>
    var level: UInt8
    /// ICU's script code.
    var scriptCode: Int32
    /// ISO 15924 code HarfBuzz shapes for (not stored: an item is copied
    /// often, and a string is reference counted).
    var script: String { Script(code: scriptCode).tag }
    /// The same script as HarfBuzz numbers it (a table lookup).
    var harfBuzzScript: hb_script_t { Script(code: scriptCode).harfBuzz }
    var face: FontFace
    /// The index of its part's style in the layout's styles (`Text + Text`).
    var style: Int = 0

    var isRightToLeft: Bool { level & 1 == 1 }
}
