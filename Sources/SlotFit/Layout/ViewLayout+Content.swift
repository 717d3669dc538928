import SlotFitStrings
import SlotFitText

extension ViewLayout {
    /// The view itself laid out for `proposal`, without its frame, padding
    /// and decorations (`framed` adds those): one function per kind.
    func content(_ view: ActivityView, _ proposal: Proposal, pinned: Bool, axis: Axis?) throws -> PlacedView {
        let m = view.modifiers
        switch view.kind {
        case .text:
            return try text(view, proposal, pinned: pinned)
        case .timer(let spec):
            return try timer(view, spec, proposal, pinned: pinned)
        case .image(let symbol, let width, let height) where m.resizable || (m.aspectRatio != nil && (width > 0 || height > 0)):
            return resizedImage(m, symbol, width, height, proposal)
        case .image(let symbol, let width, let height):
            return image(m, symbol, width, height)
        case .spacer(let minLength):
            return spacer(minLength, proposal, axis: axis)
        case .label(let key, let arguments, let symbol, let iconSize):
            return try label(view, key: key, arguments: arguments, symbol: symbol, iconSize: iconSize, proposal, pinned: pinned)
        case .shape(let shape, let fill):
            return self.shape(m, shape, fill, proposal)
        case .divider:
            // A hairline across the stack's axis (1 pt, assumed), as long as
            // offered along the other (10 pt when offered nothing).
            return axis == .horizontal ? leaf(.divider, "", 1, Proposal.filling(proposal.height)) : leaf(.divider, "", Proposal.filling(proposal.width), 1)
        case .progress(let spec):
            return progress(view, spec, proposal)
        case .group(let content):
            // Alone (not spliced into a stack): stacked vertically, as a root is.
            return try stack(horizontal: false, spacing: nil, alignment: .horizontal(.center), content, proposal, pinned: pinned)
        case .viewThatFits(let horizontal, let vertical, let content):
            return try viewThatFits(horizontal: horizontal, vertical: vertical, content, proposal, pinned: pinned, axis: axis)
        case .geometryReader(let content):
            return try geometryReader(content, proposal, pinned: pinned)
        case .concatenated(let parts):
            return try concatenation(view, parts, proposal, pinned: pinned)
        case .modified(let inner):
            // `ModifiedContent`: the content laid out for what this view's
            // own modifiers offer it; they then add theirs (`framed`).
            return try place(inner, proposal, pinned: pinned, axis: axis) ?? leaf(.frame, "", 0, 0)
        case .hstack(let spacing, let alignment, let content):
            return try stack(horizontal: true, spacing: m.scaledSpacing(spacing, at: typeSize(m)), alignment: .vertical(alignment), content, proposal, pinned: pinned)
        case .vstack(let spacing, let alignment, let content):
            return try stack(horizontal: false, spacing: m.scaledSpacing(spacing, at: typeSize(m)), alignment: .horizontal(alignment), content, proposal, pinned: pinned)
        case .zstack(let alignment, let content):
            return try zstack(alignment, content, proposal, pinned: pinned)
        case .grid(let horizontalSpacing, let verticalSpacing, let alignment, let rows):
            return try grid(horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing, alignment: alignment, rows, proposal, pinned: pinned)
        }
    }

    /// `resizable()`: the offered size (its own when offered nothing),
    /// kept to the aspect ratio when one is set (`scaledToFit`…).
    private func resizedImage(_ m: ViewModifiers, _ symbol: String, _ width: Double, _ height: Double, _ proposal: Proposal) -> PlacedView {
        let offered = proposal.finite
        guard let aspect = m.aspectRatio else {
            var placed = leaf(.image, symbol, offered.width ?? width, offered.height ?? height)
            placed.isResized = true
            return placed
        }
        let size = aspect.size(offered: offered, natural: (width, height))
        var placed = leaf(.image, symbol, size.width, size.height)
        placed.isResized = true
        return placed
    }

    /// An image of its own size; an SF Symbol without a size takes its
    /// font's (scaled by `imageScale`).
    private func image(_ m: ViewModifiers, _ symbol: String, _ width: Double, _ height: Double) -> PlacedView {
        if width == 0 && height == 0 {
            let side = (m.imageScale ?? .medium).side(pointSize: drawnFont(m.font, m).size)
            return leaf(.image, symbol, side, side)
        }
        return leaf(.image, symbol, width, height)
    }

    /// A spacer takes what its stack offers along the stack's axis, at
    /// least its minimum length (the system spacing, 8 pt, when none is
    /// given).
    private func spacer(_ minLength: Double?, _ proposal: Proposal, axis: Axis?) -> PlacedView {
        let least = minLength ?? Self.defaultSpacing
        func along(_ offered: Double?) -> Double { offered.map { $0.isFinite ? max(least, $0) : least } ?? least }
        return axis == .vertical ? leaf(.spacer, "", 0, along(proposal.height)) : leaf(.spacer, "", along(proposal.width), 0)
    }

