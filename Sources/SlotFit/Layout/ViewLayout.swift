import Foundation
import SlotFitStrings
import SlotFitText

/// Lays views out SwiftUI's way: the parent proposes a size, the child
/// answers; stacks give fixed children their size first and share the rest
/// among flexible ones by layout priority; texts fit with the text engine.
///
/// One object per render (a reference: every closure of a stack's layout
/// captured a copy of the whole, resolved strings included).
final class ViewLayout {
    let engine: TextEngine
    /// The renderer's text layouts, shared across its renders.
    let texts: ShardedCache<TextRequest, TextLayout>
    /// The render's resolved strings and conditions (the Resolve stage).
    let resolved: ResolvedContent
    /// The paragraph direction of the locale.
    let direction: LayoutDirection
    /// Texts with their glyph positions (for pictures).
    let includesGlyphs: Bool
    /// Default spacing between stack children (SwiftUI's standard spacing).
    static let defaultSpacing = 8.0
    /// The spacing this layout gives two stacked views when the stack names
    /// none: `defaultSpacing`, or 0 to see whether a finding rests on it
    /// (Apple does not document it; SwiftUI varies it by view type).
    var systemSpacing = ViewLayout.defaultSpacing
    /// The Dynamic Type size the person has set: text styles, custom fonts
    /// and `@ScaledMetric` lengths are drawn at it (clamped by a view's
    /// `.dynamicTypeSize(…)`).
    let dynamicTypeSize: DynamicTypeSize
    /// Layouts already made in this render: stacks ask each child for its
    /// smallest, largest and actual size, so without this a nested stack
    /// lays its leaves out 3^depth times. Room for a render's views from the
    /// start (a Live Activity's few presentations place a few hundred):
    /// growing from empty rehashed every key several times.
    private var placements: [PlacementKey: PlacedView] = Dictionary(minimumCapacity: 256)

    init(engine: TextEngine, texts: ShardedCache<TextRequest, TextLayout>, resolved: ResolvedContent, direction: LayoutDirection, includesGlyphs: Bool = true,
         dynamicTypeSize: DynamicTypeSize = .large) {
        self.engine = engine
        self.dynamicTypeSize = dynamicTypeSize
        self.texts = texts
        self.resolved = resolved
        self.direction = direction
        self.includesGlyphs = includesGlyphs
    }

    /// The Dynamic Type size in effect for a view with modifiers `m`: the
    /// layout's, clamped by the `.dynamicTypeSize(…)` ranges above it.
    func typeSize(_ m: ViewModifiers) -> DynamicTypeSize {
        m.dynamicTypeSizes?.clamp(dynamicTypeSize) ?? dynamicTypeSize
    }

    /// `font` (the body style when `nil`) as drawn in a view with modifiers `m`.
    func drawnFont(_ font: FontSpec?, _ m: ViewModifiers) -> FontSpec {
        (font ?? FontSpec(style: .body)).sized(for: typeSize(m))
    }

    /// Lays out `view` for `proposal`; `nil` when its condition hides it.
    func place(_ view: ActivityView, _ proposal: Proposal, pinned: Bool = false, axis: Axis? = nil) throws -> PlacedView? {
        guard resolved.isShown(view.condition) else { return nil }
        let key = PlacementKey(view: view, proposal: proposal, pinned: pinned, axis: axis)
        if let known = placements[key] { return known }
        let placed: PlacedView
        do {
            placed = try placeUncached(view, proposal, pinned: pinned, axis: axis)
        } catch let error as SlotFitError {
            // The text engine knows no views: name the one it was laying out.
            throw view.location.isKnown ? error.located(at: view.location) : error.within("a view")
        }
        placements[key] = placed
        return placed
    }

