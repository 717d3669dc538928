import SlotFitText

extension SVGCanvas {
    /// One presentation's panel in a picture: its name, its size and how to
    /// draw it once its place (top-left corner) is known.
    struct Panel {
        var name: String
        var width: Double
        var height: Double
        var render: (inout SVGCanvas, Double, Double) throws -> Void
    }

    /// The panels of `snapshot`, unsorted: the compact pill, then each
    /// other presentation but the expanded ones, then the expanded island.
    static func panels(of snapshot: ActivitySnapshot, appearance: ActivitySnapshot.Appearance) -> [Panel] {
        var panels: [Panel] = []
        if let compact = compactPanel(of: snapshot) { panels.append(compact) }
        for laid in snapshot.presentations where !laid.presentation.rawValue.hasPrefix("expanded") && laid.presentation != .compactLeading && laid.presentation != .compactTrailing {
            switch laid.presentation {
            case .lockScreen: panels.append(lockScreenPanel(laid, of: snapshot, appearance: appearance))
            case .minimal: panels.append(minimalPanel(laid, of: snapshot))
            default:
                // Single-surface devices. The slot is Apple's published size
                // (docs/BUDGETS.md); the chrome around it is drawn for context
                // and takes no space from the budget.
                panels.append(snapshot.device.kind == .watch ? watchPanel(laid, of: snapshot) : carPlayPanel(laid, of: snapshot))
            }
        }
        if let expanded = expandedPanel(of: snapshot) { panels.append(expanded) }
        return panels
    }

    /// Whether `laid` is larger than its budget.
    static func overflows(_ laid: ActivitySnapshot.Laid) -> Bool {
        laid.root.width > laid.budget.maxWidth.value + 0.001 || laid.root.height > laid.budget.maxHeight.value + 0.001
    }

    /// The island's width on the snapshot's device.
    static func island(of snapshot: ActivitySnapshot) -> Double {
        snapshot.device.islandWidth?.value ?? 230
    }

    /// `keylineTint`: the island's outline, as the system draws it on a
    /// light background, in the island's (dark) appearance.
    static func keyline(of snapshot: ActivitySnapshot) -> String {
        snapshot.keylineTint.map { " stroke=\"\($0.resolved(dark: true).hex)\" stroke-width=\"1.5\"" } ?? ""
    }

    /// The camera's housing: the island less the two compact slots.
    static func housing(of snapshot: ActivitySnapshot) -> Double {
        island(of: snapshot) - 2 * (snapshot.device.compactLeading?.maxWidth.value ?? 52.33)
    }

    /// One pill: leading | camera housing | trailing (mirrored right to left).
    static func compactPanel(of snapshot: ActivitySnapshot) -> Panel? {
        let leadingLaid = snapshot.presentations.first { $0.presentation == .compactLeading }
        let trailingLaid = snapshot.presentations.first { $0.presentation == .compactTrailing }
        guard leadingLaid != nil || trailingLaid != nil else { return nil }
        let island = Self.island(of: snapshot), keyline = Self.keyline(of: snapshot)
        let height = (leadingLaid ?? trailingLaid)!.budget.maxHeight.value
        return Panel(name: "compact", width: island, height: height) { canvas, x, y in
            canvas.body.append("<rect x=\"\(canvas.f(x))\" y=\"\(canvas.f(y))\" width=\"\(canvas.f(island))\" height=\"\(canvas.f(height))\" rx=\"\(canvas.f(height / 2))\" fill=\"#000000\"\(keyline)/>")
            let leadingSlot = leadingLaid?.budget.maxWidth.value ?? 52.33, trailingSlot = trailingLaid?.budget.maxWidth.value ?? 52.33
            let rtl = snapshot.direction == .rightToLeft
            canvas.camera(x + (rtl ? trailingSlot : leadingSlot), y, width: island - leadingSlot - trailingSlot, height: height)
            for laid in [leadingLaid, trailingLaid].compactMap({ $0 }) {
                try canvas.drawSlot(laid, x: x, y: y, island: island, height: height, rightToLeft: rtl)
            }
        }
    }

