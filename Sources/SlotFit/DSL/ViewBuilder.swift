import SlotFitText

/// Something the DSL can place in a view tree: SwiftUI's `View`, as data.
public protocol ActivityContent {
    /// The views it stands for (several for a `ForEach`-like group).
    var views: [ActivityView] { get }
}

extension ActivityView: ActivityContent {
    public var views: [ActivityView] { [self] }
}

/// SwiftUI's `@ViewBuilder` for activity views.
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression(_ content: ActivityContent) -> [ActivityView] { content.views }
    public static func buildBlock(_ parts: [ActivityView]...) -> [ActivityView] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [ActivityView]?) -> [ActivityView] { part ?? [] }
    public static func buildEither(first: [ActivityView]) -> [ActivityView] { first }
    public static func buildEither(second: [ActivityView]) -> [ActivityView] { second }
    public static func buildArray(_ parts: [[ActivityView]]) -> [ActivityView] { parts.flatMap { $0 } }
}

/// One view from a builder's views: several become a `VStack`, as the body
/// of a SwiftUI view would.
func single(_ views: [ActivityView]) -> ActivityView? {
    switch views.count {
    case 0: return nil
    case 1: return views[0]
    default: return ActivityView(.vstack(spacing: nil, alignment: .center, content: views))
    }
}

/// The environment values SlotFit reads: `\.layoutDirection`.
public struct EnvironmentValues {
    public var layoutDirection: LayoutDirection?
}
