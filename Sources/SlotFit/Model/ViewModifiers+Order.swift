/// Layout modifiers in the order they were written (docs/LAYOUT.md,
/// "Modifier order"): each SwiftUI modifier wraps the view before it, so
/// `.padding(4).frame(width: 50)` is 50 pt wide and `.frame(width: 50)
/// .padding(4)` 58 pt. One view's modifiers hold one of each, applied
/// innermost first as `fixedSize`, `frame`, `padding`, `background` and
/// `overlay`, `offset`, `position`; a modifier written outside one that applies after
/// it (or a second of the same) wraps the view in `ActivityView.Kind
/// .modified` first.
extension ViewModifiers {
    /// Where a layout modifier applies within one view, innermost first.
    enum LayoutStage: Int, Comparable {
        case fixedSize, frame, padding, decoration, offset, position
        static func < (a: LayoutStage, b: LayoutStage) -> Bool { a.rawValue < b.rawValue }
    }

    /// The outermost layout stage this view's modifiers use.
    var outermostStage: LayoutStage? {
        if position != nil { return .position }
        if offset != Offset() { return .offset }
        if !background.isEmpty || !overlay.isEmpty { return .decoration }
        if padding != EdgeInsets() { return .padding }
        if frame != Frame() { return .frame }
        if fixedSize != FixedSize() { return .fixedSize }
        return nil
    }

    /// Whether a modifier of `stage` written now must wrap the view: one
    /// already applied sits outside it, or it repeats (two frames nest, two
    /// paddings add; decorations only stack).
    func mustWrap(before stage: LayoutStage) -> Bool {
        guard let outer = outermostStage else { return false }
        return outer > stage || (outer == stage && stage != .decoration)
    }

    /// Only the layout modifiers (what a wrapper layer holds).
    var layoutLayer: ViewModifiers {
        var layer = ViewModifiers()
        layer.frame = frame
        layer.fixedSize = fixedSize
        layer.padding = padding
        layer.offset = offset
        layer.position = position
        layer.background = background
        layer.overlay = overlay
        return layer
    }

    /// These modifiers without the layout ones.
    var withoutLayoutLayer: ViewModifiers {
        var rest = self
        rest.frame = Frame()
        rest.fixedSize = FixedSize()
        rest.padding = EdgeInsets()
        rest.offset = Offset()
        rest.position = nil
        rest.background = []
        rest.overlay = []
        return rest
    }
}

extension ActivityView {
    /// The view ready for a layout modifier of `stage`: itself, or wrapped
    /// in a `.modified` view that takes its condition, its layout priority
    /// and its place in the manifest (the wrapper is what a stack sees).
    func wrapped(before stage: ViewModifiers.LayoutStage) -> ActivityView {
        guard modifiers.mustWrap(before: stage) else { return self }
        var inner = self
        inner.condition = nil
        inner.modifiers.layoutPriority = 0
        inner.modifiers.verticalPlacement = .default
        var outer = ActivityView(.modified(inner), condition: condition, location: location)
        outer.modifiers.layoutPriority = modifiers.layoutPriority
        outer.modifiers.verticalPlacement = modifiers.verticalPlacement
        outer.keyPath = keyPath
        outer.approximated = approximated
        outer.approximatedConstruct = approximatedConstruct
        return outer
    }
}
