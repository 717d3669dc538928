/// A modifier that changes only pixels and carries no value SlotFit reads
/// (`shadow`, `widgetURL`, `clipShape`…): accepted, kept by name so
/// snapshots say it was seen, never a change of layout. The table holds
/// each once, with the readers that accept it; modifiers with a value
/// SlotFit draws (`tint`, `opacity`) are `Modifier`s.
package struct PixelModifier: Sendable, Hashable {
    /// The readers that accept a modifier.
    package struct Readers: OptionSet, Sendable, Hashable {
        package let rawValue: Int
        package init(rawValue: Int) { self.rawValue = rawValue }
        /// A manifest's view key (`shadow: true`).
        package static let manifest = Readers(rawValue: 1)
        /// A modifier call in Swift source (`.shadow(radius: 2)`).
        package static let swift = Readers(rawValue: 2)
        /// Both.
        package static let both: Readers = [.manifest, .swift]
    }

    /// The modifier's name, as SwiftUI and a manifest spell it (the
    /// importer also names some by their arity, `foregroundStyle(_:_:)`).
    package let name: String
    /// The readers that accept it.
    package let readers: Readers

    /// A pixel modifier.
    package init(_ name: String, _ readers: Readers = .both) {
        self.name = name
        self.readers = readers
    }

    /// Every pixel modifier.
    package static let all: [PixelModifier] = [
        "activityBackgroundTint", "activitySystemActionForegroundColor", "keylineTint", "widgetURL", "contentTransition", "animation",
        "transition", "shadow", "clipShape", "clipped", "cornerRadius", "strikethrough", "underline", "scaleEffect", "rotationEffect",
        "redacted", "unredacted", "privacySensitive", "invalidatableContent", "id", "brightness", "saturation", "grayscale", "blur", "mask",
        "symbolRenderingMode", "symbolEffect", "symbolVariant", "renderingMode", "widgetAccentable", "luminanceToAlpha", "zIndex",
        "contentShape",
    ].map { PixelModifier($0) } + [
        // Read from manifests only: from Swift, SlotFit notes the view
        // without them.
        "blendMode", "contrast", "hidden",
    ].map { PixelModifier($0, .manifest) } + [
        // Read from Swift only (a manifest has no key for them).
        "foregroundStyle(_:_:)", "foregroundStyle(_:_:_:)", "border", "containerBackground", "contentMargins", "compositingGroup",
        "drawingGroup", "colorMultiply", "hueRotation", "buttonStyle", "progressViewStyle", "gaugeStyle", "tag", "allowsHitTesting",
        "disabled", "onAppear", "task", "sensoryFeedback", "numericText", "monospacedDigitIfAvailable", "accessibilityHidden",
        "environmentObject", "fill", "stroke", "strokeBorder", "widgetBackground", "labelsHidden", "preferredColorScheme", "colorScheme",
        "trim", "rotation3DEffect",
    ].map { PixelModifier($0, .swift) }

    /// The names `reader` accepts as pixels only: these and the
    /// `Modifier`s a manifest lists among them (`tint`, `opacity`,
    /// `environment`) for a manifest.
    package static func names(readBy reader: Readers) -> Set<String> {
        var names = Set(all.filter { $0.readers.contains(reader) }.map(\.name))
        if reader == .manifest { names.formUnion(Modifier.allCases.filter { $0.manifestRole == .pixels }.map(\.name)) }
        return names
    }
}
