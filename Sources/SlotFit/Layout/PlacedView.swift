import SlotFitText

/// A view after layout: its size, its position in the presentation, and for
/// texts and timers the text engine's verdict.
public struct PlacedView: Sendable, Hashable {
    /// What the view is, for reports: "text", "timer", "image", "hstack"….
    public var kind: String
    /// A short description: the key, the symbol, the timer's field.
    public var label: String
    /// Where the view is written (manifest file:line).
    public var location: String
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    /// The width proposed to the view, if any.
    public var proposedWidth: Double?
    /// For texts and timers: the width the text itself takes (a running
    /// timer: the reserved text's), before frames and padding.
    public var measuredWidth: Double?
    /// For texts and timers: the layout of the text shown.
    public var text: TextLayout?
    /// For timers: the text the running timer reserves room for.
    public var reservedText: String?
    /// Laid out children, in logical order.
    public var children: [PlacedView]
    /// `true` under a pinned left-to-right environment.
    public var pinnedLeftToRight: Bool
    /// The font design asked for (`rounded`…), when not the default.
    public var fontDesign: String? = nil
    /// `monospacedDigit()`: measured with tabular figures.
    public var monospacedDigits = false

    /// Every view of the subtree, depth first.
    public var flattened: [PlacedView] { [self] + children.flatMap(\.flattened) }

    mutating func offset(dx: Double, dy: Double) {
        x += dx
        y += dy
        for i in children.indices { children[i].offset(dx: dx, dy: dy) }
    }
}
