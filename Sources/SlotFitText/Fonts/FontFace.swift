import CHarfBuzz
import Foundation
import Synchronization

/// One loaded face of a font file: HarfBuzz's face and font at units-per-em
/// scale (so advances are exact integers and scale linearly with size).
final class FontFace: @unchecked Sendable {
    /// A process-wide number for cache keys.
    let id: Int
    let info: FontFileInfo
    let unitsPerEm: Int32
    /// Ascender, descender (positive down) and line gap in font units.
    let ascender: Int32
    let descender: Int32
    let lineGap: Int32
    /// The font has an OpenType `tnum` feature.
    var hasTabularFeature: Bool { lazily.withLock { $0.hasTabular } ?? computeTabular().hasTabular }
    /// Advances of 0–9 shaped with `tnum` on, in font units: what
    /// `monospacedDigit()` really gets (checked, not assumed).
    var tabularDigitAdvances: [Int32] { lazily.withLock { $0.tabular } ?? computeTabular().advances }
    /// What is worked out on first use, not at load: a face loaded for one
    /// character (a fallback) should cost little (start-up loads a chain).
    private let lazily = Mutex<(tabular: [Int32]?, hasTabular: Bool?, spaceRole: SpaceRole?)>((nil, nil, nil))
    /// OpenType weight class (usWeightClass).
    let weight: Int
    /// What the space does in the face's default lookups: whether runs
    /// may be shaped word by word (worked out on first use).
    var spaceRole: SpaceRole {
        if let known = lazily.withLock({ $0.spaceRole }) { return known }
        let value = SpaceRole(face: face, font: font)
        lazily.withLock { $0.spaceRole = value }
        return value
    }

    let blob: OpaquePointer
    let face: OpaquePointer
    let font: OpaquePointer

    /// Loads face `index` of the file at `path`.
    ///
    /// - Throws: `SlotFitError.unreadableFont` naming the file when it is missing
    ///   or not a font FreeType and HarfBuzz can read.
    init(file: FontFileData, index: Int, id: Int) throws {
        let path = file.path
        var faceCount = 0
        let ftError = file.validated ? 0 : sf_ft_validate_font(file.bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), file.bytes.count, index, &faceCount)
        guard ftError == 0 else {
            let reason = ftError == 2 ? "unknown file format" : ftError == 6 ? "invalid face index \(index)" : "FreeType error \(ftError)"
            throw SlotFitError(.unreadableFont, "\"\(path)\" is not a font file SlotFit can read (\(reason)); name a .ttf, .otf or .ttc file in the font profile")
        }
        self.id = id
        blob = hb_blob_reference(file.blob)
        face = hb_face_create(blob, UInt32(index))
        hb_face_make_immutable(face)
        font = hb_font_create(face)
        unitsPerEm = Int32(hb_face_get_upem(face))
        hb_font_set_scale(font, unitsPerEm, unitsPerEm)
        hb_font_make_immutable(font)
        guard hb_face_get_glyph_count(face) > 0 else {
            hb_font_destroy(font); hb_face_destroy(face); hb_blob_destroy(blob)
            throw SlotFitError(.unreadableFont, "\"\(path)\" has no glyphs; name another font file in the font profile")
        }
        if !file.validated { FontDigests.shared.remember(path: path, digest: file.sha256) }

        var extents = hb_font_extents_t()
        hb_font_get_h_extents(font, &extents)
        ascender = extents.ascender
        descender = -extents.descender
        lineGap = extents.line_gap

