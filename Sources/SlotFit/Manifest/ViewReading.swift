import SlotFitText
import Yams

/// One view of a manifest as `ManifestReader` reads it: its kind's key,
/// its modifiers in layers, and the view's own keys (condition, lookup,
/// table, bundle, arguments), gathered key by key before the view is built.
struct ViewReading {
    /// The view's kind (`text:`, `hstack:`…) and its value.
    var kindKey: (Node, Node)? = nil
    /// Keys no reader knows, in the order written (warnings on the view).
    var unknownNodes: [Node] = []
    /// `fontWeight:` or `bold:`, applied after `font:` wherever written.
    var weightOverride: FontWeight? = nil
    /// The modifiers of the outermost layer.
    var modifiers = ViewModifiers()
    /// Layout modifiers written outside ones that apply after them
    /// (`padding` then `frame`): the layers below the last, innermost first.
    var layers: [ViewModifiers] = []
    var condition: Condition? = nil
    var keyField: String? = nil
    var lookup = TextLookup.localized
    var table: String? = nil
    var bundle: String? = nil
    var arguments: [TextArgument] = []
    var approximatedNote: String? = nil

    /// How many layers the aspect ratio wraps: 0, the view's own (an
    /// image's `resizable().aspectRatio(…)`); k, the layers written before
    /// it (`frame` then `aspectRatio`: the ratio proposes to the frame).
    var aspectRatioWraps = 0

    /// An aspect ratio written after layout modifiers wraps them (SwiftUI
    /// applies a modifier where it is written): they become a layer.
    mutating func ratioLayer() {
        if modifiers.outermostStage != nil {
            layers.append(modifiers.layoutLayer)
            modifiers = modifiers.withoutLayoutLayer
        }
        aspectRatioWraps = layers.count
    }

    /// Starts a new layer when a modifier of `stage` must wrap the view.
    mutating func layer(_ stage: ViewModifiers.LayoutStage) {
        guard modifiers.mustWrap(before: stage) else { return }
        layers.append(modifiers.layoutLayer)
        modifiers = modifiers.withoutLayoutLayer
    }
}
