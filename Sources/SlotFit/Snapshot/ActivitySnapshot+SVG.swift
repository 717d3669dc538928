import Foundation
import SlotFitText

extension ActivitySnapshot {
    /// A picture of every presentation, for a person to look at: the island
    /// (44 pt corner radius for the expanded one) or the Lock Screen card
    /// with its 14 pt margins dashed, texts drawn with the glyph outlines
    /// HarfBuzz gives for the very fonts measured, overflow in red.
    /// Deterministic: fixed precision, glyphs shared through `<defs>`.
    /// The Lock Screen's appearance in a picture.
    public enum Appearance: String, Sendable, CaseIterable {
        case dark, light
    }

    public func svg(engine: TextEngine, appearance: Appearance = .dark) throws -> String {
        func f(_ v: Double) -> String { String(format: "%.2f", v) }
        let fontList = fonts
        var defs: [String: String] = [:]
        var body: [String] = []
        // Verdict labels, drawn over everything.
        var notes: [String] = []
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

        /// SwiftUI's default tint: the accent colour (system blue).
        let accent = ColorValue("accentColor")!.hex

        func draw(_ view: PlacedView, dx: Double, dy: Double, color inherited: String, tint inheritedTint: String? = nil, red: Bool) throws {
            // `foregroundStyle` colours the subtree, as SwiftUI's environment
            // does; `.tint` colours progress views and gauges below.
            let color = view.foreground?.hex ?? inherited
            let tint = view.tint?.hex ?? inheritedTint ?? accent
            // `.opacity`: the view and everything in it, as one layer.
            if let opacity = view.opacity, opacity < 1 { body.append("<g opacity=\"\(f(opacity))\">") }
            defer { if let opacity = view.opacity, opacity < 1 { body.append("</g>") } }
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
                    body.append("<circle cx=\"\(f(x + view.width / 2))\" cy=\"\(f(y + view.height / 2))\" r=\"\(f(r))\" fill=\"none\" stroke=\"\(tint)\" stroke-width=\"3\" stroke-dasharray=\"\(f(c * fraction)) \(f(c))\" transform=\"rotate(-90 \(f(x + view.width / 2)) \(f(y + view.height / 2)))\"/>")
                } else {
                    body.append("<rect x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(view.width))\" height=\"\(f(view.height))\" rx=\"\(f(view.height / 2))\" fill=\"#3a3a3c\"/>")
                    body.append("<rect x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(view.width * fraction))\" height=\"\(f(view.height))\" rx=\"\(f(view.height / 2))\" fill=\"\(tint)\"/>")
                }
            default: break
            }
            if view.kind == .image {
                // SF Symbols cannot be shipped: a stand-in of the measured
                // size, labelled with the symbol's name.
                body.append("<rect x=\"\(f(dx + view.x))\" y=\"\(f(dy + view.y))\" width=\"\(f(view.width))\" height=\"\(f(view.height))\" rx=\"3\" fill=\"\(color)\" fill-opacity=\"0.15\" stroke=\"\(color)\" stroke-width=\"0.75\"><title>\(view.label.xmlEscaped)</title></rect>")
                let size = max(3, min(view.height * 0.3, view.width / Double(max(view.label.count, 1)) * 1.6))
                // A long name is squeezed into the stand-in (about 0.55 em a character).
                let estimate = Double(view.label.count) * size * 0.55
                let squeeze = estimate > view.width - 2 ? max(0.05, (view.width - 2) / estimate) : 1
                let startX = dx + view.x + (view.width - estimate * squeeze) / 2, baselineY = dy + view.y + view.height / 2 + size / 3
                body.append("<text transform=\"translate(\(f(startX)) \(f(baselineY))) scale(\(String(format: "%.3f", squeeze)) 1)\" font-family=\"sans-serif\" font-size=\"\(f(size))\" fill=\"\(color)\">\(view.label.xmlEscaped)</text>")
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
                if !text.verdict.showsAllText {
                    // Only the element at fault, with its verdict beside it.
                    body.append("<rect x=\"\(f(dx + view.x))\" y=\"\(f(dy + view.y))\" width=\"\(f(view.width))\" height=\"\(f(view.height))\" fill=\"none\" stroke=\"#ff3b30\" stroke-width=\"1\"><title>\(text.verdict.description.xmlEscaped)</title></rect>")
                    notes.append("<text x=\"\(f(dx + view.x))\" y=\"\(f(dy + view.y + view.height + 7))\" font-family=\"sans-serif\" font-size=\"6\" fill=\"#ff3b30\">\(text.verdict.name.xmlEscaped)</text>")
                }
            }
            for child in view.children { try draw(child, dx: dx, dy: dy, color: color, tint: view.tint?.hex ?? inheritedTint, red: red) }
        }

        let island = device.islandWidth?.value ?? 230
        // `keylineTint`: the island's outline, as the system draws it on a light background.
        let keyline = keylineTint.map { " stroke=\"\($0.hex)\" stroke-width=\"1.5\"" } ?? ""
        let expanded = presentations.filter { $0.presentation.rawValue.hasPrefix("expanded") }
        var panels: [(name: String, width: Double, height: Double, render: (Double, Double) throws -> Void)] = []
        func overflows(_ laid: Laid) -> Bool {
            laid.root.width > laid.budget.maxWidth.value + 0.001 || laid.root.height > laid.budget.maxHeight.value + 0.001
        }
        /// The TrueDepth camera's housing: the resting island between the
        /// compact slots (≈126 pt, docs/BUDGETS.md), with its lens.
        func camera(_ x: Double, _ y: Double, width: Double, height: Double) {
            body.append("<rect x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(width))\" height=\"\(f(height))\" rx=\"\(f(height / 2))\" fill=\"#0b0b0c\"/>")
            body.append("<circle cx=\"\(f(x + width - height / 2))\" cy=\"\(f(y + height / 2))\" r=\"\(f(height * 0.18))\" fill=\"#1d2433\"/>")
        }
        let leadingLaid = presentations.first { $0.presentation == .compactLeading }
        let trailingLaid = presentations.first { $0.presentation == .compactTrailing }
        if leadingLaid != nil || trailingLaid != nil {
            // One pill: leading | camera housing | trailing (mirrored right to left).
            let height = (leadingLaid ?? trailingLaid)!.budget.maxHeight.value
            panels.append(("compact", island, height, { x, y in
                body.append("<rect x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(island))\" height=\"\(f(height))\" rx=\"\(f(height / 2))\" fill=\"#000000\"\(keyline)/>")
                let leadingSlot = leadingLaid?.budget.maxWidth.value ?? 52.33, trailingSlot = trailingLaid?.budget.maxWidth.value ?? 52.33
                let rtl = direction == .rightToLeft
                camera(x + (rtl ? trailingSlot : leadingSlot), y, width: island - leadingSlot - trailingSlot, height: height)
                for laid in [leadingLaid, trailingLaid].compactMap({ $0 }) {
                    let slot = laid.budget.maxWidth.value
                    let atLeft = (laid.presentation == .compactLeading) != rtl
                    let slotX = atLeft ? x : x + island - slot
                    let over = overflows(laid)
                    body.append("<rect x=\"\(f(slotX))\" y=\"\(f(y))\" width=\"\(f(slot))\" height=\"\(f(height))\" fill=\"none\" stroke=\"\(over ? "#ff3b30" : "#3a3a3c")\" stroke-dasharray=\"2 2\"><title>\(laid.presentation.rawValue)\(over ? ": over its budget" : "")</title></rect>")
                    try draw(laid.root, dx: slotX + (slot - laid.root.width) / 2, dy: y + (height - laid.root.height) / 2, color: "#ffffff", red: over)
                }
            }))
        }
        for laid in presentations where !laid.presentation.rawValue.hasPrefix("expanded") && laid.presentation != .compactLeading && laid.presentation != .compactTrailing {
            let budget = laid.budget
            let overflow = overflows(laid)
            switch laid.presentation {
            case .lockScreen:
                // The card as tall as its content; past the 160 pt the
                // system shows, the content is dimmed under a red line.
                let limit = budget.maxHeight.value
                let height = max(budget.minHeight.value, laid.root.height)
                // `activityBackgroundTint`, else the system's card for the appearance.
                let card = backgroundTint.map { ($0.hex, $0.opacity) } ?? (appearance == .dark ? ("#1c1c1e", 1) : ("#ffffff", 0.92))
                let ink = appearance == .dark ? "#ffffff" : "#000000"
                panels.append((laid.presentation.rawValue, budget.maxWidth.value, height, { x, y in
                    body.append("<rect x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(budget.maxWidth.value))\" height=\"\(f(min(height, limit)))\" rx=\"22\" fill=\"\(card.0)\" fill-opacity=\"\(f(card.1))\"/>")
                    body.append("<rect x=\"\(f(x + 14))\" y=\"\(f(y + 14))\" width=\"\(f(budget.maxWidth.value - 28))\" height=\"\(f(max(0, min(height, limit) - 28)))\" fill=\"none\" stroke=\"#636366\" stroke-dasharray=\"3 3\"/>")
                    try draw(laid.root, dx: x, dy: y, color: ink, red: overflow)
                    if height > limit + 0.001 {
                        body.append("<rect x=\"\(f(x))\" y=\"\(f(y + limit))\" width=\"\(f(budget.maxWidth.value))\" height=\"\(f(height - limit))\" fill=\"#f2f2f7\" fill-opacity=\"0.7\"><title>past the \(f(limit)) pt the system shows</title></rect>")
                        body.append("<line x1=\"\(f(x))\" y1=\"\(f(y + limit))\" x2=\"\(f(x + budget.maxWidth.value))\" y2=\"\(f(y + limit))\" stroke=\"#ff3b30\" stroke-width=\"1\" stroke-dasharray=\"4 2\"/>")
                        notes.append("<text x=\"\(f(x + 4))\" y=\"\(f(y + limit - 3))\" font-family=\"sans-serif\" font-size=\"7\" fill=\"#ff3b30\">\(f(limit)) pt</text>")
                    }
                }))
            case .minimal:
                // The minimal presentation beside the camera's pill.
                let width = budget.maxWidth.value, height = budget.maxHeight.value
                let housing = island - 2 * (device.compactLeading?.maxWidth.value ?? 52.33)
                let spacing = 6.0
                panels.append((laid.presentation.rawValue, housing + spacing + width, height, { x, y in
                    let rtl = direction == .rightToLeft
                    camera(rtl ? x + width + spacing : x, y, width: housing, height: height)
                    let bubbleX = rtl ? x : x + housing + spacing
                    body.append("<rect x=\"\(f(bubbleX))\" y=\"\(f(y))\" width=\"\(f(width))\" height=\"\(f(height))\" rx=\"\(f(height / 2))\" fill=\"#000000\" stroke=\"\(overflow ? "#ff3b30" : keylineTint?.hex ?? "#000000")\"/>")
                    try draw(laid.root, dx: bubbleX + (width - laid.root.width) / 2, dy: y + (height - laid.root.height) / 2, color: "#ffffff", red: overflow)
                }))
            default:
                // Single-surface devices. The slot is Apple's published size
                // (docs/BUDGETS.md); the chrome around it is drawn for context
                // and takes no space from the budget.
                let width = budget.maxWidth.value, height = budget.maxHeight.value
                let outline = overflow ? "#ff3b30" : "#48484a"
                if device.kind == .watch {
                    // The Smart Stack: a platter on the black watch screen,
                    // the screen's own rounded corners 8 pt around it.
                    let bezel = 8.0
                    panels.append((laid.presentation.rawValue, width + 2 * bezel, height + 2 * bezel, { x, y in
                        body.append("<rect x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(width + 2 * bezel))\" height=\"\(f(height + 2 * bezel))\" rx=\"\(f(bezel + 18))\" fill=\"#000000\"><title>Apple Watch screen</title></rect>")
                        body.append("<rect x=\"\(f(x + bezel))\" y=\"\(f(y + bezel))\" width=\"\(f(width))\" height=\"\(f(height))\" rx=\"18\" fill=\"\(self.backgroundTint?.hex ?? "#2c2c2e")\" stroke=\"\(outline)\" stroke-dasharray=\"3 3\"><title>Smart Stack \(f(width))×\(f(height)) pt\(overflow ? ": over its budget" : "")</title></rect>")
                        try draw(laid.root, dx: x + bezel + (width - laid.root.width) / 2, dy: y + bezel + (height - laid.root.height) / 2, color: "#ffffff", red: overflow)
                    }))
                } else {
                    // CarPlay: the Live Activity's tile on the dashboard.
                    let dashboard = 10.0
                    panels.append((laid.presentation.rawValue, width + 2 * dashboard, height + 2 * dashboard, { x, y in
                        body.append("<rect x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(width + 2 * dashboard))\" height=\"\(f(height + 2 * dashboard))\" rx=\"14\" fill=\"#1c1c1e\"><title>CarPlay dashboard</title></rect>")
                        body.append("<rect x=\"\(f(x + dashboard))\" y=\"\(f(y + dashboard))\" width=\"\(f(width))\" height=\"\(f(height))\" rx=\"10\" fill=\"\(self.backgroundTint?.hex ?? "#000000")\" stroke=\"\(outline)\" stroke-dasharray=\"3 3\"><title>CarPlay \(f(width))×\(f(height)) pt\(overflow ? ": over its budget" : "")</title></rect>")
                        try draw(laid.root, dx: x + dashboard + (width - laid.root.width) / 2, dy: y + dashboard + (height - laid.root.height) / 2, color: "#ffffff", red: overflow)
                    }))
                }
            }
        }
        if !expanded.isEmpty, let expandedBudget = device.expanded {
            let width = expandedBudget.maxWidth.value
            func root(_ p: Presentation) -> PlacedView? { expanded.first { $0.presentation == p }?.root }
            let top = [root(.expandedLeading), root(.expandedTrailing), root(.expandedCenter)].compactMap { $0?.height }.max() ?? 0
            let height = max(expandedBudget.minHeight.value, max(top + 12, 34 + (root(.expandedCenter)?.height ?? 0)) + (root(.expandedBottom)?.height ?? 0) + 20)
            panels.append(("expanded", width, height, { x, y in
                body.append("<rect x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(width))\" height=\"\(f(height))\" rx=\"44\" fill=\"#000000\"\(keyline)/>")
                // The camera sits at the top centre, between leading and trailing.
                let housing = island - 2 * (device.compactLeading?.maxWidth.value ?? 52.33)
                camera(x + (width - housing) / 2, y + 6, width: housing, height: 24)
                // Content keeps clear of the 44 pt corners; leading and
                // trailing swap sides under a right-to-left language.
                let inset = 12.0, side = 22.0
                let rtl = direction == .rightToLeft
                if let leading = root(.expandedLeading) { try draw(leading, dx: rtl ? x + width - side - leading.width : x + side, dy: y + inset, color: "#ffffff", red: false) }
                if let trailing = root(.expandedTrailing) { try draw(trailing, dx: rtl ? x + side : x + width - side - trailing.width, dy: y + inset, color: "#ffffff", red: false) }
                // Center right below the camera, bottom below everything.
                let centerTop = y + 6 + 24 + 4
                if let center = root(.expandedCenter) { try draw(center, dx: x + (width - center.width) / 2, dy: centerTop, color: "#ffffff", red: false) }
                let bottomTop = max(y + inset + top, centerTop + (root(.expandedCenter)?.height ?? 0)) + 4
                if let bottom = root(.expandedBottom) { try draw(bottom, dx: x + (width - bottom.width) / 2, dy: bottomTop, color: "#ffffff", red: false) }
            }))
        }
        // As a person sees them: the Lock Screen (or the surface), then the
        // island compact, minimal and expanded.
        let order = ["lockScreen", "small", "compact", "minimal", "expanded"]
        for panel in panels.sorted(by: { (order.firstIndex(of: $0.name) ?? 9) < (order.firstIndex(of: $1.name) ?? 9) }) {
            body.append("<!-- \(panel.name) -->")
            try panel.render(margin, cursorY)
            cursorY += panel.height + gap
            maxWidth = max(maxWidth, panel.width)
        }
        let totalWidth = maxWidth + 2 * margin, totalHeight = cursorY - gap + margin
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" data-slotfit=\"picture 1\" width=\"\(f(totalWidth))\" height=\"\(f(totalHeight))\" viewBox=\"0 0 \(f(totalWidth)) \(f(totalHeight))\">\n"
        out += "<title>\(activity.xmlEscaped) · \(state.xmlEscaped) · \(resolution.localization.xmlEscaped) · \(device.id)</title>\n"
        // The page behind: light grey, mid grey under a light card so it shows.
        out += "<rect width=\"100%\" height=\"100%\" fill=\"\(appearance == .dark ? "#f2f2f7" : "#8e8e93")\"/>\n<defs>\n"
        out += defs.keys.sorted().compactMap { defs[$0]!.isEmpty ? nil : defs[$0]! }.joined(separator: "\n") + "\n</defs>\n"
        out += (body + notes).joined(separator: "\n") + "\n</svg>\n"
        return out
    }
}

