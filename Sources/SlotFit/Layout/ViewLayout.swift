import SlotFitStrings
import SlotFitText

/// Lays views out SwiftUI's way: the parent proposes a size, the child
/// answers; stacks give fixed children their size first and share the rest
/// among flexible ones by layout priority; texts fit with the text engine.
struct ViewLayout {
    let engine: TextEngine
    /// The renderer's text layouts, shared across its renders.
    let texts: Memo<TextRequest, TextLayout>
    let strings: TextSource
    /// The paragraph direction of the locale.
    let direction: LayoutDirection
    /// Default spacing between stack children (SwiftUI's standard spacing).
    static let defaultSpacing = 8.0
    /// Layouts already made in this render: stacks ask each child for its
    /// smallest, largest and actual size, so without this a nested stack
    /// lays its leaves out 3^depth times.
    let memo = LayoutMemo()

    /// Lays out `view` for `proposal`; `nil` when its condition hides it.
    func place(_ view: ActivityView, _ proposal: Proposal, pinned: Bool = false, axis: Axis? = nil) throws -> PlacedView? {
        if let condition = view.condition, !strings.condition(condition) { return nil }
        let key = LayoutMemo.Key(view: view, proposal: proposal, pinned: pinned, axis: axis)
        if let known = memo.table[key] { return known }
        let placed: PlacedView
        do {
            placed = try placeUncached(view, proposal, pinned: pinned, axis: axis)
        } catch let error as TextError {
            // The text engine knows no views: name the one it was laying out.
            throw ManifestError(message: "\(view.location.isEmpty ? "a view" : view.location): \(error.message)")
        }
        memo.table[key] = placed
        return placed
    }

    private func placeUncached(_ view: ActivityView, _ proposal: Proposal, pinned: Bool, axis: Axis?) throws -> PlacedView {
        let m = view.modifiers
        let isPinned = pinned || m.layoutDirection == .leftToRight
        // Padding, then the frame, around the content.
        let pad = m.padding
        var inner = proposal
        if let w = inner.width { inner.width = max(0, w - pad.leading - pad.trailing) }
        if let h = inner.height { inner.height = max(0, h - pad.top - pad.bottom) }
        let frame = m.frame
        var contentProposal = inner
        if let width = frame.width { contentProposal.width = max(0, width - pad.leading - pad.trailing) } else {
            if let w = contentProposal.width {
                var clamped = w
                if let minWidth = frame.minWidth { clamped = max(clamped, minWidth) }
                if let maxWidth = frame.maxWidth, maxWidth.isFinite { clamped = min(clamped, maxWidth) }
                contentProposal.width = clamped
            } else if let maxWidth = frame.maxWidth, maxWidth.isFinite, frame.minWidth == nil {
                contentProposal.width = nil
            }
        }
        if let height = frame.height { contentProposal.height = height }
        var placed = try content(view, contentProposal, pinned: isPinned, axis: axis)
        placed.pinnedLeftToRight = isPinned
        placed.proposedWidth = contentProposal.width
        // The frame's own size.
        var width = placed.width, height = placed.height
        if let fixed = frame.width { width = fixed } else {
            if let minWidth = frame.minWidth { width = max(width, minWidth) }
            if let maxWidth = frame.maxWidth {
                width = maxWidth.isInfinite ? max(width, inner.width ?? width) : min(width, maxWidth)
            }
        }
        if let fixed = frame.height { height = fixed } else {
            if let minHeight = frame.minHeight { height = max(height, minHeight) }
            if let maxHeight = frame.maxHeight, maxHeight.isInfinite { height = max(height, inner.height ?? height) }
        }
        // Centre the content in its frame, then add the padding.
        let outerWidth = width + pad.leading + pad.trailing, outerHeight = height + pad.top + pad.bottom
        placed.location = view.location
        guard outerWidth != placed.width || outerHeight != placed.height else { return placed }
        placed.offset(dx: (width - placed.width) / 2 + pad.leading, dy: (height - placed.height) / 2 + pad.top)
        if placed.children.isEmpty && placed.kind != "spacer" {
            // A text, timer or image keeps its own box; the frame and padding
            // around it become a box of their own.
            var box = leaf("frame", "", outerWidth, outerHeight)
            box.location = view.location
            box.pinnedLeftToRight = isPinned
            box.children = [placed]
            return box
        }
        // A stack's box is the frame's, its children stay where they are.
        placed.x = 0
        placed.y = 0
        placed.width = outerWidth
        placed.height = outerHeight
        return placed
    }

