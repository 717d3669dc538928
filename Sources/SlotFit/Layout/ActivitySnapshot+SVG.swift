import Foundation
import SlotFitText

extension ActivitySnapshot {
    /// A picture of every presentation, for a person to look at: the island
    /// (44 pt corner radius for the expanded one) or the Lock Screen card
    /// with its 14 pt margins dashed, texts drawn with the glyph outlines
    /// HarfBuzz gives for the very fonts measured, overflow in red.
    /// Deterministic: fixed precision, glyphs shared through `<defs>`.
    public func svg(engine: TextEngine) throws -> String {
        func f(_ v: Double) -> String { String(format: "%.2f", v) }
        let fontList = fonts
        var defs: [String: String] = [:]
        var body: [String] = []
        let gap = 24.0, margin = 16.0
        var cursorY = margin
        var maxWidth = 0.0

        func glyphID(_ font: FontFileInfo, _ glyph: UInt32) throws -> String? {
            let index = fontList.firstIndex(of: font) ?? 0
            let id = "g\(index)-\(glyph)"
            if defs[id] == nil {
                let outline = try engine.glyphOutline(font: font, glyph: glyph)
                defs[id] = outline.path.isEmpty ? "" : "<path id=\"\(id)\" d=\"\(outline.path)\"/>"
            }
            return defs[id]!.isEmpty ? nil : id
        }

        func draw(_ view: PlacedView, dx: Double, dy: Double, color inherited: String, red: Bool) throws {
            // `foregroundStyle` colours the subtree, as SwiftUI's environment does.
            let color = view.foreground?.hex ?? inherited
            let x = dx + view.x, y = dy + view.y
            switch view.kind {
            case .rectangle, .roundedRectangle, .capsule, .circle, .containerRelativeShape, .color:
                let fill = view.fill?.hex ?? color
                let opacity = view.fill.map { String(format: " fill-opacity=\"%.2f\"", $0.opacity) } ?? ""
                if view.kind == .circle {
                    body.append("<circle cx=\"\(f(x + view.width / 2))\" cy=\"\(f(y + view.height / 2))\" r=\"\(f(min(view.width, view.height) / 2))\" fill=\"\(fill)\"\(opacity)/>")
                } else {
                    let radius = view.kind == .capsule ? min(view.width, view.height) / 2 : view.kind == .rectangle || view.kind == .color ? 0 : 8
                    body.append("<rect x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(view.width))\" height=\"\(f(view.height))\" rx=\"\(f(radius))\" fill=\"\(fill)\"\(opacity)/>")
                }
            case .divider:
                body.append("<rect x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(view.width))\" height=\"\(f(view.height))\" fill=\"#48484a\"/>")
            case .progressView, .gauge:
                let fraction = Double(view.label) ?? 0
                if view.width == view.height {
                    let r = view.width / 2 - 2, c = 2 * Double.pi * r
                    body.append("<circle cx=\"\(f(x + view.width / 2))\" cy=\"\(f(y + view.height / 2))\" r=\"\(f(r))\" fill=\"none\" stroke=\"#3a3a3c\" stroke-width=\"3\"/>")
                    body.append("<circle cx=\"\(f(x + view.width / 2))\" cy=\"\(f(y + view.height / 2))\" r=\"\(f(r))\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"3\" stroke-dasharray=\"\(f(c * fraction)) \(f(c))\" transform=\"rotate(-90 \(f(x + view.width / 2)) \(f(y + view.height / 2)))\"/>")
                } else {
                    body.append("<rect x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(view.width))\" height=\"\(f(view.height))\" rx=\"\(f(view.height / 2))\" fill=\"#3a3a3c\"/>")
                    body.append("<rect x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(view.width * fraction))\" height=\"\(f(view.height))\" rx=\"\(f(view.height / 2))\" fill=\"\(color)\"/>")
                }
            default: break
            }
            if view.kind == .image {
                body.append("<rect x=\"\(f(dx + view.x))\" y=\"\(f(dy + view.y))\" width=\"\(f(view.width))\" height=\"\(f(view.height))\" rx=\"3\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"1\"><title>\(view.label.xmlEscaped)</title></rect>")
            }
            if let text = view.text {
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
                    for run in line.runs {
                        let font = text.fonts[run.font]
                        let upem = try engine.unitsPerEm(font: font)
                        let s = run.fontSize / Double(upem)
                        for glyph in run.glyphs {
                            guard let id = try glyphID(font, glyph.id) else { continue }
                            body.append("<use href=\"#\(id)\" transform=\"translate(\(f(left + glyph.x)) \(f(baseline - glyph.y))) scale(\(String(format: "%.5f", s)) \(String(format: "%.5f", -s)))\" fill=\"\(color)\"/>")
                        }
                    }
                    lineTop += line.height
                }
                if red || !text.verdict.showsAllText {
                    body.append("<rect x=\"\(f(dx + view.x))\" y=\"\(f(dy + view.y))\" width=\"\(f(view.width))\" height=\"\(f(view.height))\" fill=\"none\" stroke=\"#ff3b30\" stroke-width=\"1\"><title>\(text.verdict.description.xmlEscaped)</title></rect>")
                }
            }
            for child in view.children { try draw(child, dx: dx, dy: dy, color: color, red: red) }
        }