        var asciiGlyph: hb_codepoint_t = 0
        var table = [Bool](repeating: false, count: 128)
        let hbFont = font
        for code in 0..<128 { table[code] = hb_font_get_nominal_glyph(hbFont, UInt32(code), &asciiGlyph) != 0 }
        asciiTable = table
        let os2 = FontFace.weightClass(face)
        weight = os2
        let digest = file.sha256
        info = FontFileInfo(
            family: FontFace.name(face, 16) ?? FontFace.name(face, 1) ?? URL(fileURLWithPath: path).lastPathComponent,
            style: FontFace.name(face, 17) ?? FontFace.name(face, 2) ?? "Regular",
            version: FontFace.name(face, 5) ?? "unknown",
            file: path, faceIndex: index, sha256: digest)
    }

    deinit {
        hb_font_destroy(font)
        hb_face_destroy(face)
        hb_blob_destroy(blob)
    }

    private func computeTabular() -> (hasTabular: Bool, advances: [Int32]) {
        var tags = [hb_tag_t](repeating: 0, count: 256)
        var count: UInt32 = 256
        _ = hb_ot_layout_table_get_feature_tags(face, sf_hb_tag(0x47, 0x53, 0x55, 0x42), 0, &count, &tags)
        let has = tags.prefix(Int(count)).contains(sf_hb_tag(0x74, 0x6E, 0x75, 0x6D))
        var tabular: [Int32] = []
        for digit in UInt16(0x30)...UInt16(0x39) {
            let key = ShapeKey(faceID: 0, units: [digit][...], start: 0, count: 1, rightToLeft: false,
                               script: HB_SCRIPT_LATIN, language: ShapingLanguage("en"), tabularDigits: true)
            tabular.append(Int32(clamping: Shaper.shape(key, font: font).advance))
        }
        lazily.withLock { $0.tabular = tabular; $0.hasTabular = has }
        return (has, tabular)
    }

    /// The glyph for a code point, when the face maps it.
    func glyph(for scalar: Unicode.Scalar) -> UInt32? {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar.value, &glyph) != 0 ? glyph : nil
    }

    /// `true` when `monospacedDigit()` gives every digit 0–9 one advance.
    var monospacedDigitsAreTabular: Bool { Set(tabularDigitAdvances).count == 1 }

    /// A glyph's horizontal advance in font units.
    func advance(glyph: UInt32) -> Int32 { hb_font_get_glyph_h_advance(font, glyph) }

    /// Which printable ASCII characters the face maps, looked up once.
    /// Which ASCII characters the face maps (computed once, at load).
    private let asciiTable: [Bool]

    /// `true` when the face maps the code point.
    func covers(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 128 { return asciiTable[Int(scalar.value)] }
        return glyph(for: scalar) != nil
    }

    /// Converts font units to points at `size`.
    func points(_ units: Int32, size: Double) -> Double { Double(units) * size / Double(unitsPerEm) }
    /// A run's summed advance (which may pass Int32's range) in points.
    func points(_ units: Int, size: Double) -> Double { Double(units) * size / Double(unitsPerEm) }

    /// Natural line height (ascender + descender + line gap) in points.
    func lineHeight(size: Double) -> Double { points(ascender + descender + lineGap, size: size) }

    private static func name(_ face: OpaquePointer, _ id: UInt32) -> String? {
        var length: UInt32 = 256
        var buffer = [CChar](repeating: 0, count: 257)
        let total = hb_ot_name_get_utf8(face, id, hb_language_from_string("en", -1), &length, &buffer)
        guard total > 0 else { return nil }
        let value = String(nulTerminated: buffer).trimmingWhitespace
        return value.isEmpty ? nil : value
    }

    private static func weightClass(_ face: OpaquePointer) -> Int {
        let os2 = hb_face_reference_table(face, sf_hb_tag(0x4F, 0x53, 0x2F, 0x32))
        defer { hb_blob_destroy(os2) }
        var length: UInt32 = 0
        guard let bytes = hb_blob_get_data(os2, &length), length >= 6 else { return 400 }
        return Int(UInt8(bitPattern: bytes[4])) << 8 | Int(UInt8(bitPattern: bytes[5]))
    }
}


/// A font file mapped into memory (HarfBuzz maps it; nothing is copied),
/// once however many faces use it (a CJK collection holds five). Its
/// SHA-256 comes from the on-disk digest cache when the file is unchanged
/// (`FontDigests`), so start-up does not read and hash whole files.
final class FontFileData: @unchecked Sendable {
    let path: String
    let sha256: String
    /// HarfBuzz's blob over the mapped file, shared by the file's faces.
    let blob: OpaquePointer
    /// The file's bytes (the mapping).
    let bytes: UnsafeRawBufferPointer

    init(path: String) throws {
        guard let blob = hb_blob_create_from_file_or_fail(path) else {
            throw SlotFitError(.unreadableFont, "cannot read font file \"\(path)\": it does not exist or is not readable; check the path in the font profile")
        }
        hb_blob_make_immutable(blob)
        var length: UInt32 = 0
        let base = hb_blob_get_data(blob, &length)
        self.path = path
        self.blob = blob
        bytes = UnsafeRawBufferPointer(start: base.map(UnsafeRawPointer.init), count: Int(length))
        (sha256, validated) = FontDigests.shared.digest(path: path, bytes: bytes)
    }

    /// The file loaded as a font before, unchanged since (its digest was
    /// remembered then): FreeType need not check it again.
    let validated: Bool

    deinit { hb_blob_destroy(blob) }
}
