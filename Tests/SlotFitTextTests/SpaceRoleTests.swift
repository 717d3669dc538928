import CHarfBuzz
import Foundation
@testable import SlotFitText
import XCTest

/// What the space does in a face's lookups decides whether a run may be
/// shaped word by word. Checked against HarfBuzz's own shaper (hb-shape):
/// every character whose glyph changes beside a space must be one that
/// `SpaceRole` keeps out of word-by-word shaping.
final class SpaceRoleTests: XCTestCase {
    func face(_ script: String, locale: String) throws -> FontFace {
        let engine = try TextEngine()
        guard let face = try engine.fonts.chain(script: script, locale: TextLocale(locale), weight: .regular, size: 17).first else {
            throw XCTSkip("no face for \(script)")
        }
        return face
    }

    /// hb-shape's glyph ids for each line of `lines`, shaped in `path`.
    func hbShapeGlyphs(_ lines: [String], path: String, index: Int) throws -> [[String]] {
        let hbShape = "/usr/bin/hb-shape"
        guard FileManager.default.isExecutableFile(atPath: hbShape) else {
            XCTFail("hb-shape is missing: install libharfbuzz-bin (make deps does)")
            return []
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("space-role-\(getpid()).txt")
        try lines.joined(separator: "\n").appending("\n").write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let output = try TestEngine.run(hbShape, ["--font-file=\(path)", "--face-index=\(index)", "--text-file=\(file.path)",
                                                  "--no-glyph-names", "--no-positions", "--no-clusters"])
        return output.split(separator: "\n").map { line in
            line.trimmingCharacters(in: CharacterSet(charactersIn: "[]")).split(separator: "|").map(String.init)
        }
    }

    func testInterUsesTheSpaceOnlyAsContextAndEveryCharacterItChangesIsSensitive() throws {
        let inter = try face("Latn", locale: "en")
        XCTAssertEqual(inter.info.family, "Inter")
        guard case .contextOnly(let sensitive) = inter.spaceRole else {
            return XCTFail("Inter's space is context of its calt lookups only; got \(inter.spaceRole)")
        }
        // Every printable ASCII character and the Latin-1, dash and arrow
        // ranges: shaped alone, and between spaces with a capital, a digit
        // or a small letter beyond them, by hb-shape. Where that changes
        // its glyph, SpaceRole must call it sensitive.
        let candidates = (Array(0x21...0x7E) + Array(0xA1...0xFF) + Array(0x2010...0x2027) + Array(0x2190...0x2199))
            .compactMap(Unicode.Scalar.init).filter { inter.covers($0) }
        let alone = try hbShapeGlyphs(candidates.map { String($0) }, path: inter.info.file, index: inter.info.faceIndex)
        XCTAssertEqual(alone.count, candidates.count)
        var changed: Set<Unicode.Scalar> = []
        for (left, right) in [("E", "E"), ("1", "2"), ("a", "a")] {
            let spaced = try hbShapeGlyphs(candidates.map { "\(left) \($0) \(right)" }, path: inter.info.file, index: inter.info.faceIndex)
            XCTAssertEqual(spaced.count, candidates.count)
            for (index, scalar) in candidates.enumerated() where index < alone.count && index < spaced.count {
                let middle = Array(spaced[index].dropFirst(2).dropLast(2))
                if middle != alone[index] { changed.insert(scalar) }
            }
        }
        // hb-shape shows the space does change some glyphs (the colon and
        // hyphen among them), so the check below is not empty.
        XCTAssertTrue(changed.contains(":"), "hb-shape: Inter's colon between spaces is its own glyph; changed: \(changed)")
        for scalar in changed {
            XCTAssertTrue(sensitive.contains(UInt16(scalar.value)), "U+\(String(scalar.value, radix: 16)) changes beside a space but is not sensitive")
        }
        // Letters are plain: word-by-word shaping is used for ordinary words.
        for letter in "aeinrstAEST" { XCTAssertFalse(sensitive.contains(UInt16(letter.unicodeScalars.first!.value)), "\(letter)") }
        XCTAssertTrue(inter.spaceRole.shapesApart(Array("Session complete".utf16)[...]))
        XCTAssertFalse(inter.spaceRole.shapesApart(Array("Statut : En cours".utf16)[...]))
    }

    func testArabicSpaceIsIsolatedAndNastaliqsIsInvolved() throws {
        // Noto Sans Arabic UI: no default lookup sees the space. Noto
        // Nastaliq Urdu substitutes it (its GSUB has the space as input).
        XCTAssertTrue({ if case .isolated = try! face("Arab", locale: "ar").spaceRole { return true }; return false }())
        let nastaliq = try face("Arab", locale: "ur")
        XCTAssertEqual(nastaliq.info.family, "Noto Nastaliq Urdu")
        XCTAssertTrue({ if case .involved = nastaliq.spaceRole { return true }; return false }())
    }

    /// HarfBuzz's glyph collection leaves out a glyph that a class-based
    /// rule takes as class 0 ("any other glyph"). Noto Sans Devanagari's
    /// `abvs` (a ContextFormat2 lookup) and Noto Sans Bengali's `pres` (a
    /// ChainContextFormat2 lookup) have rules with class 0 at an input or a
    /// context position, and neither lists the space in its class
    /// definitions (read from the fonts' GSUB, as `ttx -t GSUB` shows it):
    /// the space can take part, so runs are shaped whole.
    func testASpaceTakenAsClassZeroCounts() throws {
        let gsub = sf_hb_tag(0x47, 0x53, 0x55, 0x42)
        for (script, locale, family) in [("Deva", "hi", "Noto Sans Devanagari"), ("Beng", "bn", "Noto Sans Bengali")] {
            let face = try face(script, locale: locale)
            XCTAssertEqual(face.info.family, family)
            let hbFace = hb_font_get_face(face.font)!
            var space: hb_codepoint_t = 0
            XCTAssertNotEqual(hb_font_get_nominal_glyph(face.font, 0x20, &space), 0)
            let count = Int(hb_ot_layout_table_get_lookup_count(hbFace, gsub))
            // HarfBuzz's own sets never show the space in these lookups…
            let scan = ClassZeroScan(face: hbFace, table: gsub, lookups: Array(0..<count), glyph: space)
            XCTAssertFalse(scan.malformed)
            let taking = scan.input.union(scan.context)
            XCTAssertFalse(taking.isEmpty, "\(family): a class-based rule takes the space as class 0")
            for lookup in taking {
                let sets = (0..<4).map { _ in hb_set_create() }
                defer { sets.forEach { hb_set_destroy($0) } }
                hb_ot_layout_lookup_collect_glyphs(hbFace, gsub, UInt32(lookup), sets[0], sets[1], sets[2], sets[3])
                XCTAssertTrue(sets.allSatisfy { hb_set_has($0, space) == 0 }, "\(family) lookup \(lookup): HarfBuzz's sets miss the space")
            }
            // …so only the scan keeps their runs from being shaped word by word.
            XCTAssertTrue({ if case .involved = face.spaceRole { return true }; return false }(), "\(family): \(face.spaceRole)")
        }
        // Inter's contextual lookups list their glyphs (format 3): nothing to add.
        let inter = try face("Latn", locale: "en")
        var interSpace: hb_codepoint_t = 0
        _ = hb_font_get_nominal_glyph(inter.font, 0x20, &interSpace)
        let interFace = hb_font_get_face(inter.font)!
        let interScan = ClassZeroScan(face: interFace, table: gsub, lookups: Array(0..<Int(hb_ot_layout_table_get_lookup_count(interFace, gsub))),
                                      glyph: interSpace)
        XCTAssertTrue(interScan.input.isEmpty && interScan.context.isEmpty && !interScan.malformed)
    }

    /// A read past a table's end gives 0 and is remembered, never a crash.
    func testTableReaderStaysInsideTheTable() {
        let bytes: [UInt8] = [0x00, 0x02, 0x12, 0x34, 0x56]
        bytes.withUnsafeBytes { raw in
            var reader = TableReader(bytes: raw)
            XCTAssertEqual(reader.u16(2), 0x1234)
            XCTAssertFalse(reader.outOfBounds)
            XCTAssertEqual(reader.u16(4), 0)
            XCTAssertTrue(reader.outOfBounds)
            var again = TableReader(bytes: raw)
            XCTAssertEqual(again.u32(0), 0x0002_1234)
            XCTAssertEqual(again.glyphClass(7, classDef: 4), 0, "a class definition past the end gives class 0")
            XCTAssertTrue(again.outOfBounds)
        }
    }
}

