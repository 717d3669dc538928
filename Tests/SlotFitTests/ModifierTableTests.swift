import XCTest
@testable import SlotFit

/// The modifier table gives the lists manifests and errors quote, in the
/// order they quoted them before the table (messages and suggestions
/// depend on it).
final class ModifierTableTests: XCTestCase {
    func testTheManifestKeysKeepTheirOrder() {
        XCTAssertEqual(ActivityManifest.modifierKeys, [
            "modifiers", "approximated", "table", "bundle", "font", "monospacedDigit", "lineLimit", "minimumScaleFactor", "truncationMode", "frame",
            "padding", "layoutPriority", "layoutDirection", "if", "arguments", "dynamicIsland", "fixedSize", "offset",
            "foregroundStyle", "foregroundColor", "background", "overlay", "fontWeight", "bold", "italic",
            "monospaced", "fontWidth", "tracking", "kerning", "textCase", "multilineTextAlignment", "imageScale",
            "allowsTightening", "dynamicTypeSize", "labelStyle", "resizable", "scaledToFit", "scaledToFill", "aspectRatio",
            "position", "alignmentGuide",
            "scaledMetric",
            // Added after the table: Grid cells' span and column alignment.
            "gridCellColumns", "gridColumnAlignment",
        ])
    }

    func testTheManifestsPixelModifiers() {
        XCTAssertEqual(ActivityManifest.visualOnlyModifiers, [
            "tint", "opacity", "activityBackgroundTint", "activitySystemActionForegroundColor", "keylineTint", "widgetURL",
            "contentTransition", "animation", "transition", "shadow", "clipShape", "clipped", "cornerRadius", "strikethrough", "underline",
            "scaleEffect", "rotationEffect", "redacted", "unredacted", "privacySensitive", "invalidatableContent", "id", "blendMode",
            "brightness", "contrast", "saturation", "grayscale", "blur", "mask", "symbolRenderingMode", "symbolEffect", "symbolVariant",
            "renderingMode", "widgetAccentable", "luminanceToAlpha", "zIndex", "contentShape", "hidden", "environment",
        ])
    }

    func testTheSwiftPixelModifiers() {
        XCTAssertEqual(PixelModifier.names(readBy: .swift), [
            "shadow", "clipShape", "cornerRadius", "contentTransition", "animation", "transition", "widgetURL", "privacySensitive",
            "redacted", "unredacted", "id", "strikethrough", "underline", "scaleEffect", "invalidatableContent", "blur", "brightness", "saturation",
            "symbolRenderingMode", "symbolEffect", "symbolVariant", "renderingMode", "foregroundStyle(_:_:)", "mask", "border", "containerBackground",
            "activityBackgroundTint", "activitySystemActionForegroundColor", "keylineTint", "contentMargins", "widgetAccentable", "luminanceToAlpha",
            "compositingGroup", "drawingGroup", "rotationEffect", "colorMultiply", "grayscale", "hueRotation", "clipped", "contentShape", "buttonStyle",
            "progressViewStyle", "gaugeStyle", "tag", "zIndex", "allowsHitTesting", "disabled", "onAppear", "task", "sensoryFeedback", "numericText",
            "monospacedDigitIfAvailable", "accessibilityHidden", "environmentObject", "fill", "stroke", "strokeBorder", "foregroundStyle(_:_:_:)",
            "widgetBackground", "labelsHidden", "preferredColorScheme", "colorScheme", "trim", "rotation3DEffect",
        ])
        XCTAssertEqual(PixelModifier.all.count, Set(PixelModifier.all.map(\.name)).count, "each pixel modifier once")
    }

    func testTheModifiersTheImporterSplitsOnState() {
        XCTAssertEqual(Set(Modifier.allCases.filter(\.splitsOnState).map(\.name)), [
            "font", "padding", "frame", "lineLimit", "minimumScaleFactor", "fontWeight", "tracking", "kerning",
            "fontDesign", "imageScale", "layoutPriority", "offset", "multilineTextAlignment", "truncationMode",
        ])
    }
}