    private func placeUncached(_ view: ActivityView, _ proposal: Proposal, pinned: Bool, axis: Axis?) throws -> PlacedView {
        var placed = try framed(view, proposal, pinned: pinned, axis: axis)
        placed.foreground = view.modifiers.foreground
        placed.tint = view.modifiers.tint
        placed.opacity = view.modifiers.opacity
        var result = try decorated(placed, view, pinned: pinned)
        if let position = view.modifiers.position {
            result = positioned(result, at: position, proposal, view: view, pinned: pinned)
        }
        result.unknownModifiers = view.modifiers.unknown
        // The view's own note, else one its layout assumed (a Grid too narrow).
        result.approximated = view.approximated
            ?? resolved.assumption(view.condition).map { "a branch of an if SlotFit could not evaluate (\($0.shortExpression)), shown as if it held" }
            ?? result.approximated
        // An image of an unknown asset in a frame that fixes both sides (a
        // helper's `Image(name)` framed where it is called): the asset's
        // size changes nothing laid out, so nothing rests on it.
        if result.approximated == ActivityView.unknownAssetSize, view.approximated == ActivityView.unknownAssetSize,
           case .image = view.kind, view.modifiers.frame.width != nil, view.modifiers.frame.height != nil {
            result.approximated = nil
        }
        result.approximatedConstruct = view.approximatedConstruct
        if case .geometryReader = view.kind, result.approximatedConstruct == nil { result.approximatedConstruct = .geometryReader }
        // `.clipped()`, `.clipShape(_:)`: the box hides what overflows it.
        if view.modifiers.visualOnly.contains(where: { $0 == "clipped" || $0 == "clipShape" }) { result.clipsContent = true }
        return result
    }

    /// `.position(x:y:)`: the view takes the offer (its content's size on
    /// an axis offered nothing) and its content, laid out for the same
    /// offer, is placed with its centre at the point, from the leading
    /// (top) edge. [A `position(x:y:)`; O `_PositionLayout`: the proposal,
    /// unspecified dimensions fixed at the child's size]
    private func positioned(_ content: PlacedView, at point: ViewModifiers.Position, _ proposal: Proposal, view: ActivityView, pinned: Bool) -> PlacedView {
        let width = proposal.width.map { max(0, $0) } ?? content.width, height = proposal.height.map { max(0, $0) } ?? content.height
        let isPinned = pinned || view.modifiers.layoutDirection == .leftToRight
        let leadingIsLeft = direction == .leftToRight || isPinned
        var box = leaf(.frame, "", width, height)
        box.location = view.location
        box.pinnedLeftToRight = isPinned
        var inner = content
        let centreX = leadingIsLeft ? point.x : width - point.x
        // The content keeps its own `.offset` (drawn moved).
        inner.offset(dx: centreX - content.width / 2, dy: point.y - content.height / 2)
        box.children = [inner]
        return box
    }

    /// `.background(_:)` and `.overlay(_:)`: each decoration is offered the
    /// view's size and centred on it, behind or above; the view's size and
    /// place do not change. [A `background(alignment:content:)`]
    private func decorated(_ placed: PlacedView, _ view: ActivityView, pinned: Bool) throws -> PlacedView {
        let m = view.modifiers
        guard !m.background.isEmpty || !m.overlay.isEmpty else { return placed }
        let isPinned = pinned || m.layoutDirection == .leftToRight
        func decoration(_ decorations: [ActivityView]) throws -> [PlacedView] {
            try decorations.compactMap { decoration in
                guard var laid = try place(decoration, Proposal(width: placed.width, height: placed.height), pinned: isPinned) else { return nil }
                laid.offset(dx: (placed.width - laid.width) / 2, dy: (placed.height - laid.height) / 2)
                return laid
            }
        }
        // The box takes the view's place; the view sits at its origin.
        var box = leaf(.frame, "", placed.width, placed.height)
        box.x = placed.x
        box.y = placed.y
        box.location = view.location
        box.pinnedLeftToRight = isPinned
        var content = placed
        content.x = 0
        content.y = 0
        box.children = try decoration(m.background) + [content] + decoration(m.overlay)
        return box
    }