    private func leaf(_ kind: String, _ label: String, _ width: Double, _ height: Double, text: TextLayout? = nil) -> PlacedView {
        PlacedView(kind: kind, label: label, location: "", x: 0, y: 0, width: width, height: height, proposedWidth: nil,
                   measuredWidth: text == nil ? nil : width, text: text, reservedText: nil, children: [], pinnedLeftToRight: false)
    }

    /// A stack's main axis, for the spacers in it.
    enum Axis: Hashable { case horizontal, vertical }

    private func content(_ view: ActivityView, _ proposal: Proposal, pinned: Bool, axis: Axis?) throws -> PlacedView {
        let m = view.modifiers
        switch view.kind {
        case .text(var key, let arguments):
            if let field = view.keyField, case .string(let value)? = strings.value(field) { key = value }
            let text = try strings.text(key: key, arguments: arguments, location: view.location)
            let layout = try layoutText(request(text, m, proposal, pinned: pinned))
            var placed = leaf("text", key, layout.width, layout.height, text: layout)
            placed.fontDesign = m.fontDesign
            placed.monospacedDigits = m.monospacedDigit
            placed.shownLocalization = strings.untranslated(key)
            placed.textArguments = try arguments.compactMap { argument in
                if case .string(let value) = try strings.argument(argument) { return value } else { return nil }
            }
            return placed
        case .timer(let spec):
            let timer = try strings.timer(spec, location: view.location)
            // A running timer reserves the widest text it can show; the
            // verdict is the reserved text's, the visible text the current.
            let reservedLayout = try layoutText(request(timer.reserved ?? timer.shown, m, proposal, pinned: pinned))
            var shown = try layoutText(request(timer.shown, m, proposal, pinned: pinned, scale: reservedLayout.scale))
            if timer.reserved != nil {
                shown.verdict = reservedLayout.verdict.showsAllText ? shown.verdict : reservedLayout.verdict
            }
            var placed = leaf("timer", spec.seconds, reservedLayout.width, reservedLayout.height, text: shown)
            placed.fontDesign = m.fontDesign
            placed.monospacedDigits = m.monospacedDigit
            placed.reservedText = timer.reserved
            if case .scaled = reservedLayout.verdict { placed.text?.verdict = reservedLayout.verdict; placed.text?.scale = reservedLayout.scale }
            return placed
        case .image(let symbol, let width, let height):
            return leaf("image", symbol, width, height)
        case .spacer(let minLength):
            // A spacer takes what its stack offers along the stack's axis.
            let least = minLength ?? 0
            func along(_ offered: Double?) -> Double { offered.map { $0.isFinite ? max(least, $0) : least } ?? least }
            return axis == .vertical ? leaf("spacer", "", 0, along(proposal.height)) : leaf("spacer", "", along(proposal.width), 0)
        case .label(let key, let arguments, let symbol, let iconSize):
            let icon = ActivityView(.image(symbol: symbol, width: iconSize, height: iconSize), location: view.location)
            let title = ActivityView(.text(key: key, arguments: arguments), modifiers: m, location: view.location)
            var placed = try stack(horizontal: true, spacing: 6, alignment: .vertical(.center), [icon, title], proposal, pinned: pinned)
            placed.kind = "label"
            placed.label = key
            return placed
        case .hstack(let spacing, let alignment, let content):
            return try stack(horizontal: true, spacing: spacing ?? Self.defaultSpacing, alignment: .vertical(alignment), content, proposal, pinned: pinned)
        case .vstack(let spacing, let alignment, let content):
            return try stack(horizontal: false, spacing: spacing ?? Self.defaultSpacing, alignment: .horizontal(alignment), content, proposal, pinned: pinned)
        case .zstack(let alignment, let content):
            var children: [PlacedView] = []
            for child in content { if let placed = try place(child, proposal, pinned: pinned) { children.append(placed) } }
            let width = children.map(\.width).max() ?? 0
            // Vertically: edges, centre, or the children's baselines lined up.
            let baselines = children.map { child -> Double in
                switch alignment.vertical {
                case .firstTextBaseline: return child.baseline(first: true)
                case .lastTextBaseline: return child.baseline(first: false)
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
            var placed = leaf("zstack", "", width, height)
            placed.children = children
            return placed
        }
    }

    /// The engine's layout of a request, once per renderer.
    private func layoutText(_ request: TextRequest) throws -> TextLayout {
        try texts.value(request) { try engine.layout(request) }
    }

    private func request(_ text: String, _ m: ViewModifiers, _ proposal: Proposal, pinned: Bool, scale: Double? = nil) -> TextRequest {
        var font = m.font ?? FontSpec(style: .body)
        if let scale, scale < 1 { font = FontSpec(size: font.size * scale, weight: font.weight) }
        return TextRequest(text, locale: strings.locale, font: font, monospacedDigits: m.monospacedDigit,
                           width: proposal.width.flatMap { $0.isFinite ? max($0, 0.01) : nil }, height: nil,
                           lineLimit: m.lineLimit, minimumScaleFactor: scale == nil ? m.minimumScaleFactor : 1,
                           truncationMode: m.truncationMode, layoutDirection: direction, pinnedLeftToRight: pinned)
    }

    /// `true` when a view's size along `axis` is the same whatever the
    /// stack proposes along it: images, fixed frames, and texts, timers and
    /// stacks of such views vertically (a text's height follows its width).
    static func isRigid(_ view: ActivityView, axis: Axis) -> Bool {
        let frame = view.modifiers.frame
        if axis == .horizontal, frame.width != nil { return true }
        if axis == .vertical, frame.height != nil { return true }
        if axis == .horizontal, frame.maxWidth != nil || frame.minWidth != nil { return false }
        if axis == .vertical, frame.maxHeight != nil || frame.minHeight != nil { return false }
        switch view.kind {
        case .image: return true
        case .spacer: return false
        case .text, .timer, .label: return axis == .vertical
        case .hstack(_, _, let content), .vstack(_, _, let content), .zstack(_, let content):
            return content.allSatisfy { isRigid($0, axis: axis) }
        }
    }

    /// SwiftUI's stack layout along one axis.
    /// How a stack lines its children up across its axis.
    enum CrossAlignment { case vertical(VerticalAlignment), horizontal(HorizontalAlignment) }

    private func stack(horizontal: Bool, spacing: Double, alignment: CrossAlignment, _ content: [ActivityView], _ proposal: Proposal,
                       pinned: Bool) throws -> PlacedView {
        let views = content.filter { view in view.condition.map { strings.condition($0) } ?? true }
        let axis: Axis = horizontal ? .horizontal : .vertical
        let available = horizontal ? proposal.width : proposal.height
        var sizes = [PlacedView?](repeating: nil, count: views.count)
        if let available {
            // Flexibility: the range of sizes each child can take.
            var ranges: [(index: Int, priority: Double, min: Double, max: Double)] = []
            for (i, view) in views.enumerated() {
                if Self.isRigid(view, axis: axis) {
                    // Its size along the axis does not depend on what the
                    // stack offers: one layout tells min and max.
                    let placed = try place(view, horizontal ? Proposal(width: nil, height: proposal.height) : Proposal(width: proposal.width, height: nil), pinned: pinned, axis: axis)
                    let size = horizontal ? placed?.width ?? 0 : placed?.height ?? 0
                    ranges.append((i, view.modifiers.layoutPriority, size, size))
                    continue
                }
                let small = try place(view, horizontal ? Proposal(width: 0, height: proposal.height) : Proposal(width: proposal.width, height: 0), pinned: pinned, axis: axis)
                let large = try place(view, horizontal ? Proposal(width: .infinity, height: proposal.height) : Proposal(width: proposal.width, height: .infinity), pinned: pinned, axis: axis)
                let lo = horizontal ? small?.width ?? 0 : small?.height ?? 0
                var hi = horizontal ? large?.width ?? 0 : large?.height ?? 0
                if case .spacer = view.kind { hi = .infinity }
                ranges.append((i, view.modifiers.layoutPriority, lo, max(lo, hi)))
            }
            var remaining = available - spacing * Double(max(0, views.count - 1))
            let priorities = Set(ranges.map(\.priority)).sorted(by: >)
            func isSpacer(_ index: Int) -> Bool { if case .spacer = views[index].kind { return true } else { return false } }
            for priority in priorities {
                // Least flexible first; spacers last: the others never give
                // them a share beyond their minimum lengths, and they split
                // what is left equally (the largest minimum first).
                let group = ranges.filter { $0.priority == priority }.sorted {
                    let a = isSpacer($0.index), b = isSpacer($1.index)
                    return (a ? 1 : 0, a ? -$0.min : $0.max - $0.min, $0.index) < (b ? 1 : 0, b ? -$1.min : $1.max - $1.min, $1.index)
                }
                let reservedForLower = ranges.filter { $0.priority < priority }.map(\.min).reduce(0, +)
                var left = remaining - reservedForLower
                var count = group.filter { !isSpacer($0.index) }.count
                var spacers = group.count - count
                let spacerMinimum = group.filter { isSpacer($0.index) }.map(\.min).reduce(0, +)
                for entry in group {
                    let spacer = isSpacer(entry.index)
                    let share = spacer ? max(0, left / Double(spacers)) : max(0, (left - spacerMinimum) / Double(max(1, count)))
                    if spacer { spacers -= 1 } else { count -= 1 }
                    let view = views[entry.index]
                    let placed = try place(view, horizontal ? Proposal(width: share, height: proposal.height) : Proposal(width: proposal.width, height: share), pinned: pinned, axis: axis)
                    sizes[entry.index] = placed
                    let used = horizontal ? placed?.width ?? 0 : placed?.height ?? 0
                    left -= used
                    remaining -= used
                }
            }
        } else {
            for (i, view) in views.enumerated() { sizes[i] = try place(view, proposal, pinned: pinned, axis: axis) }
        }
        var children = sizes.compactMap { $0 }
        // Baseline alignment: each child's baseline from its top, all on
        // the lowest one.
        var baselines: [Double]? = nil
        if case .vertical(let vertical) = alignment, vertical == .firstTextBaseline || vertical == .lastTextBaseline {
            baselines = children.map { $0.baseline(first: vertical == .firstTextBaseline) }
        }
        let line = baselines?.max() ?? 0
        var cross = 0.0
        for (i, child) in children.enumerated() {
            let extent: Double = horizontal ? (baselines.map { line - $0[i] } ?? 0) + child.height : child.width
            cross = max(cross, extent)
        }
        var cursor = 0.0
        // Right-to-left layouts mirror horizontal stacks, unless pinned.
        let mirrored = horizontal && direction == .rightToLeft && !pinned
        let main = children.map { horizontal ? $0.width : $0.height }.reduce(0, +) + spacing * Double(max(0, children.count - 1))
        for i in children.indices {
            let along = horizontal ? children[i].width : children[i].height
            let across = horizontal ? children[i].height : children[i].width
            let position = mirrored ? main - cursor - along : cursor
            let crossOffset: Double
            let rightToLeft = direction == .rightToLeft && !pinned
            switch alignment {
            case .horizontal(.leading): crossOffset = rightToLeft ? cross - across : 0
            case .horizontal(.trailing): crossOffset = rightToLeft ? 0 : cross - across
            case .vertical(.top): crossOffset = 0
            case .vertical(.bottom): crossOffset = cross - across
            case .vertical(.firstTextBaseline), .vertical(.lastTextBaseline): crossOffset = line - (baselines?[i] ?? 0)
            case .horizontal(.center), .vertical(.center): crossOffset = (cross - across) / 2
            }
            children[i].offset(dx: horizontal ? position : crossOffset, dy: horizontal ? crossOffset : position)
            cursor += along + spacing
        }
        var placed = leaf(horizontal ? "hstack" : "vstack", "", horizontal ? main : cross, horizontal ? cross : main)
        placed.children = children
        return placed
    }
}

/// The layouts of one render, by view, proposal and environment.
final class LayoutMemo {
    struct Key: Hashable {
        var view: ActivityView
        var proposal: Proposal
        var pinned: Bool
        var axis: ViewLayout.Axis?
    }
    var table: [Key: PlacedView] = [:]
}
