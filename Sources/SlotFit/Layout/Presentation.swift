/// A Live Activity presentation (or an expanded region) with its budget.
public enum Presentation: String, Sendable, Hashable, CaseIterable, Codable {
    case lockScreen, compactLeading, compactTrailing, minimal
    case expandedLeading, expandedTrailing, expandedCenter, expandedBottom

    /// `true` for the presentations where truncation is an error: a few
    /// points that cannot scroll or wrap.
    public var isCompactOrMinimal: Bool { self == .compactLeading || self == .compactTrailing || self == .minimal }
}
