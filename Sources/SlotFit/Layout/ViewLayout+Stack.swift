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
        return arranged(sizes, views: views, gaps: gaps, horizontal: horizontal, alignment: alignment, pinned: pinned)
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
    /// lined up across the axis on their alignment guides.
    private func arranged(_ sizes: [PlacedView?], views: [ActivityView], gaps: [Double], horizontal: Bool, alignment: CrossAlignment, pinned: Bool) -> PlacedView {
        let shown = sizes.indices.filter { sizes[$0] != nil }
        var children = shown.map { sizes[$0]! }
        let guide: AlignmentGuide.Guide
        switch alignment {
        case .vertical(let vertical): guide = AlignmentGuide.Guide(vertical)
        case .horizontal(let horizontal): guide = AlignmentGuide.Guide(horizontal)
        }
        let across = Self.lineUp(children, views: shown.map { views[$0] }, on: guide)
        // The gaps of the children shown (a hidden child has no gap).
        let shownGaps = shown.enumerated().map { $0.offset == 0 ? 0 : gaps[$0.element] }
        var cursor = 0.0
        // Right-to-left layouts mirror horizontal stacks, unless pinned;
        // a vertical stack's children line up from the right.
        let rightToLeft = direction == .rightToLeft && !pinned
        let mirrored = horizontal && rightToLeft
        let main = children.map { horizontal ? $0.width : $0.height }.reduce(0, +) + shownGaps.reduce(0, +)
        for i in children.indices {
            cursor += shownGaps[i]
            let along = horizontal ? children[i].width : children[i].height
            let position = mirrored ? main - cursor - along : cursor
            var crossOffset = across.offsets[i]
            if !horizontal && rightToLeft { crossOffset = across.extent - crossOffset - children[i].width }
            children[i].offset(dx: horizontal ? position : crossOffset, dy: horizontal ? crossOffset : position)
            cursor += along
        }
        var placed = leaf(horizontal ? .hstack : .vstack, "", horizontal ? main : across.extent, horizontal ? across.extent : main)
        placed.children = children
        return placed
    }

    /// Children lined up across an axis on one guide (SwiftUI's alignment):
    /// each child's guide — its `.alignmentGuide` value, else the default
    /// (leading and top 0, centre half, trailing and bottom the whole
    /// length, a baseline its first or last text line's) — at one line;
    /// the offsets from the leading (top) edge and the extent they cover.
    /// [A `alignmentGuide(_:computeValue:)`, `ViewDimensions`]
    static func lineUp(_ children: [PlacedView], views: [ActivityView], on guide: AlignmentGuide.Guide) -> (offsets: [Double], extent: Double) {
        let horizontalGuide = [.leading, .horizontalCenter, .trailing].contains(guide)
        let values = zip(children, views).map { child, view -> Double in
            if let explicit = explicitGuide(view, guide) { return explicit.evaluate(width: child.width, height: child.height) }
            switch guide {
            case .leading, .top: return 0
            case .horizontalCenter: return child.width / 2
            case .verticalCenter: return child.height / 2
            case .trailing: return child.width
            case .bottom: return child.height
            case .firstTextBaseline: return child.baseline(first: true, childrenRelative: true)
            case .lastTextBaseline: return child.baseline(first: false, childrenRelative: true)
            }
        }
        let line = values.max() ?? 0
        let offsets = values.map { line - $0 }
        let extent = zip(children, offsets).map { $1 + (horizontalGuide ? $0.width : $0.height) }.max() ?? 0
        return (offsets, extent)
    }

    /// The view's own `.alignmentGuide` for `guide`, or one written inside
    /// the layout modifiers wrapping it.
    static func explicitGuide(_ view: ActivityView, _ guide: AlignmentGuide.Guide) -> GuideValue? {
        if let own = view.modifiers.alignmentGuides.last(where: { $0.guide == guide }) { return own.value }
        if case .modified(let inner) = view.kind { return explicitGuide(inner, guide) }
        return nil
    }
}
