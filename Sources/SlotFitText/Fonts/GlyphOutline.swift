import CHarfBuzz
import Foundation

/// Glyph outlines from HarfBuzz as SVG path data, in font units with y up.
final class GlyphPathBuilder {
    var path = ""

    func append(_ command: String, _ points: [Float]) {
        path += command + points.map { String(format: "%.0f", $0) }.joined(separator: " ")
    }
}

extension FontFace {
    /// Immutable once made (hb_draw_funcs_make_immutable): safe to share.
    private nonisolated(unsafe) static let drawFuncs: OpaquePointer = {
        let funcs = hb_draw_funcs_create()!
        hb_draw_funcs_set_move_to_func(funcs, { _, data, _, x, y, _ in
            Unmanaged<GlyphPathBuilder>.fromOpaque(data!).takeUnretainedValue().append("M", [x, y])
        }, nil, nil)
        hb_draw_funcs_set_line_to_func(funcs, { _, data, _, x, y, _ in
            Unmanaged<GlyphPathBuilder>.fromOpaque(data!).takeUnretainedValue().append("L", [x, y])
        }, nil, nil)
        hb_draw_funcs_set_quadratic_to_func(funcs, { _, data, _, cx, cy, x, y, _ in
            Unmanaged<GlyphPathBuilder>.fromOpaque(data!).takeUnretainedValue().append("Q", [cx, cy, x, y])
        }, nil, nil)
        hb_draw_funcs_set_cubic_to_func(funcs, { _, data, _, c1x, c1y, c2x, c2y, x, y, _ in
            Unmanaged<GlyphPathBuilder>.fromOpaque(data!).takeUnretainedValue().append("C", [c1x, c1y, c2x, c2y, x, y])
        }, nil, nil)
        hb_draw_funcs_set_close_path_func(funcs, { _, data, _, _ in
            Unmanaged<GlyphPathBuilder>.fromOpaque(data!).takeUnretainedValue().path += "Z"
        }, nil, nil)
        hb_draw_funcs_make_immutable(funcs)
        return funcs
    }()

    /// The outline of `glyph` as SVG path data in font units (y up); empty
    /// for glyphs without outlines (spaces, color bitmaps).
    func outline(glyph: UInt32) -> String {
        let builder = GlyphPathBuilder()
        let data = Unmanaged.passUnretained(builder).toOpaque()
        sf_hb_draw_glyph(font, glyph, Self.drawFuncs, data)
        return withExtendedLifetime(builder) { builder.path }
    }
}

extension TextEngine {
    /// The outline of a glyph of a font file the engine used, as SVG path
    /// data in font units (y up), and the font's units per em.
    public func glyphOutline(font: FontFileInfo, glyph: UInt32) throws -> (path: String, unitsPerEm: Int) {
        let face = try fonts.load(path: font.file, index: font.faceIndex)
        return (face.outline(glyph: glyph), Int(face.unitsPerEm))
    }

    /// A font file's units per em.
    public func unitsPerEm(font: FontFileInfo) throws -> Int {
        Int(try fonts.load(path: font.file, index: font.faceIndex).unitsPerEm)
    }
}
