import Foundation
import SlotFitText

extension ActivitySnapshot {
    /// The Lock Screen's appearance in a picture.
    public enum Appearance: String, Sendable, CaseIterable {
        case dark, light
    }

    /// A picture of every presentation, for a person to look at: the island
    /// (44 pt corner radius for the expanded one) or the Lock Screen card
    /// with its 14 pt margins dashed, texts drawn with the glyph outlines
    /// HarfBuzz gives for the very fonts measured, overflow in red.
    /// Deterministic: fixed precision, glyphs shared through `<defs>`.
    ///
    /// The drawing is `SVGCanvas`'s; its panels are in `SVGCanvas+Panels.swift`.
    public func svg(engine: TextEngine, appearance: Appearance = .dark) throws -> String {
        var canvas = SVGCanvas(engine: engine, fonts: fonts)
        let size = try canvas.drawStacked(SVGCanvas.panels(of: self, appearance: appearance))
        let title = "\(activity.xmlEscaped) · \(state.xmlEscaped) · \(resolution.localization.xmlEscaped) · \(device.id) · \(dynamicTypeSize.shortName)"
        // The text size under the panels, in a strip of its own.
        let strip = 12.0
        canvas.notes.append("<text x=\"4\" y=\"\(canvas.f(size.height + 9))\" font-family=\"sans-serif\" font-size=\"8\" fill=\"#3a3a3c\">Dynamic Type: \(dynamicTypeSize.shortName)\(dynamicTypeSize == .large ? " (default)" : "")</text>")
        // The page behind: light grey, mid grey under a light card so it shows.
        return canvas.document(width: size.width, height: size.height + strip, title: title, page: appearance == .dark ? "#f2f2f7" : "#8e8e93")
    }
}