    /// A label: its icon and title side by side, or the one
    /// `.labelStyle(_:)` shows.
    private func label(_ view: ActivityView, key: String, arguments: [TextArgument], symbol: String, iconSize: Double, _ proposal: Proposal, pinned: Bool) throws -> PlacedView {
        let icon = ActivityView(.image(symbol: symbol, width: iconSize, height: iconSize), location: view.location)
        let title = Self.title(of: view, key: key, arguments: arguments)
        let style = view.modifiers.labelStyle ?? .titleAndIcon
        let parts = style == .iconOnly ? [icon] : style == .titleOnly ? [title] : [icon, title]
        var placed = try stack(horizontal: true, spacing: 6, alignment: .vertical(.center), parts, proposal, pinned: pinned)
        placed.kind = .label
        placed.label = key
        return placed
    }

    /// A shape fills what it is offered; offered nothing, it is 10 × 10
    /// (SwiftUI's ideal size for shapes).
    private func shape(_ m: ViewModifiers, _ shape: ShapeKind, _ fill: ColorValue?, _ proposal: Proposal) -> PlacedView {
        var width = Proposal.filling(proposal.width), height = Proposal.filling(proposal.height)
        if let aspect = m.aspectRatio {
            // `.aspectRatio(r, contentMode:)` on a shape: its own ratio is 1 (10 × 10).
            (width, height) = aspect.size(offered: proposal.finite, natural: (10 * (aspect.ratio ?? 1), 10))
        }
        // A circle is the largest square inside; an ellipse, like the
        // other shapes, the whole offer.
        if case .circle = shape { let side = min(width, height); width = side; height = side }
        var placed = leaf(PlacedKind(shape), fill?.name ?? "", width, height)
        placed.fill = fill ?? m.foreground
        placed.shapePaint = m.shapePaint
        if case .roundedRectangle(let radius) = shape { placed.cornerRadius = radius }
        return placed
    }

    /// `GeometryReader`: the whole offer, unspecified axes 10 pt (Apple's
    /// `ProposedViewSize.replacingUnspecifiedDimensions()`); its content is
    /// offered that size and placed at the top leading corner, one view over
    /// the other. [A `GeometryReader`: "returns a flexible preferred size to
    /// its parent layout"]
    private func geometryReader(_ content: [ActivityView], _ proposal: Proposal, pinned: Bool) throws -> PlacedView {
        let width = Proposal.filling(proposal.width), height = Proposal.filling(proposal.height)
        var placed = leaf(.geometryReader, "", width, height)
        // Offered infinity (a stack asking how flexible it is), the content
        // is not laid out: only the answer counts.
        guard width.isFinite, height.isFinite else { return placed }
        let leadingIsLeft = direction == .leftToRight || pinned
        for child in Self.splicingGroups(content) {
            guard var laid = try place(child, Proposal(width: width, height: height), pinned: pinned) else { continue }
            if !leadingIsLeft { laid.offset(dx: width - laid.width, dy: 0) }
            placed.children.append(laid)
        }
        return placed
    }

    /// A progress view or gauge, of the size of its style, its fraction as its label.
    private func progress(_ view: ActivityView, _ spec: ProgressSpec, _ proposal: Proposal) -> PlacedView {
        var placed = progressBox(view, spec, proposal)
        placed.progressStyle = spec.style
        return placed
    }

    /// A progress view's or gauge's box, its fraction as its label.
    private func progressBox(_ view: ActivityView, _ spec: ProgressSpec, _ proposal: Proposal) -> PlacedView {
        let fraction = resolved.progress(view)
        let label = FixedPoint.string(fraction, decimals: 3)
        switch spec.style {
        case .accessoryCircular, .accessoryCircularCapacity:
            // A Gauge's accessory ring: 44 × 44 pt (assumed).
            var gauge = leaf(.gauge, label, 44, 44)
            gauge.label = label
            return gauge
        case .accessoryLinear, .accessoryLinearCapacity, .linearCapacity:
            // A Gauge's bar: as wide as offered, 6 pt tall (assumed).
            return leaf(.gauge, label, Proposal.filling(proposal.width), 6)
        case .linear:
            // As wide as offered (the bar's ideal is its minimum, 10 pt,
            // assumed), 4 pt tall (UIKit's bar, assumed).
            return leaf(.progressView, label, Proposal.filling(proposal.width), 4)
        case .circular:
            // The system ring: 20 × 20 pt (UIKit's medium activity
            // indicator, assumed).
            return leaf(.progressView, label, 20, 20)
        }
    }

    /// `ViewThatFits`: the first child whose ideal size fits the offer on
    /// the constrained axes; else the last.
    private func viewThatFits(horizontal: Bool, vertical: Bool, _ content: [ActivityView], _ proposal: Proposal, pinned: Bool, axis: Axis?) throws -> PlacedView {
        let shown = content.filter { resolved.isShown($0.condition) }
        for (index, child) in shown.enumerated() {
            let ideal = Proposal(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
            guard let size = try place(child, ideal, pinned: pinned, axis: axis) else { continue }
            let fitsWidth = !horizontal || size.width <= (proposal.width ?? .infinity) + 0.001
            let fitsHeight = !vertical || size.height <= (proposal.height ?? .infinity) + 0.001
            if (fitsWidth && fitsHeight) || index == shown.count - 1 {
                let placed = try place(child, proposal, pinned: pinned, axis: axis) ?? leaf(.viewThatFits, "", 0, 0)
                var box = leaf(.viewThatFits, "choice \(index + 1) of \(shown.count)", placed.width, placed.height)
                box.children = [placed]
                return box
            }
        }
        return leaf(.viewThatFits, "", 0, 0)
    }
}
