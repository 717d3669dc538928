/// The text size a person sets in Settings (Display & Brightness › Text Size,
/// and Accessibility › Larger Text): SwiftUI's `DynamicTypeSize`, from
/// `xSmall` to `accessibility5`, ordered. `large` is the default.
public enum DynamicTypeSize: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// The default size: what an iPhone shows until its owner changes it.
    public static let `default` = DynamicTypeSize.large

    /// The sizes a matrix checks when slotfit.yml names none: the default,
    /// and the largest size of the standard slider.
    public static let matrixDefault: [DynamicTypeSize] = [.large, .xxxLarge]

    /// Whether the size is one of the five accessibility sizes (AX1–AX5),
    /// which Settings offers only under Accessibility › Larger Text.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// The order Apple's HIG table lists the sizes in.
    package var index: Int { Self.allCases.firstIndex(of: self)! }

    public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool { a.index < b.index }

    /// The short name used in goldens and reports: `large`, `xxxLarge`, `AX1`…
    public var shortName: String {
        isAccessibilitySize ? "AX\(index - DynamicTypeSize.accessibility1.index + 1)" : rawValue
    }

    /// Parses SwiftUI's `DynamicTypeSize` names (`xxxLarge`, `accessibility2`),
    /// the HIG's short names (`AX2`), and `ContentSizeCategory`'s
    /// (`extraExtraExtraLarge`, `accessibilityMedium`), case-insensitively.
    public init?(name: String) {
        let lowered = name.lowercased().replacingOccurrences(of: "-", with: "").replacingOccurrences(of: "_", with: "")
        if let size = DynamicTypeSize.allCases.first(where: { $0.rawValue.lowercased() == lowered || $0.shortName.lowercased() == lowered }) {
            self = size
            return
        }
        let categories: [String: DynamicTypeSize] = [
            "extrasmall": .xSmall, "extralarge": .xLarge, "extraextralarge": .xxLarge, "extraextraextralarge": .xxxLarge,
            "accessibilitymedium": .accessibility1, "accessibilitylarge": .accessibility2, "accessibilityextralarge": .accessibility3,
            "accessibilityextraextralarge": .accessibility4, "accessibilityextraextraextralarge": .accessibility5,
        ]
        guard let size = categories[lowered] else { return nil }
        self = size
    }

    /// Every name `init(name:)` reads, for suggestions.
    public static var names: [String] { allCases.map(\.rawValue) + allCases.filter(\.isAccessibilitySize).map(\.shortName) }
}

/// A range of sizes a view allows (`.dynamicTypeSize(...DynamicTypeSize.xxLarge)`,
/// `.dynamicTypeSize(.large)`): the size in effect is clamped into it. A range
/// inside another clamps what the outer one left, as SwiftUI's environment
/// does: overlapping ranges intersect; a range outside the outer one pins
/// the size to its nearest end.
public struct DynamicTypeSizeRange: Sendable, Hashable, Codable {
    /// The smallest size the view shows.
    public var lowerBound: DynamicTypeSize
    /// The largest size the view shows.
    public var upperBound: DynamicTypeSize

    /// A range; `lowerBound` must not be above `upperBound`.
    public init(_ lowerBound: DynamicTypeSize, _ upperBound: DynamicTypeSize) {
        self.lowerBound = min(lowerBound, upperBound)
        self.upperBound = max(lowerBound, upperBound)
    }

    /// One size, whatever the setting (`.dynamicTypeSize(.large)`).
    public init(only size: DynamicTypeSize) { self.init(size, size) }

    /// The size shown for `size`.
    public func clamp(_ size: DynamicTypeSize) -> DynamicTypeSize { min(max(size, lowerBound), upperBound) }

    /// This range (inner) applied after `outer`: the composition of the two clamps.
    public func inside(_ outer: DynamicTypeSizeRange) -> DynamicTypeSizeRange {
        DynamicTypeSizeRange(clamp(outer.lowerBound), clamp(outer.upperBound))
    }

    /// `large...xxxLarge`, `...xxLarge`, `AX1...`, or one size.
    public var description: String {
        if lowerBound == upperBound { return lowerBound.shortName }
        if lowerBound == .xSmall { return "...\(upperBound.shortName)" }
        if upperBound == .accessibility5 { return "\(lowerBound.shortName)..." }
        return "\(lowerBound.shortName)...\(upperBound.shortName)"
    }
}
