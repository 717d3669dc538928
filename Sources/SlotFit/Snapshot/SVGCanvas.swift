import Foundation
import SlotFitText

/// A picture being drawn: the glyph outlines shared through `<defs>`, the
/// drawing itself and the verdict labels drawn over everything.
///
/// Deterministic: fixed precision (`f`), glyphs keyed by font and glyph id.
struct SVGCanvas {
    /// The engine that measured the texts, asked for their glyph outlines.
    let engine: TextEngine
    /// The snapshot's fonts, sorted: a glyph's id names its font's index.
    let fonts: [FontFileInfo]
    /// Glyph outlines by id; an empty string for a glyph with no outline.
    var defs: [String: String] = [:]
    /// The drawing, in order.
    var body: [String] = []
    /// Verdict labels, drawn over everything.
    var notes: [String] = []
    /// SwiftUI's default tint: the accent colour (system blue).
    let accent = ColorValue("accentColor")!
    /// Whether the panel being drawn is dark (the island, the watch,
    /// CarPlay; the Lock Screen in the dark appearance): system colours
    /// take their dark values there.
    var dark = true

    init(engine: TextEngine, fonts: [FontFileInfo]) {
        self.engine = engine
        self.fonts = fonts
    }

    /// A coordinate or length in the picture: two decimals.
    func f(_ v: Double) -> String { String(format: "%.2f", v) }

    /// The id of `glyph`'s outline in `<defs>`, added on first use; `nil`
    /// for a glyph with nothing to draw (a space).
    mutating func glyphID(_ font: FontFileInfo, _ glyph: UInt32) throws -> String? {
        let index = fonts.firstIndex(of: font) ?? 0
        let id = "g\(index)-\(glyph)"
        if defs[id] == nil {
            let outline = try engine.glyphOutline(font: font, glyph: glyph)
            defs[id] = outline.path.isEmpty ? "" : "<path id=\"\(id)\" d=\"\(outline.path)\"/>"
        }
        return defs[id]!.isEmpty ? nil : id
    }

    /// The TrueDepth camera's housing: the resting island between the
    /// compact slots (≈126 pt, docs/BUDGETS.md), with its lens.
    mutating func camera(_ x: Double, _ y: Double, width: Double, height: Double) {
        body.append("<rect x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(width))\" height=\"\(f(height))\" rx=\"\(f(height / 2))\" fill=\"#0b0b0c\"/>")
        body.append("<circle cx=\"\(f(x + width - height / 2))\" cy=\"\(f(y + height / 2))\" r=\"\(f(height * 0.18))\" fill=\"#1d2433\"/>")
    }

    /// Draws `view` and its subtree, offset by (`dx`, `dy`).
    ///
    /// `foregroundStyle` colours the subtree, as SwiftUI's environment
    /// does; `.tint` colours progress views and gauges below. A stand-in
    /// (`approximatedConstruct`) is labelled with its construct's name;
    /// `within` is the stand-in around, labelled already.
    mutating func draw(_ view: PlacedView, dx: Double, dy: Double, color inherited: Paint, tint inheritedTint: Paint? = nil, red: Bool,
                       within: ApproximatedConstruct? = nil) throws {
        let color = view.foreground.map(paint) ?? inherited
        let ownTint = view.tint.map(paint) ?? inheritedTint
        let construct = view.approximatedConstruct ?? within
        // `.opacity`: the view and everything in it, as one layer.
        if let opacity = view.opacity, opacity < 1 { body.append("<g opacity=\"\(f(opacity))\">") }
        defer { if let opacity = view.opacity, opacity < 1 { body.append("</g>") } }
        drawShape(view, x: dx + view.x, y: dy + view.y, color: color, tint: ownTint ?? paint(accent), standIn: construct)
        if view.kind == .image { drawSymbol(view, dx: dx, dy: dy, color: color.hex) }
        if let text = view.text { try drawText(text, of: view, dx: dx, dy: dy, color: color) }
        for child in view.children { try draw(child, dx: dx, dy: dy, color: color, tint: ownTint, red: red, within: construct) }
        if let own = view.approximatedConstruct, own != within, view.text == nil, view.kind != .image {
            drawStandInLabel(own, of: view, x: dx + view.x, y: dy + view.y)
        }
    }

