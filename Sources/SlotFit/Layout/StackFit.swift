/// How a stack shares its length among its children, SwiftUI's way:
/// spacers last, higher layout priorities first, within a priority the less
/// flexible first, each offered an equal share of what is left.
struct StackFit {
    /// The layout the children are placed with (its memo included).
    let layout: ViewLayout
    /// The stack's children shown, groups spliced in.
    let views: [ActivityView]
    let horizontal: Bool
    /// What the stack is offered.
    let proposal: Proposal
    let pinned: Bool
    /// The range of lengths each child can take (its answers to a zero and
    /// an infinite proposal), asked only when needed, once.
    private var ranges: [Int: (min: Double, max: Double)] = [:]

    init(layout: ViewLayout, views: [ActivityView], horizontal: Bool, proposal: Proposal, pinned: Bool) {
        self.layout = layout
        self.views = views
        self.horizontal = horizontal
        self.proposal = proposal
        self.pinned = pinned
    }

    var axis: ViewLayout.Axis { horizontal ? .horizontal : .vertical }

    static func isSpacer(_ view: ActivityView) -> Bool { if case .spacer = view.kind { return true } else { return false } }

    /// A child's length along the stack's axis.
    func along(_ placed: PlacedView?) -> Double { horizontal ? placed?.width ?? 0 : placed?.height ?? 0 }

    /// The stack's proposal with `length` along its axis.
    func proposing(_ length: Double?) -> Proposal {
        horizontal ? Proposal(width: length, height: proposal.height) : Proposal(width: proposal.width, height: length)
    }

    /// Spacers have the lowest priority of all: they get what the others
    /// leave, never more than their minimum before that.
    func priority(_ i: Int) -> Double { Self.isSpacer(views[i]) ? -.infinity : views[i].modifiers.layoutPriority }

    /// The smallest and largest length child `i` takes.
    mutating func range(_ i: Int) throws -> (min: Double, max: Double) {
        if let known = ranges[i] { return known }
        let view = views[i]
        let measured: (min: Double, max: Double)
        if ViewLayout.isRigid(view, axis: axis) {
            let length = along(try layout.place(view, proposing(nil), pinned: pinned, axis: axis))
            measured = (length, length)
        } else {
            let low = along(try layout.place(view, proposing(0), pinned: pinned, axis: axis))
            let high = Self.isSpacer(view) ? .infinity : along(try layout.place(view, proposing(.infinity), pinned: pinned, axis: axis))
            measured = (low, max(low, high))
        }
        ranges[i] = measured
        return measured
    }

    /// No length along the axis: every child takes its ideal size.
    func idealSizes() throws -> [PlacedView?] {
        var sizes = [PlacedView?](repeating: nil, count: views.count)
        for (i, view) in views.enumerated() { sizes[i] = try layout.place(view, proposing(nil), pinned: pinned, axis: axis) }
        return sizes
    }

    /// Fitting order: higher priority first; within a priority the less
    /// flexible first (max − min; among equally flexible the one with the
    /// larger minimum when both are unbounded); ties keep the written order.
    mutating func fittingOrder() throws -> [Int] {
        var order = Array(views.indices)
        for k in 1..<max(1, order.count) {
            var m = k
            while m > 0 {
                let a = order[m - 1], b = order[m]
                guard try comesBefore(b, a) else { break }
                order.swapAt(m - 1, m)
                m -= 1
            }
        }
        return order
    }

    /// Whether child `b` is fitted before child `a`.
    private mutating func comesBefore(_ b: Int, _ a: Int) throws -> Bool {
        if priority(a) != priority(b) { return priority(b) > priority(a) }
        let ra = try range(a), rb = try range(b)
        let da = ra.max - ra.min, db = rb.max - rb.min
        return da == db ? ((db.isInfinite ? -rb.min : 0) < (da.isInfinite ? -ra.min : 0)) : db < da
    }

    /// The children placed in `available` less the `gaps`, priority group
    /// by priority group. What the lower priorities need at least is kept
    /// back from the higher ones, and handed back when their turn comes.
    mutating func sizes(sharing available: Double, gaps: [Double]) throws -> [PlacedView?] {
        var sizes = [PlacedView?](repeating: nil, count: views.count)
        let order = try fittingOrder()
        var left = available - gaps.reduce(0, +)
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
                let placed = try layout.place(views[i], proposing(share), pinned: pinned, axis: axis)
                sizes[i] = placed
                // An infinite offer less an infinite length: keep the offer.
                let taken = along(placed)
                left = (left - taken).isNaN ? left : left - taken
                remaining -= 1
            }
            start = end
        }
        return sizes
    }
}
