import SlotFitText

/// The SwiftUI modifiers SlotFit understands. The text and image ones
/// (`font`, `lineLimit`, `minimumScaleFactor`, `tracking`, `imageScale`…)
/// are SwiftUI environment values: `nil` means "inherited" (SwiftUI's
/// default at the root), and `ActivityView.inheritingEnvironment()` gives
/// every view the values in effect where it sits.
public struct ViewModifiers: Sendable, Hashable {
    /// `.font(...)`.
    public var font: FontSpec?
    /// `.fontWeight(_:)` / `.bold()`: applied to the font in effect (its
    /// own or one inherited), so a bold stack makes its caption texts bold.
    public var fontWeight: FontWeight?
    /// `.fontDesign(_:)` / `.font(.system(…, design:))`: `rounded`,
    /// `monospaced`, `serif`. The font profile decides the faces; the default
    /// profile has no rounded or serif cut, so it measures with its own and
    /// the snapshot names the design asked for.
    public var fontDesign: FontDesign?
    /// `.monospacedDigit()`.
    public var monospacedDigit = false
    /// `.lineLimit(_:)`; with a range, its upper bound.
    public var lineLimit: Int?
    /// `.lineLimit(2...3, reservesSpace: true)`: the lower bound, whose
    /// height the text keeps even when shorter.
    public var reservedLines: Int?
    /// `.tracking(_:)` / `.kerning(_:)` in points.
    public var tracking: Double?
    /// `.textCase(.uppercase)`.
    public var textCase: TextCase?
    /// `.multilineTextAlignment(_:)`: where lines sit in the text's box
    /// (pictures only; the size does not change).
    public var multilineTextAlignment: HorizontalAlignment?
    /// Variants the profile's faces do not have (`italic`, `fontWidth`,
    /// `monospaced`): measured with the upright, regular-width faces and
    /// named in the snapshot.
    public var unmeasuredVariants: [String] = []
    /// `Image(…).resizable()`: the image takes the size it is offered.
    public var resizable = false
    /// `.aspectRatio(_:contentMode:)`, `.scaledToFit()`, `.scaledToFill()`.
    public var aspectRatio: AspectRatio?
    /// `.labelStyle(_:)`.
    public var labelStyle: LabelStyle?
    /// `.imageScale(_:)` for symbols sized by their font.
    public var imageScale: ImageScale?
    /// `.minimumScaleFactor(_:)`.
    public var minimumScaleFactor: Double?
    /// `.truncationMode(_:)`.
    public var truncationMode: TruncationMode?
    /// `.frame(...)`.
    public var frame = Frame()
    /// `.fixedSize()` / `.fixedSize(horizontal:vertical:)`.
    public var fixedSize = FixedSize()
    /// `.offset(x:y:)`: moves what is drawn, not the layout.
    public var offset = Offset()
    /// `.padding(...)`.
    public var padding = EdgeInsets()
    /// `.position(x:y:)`: the view takes the whole offer and is placed with
    /// its centre at the point (from the leading, top corner).
    public var position: Position?
    /// `.alignmentGuide(_:computeValue:)`: guides moved from their default
    /// place, read by the stack or `ZStack` around the view.
    public var alignmentGuides: [AlignmentGuide] = []
    /// `.layoutPriority(_:)`.
    public var layoutPriority = 0.0
    /// `.gridCellColumns(_:)`: the columns a grid cell spans (1 when unset).
    public var gridCellColumns: Int?
    /// `.gridColumnAlignment(_:)`: its grid column's horizontal alignment.
    public var gridColumnAlignment: HorizontalAlignment?
    /// `.environment(\.layoutDirection, …)` on this subtree.
    public var layoutDirection: LayoutDirection?
    /// `.foregroundStyle(_:)` / `.foregroundColor(_:)`: pictures only.
    public var foreground: ColorValue?
    /// `.tint(_:)`: the colour of progress views and gauges below (SwiftUI's
    /// environment; the accent colour when unset). Pictures only.
    public var tint: ColorValue?
    /// `.opacity(_:)`: the subtree drawn at this opacity, 0…1. Pictures only.
    public var opacity: Double?
    /// `.fill(_:)`, `.stroke(_:lineWidth:)` on a shape: how it is painted.
    /// The shape's own; never inherited. Pictures only.
    public var shapePaint: ShapePaint?
    /// `.background(_:)` and `.overlay(_:)`: views drawn behind and above,
    /// offered the decorated view's size; they never change its layout.
    public var background: [ActivityView] = []
    public var overlay: [ActivityView] = []
    /// Modifiers that change only pixels (`opacity`, `shadow`, `widgetURL`,
    /// `accessibilityLabel`…), kept by name so snapshots can say they were
    /// seen; they never change the layout.
    public var visualOnly: [String] = []
    /// Modifiers SlotFit does not know: a warning each (layout unchanged).
    public var unknown: [String] = []
    /// `.dynamicIsland(verticalPlacement:)` on an expanded region's content.
    public var verticalPlacement: ExpandedVerticalPlacement = .default
    /// `.dynamicTypeSize(_:)` (a size or a range) and
    /// `.environment(\.dynamicTypeSize, _:)`: the Dynamic Type sizes this
    /// subtree shows; the size in effect is clamped into it. Inherited;
    /// a range inside another clamps what the outer one leaves.
    public var dynamicTypeSizes: DynamicTypeSizeRange?
    /// The lengths read from a `@ScaledMetric`, with the text style each
    /// grows with (`ScaledField`).
    public var scaledFields: [ScaledField: TextStyle] = [:]