    /// Shapes, colours, dividers, progress views and gauges at (`x`, `y`).
    /// A shape inside a stand-in for a view SlotFit cannot read is the
    /// stand-in's box: drawn as an assumed colour, never opaque.
    private mutating func drawShape(_ view: PlacedView, x: Double, y: Double, color: Paint, tint: Paint, standIn: ApproximatedConstruct?) {
        switch view.kind {
        case .rectangle, .roundedRectangle, .capsule, .circle, .ellipse, .containerRelativeShape, .color:
            var fill = view.fill.map(paint) ?? color
            var stroke: (paint: Paint, width: Double)? = nil
            switch view.shapePaint {
            case .fill(let color)?: fill = paint(color)
            case .stroke(let color, let width)?: stroke = (paint(color), width)
            case nil: break
            }
            if case .unreadView(let name, _)? = standIn { fill = paint(.assumed(name)) }
            if let stroke {
                let inset = stroke.width / 2
                let element = shapeElement(view.kind, x: x + inset, y: y + inset, width: max(0, view.width - stroke.width), height: max(0, view.height - stroke.width),
                                           cornerRadius: view.cornerRadius.map { max(0, $0 - inset) })
                let outline = stroke.paint
                let title = outline.assumed.map { "<title>\(Self.assumedTitle($0))</title>" } ?? ""
                body.append("\(element) fill=\"none\"\(outline.attribute("stroke")) stroke-width=\"\(f(stroke.width))\"\(outline.assumed == nil ? "" : " stroke-dasharray=\"2 1\"")>\(title)</\(element.dropFirst().prefix { $0 != " " })>")
                return
            }
            let element = shapeElement(view.kind, x: x, y: y, width: view.width, height: view.height, cornerRadius: view.cornerRadius)
            guard let assumed = fill.assumed else {
                body.append("\(element)\(fill.attribute())/>")
                return
            }
            // A colour SlotFit cannot compute: translucent grey, hatched,
            // outlined dashed, and said so in its title.
            let tag = element.dropFirst().prefix { $0 != " " }
            body.append("\(element)\(fill.attribute()) stroke=\"#8e8e93\" stroke-width=\"0.5\" stroke-dasharray=\"2 1\"><title>\(Self.assumedTitle(assumed))</title></\(tag)>")
            body.append("\(element) fill=\"url(#\(assumedHatch()))\"/>")
        case .divider:
            body.append("<rect x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(view.width))\" height=\"\(f(view.height))\" fill=\"#48484a\"/>")
        case .progressView, .gauge:
            drawProgress(view, x: x, y: y, tint: tint)
        default: break
        }
    }

    /// The opening of a shape's element (no attributes of paint, not
    /// closed): a circle, an ellipse, or a rectangle with the shape's
    /// corners (a rounded rectangle's own radius; 8 pt when not known).
    func shapeElement(_ kind: PlacedKind, x: Double, y: Double, width: Double, height: Double, cornerRadius: Double? = nil) -> String {
        switch kind {
        case .circle:
            return "<circle cx=\"\(f(x + width / 2))\" cy=\"\(f(y + height / 2))\" r=\"\(f(min(width, height) / 2))\""
        case .ellipse:
            return "<ellipse cx=\"\(f(x + width / 2))\" cy=\"\(f(y + height / 2))\" rx=\"\(f(width / 2))\" ry=\"\(f(height / 2))\""
        default:
            let radius = kind == .capsule ? min(width, height) / 2 : kind == .rectangle || kind == .color ? 0 : min(cornerRadius ?? 8, min(width, height) / 2)
            return "<rect x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(width))\" height=\"\(f(height))\" rx=\"\(f(radius))\""
        }
    }

