import SlotFitText

extension ViewLayout {
    /// A `ZStack`: its children one over the other, as wide as the widest
    /// and as tall as the tallest (or as their baselines lined up need).
    func zstack(_ alignment: Alignment, _ content: [ActivityView], _ proposal: Proposal, pinned: Bool) throws -> PlacedView {
        var children: [PlacedView] = []
        // A Group's views are the ZStack's own, as in an H/VStack.
        for child in Self.splicingGroups(content) { if let placed = try place(child, proposal, pinned: pinned) { children.append(placed) } }
        let width = children.map(\.width).max() ?? 0
        // Vertically: edges, centre, or the children's baselines lined up.
        let baselines = children.map { child -> Double in
            switch alignment.vertical {
            case .firstTextBaseline: return child.baseline(first: true, childrenRelative: true)
            case .lastTextBaseline: return child.baseline(first: false, childrenRelative: true)
            default: return 0
            }
        }
        let line = baselines.max() ?? 0
        let byBaseline = alignment.vertical == .firstTextBaseline || alignment.vertical == .lastTextBaseline
        var height = 0.0
        for (child, baseline) in zip(children, baselines) { height = max(height, byBaseline ? line - baseline + child.height : child.height) }
        let leadingIsLeft = direction == .leftToRight || pinned
        for (i, baseline) in baselines.enumerated() {
            let free = width - children[i].width
            let dx: Double
            switch alignment.horizontal {
            case .leading: dx = leadingIsLeft ? 0 : free
            case .trailing: dx = leadingIsLeft ? free : 0
            case .center: dx = free / 2
            }
            let dy: Double
            switch alignment.vertical {
            case .top: dy = 0
            case .bottom: dy = height - children[i].height
            case .center: dy = (height - children[i].height) / 2
            case .firstTextBaseline, .lastTextBaseline: dy = line - baseline
            }
            children[i].offset(dx: dx, dy: dy)
        }
        var placed = leaf(.zstack, "", width, height)
        placed.children = children
        return placed
    }
}
