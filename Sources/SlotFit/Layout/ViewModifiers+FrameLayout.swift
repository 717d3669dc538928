/// SwiftUI's frames, one axis at a time (docs/LAYOUT.md, "Frames"): what a
/// frame proposes to its content, and the size it takes.
extension ViewModifiers.Frame {
    enum Axis { case horizontal, vertical }

    private func values(_ axis: Axis) -> (fixed: Double?, min: Double?, ideal: Double?, max: Double?) {
        axis == .horizontal ? (width, minWidth, idealWidth, maxWidth) : (height, minHeight, idealHeight, maxHeight)
    }

    /// What the content is offered: the fixed length; else the proposal
    /// (or, unspecified, the ideal length) clamped to the frame's minimum
    /// and maximum; unspecified when there is neither.
    func childProposal(_ proposed: Double?, axis: Axis) -> Double? {
        let v = values(axis)
        if let fixed = v.fixed { return fixed }
        guard let length = proposed ?? v.ideal else { return nil }
        return Swift.min(Swift.max(length, v.min ?? -.infinity), v.max ?? .infinity)
    }

    /// The frame's length: the fixed length; with a proposal and both a
    /// minimum and a maximum, the proposal clamped to them; without a
    /// proposal, the ideal length when given; otherwise from the content —
    /// clamped to min and max, or with one bound only, the content or the
    /// proposal (a `maxWidth: .infinity` frame fills what it is offered).
    func size(proposed: Double?, child: Double, childProposal: Double?, axis: Axis) -> Double {
        let v = values(axis)
        if let fixed = v.fixed { return fixed }
        if let proposed, let low = v.min, let high = v.max, low <= high {
            return Swift.min(Swift.max(proposed, low), high)
        }
        if proposed == nil, let ideal = v.ideal { return ideal }
        switch (v.min, v.max) {
        case let (low?, high?) where low <= high: return Swift.min(Swift.max(low, child), high)
        // An infinite offer gives an infinite length: that is how a stack
        // learns a `maxWidth: .infinity` frame is as flexible as can be (it
        // offers infinity only to ask, never to place).
        case let (low?, nil): return Swift.max(Swift.min(childProposal ?? .infinity, child), low)
        case let (nil, high?): return Swift.min(Swift.max(childProposal ?? -.infinity, child), high)
        default: return child
        }
    }
}
