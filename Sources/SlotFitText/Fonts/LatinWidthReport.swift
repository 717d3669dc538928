/// How wide a face sets Latin text against San Francisco: the
/// frequency-weighted average advance of a–z and space, the measure behind
/// Apple's and capsize's published "xWidthAvg".
public struct LatinWidthReport: Sendable, Hashable, Codable {
    /// The face measured.
    public var font: FontFileInfo
    /// Weighted average advance in units per 2048 em (SF: 853).
    package var averageAdvance2048: Double
    /// `averageAdvance2048 / 853`: above 1 the face is wider than SF, so
    /// SlotFit's widths are conservative.
    package var ratioToSanFrancisco: Double

    /// SF Pro (SFNS Regular) average advance of lowercase and space, in
    /// units per 2048 em, as published.
    package static let sanFrancisco2048 = 853.0

    /// English letter frequencies in percent (Lewand's table, as on
    /// Wikipedia's "Letter frequency"), scaled to 82 % of characters, with
    /// the space taking the other 18 % (one space per 5.5 characters of
    /// running English text).
    public static let weights: [(Character, Double)] = {
        let letters: [(Character, Double)] = [
            ("a", 8.167), ("b", 1.492), ("c", 2.782), ("d", 4.253), ("e", 12.702), ("f", 2.228),
            ("g", 2.015), ("h", 6.094), ("i", 6.966), ("j", 0.153), ("k", 0.772), ("l", 4.025),
            ("m", 2.406), ("n", 6.749), ("o", 7.507), ("p", 1.929), ("q", 0.095), ("r", 5.987),
            ("s", 6.327), ("t", 9.056), ("u", 2.758), ("v", 0.978), ("w", 2.360), ("x", 0.150),
            ("y", 1.974), ("z", 0.074),
        ]
        let total = letters.map(\.1).reduce(0, +)
        return letters.map { ($0.0, $0.1 / total * 0.82) } + [(" ", 0.18)]
    }()

    init(face: FontFace) {
        var sum = 0.0
        for (character, weight) in LatinWidthReport.weights {
            let scalar = character.unicodeScalars.first!
            let units = face.glyph(for: scalar).map { Double(face.advance(glyph: $0)) } ?? 0
            sum += weight * units / Double(face.unitsPerEm) * 2048
        }
        font = face.info
        averageAdvance2048 = sum
        ratioToSanFrancisco = sum / LatinWidthReport.sanFrancisco2048
    }
}

extension TextEngine {
    /// The Latin width report of the face the profile uses for Latin text.
    package func latinWidthReport(weight: FontWeight = .regular, size: Double = 17) throws -> LatinWidthReport {
        guard let face = try fonts.chain(script: "Latn", locale: TextLocale("en"), weight: weight, size: size).first else {
            throw SlotFitError(.missingFont, "font profile \"\(profile.name)\" has no face for Latin; add one with scripts [\"Latn\"]")
        }
        return LatinWidthReport(face: face)
    }

    /// The Latin width report of any font file.
    package func latinWidthReport(path: String, index: Int = 0) throws -> LatinWidthReport {
        LatinWidthReport(face: try fonts.load(path: path, index: index))
    }
}
