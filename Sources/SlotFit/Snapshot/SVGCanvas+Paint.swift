import Foundation

extension SVGCanvas {
    /// A colour as one element of a picture uses it: resolved for the
    /// surface's appearance (the island is always dark), with its opacity
    /// and, for a colour SlotFit could not compute, the expression.
    struct Paint: Hashable {
        /// `#rrggbb`.
        var hex: String
        /// 0…1.
        var opacity: Double = 1
        /// The expression of a colour SlotFit could not compute.
        var assumed: String? = nil

        /// White, the island's text.
        static let white = Paint(hex: "#ffffff")
        /// Black, a light Lock Screen's text.
        static let black = Paint(hex: "#000000")

        /// `color` as drawn in the dark (`true`) or light appearance.
        init(_ color: ColorValue, dark: Bool) {
            let components = color.resolved(dark: dark)
            hex = components.hex
            opacity = components.opacity
            if case .assumed(let expression) = color.source { assumed = expression }
        }

        init(hex: String, opacity: Double = 1, assumed: String? = nil) {
            self.hex = hex; self.opacity = opacity; self.assumed = assumed
        }

        /// ` fill="#rrggbb"` (or `stroke`), with its opacity when below 1.
        func attribute(_ name: String = "fill") -> String {
            opacity >= 0.995 ? " \(name)=\"\(hex)\"" : " \(name)=\"\(hex)\" \(name)-opacity=\"\(String(format: "%.2f", opacity))\""
        }

        /// This paint at `factor` of its opacity.
        func scaled(_ factor: Double) -> Paint {
            var copy = self
            copy.opacity *= factor
            return copy
        }
    }

    /// `color` resolved for the panel being drawn.
    func paint(_ color: ColorValue) -> Paint { Paint(color, dark: dark) }

    /// The id of the hatch that marks an assumed colour, defined on first use.
    mutating func assumedHatch() -> String {
        let id = "slotfit-assumed-colour"
        if defs[id] == nil {
            defs[id] = "<pattern id=\"\(id)\" width=\"4\" height=\"4\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\">"
                + "<rect width=\"1.5\" height=\"4\" fill=\"#8e8e93\" fill-opacity=\"0.6\"/></pattern>"
        }
        return id
    }

    /// What a picture says of an assumed colour, in its `<title>`.
    static func assumedTitle(_ expression: String) -> String {
        "colour assumed: SlotFit cannot compute \(expression) (drawn translucent grey)".xmlEscaped
    }

    /// A stand-in's label: `construct`'s name in small grey text inside a
    /// dashed outline of the view's box, its note as the outline's title.
    mutating func drawStandInLabel(_ construct: ApproximatedConstruct, of view: PlacedView, x: Double, y: Double) {
        let note = view.approximated.map { ": \($0)" } ?? ""
        body.append("<rect x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(view.width))\" height=\"\(f(view.height))\" fill=\"none\" stroke=\"#8e8e93\" stroke-width=\"0.75\" stroke-dasharray=\"3 2\"><title>\("approximated \(construct.title)\(note)".xmlEscaped)</title></rect>")
        let title = construct.title
        let size = max(3, min(6, view.height * 0.45))
        // A long name is squeezed into the box (about 0.55 em a character).
        let estimate = Double(title.count) * size * 0.55
        let room = max(1, view.width - 3)
        let squeeze = estimate > room ? max(0.05, room / estimate) : 1
        body.append("<text class=\"stand-in\" transform=\"translate(\(f(x + 1.5)) \(f(y + min(view.height - 1, size + 1)))) scale(\(String(format: "%.3f", squeeze)) 1)\" font-family=\"sans-serif\" font-size=\"\(f(size))\" fill=\"#8e8e93\">\(title.xmlEscaped)</text>")
    }
}