    /// A compact slot of the pill, dashed (red when over its budget), its
    /// content centred in it.
    private mutating func drawSlot(_ laid: ActivitySnapshot.Laid, x: Double, y: Double, island: Double, height: Double, rightToLeft rtl: Bool) throws {
        let slot = laid.budget.maxWidth.value
        let atLeft = (laid.presentation == .compactLeading) != rtl
        let slotX = atLeft ? x : x + island - slot
        let over = Self.overflows(laid)
        body.append("<rect x=\"\(f(slotX))\" y=\"\(f(y))\" width=\"\(f(slot))\" height=\"\(f(height))\" fill=\"none\" stroke=\"\(over ? "#ff3b30" : "#3a3a3c")\" stroke-dasharray=\"2 2\"><title>\(laid.presentation.rawValue)\(over ? ": over its budget" : "")</title></rect>")
        try draw(laid.root, dx: slotX + (slot - laid.root.width) / 2, dy: y + (height - laid.root.height) / 2, color: .white, red: over)
    }

    /// The Lock Screen card as tall as its content; past the 160 pt the
    /// system shows, the content is dimmed under a red line.
    static func lockScreenPanel(_ laid: ActivitySnapshot.Laid, of snapshot: ActivitySnapshot, appearance: ActivitySnapshot.Appearance) -> Panel {
        let budget = laid.budget
        let overflow = Self.overflows(laid)
        let limit = budget.maxHeight.value
        let height = max(budget.minHeight.value, laid.root.height)
        // `activityBackgroundTint`, else the system's card for the appearance.
        let card = snapshot.backgroundTint.map { tint in (tint.resolved(dark: appearance == .dark).hex, tint.resolved(dark: appearance == .dark).opacity) }
            ?? (appearance == .dark ? ("#1c1c1e", 1) : ("#ffffff", 0.92))
        let ink: Paint = appearance == .dark ? .white : .black
        return Panel(name: laid.presentation.rawValue, width: budget.maxWidth.value, height: height) { canvas, x, y in
            canvas.dark = appearance == .dark
            defer { canvas.dark = true }
            canvas.body.append("<rect x=\"\(canvas.f(x))\" y=\"\(canvas.f(y))\" width=\"\(canvas.f(budget.maxWidth.value))\" height=\"\(canvas.f(min(height, limit)))\" rx=\"22\" fill=\"\(card.0)\" fill-opacity=\"\(canvas.f(card.1))\"/>")
            canvas.body.append("<rect x=\"\(canvas.f(x + 14))\" y=\"\(canvas.f(y + 14))\" width=\"\(canvas.f(budget.maxWidth.value - 28))\" height=\"\(canvas.f(max(0, min(height, limit) - 28)))\" fill=\"none\" stroke=\"#636366\" stroke-dasharray=\"3 3\"/>")
            try canvas.draw(laid.root, dx: x, dy: y, color: ink, red: overflow)
            if height > limit + 0.001 {
                canvas.drawCutOff(x: x, y: y, width: budget.maxWidth.value, height: height, limit: limit)
            }
        }
    }

    /// What of a Lock Screen card lies past the `limit` the system shows:
    /// dimmed, under a red line labelled with the limit.
    private mutating func drawCutOff(x: Double, y: Double, width: Double, height: Double, limit: Double) {
        body.append("<rect x=\"\(f(x))\" y=\"\(f(y + limit))\" width=\"\(f(width))\" height=\"\(f(height - limit))\" fill=\"#f2f2f7\" fill-opacity=\"0.7\"><title>past the \(f(limit)) pt the system shows</title></rect>")
        body.append("<line x1=\"\(f(x))\" y1=\"\(f(y + limit))\" x2=\"\(f(x + width))\" y2=\"\(f(y + limit))\" stroke=\"#ff3b30\" stroke-width=\"1\" stroke-dasharray=\"4 2\"/>")
        notes.append("<text x=\"\(f(x + 4))\" y=\"\(f(y + limit - 3))\" font-family=\"sans-serif\" font-size=\"7\" fill=\"#ff3b30\">\(f(limit)) pt</text>")
    }

    /// The minimal presentation beside the camera's pill.
    static func minimalPanel(_ laid: ActivitySnapshot.Laid, of snapshot: ActivitySnapshot) -> Panel {
        let overflow = Self.overflows(laid)
        let width = laid.budget.maxWidth.value, height = laid.budget.maxHeight.value
        let housing = Self.housing(of: snapshot)
        let spacing = 6.0
        return Panel(name: laid.presentation.rawValue, width: housing + spacing + width, height: height) { canvas, x, y in
            let rtl = snapshot.direction == .rightToLeft
            canvas.camera(rtl ? x + width + spacing : x, y, width: housing, height: height)
            let bubbleX = rtl ? x : x + housing + spacing
            canvas.body.append("<rect x=\"\(canvas.f(bubbleX))\" y=\"\(canvas.f(y))\" width=\"\(canvas.f(width))\" height=\"\(canvas.f(height))\" rx=\"\(canvas.f(height / 2))\" fill=\"#000000\" stroke=\"\(overflow ? "#ff3b30" : snapshot.keylineTint?.resolved(dark: true).hex ?? "#000000")\"/>")
            try canvas.draw(laid.root, dx: bubbleX + (width - laid.root.width) / 2, dy: y + (height - laid.root.height) / 2, color: .white, red: overflow)
        }
    }

    /// The Smart Stack: a platter on the black watch screen, the screen's
    /// own rounded corners 8 pt around it.
    static func watchPanel(_ laid: ActivitySnapshot.Laid, of snapshot: ActivitySnapshot) -> Panel {
        surfacePanel(laid, of: snapshot, surface: Surface(inset: 8, outerRadius: "26.00", outerFill: "#000000", outerTitle: "Apple Watch screen",
                                                           radius: 18, fill: "#2c2c2e", name: "Smart Stack"))
    }

    /// CarPlay: the Live Activity's tile on the dashboard.
    static func carPlayPanel(_ laid: ActivitySnapshot.Laid, of snapshot: ActivitySnapshot) -> Panel {
        surfacePanel(laid, of: snapshot, surface: Surface(inset: 10, outerRadius: "14", outerFill: "#1c1c1e", outerTitle: "CarPlay dashboard",
                                                           radius: 10, fill: "#000000", name: "CarPlay"))
    }

    /// The chrome around a single-surface device's slot (a watch screen,
    /// the CarPlay dashboard): drawn for context, taking no space from the
    /// budget (Apple's published size, docs/BUDGETS.md).
    struct Surface {
        var inset: Double
        /// The chrome's corner radius as the picture writes it (`rx`): the
        /// watch screen's 8 pt beyond the platter's 18.
        var outerRadius: String
        var outerFill: String
        var outerTitle: String
        var radius: Double
        /// The slot's fill without an `activityBackgroundTint`.
        var fill: String
        var name: String
    }

    /// A slot of the budget's size centred in `surface`'s chrome, its
    /// content centred in it, outlined red when over its budget.
    static func surfacePanel(_ laid: ActivitySnapshot.Laid, of snapshot: ActivitySnapshot, surface: Surface) -> Panel {
        let overflow = Self.overflows(laid)
        let width = laid.budget.maxWidth.value, height = laid.budget.maxHeight.value
        let outline = overflow ? "#ff3b30" : "#48484a"
        let inset = surface.inset
        return Panel(name: laid.presentation.rawValue, width: width + 2 * inset, height: height + 2 * inset) { canvas, x, y in
            canvas.body.append("<rect x=\"\(canvas.f(x))\" y=\"\(canvas.f(y))\" width=\"\(canvas.f(width + 2 * inset))\" height=\"\(canvas.f(height + 2 * inset))\" rx=\"\(surface.outerRadius)\" fill=\"\(surface.outerFill)\"><title>\(surface.outerTitle)</title></rect>")
            canvas.body.append("<rect x=\"\(canvas.f(x + inset))\" y=\"\(canvas.f(y + inset))\" width=\"\(canvas.f(width))\" height=\"\(canvas.f(height))\" rx=\"\(Int(surface.radius))\" fill=\"\(snapshot.backgroundTint?.resolved(dark: true).hex ?? surface.fill)\" stroke=\"\(outline)\" stroke-dasharray=\"3 3\"><title>\(surface.name) \(canvas.f(width))×\(canvas.f(height)) pt\(overflow ? ": over its budget" : "")</title></rect>")
            try canvas.draw(laid.root, dx: x + inset + (width - laid.root.width) / 2, dy: y + inset + (height - laid.root.height) / 2, color: .white, red: overflow)
        }
    }

    /// The expanded island: as tall as its regions need, the camera at the
    /// top centre, each region where `ExpandedIslandGeometry` put it (the
    /// model its budget came from), outlined dashed.
    static func expandedPanel(of snapshot: ActivitySnapshot) -> Panel? {
        let expanded = snapshot.presentations.filter { $0.presentation.isExpandedRegion }
        guard !expanded.isEmpty, let geometry = snapshot.expandedGeometry else { return nil }
        let width = geometry.width.value
        let height = geometry.height(around: expanded.compactMap(\.region))
        let keyline = Self.keyline(of: snapshot)
        let rtl = snapshot.direction == .rightToLeft
        return Panel(name: "expanded", width: width, height: height) { canvas, x, y in
            canvas.body.append("<rect x=\"\(canvas.f(x))\" y=\"\(canvas.f(y))\" width=\"\(canvas.f(width))\" height=\"\(canvas.f(height))\" rx=\"\(canvas.f(geometry.cornerRadius.value))\" fill=\"#000000\"\(keyline)/>")
            let camera = geometry.camera
            canvas.camera(x + camera.x, y + camera.y, width: camera.width, height: camera.height)
            for laid in expanded {
                guard let region = laid.region.map({ rtl ? $0.mirrored(in: width) : $0 }) else { continue }
                try canvas.drawRegion(laid, in: region, x: x, y: y, rightToLeft: rtl)
            }
        }
    }

    /// An expanded region's place, dashed (red when over its budget), its
    /// content at the region's leading edge (leading), trailing edge
    /// (trailing) or centred (center, bottom).
    private mutating func drawRegion(_ laid: ActivitySnapshot.Laid, in region: SlotRect, x: Double, y: Double, rightToLeft rtl: Bool) throws {
        let over = Self.overflows(laid)
        body.append("<rect x=\"\(f(x + region.x))\" y=\"\(f(y + region.y))\" width=\"\(f(region.width))\" height=\"\(f(region.height))\" fill=\"none\" stroke=\"\(over ? "#ff3b30" : "#3a3a3c")\" stroke-dasharray=\"2 2\"><title>\(laid.presentation.rawValue)\(over ? ": over its budget" : "")</title></rect>")
        let content = laid.root.width
        let dx: Double
        switch laid.presentation {
        case .expandedLeading: dx = rtl ? region.maxX - content : region.x
        case .expandedTrailing: dx = rtl ? region.x : region.maxX - content
        default: dx = region.x + (region.width - content) / 2
        }
        try draw(laid.root, dx: x + dx, dy: y + region.y, color: .white, red: false)
    }
}