    /// No modifiers.
    public init() {}

    /// `.frame(width:height:alignment:)` and
    /// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    public struct Frame: Sendable, Hashable {
        public var width: Double?
        public var height: Double?
        public var minWidth: Double?
        public var idealWidth: Double?
        public var maxWidth: Double?
        public var minHeight: Double?
        public var idealHeight: Double?
        public var maxHeight: Double?
        /// Where the content sits in a frame larger than it.
        public var alignment: Alignment = .center
        public init(width: Double? = nil, height: Double? = nil, minWidth: Double? = nil, maxWidth: Double? = nil,
                    minHeight: Double? = nil, maxHeight: Double? = nil, idealWidth: Double? = nil, idealHeight: Double? = nil,
                    alignment: Alignment = .center) {
            self.width = width; self.height = height; self.minWidth = minWidth; self.maxWidth = maxWidth
            self.minHeight = minHeight; self.maxHeight = maxHeight; self.idealWidth = idealWidth; self.idealHeight = idealHeight
            self.alignment = alignment
        }
    }

    /// `.fixedSize(horizontal:vertical:)`.
    public struct FixedSize: Sendable, Hashable {
        public var horizontal = false, vertical = false
        public init(horizontal: Bool = false, vertical: Bool = false) { self.horizontal = horizontal; self.vertical = vertical }
    }

    /// `.offset(x:y:)`.
    public struct Offset: Sendable, Hashable {
        public var x = 0.0, y = 0.0
        public init(x: Double = 0, y: Double = 0) { self.x = x; self.y = y }
    }

    /// `.position(x:y:)`: the point the view's centre is placed at.
    public struct Position: Sendable, Hashable {
        public var x = 0.0, y = 0.0
        public init(x: Double = 0, y: Double = 0) { self.x = x; self.y = y }
    }

    /// Padding on each edge (leading and trailing follow the layout direction).
    public struct EdgeInsets: Sendable, Hashable {
        public var top = 0.0, leading = 0.0, bottom = 0.0, trailing = 0.0
        public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
            self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
        }
    }
}

/// `DynamicIslandExpandedRegionVerticalPlacement`.
public enum ExpandedVerticalPlacement: String, Sendable, Hashable, CaseIterable, Codable {
    /// The system's default placement.
    case `default`
    /// Below the default position when the content is too wide to fit next
    /// to the TrueDepth camera.
    case belowIfTooWide
}

/// `Text.Case`.
public enum TextCase: String, Sendable, Hashable, CaseIterable, Codable { case uppercase, lowercase }

/// `Image.Scale`: a symbol's size against its font. **Assumed** ratios
/// (Apple publishes none): small 0.8, medium 1, large 1.3 × the point size.
public enum ImageScale: String, Sendable, Hashable, CaseIterable, Codable {
    case small, medium, large
    /// The symbol's side for a font of `pointSize`.
    public func side(pointSize: Double) -> Double {
        switch self {
        case .small: return pointSize * 0.8
        case .medium: return pointSize
        case .large: return pointSize * 1.3
        }
    }
}

/// `LabelStyle`: which parts of a `Label` show.
public enum LabelStyle: String, Sendable, Hashable, CaseIterable, Codable { case titleAndIcon, titleOnly, iconOnly }

/// `.aspectRatio(_:contentMode:)`: the ratio (width / height; the view's
/// own when `nil`) and whether the view fits inside its offer or fills it.
public struct AspectRatio: Sendable, Hashable {
    public enum ContentMode: String, Sendable, Hashable, CaseIterable { case fit, fill }
    public var ratio: Double?
    public var contentMode: ContentMode
    public init(ratio: Double? = nil, contentMode: ContentMode) { self.ratio = ratio; self.contentMode = contentMode }

    /// The size with the ratio (the natural size's when none is given)
    /// for an offer whose width and height may each be unspecified: both
    /// given, the largest inside (fit) or the smallest over (fill) it; one
    /// given, that length and the other from the ratio; none, the natural size.
    func size(offered: (width: Double?, height: Double?), natural: (width: Double, height: Double)) -> (width: Double, height: Double) {
        let r = ratio ?? (natural.height > 0 ? natural.width / natural.height : 1)
        guard r > 0, r.isFinite else { return (offered.width ?? natural.width, offered.height ?? natural.height) }
        switch (offered.width, offered.height) {
        case let (w?, h?):
            let byWidth = (w, w / r), byHeight = (h * r, h)
            let fits = byWidth.1 <= h
            switch contentMode {
            case .fit: return fits ? byWidth : byHeight
            case .fill: return fits ? byHeight : byWidth
            }
        case let (w?, nil): return (w, w / r)
        case let (nil, h?): return (h * r, h)
        default: return natural
        }
    }
}
