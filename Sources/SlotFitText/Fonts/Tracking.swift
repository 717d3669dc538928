/// How a font profile adds tracking (letter spacing) by size.
public enum TrackingTable: String, Sendable, Hashable, Codable {
    /// No tracking of its own: the fonts' advances as designed.
    case none
    /// San Francisco's published tracking by size, interpolated linearly
    /// between the published sizes (for profiles that use SF's own files).
    case sanFrancisco

    /// San Francisco's tracking in points, from Apple's Human Interface
    /// Guidelines (size → tracking).
    public static let sanFranciscoPoints: [(size: Double, tracking: Double)] = [
        (11, 0.06), (12, 0), (13, -0.08), (15, -0.23), (16, -0.31), (17, -0.43),
        (20, -0.45), (28, 0.38), (34, 0.40),
    ]

    /// Tracking in points at `size`.
    public func tracking(atSize size: Double) -> Double {
        switch self {
        case .none: return 0
        case .sanFrancisco:
            let table = TrackingTable.sanFranciscoPoints
            if size <= table[0].size { return table[0].tracking }
            if size >= table[table.count - 1].size { return table[table.count - 1].tracking }
            for (low, high) in zip(table, table.dropFirst()) where size <= high.size {
                let t = (size - low.size) / (high.size - low.size)
                return low.tracking + t * (high.tracking - low.tracking)
            }
            return 0
        }
    }
}