    private func framed(_ view: ActivityView, _ proposal: Proposal, pinned: Bool, axis: Axis?) throws -> PlacedView {
        // Lengths read from a `@ScaledMetric` at the size in effect (fonts
        // are sized where texts are laid out).
        let m = view.modifiers.scaledFields.isEmpty ? view.modifiers : view.modifiers.sized(for: typeSize(view.modifiers))
        let isPinned = pinned || m.layoutDirection == .leftToRight
        // Padding (outermost): the proposal less the insets (more, for
        // negative ones); the size is the content's plus the insets.
        let pad = m.padding
        var inner = proposal
        if let w = inner.width { inner.width = w.isInfinite ? w : max(0, w - pad.leading - pad.trailing) }
        if let h = inner.height { inner.height = h.isInfinite ? h : max(0, h - pad.top - pad.bottom) }
        // The frame: what it proposes to its content and its own size, as
        // SwiftUI's fixed and flexible frames do (docs/LAYOUT.md).
        let frame = m.frame
        var contentProposal = Proposal(width: frame.childProposal(inner.width, axis: .horizontal),
                                       height: frame.childProposal(inner.height, axis: .vertical))
        // `.fixedSize()` (innermost): the content takes its ideal size on
        // the axes it names, whatever is offered.
        if m.fixedSize.horizontal { contentProposal.width = nil }
        if m.fixedSize.vertical { contentProposal.height = nil }
        // `.aspectRatio(_:contentMode:)` on a view that is not an image or a
        // shape (those size themselves): the content is offered the size
        // with the ratio inside (fit) or over (fill) the offer — the ratio
        // of its ideal size when none is given — and takes what it chooses.
        if let aspect = m.aspectRatio, Self.takesAspectRatioFromOutside(view) {
            var natural = (width: 1.0, height: 1.0)
            if aspect.ratio == nil {
                let ideal = try content(view, Proposal(width: nil, height: nil), pinned: isPinned, axis: axis)
                natural = (ideal.width, ideal.height)
            }
            let sized = aspect.size(offered: contentProposal.finite, natural: natural)
            if contentProposal.width != nil || contentProposal.height != nil {
                contentProposal = Proposal(width: sized.width, height: sized.height)
            }
        }
        var placed = try content(view, contentProposal, pinned: isPinned, axis: axis)
        // A `.modified` wrapper keeps what its content was pinned to.
        placed.pinnedLeftToRight = isPinned || placed.pinnedLeftToRight
        placed.proposedWidth = contentProposal.width
        let width = frame.size(proposed: inner.width, child: placed.width, childProposal: contentProposal.width, axis: .horizontal)
        let height = frame.size(proposed: inner.height, child: placed.height, childProposal: contentProposal.height, axis: .vertical)
        // The content placed in its frame by the frame's alignment, then the padding.
        let outerWidth = width + pad.leading + pad.trailing, outerHeight = height + pad.top + pad.bottom
        placed.location = view.location
        let visualOffset = (dx: m.offset.x * (direction == .rightToLeft && !isPinned ? -1 : 1), dy: m.offset.y)
        guard outerWidth != placed.width || outerHeight != placed.height else {
            placed.offset(dx: visualOffset.dx, dy: visualOffset.dy)
            return placed
        }
        let leadingIsLeft = direction == .leftToRight || isPinned
        let freeX = width - placed.width, freeY = height - placed.height
        let dx: Double
        switch frame.alignment.horizontal {
        case .leading: dx = leadingIsLeft ? 0 : freeX
        case .trailing: dx = leadingIsLeft ? freeX : 0
        case .center: dx = freeX / 2
        }
        let dy: Double
        switch frame.alignment.vertical {
        case .top: dy = 0
        case .bottom: dy = freeY
        case .firstTextBaseline, .lastTextBaseline, .center: dy = freeY / 2
        }
        placed.offset(dx: dx + (leadingIsLeft ? pad.leading : pad.trailing), dy: dy + pad.top)
        if placed.children.isEmpty && placed.kind != .spacer {
            // A text, timer or image keeps its own box; the frame and padding
            // around it become a box of their own.
            var box = leaf(.frame, "", outerWidth, outerHeight)
            box.location = view.location
            box.pinnedLeftToRight = isPinned
            box.children = [placed]
            box.offset(dx: visualOffset.dx, dy: visualOffset.dy)
            return box
        }
        // A stack's box is the frame's, its children stay where they are
        // (their places are relative to it: they take its move).
        for index in placed.children.indices { placed.children[index].offset(dx: placed.x, dy: placed.y) }
        placed.x = 0
        placed.y = 0
        placed.width = outerWidth
        placed.height = outerHeight
        // `.offset(x:y:)` moves what is drawn, never the layout around it.
        placed.offset(dx: visualOffset.dx, dy: visualOffset.dy)
        return placed
    }

