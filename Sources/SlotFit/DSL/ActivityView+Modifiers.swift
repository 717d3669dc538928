import SlotFitText

/// Modifiers in the order written: layout ones that must apply outside
/// one already set wrap the view first (`ViewModifiers+Order.swift`);
/// environment ones reach the views inside (`ActivityView+Environment.swift`).
extension ActivityView {
    private func with(_ change: (inout ViewModifiers) -> Void) -> ActivityView {
        var copy = self
        change(&copy.modifiers)
        return copy
    }

    /// `.font(.caption)`.
    public func font(_ style: TextStyle) -> ActivityView { with { $0.font = FontSpec(style: style) } }
    /// `.font(.system(size:weight:))`.
    public func font(size: Double, weight: FontWeight = .regular) -> ActivityView { with { $0.font = FontSpec(size: size, weight: weight) } }
    /// `.fontWeight(_:)`.
    public func fontWeight(_ weight: FontWeight) -> ActivityView {
        with { $0.fontWeight = weight }
    }
    /// `.fontDesign(.rounded)`.
    public func fontDesign(_ design: FontDesign) -> ActivityView { with { $0.fontDesign = design == .default ? nil : design } }
    /// `.dynamicIsland(verticalPlacement: .belowIfTooWide)`.
    public func dynamicIsland(verticalPlacement: ExpandedVerticalPlacement) -> ActivityView { with { $0.verticalPlacement = verticalPlacement } }
    /// `.monospacedDigit()`.
    public func monospacedDigit() -> ActivityView { with { $0.monospacedDigit = true } }
    /// `.lineLimit(_:)`.
    public func lineLimit(_ limit: Int?) -> ActivityView { with { $0.lineLimit = limit } }
    /// `.minimumScaleFactor(_:)`.
    public func minimumScaleFactor(_ factor: Double) -> ActivityView { with { $0.minimumScaleFactor = factor } }
    /// `.truncationMode(_:)`.
    public func truncationMode(_ mode: TruncationMode) -> ActivityView { with { $0.truncationMode = mode } }
    /// `.frame(width:height:alignment:)`.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> ActivityView {
        wrapped(before: .frame).with { $0.frame.width = width ?? $0.frame.width; $0.frame.height = height ?? $0.frame.height; $0.frame.alignment = alignment }
    }
    /// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    public func frame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil,
                      idealHeight: Double? = nil, maxHeight: Double? = nil, alignment: Alignment = .center) -> ActivityView {
        wrapped(before: .frame).with {
            $0.frame.minWidth = minWidth ?? $0.frame.minWidth; $0.frame.maxWidth = maxWidth ?? $0.frame.maxWidth
            $0.frame.minHeight = minHeight ?? $0.frame.minHeight; $0.frame.maxHeight = maxHeight ?? $0.frame.maxHeight
            $0.frame.idealWidth = idealWidth ?? $0.frame.idealWidth; $0.frame.idealHeight = idealHeight ?? $0.frame.idealHeight
            $0.frame.alignment = alignment
        }
    }
    /// `.foregroundStyle(.red)` (pictures only).
    public func foregroundStyle(_ color: String) -> ActivityView { with { $0.foreground = ColorValue(color) } }
    /// `.foregroundStyle(_:)` with a colour read from Swift (known or assumed).
    public func foregroundStyle(_ color: ColorValue) -> ActivityView { with { $0.foreground = color } }
    /// `.fill(_:)` on a shape (pictures only): `visual("fill")` recorded too.
    public func fill(_ color: ColorValue) -> ActivityView { visual("fill").with { $0.shapePaint = .fill(color) } }
    /// `.stroke(_:lineWidth:)` or `.strokeBorder(_:lineWidth:)` on a shape (pictures only).
    public func stroke(_ color: ColorValue, lineWidth: Double = 1, name: String = "stroke") -> ActivityView {
        visual(name).with { $0.shapePaint = .stroke(color, lineWidth: lineWidth) }
    }
    /// `.background(Color.blue)` or `.background { view }`: drawn behind, offered this view's size.
    public func background(_ view: ActivityView) -> ActivityView { wrapped(before: .decoration).with { $0.background.append(view) } }
    /// `.overlay { view }`: drawn above, offered this view's size.
    public func overlay(_ view: ActivityView) -> ActivityView { wrapped(before: .decoration).with { $0.overlay.append(view) } }
    /// A modifier that changes only pixels (`opacity`, `tint`, `shadow`,
    /// `widgetURL`, `accessibilityLabel`…): recorded, never laid out.
    public func visual(_ name: String) -> ActivityView { with { $0.visualOnly.append(name) } }
    /// `.opacity(0.6)`: the view drawn at this opacity (pictures only).
    public func opacity(_ value: Double) -> ActivityView { visual("opacity").with { $0.opacity = min(max(value, 0), 1) } }
    /// `.tint(.orange)`: progress views and gauges below (pictures only).
    public func tint(_ color: String) -> ActivityView { visual("tint").with { $0.tint = ColorValue(color) } }
    /// `.tint(_:)` with a colour read from Swift.
    public func tint(_ color: ColorValue) -> ActivityView { visual("tint").with { $0.tint = color } }
    /// `.widgetURL(_:)`.
    public func widgetURL(_ url: String) -> ActivityView { visual("widgetURL") }
    /// `.accessibilityLabel(_:)`.
    public func accessibilityLabel(_ label: String) -> ActivityView { visual("accessibilityLabel") }
    /// `.bold()`.
    public func bold() -> ActivityView { fontWeight(.bold) }
    /// `.italic()`: measured with the profile's upright faces, named in the snapshot.
    public func italic() -> ActivityView { with { $0.unmeasuredVariants.append("italic") } }
    /// `.tracking(_:)`.
    public func tracking(_ points: Double) -> ActivityView { with { $0.tracking = points } }
    /// `.kerning(_:)` (measured as tracking).
    public func kerning(_ points: Double) -> ActivityView { tracking(points) }
    /// `.textCase(.uppercase)`.
    public func textCase(_ textCase: TextCase?) -> ActivityView { with { $0.textCase = textCase } }
    /// `.multilineTextAlignment(_:)`.
    public func multilineTextAlignment(_ alignment: HorizontalAlignment) -> ActivityView { with { $0.multilineTextAlignment = alignment } }
    /// `.imageScale(_:)`.
    public func imageScale(_ scale: ImageScale) -> ActivityView { with { $0.imageScale = scale } }
    /// `.lineLimit(2...3, reservesSpace: true)`.
    public func lineLimit(_ range: ClosedRange<Int>, reservesSpace: Bool = false) -> ActivityView {
        with { $0.lineLimit = range.upperBound; $0.reservedLines = reservesSpace ? range.lowerBound : nil }
    }
    /// `.resizable()`.
    public func resizable() -> ActivityView { with { $0.resizable = true } }
    /// `.aspectRatio(_:contentMode:)`.
    public func aspectRatio(_ ratio: Double? = nil, contentMode: AspectRatio.ContentMode) -> ActivityView {
        // Where it is written, as every modifier: after a frame, padding,
        // fixedSize, decoration or offset of this view it proposes to them
        // (a fixed frame keeps its size), so a wrapper holds it.
        wrapped(before: .fixedSize).with { $0.aspectRatio = AspectRatio(ratio: ratio, contentMode: contentMode) }
    }
    /// `.scaledToFit()`.
    public func scaledToFit() -> ActivityView { aspectRatio(contentMode: .fit) }
    /// `.scaledToFill()`.
    public func scaledToFill() -> ActivityView { aspectRatio(contentMode: .fill) }
    /// `.labelStyle(.iconOnly)`.
    public func labelStyle(_ style: LabelStyle) -> ActivityView { with { $0.labelStyle = style } }
    /// `.fixedSize()`: the ideal size on both axes.
    public func fixedSize() -> ActivityView { wrapped(before: .fixedSize).with { $0.fixedSize = .init(horizontal: true, vertical: true) } }
    /// `.fixedSize(horizontal:vertical:)`.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ActivityView { wrapped(before: .fixedSize).with { $0.fixedSize = .init(horizontal: horizontal, vertical: vertical) } }
    /// `.offset(x:y:)`: moves what is drawn, not the layout.
    public func offset(x: Double = 0, y: Double = 0) -> ActivityView { wrapped(before: .offset).with { $0.offset = .init(x: x, y: y) } }
    /// `.position(x:y:)`: takes the whole offer and places the view's centre
    /// at the point.
    public func position(x: Double = 0, y: Double = 0) -> ActivityView { wrapped(before: .position).with { $0.position = .init(x: x, y: y) } }
    /// `.alignmentGuide(_:computeValue:)` with the value as a function of
    /// the view's size: `.alignmentGuide(.leading, GuideValue(constant: 10))`.
    public func alignmentGuide(_ guide: AlignmentGuide.Guide, _ value: GuideValue) -> ActivityView {
        with { $0.alignmentGuides.removeAll { $0.guide == guide }; $0.alignmentGuides.append(AlignmentGuide(guide, value)) }
    }
    /// `.padding(_:)` on every edge (SwiftUI's default is about 16 pt).
    public func padding(_ amount: Double = 16) -> ActivityView {
        wrapped(before: .padding).with { $0.padding = .init(top: amount, leading: amount, bottom: amount, trailing: amount) }
    }
    /// Edges for `.padding(_:_:)`.
    public enum Edges { case horizontal, vertical, top, bottom, leading, trailing }
    /// `.padding(.horizontal, 8)`.
    public func padding(_ edges: Edges, _ amount: Double) -> ActivityView {
        wrapped(before: .padding).with {
            switch edges {
            case .horizontal: $0.padding.leading = amount; $0.padding.trailing = amount
            case .vertical: $0.padding.top = amount; $0.padding.bottom = amount
            case .top: $0.padding.top = amount
            case .bottom: $0.padding.bottom = amount
            case .leading: $0.padding.leading = amount
            case .trailing: $0.padding.trailing = amount
            }
        }
    }
    /// `.layoutPriority(_:)`.
    public func layoutPriority(_ priority: Double) -> ActivityView { with { $0.layoutPriority = priority } }
    /// `.gridCellColumns(_:)`: in a `Grid`, the cell spans `count` columns.
    public func gridCellColumns(_ count: Int) -> ActivityView { with { $0.gridCellColumns = count } }
    /// `.gridColumnAlignment(_:)`: in a `Grid`, the alignment of the cell's column.
    public func gridColumnAlignment(_ alignment: HorizontalAlignment) -> ActivityView { with { $0.gridColumnAlignment = alignment } }
    /// `.environment(\.layoutDirection, .leftToRight)`.
    public func environment(_ keyPath: WritableKeyPath<EnvironmentValues, LayoutDirection?>, _ value: LayoutDirection) -> ActivityView {
        var environment = EnvironmentValues(layoutDirection: modifiers.layoutDirection)
        environment[keyPath: keyPath] = value
        return with { $0.layoutDirection = environment.layoutDirection }
    }

    /// `Text + Text`: one text of both parts, each keeping its own text
    /// modifiers; modifiers written after the sum apply to the whole.
    public static func + (lhs: ActivityView, rhs: ActivityView) -> ActivityView {
        func parts(_ view: ActivityView) -> [ActivityView] {
            if case .concatenated(let inner) = view.kind, view.modifiers == ViewModifiers() { return inner }
            return [view]
        }
        return ActivityView(.concatenated(parts(lhs) + parts(rhs)), location: lhs.location)
    }
}
