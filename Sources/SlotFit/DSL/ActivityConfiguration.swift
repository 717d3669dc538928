/// `ActivityConfiguration` and `DynamicIsland`, as SwiftUI spells them, to
/// write an `Activity` in Swift:
///
/// ```swift
/// let activity = ActivityConfiguration("Meditation timer", states: [...]) {
///     VStack(alignment: .leading) {
///         Text(timer: "secondsLeft", pausedWhen: "isPaused").monospacedDigit()
///             .environment(\.layoutDirection, .leftToRight)
///     }
/// } dynamicIsland: {
///     DynamicIsland {
///         DynamicIslandExpandedRegion(.trailing) { Text(timer: "secondsLeft") }
///     } compactLeading: { Image(systemName: "leaf.fill", width: 16, height: 16) }
///       compactTrailing: { Text(timer: "secondsLeft") }
///       minimal: { Image(systemName: "leaf.fill", width: 16, height: 16) }
/// }.activity
/// ```
public struct ActivityConfiguration {
    /// The model, the same a manifest produces.
    public var activity: Activity

    public init(_ name: String, catalog: String? = nil, attributes: [String: ActivityValue] = [:], states: [Activity.State] = [],
                @ViewBuilder lockScreen: () -> [ActivityView], dynamicIsland: () -> DynamicIsland) {
        let island = dynamicIsland()
        activity = Activity(name: name, catalog: catalog, attributes: attributes, states: states,
                            lockScreen: single(lockScreen()), compactLeading: island.compactLeading,
                            compactTrailing: island.compactTrailing, minimal: island.minimal, expanded: island.expanded)
        activity.expandedPriorities = island.priorities
    }

    /// The families an activity adds to the default (`.medium`).
    public enum ActivityFamily: Sendable, Hashable { case small, medium }

    /// `.supplementalActivityFamilies([.small])`: CarPlay and the Smart
    /// Stack show `small` (the Lock Screen view when `nil`) instead of the
    /// compact views.
    public func supplementalActivityFamilies(_ families: [ActivityFamily], @ViewBuilder small: () -> [ActivityView] = { [] }) -> ActivityConfiguration {
        var copy = self
        copy.activity.supportsSmallFamily = families.contains(.small)
        copy.activity.small = single(small())
        return copy
    }
}

/// `DynamicIsland { expanded regions } compactLeading: … compactTrailing: … minimal: …`.
public struct DynamicIsland {
    var expanded: [Activity.ExpandedRegion: ActivityView]
    var priorities: [Activity.ExpandedRegion: Double] = [:]
    var compactLeading: ActivityView?
    var compactTrailing: ActivityView?
    var minimal: ActivityView?

    public init(@ExpandedRegionBuilder expanded: () -> [DynamicIslandExpandedRegion],
                @ViewBuilder compactLeading: () -> [ActivityView], @ViewBuilder compactTrailing: () -> [ActivityView],
                @ViewBuilder minimal: () -> [ActivityView]) {
        var regions: [Activity.ExpandedRegion: ActivityView] = [:]
        var priorities: [Activity.ExpandedRegion: Double] = [:]
        for region in expanded() {
            regions[region.region] = region.view
            if region.priority != 0 { priorities[region.region] = region.priority }
        }
        self.expanded = regions
        self.priorities = priorities
        self.compactLeading = single(compactLeading())
        self.compactTrailing = single(compactTrailing())
        self.minimal = single(minimal())
    }
}

/// `DynamicIslandExpandedRegion(.leading) { … }`.
public struct DynamicIslandExpandedRegion {
    var region: Activity.ExpandedRegion
    var priority: Double
    var view: ActivityView?
    public init(_ region: Activity.ExpandedRegion, priority: Double = 0, @ViewBuilder content: () -> [ActivityView]) {
        self.region = region
        self.priority = priority
        view = single(content())
    }
}

/// Collects expanded regions.
@resultBuilder
public enum ExpandedRegionBuilder {
    public static func buildBlock(_ regions: DynamicIslandExpandedRegion...) -> [DynamicIslandExpandedRegion] { regions }
}

extension ActivityValue: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByBooleanLiteral {
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}
