/// How much wider than San Francisco a profile sets Latin text at one text
/// style: the frequency-weighted average advance of a–z and space
/// (`LatinWidthReport`) at the style's size, plus each profile's tracking
/// at that size, against SF Pro's published average advance (853/2048 em)
/// plus SF's published tracking there. Both at the regular weight (the
/// weight SF's figure is published for).
public struct StyleMargin: Sendable, Hashable, Codable {
    /// The text style.
    public var style: TextStyle
    /// Its size in points (default content size).
    public var size: Double
    /// The profile's average advance per character, in points, tracking included.
    package var profileAdvance: Double
    /// San Francisco's, in points, tracking included.
    package var sanFranciscoAdvance: Double
    /// `profileAdvance / sanFranciscoAdvance`: above 1 the profile errs wide.
    public var ratio: Double
    /// From 20 pt SF draws its Display cut, whose advances are narrower
    /// than the Text cut's published figure: the true ratio is at least
    /// `ratio`.
    package var isLowerBound: Bool
}

extension TextEngine {
    /// The profile's margin against San Francisco at every text style,
    /// largest title first.
    package func sanFranciscoMargins() throws -> [StyleMargin] {
        try TextStyle.allCases.map { style in
            let size = style.size
            guard let face = try fonts.chain(script: "Latn", locale: TextLocale("en"), weight: .regular, size: size).first else {
                throw SlotFitError(.missingFont, "font profile \"\(profile.name)\" has no face for Latin; add one with scripts [\"Latn\"]")
            }
            let report = LatinWidthReport(face: face)
            let own = report.averageAdvance2048 / 2048 * size + profile.tracking.tracking(atSize: size)
            let sf = LatinWidthReport.sanFrancisco2048 / 2048 * size + TrackingTable.sanFrancisco.tracking(atSize: size)
            return StyleMargin(style: style, size: size, profileAdvance: own, sanFranciscoAdvance: sf, ratio: own / sf,
                               isLowerBound: size >= FontProfile.sanFranciscoDisplaySize)
        }
    }
}