        let island = device.islandWidth?.value ?? 230
        let expanded = presentations.filter { $0.presentation.rawValue.hasPrefix("expanded") }
        var panels: [(name: String, width: Double, height: Double, render: (Double, Double) throws -> Void)] = []
        for laid in presentations where !laid.presentation.rawValue.hasPrefix("expanded") {
            let budget = laid.budget
            let overflow = laid.root.width > budget.maxWidth.value + 0.001 || laid.root.height > budget.maxHeight.value + 0.001
            switch laid.presentation {
            case .lockScreen:
                let height = max(budget.minHeight.value, laid.root.height)
                panels.append((laid.presentation.rawValue, budget.maxWidth.value, height, { x, y in
                    body.append("<rect x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(budget.maxWidth.value))\" height=\"\(f(height))\" rx=\"22\" fill=\"#1c1c1e\"/>")
                    body.append("<rect x=\"\(f(x + 14))\" y=\"\(f(y + 14))\" width=\"\(f(budget.maxWidth.value - 28))\" height=\"\(f(max(0, height - 28)))\" fill=\"none\" stroke=\"#636366\" stroke-dasharray=\"3 3\"/>")
                    try draw(laid.root, dx: x, dy: y, color: "#ffffff", red: overflow)
                }))
            case .compactLeading, .compactTrailing:
                let slot = budget.maxWidth.value, height = budget.maxHeight.value
                panels.append((laid.presentation.rawValue, island, height, { x, y in
                    body.append("<rect x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(island))\" height=\"\(f(height))\" rx=\"\(f(height / 2))\" fill=\"#000000\"/>")
                    // Leading is the left end of the island, the right end
                    // under a right-to-left language.
                    let atLeft = (laid.presentation == .compactLeading) == (direction == .leftToRight)
                    let slotX = atLeft ? x : x + island - slot
                    body.append("<rect x=\"\(f(slotX))\" y=\"\(f(y))\" width=\"\(f(slot))\" height=\"\(f(height))\" fill=\"none\" stroke=\"#3a3a3c\" stroke-dasharray=\"2 2\"/>")
                    try draw(laid.root, dx: slotX + (slot - laid.root.width) / 2, dy: y + (height - laid.root.height) / 2, color: "#ffffff", red: overflow)
                }))
            default: // minimal and single-surface devices
                let width = budget.maxWidth.value, height = budget.maxHeight.value
                // CarPlay and the Smart Stack are rounded cards; the minimal
                // presentation is a circle or pill.
                let radius = laid.presentation == .small ? 16 : height / 2
                panels.append((laid.presentation.rawValue, width, height, { x, y in
                    body.append("<rect x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(width))\" height=\"\(f(height))\" rx=\"\(f(radius))\" fill=\"#000000\"/>")
                    try draw(laid.root, dx: x + (width - laid.root.width) / 2, dy: y + (height - laid.root.height) / 2, color: "#ffffff", red: overflow)
                }))
            }
        }
        if !expanded.isEmpty, let expandedBudget = device.expanded {
            let width = expandedBudget.maxWidth.value
            func root(_ p: Presentation) -> PlacedView? { expanded.first { $0.presentation == p }?.root }
            let top = [root(.expandedLeading), root(.expandedTrailing), root(.expandedCenter)].compactMap { $0?.height }.max() ?? 0
            let height = max(expandedBudget.minHeight.value, top + (root(.expandedBottom)?.height ?? 0) + 16)
            panels.append(("expanded", width, height, { x, y in
                body.append("<rect x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(width))\" height=\"\(f(height))\" rx=\"44\" fill=\"#000000\"/>")
                // Content keeps clear of the 44 pt corners; leading and
                // trailing swap sides under a right-to-left language.
                let inset = 12.0, side = 22.0
                let rtl = direction == .rightToLeft
                if let leading = root(.expandedLeading) { try draw(leading, dx: rtl ? x + width - side - leading.width : x + side, dy: y + inset, color: "#ffffff", red: false) }
                if let trailing = root(.expandedTrailing) { try draw(trailing, dx: rtl ? x + side : x + width - side - trailing.width, dy: y + inset, color: "#ffffff", red: false) }
                if let center = root(.expandedCenter) { try draw(center, dx: x + (width - center.width) / 2, dy: y + inset, color: "#ffffff", red: false) }
                if let bottom = root(.expandedBottom) { try draw(bottom, dx: x + (width - bottom.width) / 2, dy: y + inset + top, color: "#ffffff", red: false) }
            }))
        }
        for panel in panels {
            body.append("<!-- \(panel.name) -->")
            try panel.render(margin, cursorY)
            cursorY += panel.height + gap
            maxWidth = max(maxWidth, panel.width)
        }
        let totalWidth = maxWidth + 2 * margin, totalHeight = cursorY - gap + margin
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" data-slotfit=\"picture 1\" width=\"\(f(totalWidth))\" height=\"\(f(totalHeight))\" viewBox=\"0 0 \(f(totalWidth)) \(f(totalHeight))\">\n"
        out += "<title>\(activity.xmlEscaped) · \(state.xmlEscaped) · \(resolution.localization.xmlEscaped) · \(device.id)</title>\n"
        out += "<rect width=\"100%\" height=\"100%\" fill=\"#f2f2f7\"/>\n<defs>\n"
        out += defs.keys.sorted().compactMap { defs[$0]!.isEmpty ? nil : defs[$0]! }.joined(separator: "\n") + "\n</defs>\n"
        out += body.joined(separator: "\n") + "\n</svg>\n"
        return out
    }
}

