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
}
