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
    /// Layouts already made in this render: stacks ask each child for its
    /// smallest, largest and actual size, so without this a nested stack
    /// lays its leaves out 3^depth times. Room for a render's views from the
    /// start (a Live Activity's few presentations place a few hundred):
    /// growing from empty rehashed every key several times.
    private var placements: [PlacementKey: PlacedView] = Dictionary(minimumCapacity: 256)

    init(engine: TextEngine, texts: ShardedCache<TextRequest, TextLayout>, resolved: ResolvedContent, direction: LayoutDirection, includesGlyphs: Bool = true) {
        self.engine = engine
        self.texts = texts
        self.resolved = resolved
        self.direction = direction
        self.includesGlyphs = includesGlyphs
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
        result.unknownModifiers = view.modifiers.unknown
        result.approximated = view.approximated
        return result
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
        let m = view.modifiers
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

    private func leaf(_ kind: PlacedKind, _ label: String, _ width: Double, _ height: Double, text: TextLayout? = nil) -> PlacedView {
        PlacedView(kind: kind, label: label, location: .unknown, x: 0, y: 0, width: width, height: height, proposedWidth: nil,
                   measuredWidth: text == nil ? nil : width, text: text, reservedText: nil, children: [], pinnedLeftToRight: false)
    }

    /// A stack's main axis, for the spacers in it.
    enum Axis: Hashable { case horizontal, vertical }

    private func content(_ view: ActivityView, _ proposal: Proposal, pinned: Bool, axis: Axis?) throws -> PlacedView {
        let m = view.modifiers
        switch view.kind {
        case .text:
            let text = try resolved.text(view)
            let key = text.key
            let layout = try layoutText(request(text.text, m, proposal, pinned: pinned))
            var height = layout.height
            if let reserved = m.reservedLines, layout.lines.count < reserved, let line = layout.lines.first {
                // `reservesSpace`: the height of the lower bound's lines, even when fewer show.
                height += Double(reserved - layout.lines.count) * line.height
            }
            var placed = leaf(.text, key, layout.width, height, text: layout)
            placed.unmeasuredVariants = m.unmeasuredVariants
            placed.multilineTextAlignment = m.multilineTextAlignment ?? .leading
            placed.fontDesign = m.fontDesign
            placed.monospacedDigits = m.monospacedDigit
            placed.shownLocalization = text.shownLocalization
            placed.missingKey = text.missingKey
            placed.textArguments = text.argumentStrings
            placed.standIn = resolved.standIn(view)
            placed.verbatimReason = text.verbatimReason
            return placed
        case .timer(let spec):
            let timer = try resolved.timer(view)
            // A running timer reserves the widest text it can show; the
            // verdict is the reserved text's, the visible text the current.
            let reservedLayout = try layoutText(request(timer.reserved ?? timer.shown, m, proposal, pinned: pinned))
            var shown = try layoutText(request(timer.shown, m, proposal, pinned: pinned, scale: reservedLayout.scale))
            if timer.reserved != nil {
                shown.verdict = reservedLayout.verdict.showsAllText ? shown.verdict : reservedLayout.verdict
            }
            // A stand-in timer is named by its Swift expression.
            let standIn = resolved.standIn(view)
            var placed = leaf(.timer, standIn.map { $0.expression.isEmpty ? spec.seconds : $0.expression } ?? spec.seconds, reservedLayout.width, reservedLayout.height, text: shown)
            placed.standIn = standIn
            placed.fontDesign = m.fontDesign
            placed.monospacedDigits = m.monospacedDigit
            placed.reservedText = timer.reserved
            if case .scaled = reservedLayout.verdict { placed.text?.verdict = reservedLayout.verdict; placed.text?.scale = reservedLayout.scale }
            return placed
        case .image(let symbol, let width, let height) where m.resizable || (m.aspectRatio != nil && (width > 0 || height > 0)):
            // `resizable()`: the offered size (its own when offered nothing),
            // kept to the aspect ratio when one is set (`scaledToFit`…).
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
        case .image(let symbol, let width, let height):
            if width == 0 && height == 0 {
                // An SF Symbol without a size takes its font's (scaled by `imageScale`).
                let side = (m.imageScale ?? .medium).side(pointSize: (m.font ?? FontSpec(style: .body)).size)
                return leaf(.image, symbol, side, side)
            }
            return leaf(.image, symbol, width, height)
        case .spacer(let minLength):
            // A spacer takes what its stack offers along the stack's axis,
            // at least its minimum length (the system spacing, 8 pt, when
            // none is given).
            let least = minLength ?? Self.defaultSpacing
            func along(_ offered: Double?) -> Double { offered.map { $0.isFinite ? max(least, $0) : least } ?? least }
            return axis == .vertical ? leaf(.spacer, "", 0, along(proposal.height)) : leaf(.spacer, "", along(proposal.width), 0)
        case .label(let key, let arguments, let symbol, let iconSize):
            let icon = ActivityView(.image(symbol: symbol, width: iconSize, height: iconSize), location: view.location)
            let title = Self.title(of: view, key: key, arguments: arguments)
            // `.labelStyle(_:)`: which parts show.
            let style = m.labelStyle ?? .titleAndIcon
            let parts = style == .iconOnly ? [icon] : style == .titleOnly ? [title] : [icon, title]
            var placed = try stack(horizontal: true, spacing: 6, alignment: .vertical(.center), parts, proposal, pinned: pinned)
            placed.kind = .label
            placed.label = key
            return placed
        case .shape(let shape, let fill):
            // A shape fills what it is offered; offered nothing, it is
            // 10 × 10 (SwiftUI's ideal size for shapes).
            var width = Proposal.filling(proposal.width), height = Proposal.filling(proposal.height)
            if let aspect = m.aspectRatio {
                // `.aspectRatio(r, contentMode:)` on a shape: its own ratio is 1 (10 × 10).
                (width, height) = aspect.size(offered: proposal.finite, natural: (10 * (aspect.ratio ?? 1), 10))
            }
            if case .circle = shape { let side = min(width, height); width = side; height = side }
            var placed = leaf(PlacedKind(shape), fill?.name ?? "", width, height)
            placed.fill = fill ?? m.foreground
            return placed
        case .divider:
            // A hairline across the stack's axis (1 pt, assumed), as long as
            // offered along the other (10 pt when offered nothing).
            return axis == .horizontal ? leaf(.divider, "", 1, Proposal.filling(proposal.height)) : leaf(.divider, "", Proposal.filling(proposal.width), 1)
        case .progress(let spec):
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
        case .group(let content):
            // Alone (not spliced into a stack): stacked vertically, as a root is.
            return try stack(horizontal: false, spacing: nil, alignment: .horizontal(.center), content, proposal, pinned: pinned)
        case .viewThatFits(let horizontal, let vertical, let content):
            // The first child whose ideal size fits the offer on the
            // constrained axes; else the last.
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
        case .concatenated(let parts):
            return try concatenation(view, parts, proposal, pinned: pinned)
        case .modified(let inner):
            // `ModifiedContent`: the content laid out for what this view's
            // own modifiers offer it; they then add theirs (`framed`).
            return try place(inner, proposal, pinned: pinned, axis: axis) ?? leaf(.frame, "", 0, 0)
        case .hstack(let spacing, let alignment, let content):
            return try stack(horizontal: true, spacing: spacing, alignment: .vertical(alignment), content, proposal, pinned: pinned)
        case .vstack(let spacing, let alignment, let content):
            return try stack(horizontal: false, spacing: spacing, alignment: .horizontal(alignment), content, proposal, pinned: pinned)
        case .zstack(let alignment, let content):
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

    /// `Text + Text`: the parts' strings as one text, each part a span
    /// with its own font, digits and tracking; a running timer part
    /// reserves its widest text, as a timer alone does.
    private func concatenation(_ view: ActivityView, _ parts: [ActivityView], _ proposal: Proposal, pinned: Bool) throws -> PlacedView {
        let m = view.modifiers
        var shown: [String] = [], reserved: [String] = [], keys: [String] = [], arguments: [String] = []
        var shownLocalization: String? = nil
        var missingKey: [String]? = nil
        var standIn: StandIn? = nil
        var verbatimReason: String? = nil
        var hasTimer = false
        for part in parts where resolved.isShown(part.condition) {
            standIn = standIn ?? resolved.standIn(part)
            switch part.kind {
            case .timer(let spec):
                let timer = try resolved.timer(part)
                shown.append(timer.shown)
                reserved.append(timer.reserved ?? timer.shown)
                keys.append(spec.seconds)
                hasTimer = hasTimer || timer.reserved != nil
            default:
                let text = try resolved.text(part)
                shown.append(text.text)
                reserved.append(text.text)
                keys.append(text.key)
                arguments += text.argumentStrings
                if shownLocalization == nil, text.shownLocalization != nil { verbatimReason = text.verbatimReason }
                shownLocalization = shownLocalization ?? text.shownLocalization
                missingKey = missingKey ?? text.missingKey
            }
        }
        let visible = parts.filter { resolved.isShown($0.condition) }
        func spanned(_ strings: [String], scale: Double? = nil) -> TextRequest {
            var whole = request(strings.joined(), m, proposal, pinned: pinned, scale: scale)
            whole.spans = zip(strings, visible).map { string, part in
                var font = part.modifiers.font ?? m.font ?? FontSpec(style: .body)
                if let scale, scale < 1 { font = FontSpec(size: font.size * scale, weight: font.weight) }
                return TextSpan(length: string.utf16.count, font: font, monospacedDigits: part.modifiers.monospacedDigit,
                                tracking: part.modifiers.tracking ?? 0)
            }
            if let first = whole.spans.first { whole.font = first.font }
            return whole
        }
        let reservedLayout = try layoutText(spanned(reserved))
        var layout = reservedLayout
        if hasTimer {
            layout = try layoutText(spanned(shown, scale: reservedLayout.scale))
            if !reservedLayout.verdict.showsAllText { layout.verdict = reservedLayout.verdict }
            if case .scaled = reservedLayout.verdict { layout.verdict = reservedLayout.verdict; layout.scale = reservedLayout.scale }
        }
        var height = reservedLayout.height
        if let lines = m.reservedLines, reservedLayout.lines.count < lines, let line = reservedLayout.lines.first {
            height += Double(lines - reservedLayout.lines.count) * line.height
        }
        var placed = leaf(.text, keys.joined(separator: " + "), reservedLayout.width, height, text: layout)
        placed.unmeasuredVariants = m.unmeasuredVariants
        placed.multilineTextAlignment = m.multilineTextAlignment ?? .leading
        placed.fontDesign = m.fontDesign
        placed.monospacedDigits = visible.contains { $0.modifiers.monospacedDigit }
        placed.shownLocalization = shownLocalization
        placed.missingKey = missingKey
        placed.textArguments = arguments
        placed.reservedText = hasTimer ? reserved.joined() : nil
        placed.standIn = standIn
        placed.verbatimReason = verbatimReason
        return placed
    }

    /// The engine's layout of a request, once per renderer.
    private func layoutText(_ request: TextRequest) throws -> TextLayout {
        try texts.value(request) { try engine.layout(request) }
    }

    private func request(_ text: String, _ m: ViewModifiers, _ proposal: Proposal, pinned: Bool, scale: Double? = nil) -> TextRequest {
        var font = m.font ?? FontSpec(style: .body)
        if let scale, scale < 1 { font = FontSpec(size: font.size * scale, weight: font.weight) }
        var request = TextRequest(text, locale: resolved.locale, font: font, monospacedDigits: m.monospacedDigit, tracking: m.tracking ?? 0,
                                  // A text never shows more lines than fit the proposed height
                                  // (the last one truncates), nor more than 10,000 pt.
                                  width: proposal.width.flatMap { $0.isFinite ? max($0, 0.01) : nil },
                                  height: proposal.height.flatMap { $0.isFinite ? max($0, 0.01) : nil },
                                  lineLimit: m.lineLimit, minimumScaleFactor: scale == nil ? m.minimumScaleFactor ?? 1 : 1,
                                  truncationMode: m.truncationMode ?? .tail, layoutDirection: direction, pinnedLeftToRight: pinned)
        request.includesGlyphs = includesGlyphs
        return request
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
        case .text, .timer, .label, .concatenated: return axis == .vertical
        case .divider: return true
        case .shape, .viewThatFits: return false
        case .progress(let spec):
            return [.circular, .accessoryCircular, .accessoryCircularCapacity].contains(spec.style) || axis == .vertical
        case .hstack(_, _, let content), .vstack(_, _, let content), .zstack(_, let content), .group(let content):
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

    /// SwiftUI's stack layout along one axis.
    /// How a stack lines its children up across its axis.
    enum CrossAlignment { case vertical(VerticalAlignment), horizontal(HorizontalAlignment) }

    private func stack(horizontal: Bool, spacing: Double?, alignment: CrossAlignment, _ content: [ActivityView], _ proposal: Proposal,
                       pinned: Bool) throws -> PlacedView {
        let views = Self.splicingGroups(content).filter { resolved.isShown($0.condition) }
        let axis: Axis = horizontal ? .horizontal : .vertical
        let available = horizontal ? proposal.width : proposal.height
        func isSpacer(_ view: ActivityView) -> Bool { if case .spacer = view.kind { return true } else { return false } }
        // The distance before each child: the stack's spacing when given;
        // otherwise the system's 8 pt between two views and none next to a
        // spacer (a spacer's own minimum length is the gap).
        let gaps = views.indices.map { i -> Double in
            guard i > 0 else { return 0 }
            if let spacing { return spacing }
            return isSpacer(views[i - 1]) || isSpacer(views[i]) ? 0 : systemSpacing
        }
        var sizes = [PlacedView?](repeating: nil, count: views.count)
        func along(_ placed: PlacedView?) -> Double { horizontal ? placed?.width ?? 0 : placed?.height ?? 0 }
        func proposing(_ length: Double?) -> Proposal {
            horizontal ? Proposal(width: length, height: proposal.height) : Proposal(width: proposal.width, height: length)
        }
        if let available {
            // Spacers have the lowest priority of all: they get what the
            // others leave, never more than their minimum before that.
            func priority(_ i: Int) -> Double { isSpacer(views[i]) ? -.infinity : views[i].modifiers.layoutPriority }
            // The range of lengths each child can take (its answers to a zero
            // and an infinite proposal), asked only when needed, once.
            var ranges: [Int: (min: Double, max: Double)] = [:]
            func range(_ i: Int) throws -> (min: Double, max: Double) {
                if let known = ranges[i] { return known }
                let view = views[i]
                let measured: (min: Double, max: Double)
                if Self.isRigid(view, axis: axis) {
                    let length = along(try place(view, proposing(nil), pinned: pinned, axis: axis))
                    measured = (length, length)
                } else {
                    let low = along(try place(view, proposing(0), pinned: pinned, axis: axis))
                    let high = isSpacer(view) ? .infinity : along(try place(view, proposing(.infinity), pinned: pinned, axis: axis))
                    measured = (low, max(low, high))
                }
                ranges[i] = measured
                return measured
            }
            // Fitting order: higher priority first; within a priority the
            // less flexible first (max − min; among equally flexible the one
            // with the larger minimum when both are unbounded); ties keep the
            // written order.
            var order = Array(views.indices)
            for k in 1..<max(1, order.count) {
                var m = k
                while m > 0 {
                    let a = order[m - 1], b = order[m]
                    let before: Bool
                    if priority(a) != priority(b) {
                        before = priority(b) > priority(a)
                    } else {
                        let ra = try range(a), rb = try range(b)
                        let da = ra.max - ra.min, db = rb.max - rb.min
                        before = da == db ? ((db.isInfinite ? -rb.min : 0) < (da.isInfinite ? -ra.min : 0)) : db < da
                    }
                    guard before else { break }
                    order.swapAt(m - 1, m)
                    m -= 1
                }
            }
            var left = available - gaps.reduce(0, +)
            // What the lower priorities need at least is kept back from the
            // higher ones, and handed back when their turn comes.
            var start = 0
            while start < order.count {
                let groupPriority = priority(order[start])
                var end = start
                while end < order.count, priority(order[end]) == groupPriority { end += 1 }
                if start == 0 {
                    for k in end..<order.count { left -= try range(order[k]).min }
                } else {
                    for k in start..<end { left += try range(order[k]).min }
                }
                var remaining = end - start
                for k in start..<end {
                    let i = order[k]
                    let share = max(left / Double(remaining), 0)
                    let placed = try place(views[i], proposing(share), pinned: pinned, axis: axis)
                    sizes[i] = placed
                    // An infinite offer less an infinite length: keep the offer.
                    let taken = along(placed)
                    left = (left - taken).isNaN ? left : left - taken
                    remaining -= 1
                }
                start = end
            }
        } else {
            // No length along the axis: every child takes its ideal size.
            for (i, view) in views.enumerated() { sizes[i] = try place(view, proposing(nil), pinned: pinned, axis: axis) }
        }
        var children = sizes.compactMap { $0 }
        // Baseline alignment: each child's baseline from its top, all on
        // the lowest one.
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
        // The gaps of the children shown (a hidden child has no gap).
        let shownGaps = views.indices.filter { sizes[$0] != nil }.enumerated().map { $0.offset == 0 ? 0 : gaps[$0.element] }
        var cursor = 0.0
        // Right-to-left layouts mirror horizontal stacks, unless pinned.
        let mirrored = horizontal && direction == .rightToLeft && !pinned
        let main = children.map { horizontal ? $0.width : $0.height }.reduce(0, +) + shownGaps.reduce(0, +)
        for i in children.indices {
            cursor += shownGaps[i]
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
            cursor += along
        }
        var placed = leaf(horizontal ? .hstack : .vstack, "", horizontal ? main : cross, horizontal ? cross : main)
        placed.children = children
        return placed
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
