import SlotFitText

extension ViewLayout {
    /// A `ZStack`: its children one over the other, lined up on both axes
    /// by the alignment's guides (their `.alignmentGuide` values, or the
    /// defaults: edges, centre, text baselines); as large as the lined-up
    /// children cover.
    func zstack(_ alignment: Alignment, _ content: [ActivityView], _ proposal: Proposal, pinned: Bool) throws -> PlacedView {
        var children: [PlacedView] = []
        var views: [ActivityView] = []
        // A Group's views are the ZStack's own, as in an H/VStack.
        for child in Self.splicingGroups(content) {
            if let placed = try place(child, proposal, pinned: pinned) { children.append(placed); views.append(child) }
        }
        let across = Self.lineUp(children, views: views, on: AlignmentGuide.Guide(alignment.horizontal))
        let down = Self.lineUp(children, views: views, on: AlignmentGuide.Guide(alignment.vertical))
        let leadingIsLeft = direction == .leftToRight || pinned
        for i in children.indices {
            let dx = leadingIsLeft ? across.offsets[i] : across.extent - across.offsets[i] - children[i].width
            children[i].offset(dx: dx, dy: down.offsets[i])
        }
        var placed = leaf(.zstack, "", across.extent, down.extent)
        placed.children = children
        return placed
    }
}