    /// A progress view or gauge, filled to the fraction in its label in
    /// its tint: a ring for the circular styles, else a bar. The track is
    /// translucent: the system fill under a progress view, the tint at
    /// 30 % under a gauge.
    private mutating func drawProgress(_ view: PlacedView, x: Double, y: Double, tint: Paint) {
        let fraction = min(1, max(0, Double(view.label) ?? 0))
        let ring = view.progressStyle.map { [.circular, .accessoryCircular, .accessoryCircularCapacity].contains($0) } ?? (view.width == view.height)
        let track = view.kind == .gauge ? tint.scaled(0.3) : paint(ColorValue("systemFill")!)
        let title = "<title>\(view.kind == .gauge ? "gauge" : "progress") \(String(format: "%.0f", fraction * 100)) %, tint \(tint.hex)</title>"
        if ring {
            let side = min(view.width, view.height)
            let width = max(2, side * 0.12), r = side / 2 - width / 2, c = 2 * Double.pi * r
            let cx = x + view.width / 2, cy = y + view.height / 2
            body.append("<circle cx=\"\(f(cx))\" cy=\"\(f(cy))\" r=\"\(f(r))\" fill=\"none\"\(track.attribute("stroke")) stroke-width=\"\(f(width))\">\(title)</circle>")
            body.append("<circle cx=\"\(f(cx))\" cy=\"\(f(cy))\" r=\"\(f(r))\" fill=\"none\"\(tint.attribute("stroke")) stroke-width=\"\(f(width))\" stroke-linecap=\"round\" stroke-dasharray=\"\(f(c * fraction)) \(f(c))\" transform=\"rotate(-90 \(f(cx)) \(f(cy)))\"/>")
        } else {
            body.append("<rect x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(view.width))\" height=\"\(f(view.height))\" rx=\"\(f(view.height / 2))\"\(track.attribute())>\(title)</rect>")
            body.append("<rect x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(view.width * fraction))\" height=\"\(f(view.height))\" rx=\"\(f(view.height / 2))\"\(tint.attribute())/>")
        }
    }

    /// An image. SF Symbols cannot be shipped: a stand-in of the measured
    /// size, labelled with the symbol's name.
    private mutating func drawSymbol(_ view: PlacedView, dx: Double, dy: Double, color: String) {
        body.append("<rect x=\"\(f(dx + view.x))\" y=\"\(f(dy + view.y))\" width=\"\(f(view.width))\" height=\"\(f(view.height))\" rx=\"3\" fill=\"\(color)\" fill-opacity=\"0.15\" stroke=\"\(color)\" stroke-width=\"0.75\"><title>\(view.label.xmlEscaped)</title></rect>")
        let size = max(3, min(view.height * 0.3, view.width / Double(max(view.label.count, 1)) * 1.6))
        // A long name is squeezed into the stand-in (about 0.55 em a character).
        let estimate = Double(view.label.count) * size * 0.55
        let squeeze = estimate > view.width - 2 ? max(0.05, (view.width - 2) / estimate) : 1
        let startX = dx + view.x + (view.width - estimate * squeeze) / 2, baselineY = dy + view.y + view.height / 2 + size / 3
        body.append("<text transform=\"translate(\(f(startX)) \(f(baselineY))) scale(\(String(format: "%.3f", squeeze)) 1)\" font-family=\"sans-serif\" font-size=\"\(f(size))\" fill=\"\(color)\">\(view.label.xmlEscaped)</text>")
    }

