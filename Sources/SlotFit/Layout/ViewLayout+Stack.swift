import SlotFitText

extension ViewLayout {
    /// How a stack lines its children up across its axis.
    enum CrossAlignment { case vertical(VerticalAlignment), horizontal(HorizontalAlignment) }

    /// SwiftUI's stack layout along one axis: the children's lengths shared
    /// out (`StackFit`), then each placed along the axis and across it.
    func stack(horizontal: Bool, spacing: Double?, alignment: CrossAlignment, _ content: [ActivityView], _ proposal: Proposal,
               pinned: Bool) throws -> PlacedView {
        let views = Self.splicingGroups(content).filter { resolved.isShown($0.condition) }
        var fit = StackFit(layout: self, views: views, horizontal: horizontal, proposal: proposal, pinned: pinned)
        let gaps = stackGaps(views, spacing: spacing)
        let available = horizontal ? proposal.width : proposal.height
        let sizes: [PlacedView?]
        if let available {
            sizes = try fit.sizes(sharing: available, gaps: gaps)
        } else {
            sizes = try fit.idealSizes()
        }
        return arranged(sizes, gaps: gaps, horizontal: horizontal, alignment: alignment, pinned: pinned)
    }

    /// The distance before each child: the stack's spacing when given;
    /// otherwise the system's 8 pt between two views and none next to a
    /// spacer (a spacer's own minimum length is the gap).
    private func stackGaps(_ views: [ActivityView], spacing: Double?) -> [Double] {
        views.indices.map { i -> Double in
            guard i > 0 else { return 0 }
            if let spacing { return spacing }
            return StackFit.isSpacer(views[i - 1]) || StackFit.isSpacer(views[i]) ? 0 : systemSpacing
        }
    }

    /// The stack's box: the children shown (`sizes` not `nil`) one after
    /// the other with their gaps, mirrored right to left unless pinned, and
    /// lined up across the axis.
    private func arranged(_ sizes: [PlacedView?], gaps: [Double], horizontal: Bool, alignment: CrossAlignment, pinned: Bool) -> PlacedView {
        var children = sizes.compactMap { $0 }
        let (baselines, line, cross) = crossExtent(children, horizontal: horizontal, alignment: alignment)
        // The gaps of the children shown (a hidden child has no gap).
        let shownGaps = sizes.indices.filter { sizes[$0] != nil }.enumerated().map { $0.offset == 0 ? 0 : gaps[$0.element] }
        var cursor = 0.0
        // Right-to-left layouts mirror horizontal stacks, unless pinned.
        let mirrored = horizontal && direction == .rightToLeft && !pinned
        let main = children.map { horizontal ? $0.width : $0.height }.reduce(0, +) + shownGaps.reduce(0, +)
        for i in children.indices {
            cursor += shownGaps[i]
            let along = horizontal ? children[i].width : children[i].height
            let across = horizontal ? children[i].height : children[i].width
            let position = mirrored ? main - cursor - along : cursor
            let crossOffset = self.crossOffset(alignment, cross: cross, across: across, line: line, baseline: baselines?[i], pinned: pinned)
            children[i].offset(dx: horizontal ? position : crossOffset, dy: horizontal ? crossOffset : position)
            cursor += along
        }
        var placed = leaf(horizontal ? .hstack : .vstack, "", horizontal ? main : cross, horizontal ? cross : main)
        placed.children = children
        return placed
    }

    /// The stack's extent across its axis, with each child's baseline from
    /// its top and the lowest of them (`line`) when the children are lined
    /// up by their baselines (all on the lowest one).
    private func crossExtent(_ children: [PlacedView], horizontal: Bool, alignment: CrossAlignment) -> (baselines: [Double]?, line: Double, cross: Double) {
        var baselines: [Double]? = nil
        if case .vertical(let vertical) = alignment, vertical == .firstTextBaseline || vertical == .lastTextBaseline {
            baselines = children.map { $0.baseline(first: vertical == .firstTextBaseline, childrenRelative: true) }
        }
        let line = baselines?.max() ?? 0
        var cross = 0.0
        for (i, child) in children.enumerated() {
            let extent: Double = horizontal ? (baselines.map { line - $0[i] } ?? 0) + child.height : child.width
            cross = max(cross, extent)
        }
        return (baselines, line, cross)
    }

    /// Where a child of extent `across` sits across a stack `cross` long.
    private func crossOffset(_ alignment: CrossAlignment, cross: Double, across: Double, line: Double, baseline: Double?, pinned: Bool) -> Double {
        let rightToLeft = direction == .rightToLeft && !pinned
        switch alignment {
        case .horizontal(.leading): return rightToLeft ? cross - across : 0
        case .horizontal(.trailing): return rightToLeft ? 0 : cross - across
        case .vertical(.top): return 0
        case .vertical(.bottom): return cross - across
        case .vertical(.firstTextBaseline), .vertical(.lastTextBaseline): return line - (baseline ?? 0)
        case .horizontal(.center), .vertical(.center): return (cross - across) / 2
        }
    }
}
