import Foundation
import SlotFitText

/// What to do about a finding, made specific to the text: the rule's fix
/// (`Rule.fix`) with the numbers of this layout — the scale factor that
/// would fit it, the width a translation has to fit in, the language.
extension LayoutRules {
    /// The fix for a text cut in `room` points: a scale factor when one at
    /// or above the floor fits it on its line, else the width to shorten
    /// it to (and a second line where the presentation has room for one).
    func cutFix(_ view: PlacedView, _ text: TextLayout, room: Double?, presentation: Presentation, localization: String) -> String {
        let whose = !TextSource.hasLetters(view.label) && view.textLookup == .localized
            ? "the values in \(view.label.debugDescription) (its key has no words to translate: the room is the values')"
            : Self.isTranslatorsText(view)
            ? Self.translation(of: view, localization: localization)
            : Self.dataText(view)
        if view.kind == .timer {
            let width = view.reservedText.map { "\"\($0)\"" } ?? "its widest value"
            return "give the timer a frame wide enough for \(width), a smaller font, or .minimumScaleFactor within the floor \(FixedPoint.string(scaleFloor, decimals: 2))"
        }
        guard let room, room > 0, text.naturalWidth > 0 else {
            return "give the text room for \(FixedPoint.string(text.naturalWidth, decimals: 1)) pt, or shorten \(whose)"
        }
        let natural = FixedPoint.string(text.naturalWidth, decimals: 1), width = FixedPoint.string(room, decimals: 1)
        if text.lines.count <= 1 {
            // The largest factor (two decimals, rounded down) that fits it on one line.
            let needed = (room / text.naturalWidth * 100).rounded(.down) / 100
            if needed >= scaleFloor, needed < 1 {
                return "give the text .minimumScaleFactor(\(FixedPoint.string(needed, decimals: 2))) (it needs \(natural) pt of \(width)), or shorten \(whose) to \(width) pt"
            }
            let line = presentation.isCompactOrMinimal ? "" : ", or allow a second line (.lineLimit(2))"
            return "shorten \(whose) to \(width) pt (it needs \(natural) pt; scaling would take \(FixedPoint.string(needed, decimals: 2)), below the floor \(FixedPoint.string(scaleFloor, decimals: 2)))\(line)"
        }
        return "shorten \(whose) (\(natural) pt on one line, \(text.lines.count) lines of \(width) pt shown), allow one more line (.lineLimit(\(text.lines.count + 1))), or give it more room"
    }

    /// The translation a fix asks to shorten: the localization's own, or
    /// the one it shows for want of its own ("the English text of … (German
    /// has none of its own and shows it; …)").
    static func translation(of view: PlacedView, localization: String) -> String {
        guard let shown = view.shownLocalization, shown != localization else {
            return "the \(TextSource.languageName(localization)) text of \(view.label.debugDescription)"
        }
        return "the \(TextSource.languageName(shown)) text of \(view.label.debugDescription) (\(TextSource.languageName(localization)) has none of its own and shows it; or translate it shorter)"
    }

    /// The text of the app's data a fix asks to shorten: the same in every
    /// language, or, given per language, the form of the one shown.
    static func dataText(_ view: PlacedView) -> String {
        dataText(language: view.dataLanguage, of: view.label)
    }

    /// "the text of "x" (not a translation: …)", or, for a value given per
    /// language, "the Chuvash text of "x" (the app's data in that language …)".
    static func dataText(language: String?, of label: String? = nil) -> String {
        let of = label.map { " of \($0.debugDescription)" } ?? ""
        guard let language else { return "the text\(of) (not a translation: the same in every language)" }
        return "the \(TextSource.languageName(language)) text\(of) (the app's data in that language, as values: gives it)"
    }

    /// Whether a text's string is a translator's: a catalog key, or a key
    /// the app's data names, or a date the locale formats. A value of the
    /// app's data, a literal, or a value SlotFit could not compute is the
    /// same in every language: its fix names no language.
    static func isTranslatorsText(_ view: PlacedView) -> Bool {
        guard view.standIn == nil else { return false }
        switch view.textLookup {
        case .localized?, .keyFrom?, .date?, .symbol?, nil: return true
        case .verbatim?, .value?: return false
        }
    }

    /// The fix for a text scaled below the floor.
    func scaleFix(_ text: TextLayout, room: Double?, localization: String, translated: Bool, dataLanguage: String? = nil) -> String {
        let target = room.map { " to about \(FixedPoint.string($0 / scaleFloor, decimals: 1)) pt at full size" } ?? ""
        let which = translated ? "the \(TextSource.languageName(localization)) text" : Self.dataText(language: dataLanguage)
        return "shorten \(which)\(target), or give it more room: below \(FixedPoint.string(scaleFloor, decimals: 2)) it is too small to read"
    }

    /// The fix for content over its presentation's budget.
    func budgetFix(over: Double, axis: String) -> String {
        "make the content \(FixedPoint.string(over, decimals: 1)) pt \(axis): let its longest text scale (.minimumScaleFactor) or truncate, shorten it, or drop a view in this presentation"
    }
}
