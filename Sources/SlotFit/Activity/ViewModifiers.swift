import SlotFitText

/// The SwiftUI modifiers SlotFit understands, with SwiftUI's defaults.
public struct ViewModifiers: Sendable, Hashable {
    /// `.font(...)`.
    public var font: FontSpec?
    /// `.fontDesign(_:)` / `.font(.system(…, design:))`: `rounded`,
    /// `monospaced`, `serif`. The font profile decides the faces; the default
    /// profile has no rounded or serif cut, so it measures with its own and
    /// the snapshot names the design asked for.
    public var fontDesign: FontDesign?
    /// `.monospacedDigit()`.
    public var monospacedDigit = false
    /// `.lineLimit(_:)`.
    public var lineLimit: Int?
    /// `.minimumScaleFactor(_:)`.
    public var minimumScaleFactor = 1.0
    /// `.truncationMode(_:)`.
    public var truncationMode = TruncationMode.tail
    /// `.frame(...)`.
    public var frame = Frame()
    /// `.padding(...)`.
    public var padding = EdgeInsets()
    /// `.layoutPriority(_:)`.
    public var layoutPriority = 0.0
    /// `.environment(\.layoutDirection, …)` on this subtree.
    public var layoutDirection: LayoutDirection?

    /// No modifiers.
    public init() {}

    /// `.frame(width:height:)` and `.frame(minWidth:maxWidth:minHeight:maxHeight:)`.
    public struct Frame: Sendable, Hashable {
        public var width: Double?
        public var height: Double?
        public var minWidth: Double?
        public var maxWidth: Double?
        public var minHeight: Double?
        public var maxHeight: Double?
        public init(width: Double? = nil, height: Double? = nil, minWidth: Double? = nil, maxWidth: Double? = nil,
                    minHeight: Double? = nil, maxHeight: Double? = nil) {
            self.width = width; self.height = height; self.minWidth = minWidth; self.maxWidth = maxWidth
            self.minHeight = minHeight; self.maxHeight = maxHeight
        }
    }

    /// Padding on each edge (leading and trailing follow the layout direction).
    public struct EdgeInsets: Sendable, Hashable {
        public var top = 0.0, leading = 0.0, bottom = 0.0, trailing = 0.0
        public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
            self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
        }
    }
}