    /// A text's lines glyph by glyph, and its verdict when it does not show
    /// all of its text.
    private mutating func drawText(_ text: TextLayout, of view: PlacedView, dx: Double, dy: Double, color: Paint) throws {
        var lineTop = dy + view.y + (view.height - text.height) / 2
        let rightToLeft = text.direction == .rightToLeft
        for line in text.lines {
            // `multilineTextAlignment`: leading is the right edge right to left.
            let free = view.width - line.width
            let shift: Double
            switch view.multilineTextAlignment {
            case .leading: shift = rightToLeft ? free : 0
            case .center: shift = free / 2
            case .trailing: shift = rightToLeft ? 0 : free
            }
            let left = dx + view.x + shift
            let baseline = lineTop + (line.height - line.ascent - line.descent) / 2 + line.ascent
            try drawGlyphs(of: line, in: text, left: left, baseline: baseline, color: color)
            lineTop += line.height
        }
        if !text.verdict.showsAllText {
            // Only the element at fault, with its verdict beside it.
            body.append("<rect x=\"\(f(dx + view.x))\" y=\"\(f(dy + view.y))\" width=\"\(f(view.width))\" height=\"\(f(view.height))\" fill=\"none\" stroke=\"#ff3b30\" stroke-width=\"1\"><title>\(text.verdict.description.xmlEscaped)</title></rect>")
            notes.append("<text x=\"\(f(dx + view.x))\" y=\"\(f(dy + view.y + view.height + 7))\" font-family=\"sans-serif\" font-size=\"6\" fill=\"#ff3b30\">\(text.verdict.name.xmlEscaped)</text>")
        }
    }

    /// One line's glyphs, each a `<use>` of its outline scaled to the run's size.
    private mutating func drawGlyphs(of line: TextLayout.Line, in text: TextLayout, left: Double, baseline: Double, color: Paint) throws {
        for run in line.runs {
            let font = text.fonts[run.font]
            let upem = try engine.unitsPerEm(font: font)
            let s = run.fontSize / Double(upem)
            for glyph in run.glyphs {
                guard let id = try glyphID(font, glyph.id) else { continue }
                body.append("<use href=\"#\(id)\" transform=\"translate(\(f(left + glyph.x)) \(f(baseline - glyph.y))) scale(\(String(format: "%.5f", s)) \(String(format: "%.5f", -s)))\"\(color.attribute())/>")
            }
        }
    }
}

extension SVGCanvas {
    /// Draws `panels` one below the other, `margin` from the edges and
    /// `gap` apart, as a person sees them: the Lock Screen (or the
    /// surface), then the island compact, minimal and expanded. Returns the
    /// picture's size.
    mutating func drawStacked(_ panels: [Panel], margin: Double = 16, gap: Double = 24) throws -> (width: Double, height: Double) {
        var cursorY = margin
        var maxWidth = 0.0
        let order = ["lockScreen", "small", "compact", "minimal", "expanded"]
        for panel in panels.sorted(by: { (order.firstIndex(of: $0.name) ?? 9) < (order.firstIndex(of: $1.name) ?? 9) }) {
            body.append("<!-- \(panel.name) -->")
            try panel.render(&self, margin, cursorY)
            cursorY += panel.height + gap
            maxWidth = max(maxWidth, panel.width)
        }
        return (maxWidth + 2 * margin, cursorY - gap + margin)
    }

    /// The SVG document: `title`, a `page` coloured background, the glyph
    /// outlines used, the drawing and the notes over it.
    func document(width: Double, height: Double, title: String, page: String) -> String {
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" data-slotfit=\"picture 1\" width=\"\(f(width))\" height=\"\(f(height))\" viewBox=\"0 0 \(f(width)) \(f(height))\">\n"
        out += "<title>\(title)</title>\n"
        out += "<rect width=\"100%\" height=\"100%\" fill=\"\(page)\"/>\n<defs>\n"
        out += defs.keys.sorted().compactMap { defs[$0]!.isEmpty ? nil : defs[$0]! }.joined(separator: "\n") + "\n</defs>\n"
        out += (body + notes).joined(separator: "\n") + "\n</svg>\n"
        return out
    }
}
