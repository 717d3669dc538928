/// A Live Activity presentation (or an expanded region) with its budget.
public enum Presentation: String, Sendable, Hashable, CaseIterable, Codable {
    case lockScreen, compactLeading, compactTrailing, minimal
    case expandedLeading, expandedTrailing, expandedCenter, expandedBottom
    /// The `.small` activity family: CarPlay's dashboard and the Apple Watch
    /// Smart Stack (the compact views combined when the activity has none).
    case small

    /// `true` for the presentations where truncation is an error: a few
    /// points that cannot scroll or wrap.
    public var isCompactOrMinimal: Bool { self == .compactLeading || self == .compactTrailing || self == .minimal }

    /// `true` for the regions of the expanded presentation.
    public var isExpandedRegion: Bool {
        self == .expandedLeading || self == .expandedTrailing || self == .expandedCenter || self == .expandedBottom
    }
}
