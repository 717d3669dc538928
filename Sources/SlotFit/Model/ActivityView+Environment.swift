import SlotFitText

extension ActivityView {
    /// The view with SwiftUI's environment pushed down: a modifier written
    /// on a container — `.font(.caption)`, `.fontWeight(.bold)`,
    /// `.lineLimit(1)`, `.minimumScaleFactor(0.5)`, `.monospacedDigit()`,
    /// `.tracking(_:)`, `.textCase(_:)`, `.truncationMode(_:)`,
    /// `.multilineTextAlignment(_:)`, `.imageScale(_:)`, `.labelStyle(_:)`,
    /// `.foregroundStyle(_:)`, `.environment(\.layoutDirection, _:)`, `.dynamicTypeSize(_:)` —
    /// reaches every view inside it, and the views
    /// drawn behind and above it, unless a view sets its own (the nearest
    /// wins). [A: each is documented as setting an environment value for
    /// "this view and the views it contains"; docs/LAYOUT.md, "Environment"]
    ///
    /// `.fontWeight` applies to the font in effect, whichever level set
    /// it, so a bold stack of `.caption` texts draws bold captions.
    /// Layout-only modifiers (`frame`, `padding`, `fixedSize`,
    /// `layoutPriority`, `offset`, `aspectRatio`) are never inherited.
    public func inheritingEnvironment() -> ActivityView {
        inheriting(ViewModifiers())
    }

    private func inheriting(_ outer: ViewModifiers) -> ActivityView {
        var copy = self
        let m = ViewModifiers.merging(own: modifiers, inherited: outer)
        copy.modifiers = m
        return copy.mappingChildren { $0.inheriting(m) }
    }

    /// The view with `transform` applied to each child (a stack's, a
    /// group's, a concatenation's parts, the content of a modified view) and
    /// each view drawn behind or above it.
    public func mappingChildren(_ transform: (ActivityView) -> ActivityView) -> ActivityView {
        var copy = self
        switch kind {
        case let .hstack(spacing, alignment, content):
            copy.kind = .hstack(spacing: spacing, alignment: alignment, content: content.map(transform))
        case let .vstack(spacing, alignment, content):
            copy.kind = .vstack(spacing: spacing, alignment: alignment, content: content.map(transform))
        case let .zstack(alignment, content):
            copy.kind = .zstack(alignment: alignment, content: content.map(transform))
        case let .group(content):
            copy.kind = .group(content: content.map(transform))
        case let .viewThatFits(horizontal, vertical, content):
            copy.kind = .viewThatFits(horizontal: horizontal, vertical: vertical, content: content.map(transform))
        case let .geometryReader(content):
            copy.kind = .geometryReader(content: content.map(transform))
        case let .grid(horizontalSpacing, verticalSpacing, alignment, rows):
            copy.kind = .grid(horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing, alignment: alignment, rows: rows.map(transform))
        case let .modified(content):
            copy.kind = .modified(transform(content))
        case let .concatenated(parts):
            copy.kind = .concatenated(parts.map(transform))
        case .text, .timer, .image, .spacer, .label, .shape, .divider, .progress:
            break
        }
        copy.modifiers.background = modifiers.background.map(transform)
        copy.modifiers.overlay = modifiers.overlay.map(transform)
        return copy
    }
}

extension ViewModifiers {
    /// `own` with every environment value it leaves unset taken from
    /// `inherited`; its layout modifiers stay its own.
    static func merging(own: ViewModifiers, inherited: ViewModifiers) -> ViewModifiers {
        var m = own
        // The font in effect, then the weight in effect applied to it.
        let weight = own.fontWeight ?? inherited.fontWeight
        m.fontWeight = weight
        m.font = own.font ?? inherited.font
        if let weight { m.font = (m.font ?? FontSpec(style: .body)).with(weight: weight) }
        m.fontDesign = own.fontDesign ?? inherited.fontDesign
        m.monospacedDigit = own.monospacedDigit || inherited.monospacedDigit
        if own.lineLimit == nil && own.reservedLines == nil {
            m.lineLimit = inherited.lineLimit
            m.reservedLines = inherited.reservedLines
        }
        m.tracking = own.tracking ?? inherited.tracking
        m.textCase = own.textCase ?? inherited.textCase
        m.multilineTextAlignment = own.multilineTextAlignment ?? inherited.multilineTextAlignment
        m.unmeasuredVariants = inherited.unmeasuredVariants + own.unmeasuredVariants.filter { !inherited.unmeasuredVariants.contains($0) }
        m.labelStyle = own.labelStyle ?? inherited.labelStyle
        m.imageScale = own.imageScale ?? inherited.imageScale
        m.minimumScaleFactor = own.minimumScaleFactor ?? inherited.minimumScaleFactor
        m.truncationMode = own.truncationMode ?? inherited.truncationMode
        m.foreground = own.foreground ?? inherited.foreground
        m.tint = own.tint ?? inherited.tint
        // `.environment(\.layoutDirection, .leftToRight)` on a Group reaches
        // each of its views, wherever the group is spliced.
        m.layoutDirection = own.layoutDirection ?? inherited.layoutDirection
        // `.dynamicTypeSize(...xxLarge)` inside `.dynamicTypeSize(large...)`:
        // the inner clamp applied to what the outer one leaves.
        if let outer = inherited.dynamicTypeSizes {
            m.dynamicTypeSizes = own.dynamicTypeSizes.map { $0.inside(outer) } ?? outer
        }
        return m
    }
}

extension Activity {
    /// Every presentation's view with SwiftUI's environment pushed down
    /// (`ActivityView.inheritingEnvironment()`).
    public func inheritingEnvironment() -> Activity {
        mappingViews { $0.inheritingEnvironment() }
    }

    /// The activity with `transform` applied to each presentation's view.
    public func mappingViews(_ transform: (ActivityView) -> ActivityView) -> Activity {
        var copy = self
        copy.lockScreen = lockScreen.map(transform)
        copy.small = small.map(transform)
        copy.compactLeading = compactLeading.map(transform)
        copy.compactTrailing = compactTrailing.map(transform)
        copy.minimal = minimal.map(transform)
        copy.expanded = expanded.mapValues(transform)
        return copy
    }

    /// Each presentation's view.
    public var presentationViews: [ActivityView] {
        [lockScreen, small, compactLeading, compactTrailing, minimal].compactMap { $0 } + Activity.ExpandedRegion.allCases.compactMap { expanded[$0] }
    }
}