    func leaf(_ kind: PlacedKind, _ label: String, _ width: Double, _ height: Double, text: TextLayout? = nil) -> PlacedView {
        PlacedView(kind: kind, label: label, location: .unknown, x: 0, y: 0, width: width, height: height, proposedWidth: nil,
                   measuredWidth: text == nil ? nil : width, text: text, reservedText: nil, children: [], pinnedLeftToRight: false)
    }

    /// A stack's main axis, for the spacers in it.
    enum Axis: Hashable { case horizontal, vertical }

    /// `true` when a view's size along `axis` is the same whatever the
    /// stack proposes along it: images, fixed frames, and texts, timers and
    /// stacks of such views vertically (a text's height follows its width).
    static func isRigid(_ view: ActivityView, axis: Axis) -> Bool {
        // `.position` (outside the view's frame) takes whatever is offered.
        if view.modifiers.position != nil { return false }
        let frame = view.modifiers.frame
        if axis == .horizontal, frame.width != nil { return true }
        if axis == .vertical, frame.height != nil { return true }
        if axis == .horizontal, frame.maxWidth != nil || frame.minWidth != nil { return false }
        if axis == .vertical, frame.maxHeight != nil || frame.minHeight != nil { return false }
        switch view.kind {
        case .image: return true
        case .spacer: return false
        case .text, .timer, .label, .concatenated: return axis == .vertical
        case .divider: return true
        case .shape, .viewThatFits, .geometryReader: return false
        case .progress(let spec):
            return [.circular, .accessoryCircular, .accessoryCircularCapacity].contains(spec.style) || axis == .vertical
        case .hstack(_, _, let content), .vstack(_, _, let content), .zstack(_, let content), .group(let content), .grid(_, _, _, let content):
            return content.allSatisfy { isRigid($0, axis: axis) }
        case .modified(let inner):
            return isRigid(inner, axis: axis)
        }
    }

    /// Whether `.aspectRatio` sizes the view's offer (views other than
    /// images and shapes, which apply the ratio to themselves).
    static func takesAspectRatioFromOutside(_ view: ActivityView) -> Bool {
        switch view.kind {
        case .image, .shape: return false
        default: return true
        }
    }

    /// A label's title: a text with the label's modifiers, where the label is.
    static func title(of label: ActivityView, key: String, arguments: [TextArgument]) -> ActivityView {
        var title = ActivityView(.text(key: key, arguments: arguments), modifiers: label.modifiers, location: label.location)
        title.table = label.table
        title.bundle = label.bundle
        // `Label(driverName, systemImage:)`: a String title is shown as it is.
        title.lookup = label.lookup
        title.showsStringValue = label.showsStringValue
        return title
    }

    /// A `Group`'s views take its place in the stack around it, each under
    /// the group's condition and its own, and each with the group's layout
    /// modifiers and priority (SwiftUI applies a group's modifiers to each
    /// of its views). [A `Group`]
    static func splicingGroups(_ content: [ActivityView]) -> [ActivityView] {
        content.flatMap { view -> [ActivityView] in
            guard case .group(let inner) = view.kind else { return [view] }
            let layer = view.modifiers.layoutLayer
            return splicingGroups(inner).map { child in
                var copy = child
                if let condition = view.condition { copy.condition = copy.condition.map { condition.and($0) } ?? condition }
                guard layer != ViewModifiers() || view.modifiers.layoutPriority != 0 else { return copy }
                var wrapper = ActivityView(.modified(copy), modifiers: layer, condition: copy.condition, location: copy.location)
                wrapper.modifiers.layoutPriority = view.modifiers.layoutPriority != 0 ? view.modifiers.layoutPriority : copy.modifiers.layoutPriority
                return wrapper
            }
        }
    }
}

/// What a render's layouts are remembered by: the view, the proposal and
/// the environment.
struct PlacementKey: Hashable {
    var view: ActivityView
    var proposal: Proposal
    var pinned: Bool
    var axis: ViewLayout.Axis?

    /// The view's shallow hash (`ActivityView.hash(into:)`) with the proposal.
    func hash(into hasher: inout Hasher) {
        hasher.combine(view)
        hasher.combine(proposal)
        hasher.combine(pinned)
        hasher.combine(axis)
    }
}
