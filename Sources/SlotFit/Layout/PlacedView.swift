import SlotFitText

/// A view after layout: its size, its position in the presentation, and for
/// texts and timers the text engine's verdict.
public struct PlacedView: Sendable, Hashable {
    /// What the view is (its raw value names it in snapshots).
    public var kind: PlacedKind
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
    public var fontDesign: FontDesign? = nil
    /// `monospacedDigit()`: measured with tabular figures.
    public var monospacedDigits = false
    /// For a text whose key has no value in the localization: the
    /// localization whose text shows instead (the development language).
    public var shownLocalization: String? = nil
    /// For a text whose key the catalog lacks (iOS shows the key itself):
    /// the catalog's closest keys.
    public var missingKey: [String]? = nil
    /// For a text: the string values of its arguments, as formatted.
    public var textArguments: [String] = []
    /// For a shape or colour: its fill, for pictures.
    public var fill: ColorValue? = nil
    /// The text colour (`foregroundStyle`), for pictures.
    public var foreground: ColorValue? = nil
    /// The tint of progress views and gauges (`.tint`, inherited), for pictures.
    public var tint: ColorValue? = nil
    /// `.opacity(_:)` on this view, for pictures.
    public var opacity: Double? = nil
    /// Text variants measured with the profile's regular faces.
    public var unmeasuredVariants: [String] = []
    /// Where a text's lines sit in its box (pictures).
    public var multilineTextAlignment: HorizontalAlignment = .leading
    /// Modifiers of the view SlotFit does not know (laid out as if absent).
    public var unknownModifiers: [String] = []
    /// For a stand-in of a view read from Swift source that SlotFit could
    /// not model: what it assumed.
    public var approximated: String? = nil

    /// Every view of the subtree, depth first (into one array: building one
    /// per level copied each view once for every level above it).
    public var flattened: [PlacedView] {
        var all: [PlacedView] = []
        func visit(_ view: PlacedView) {
            all.append(view)
            for child in view.children { visit(child) }
        }
        visit(self)
        return all
    }

    /// The first (or last) text baseline, from the view's top: a text's
    /// first (last) line's baseline, a container's first (last) child's
    /// that has text; a view without text has its bottom edge as its
    /// baseline, as SwiftUI's default alignment guide does.
    public func baseline(first: Bool) -> Double {
        if let text, let line = first ? text.lines.first : text.lines.last {
            let above = first ? 0 : text.lines.dropLast().map(\.height).reduce(0, +)
            // The line box centres the glyphs' ascent and descent.
            return (y + (height - text.height) / 2 - y) + above + (line.height - line.ascent - line.descent) / 2 + line.ascent
        }
        let ordered = first ? children : children.reversed()
        if let child = ordered.first(where: { $0.containsText }) {
            return child.y - y + child.baseline(first: first)
        }
        return height
    }

    /// `true` when the view or one below it shows text.
    var containsText: Bool { text != nil || children.contains { $0.containsText } }

    mutating func offset(dx: Double, dy: Double) {
        x += dx
        y += dy
        for i in children.indices { children[i].offset(dx: dx, dy: dy) }
    }
}
