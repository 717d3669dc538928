/// How a font profile adds tracking (letter spacing) by size.
public enum TrackingTable: String, Sendable, Hashable, Codable {
    /// No tracking of its own: the fonts' advances as designed.
    case none
    /// San Francisco's published tracking by size, interpolated linearly
    /// between the published sizes (for profiles that use SF's own files).
    case sanFrancisco

    /// San Francisco Pro's tracking in points at each size Apple publishes,
    /// 6–80 pt (Apple Human Interface Guidelines, Typography →
    /// Specifications → "Tracking values", iOS and iPadOS, the points
    /// column). Sizes between two rows are interpolated; below 6 pt the 6 pt
    /// value holds; from 80 pt up the tracking is 0, as the table ends.
    static let sanFranciscoPoints: [(size: Double, tracking: Double)] = [
        (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0), (13, -0.08),
        (14, -0.15), (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45), (20, -0.45),
        (21, -0.36), (22, -0.26), (23, -0.10), (24, 0.07), (25, 0.15), (26, 0.22), (27, 0.29),
        (28, 0.38), (29, 0.40), (30, 0.40), (31, 0.39), (32, 0.41), (33, 0.40), (34, 0.40),
        (35, 0.38), (36, 0.37), (37, 0.36), (38, 0.37), (39, 0.38), (40, 0.37), (41, 0.36),
        (42, 0.37), (43, 0.38), (44, 0.37), (45, 0.35), (46, 0.36), (47, 0.37), (48, 0.35),
        (49, 0.33), (50, 0.33), (51, 0.32), (52, 0.31), (53, 0.33), (54, 0.32), (56, 0.30),
        (58, 0.28), (60, 0.26), (62, 0.24), (64, 0.22), (66, 0.19), (68, 0.17), (70, 0.14),
        (72, 0.14), (76, 0.07), (80, 0),
    ]

    /// Tracking in points at `size` (the size drawn: a text shrunk by
    /// `minimumScaleFactor` takes the tracking of its reduced size).
    public func tracking(atSize size: Double) -> Double {
        switch self {
        case .none: return 0
        case .sanFrancisco:
            let table = TrackingTable.sanFranciscoPoints
            if size <= table[0].size { return table[0].tracking }
            if size >= table[table.count - 1].size { return table[table.count - 1].tracking }
            var low = 0, high = table.count - 1
            while high - low > 1 {
                let mid = (low + high) / 2
                if table[mid].size <= size { low = mid } else { high = mid }
            }
            let t = (size - table[low].size) / (table[high].size - table[low].size)
            return table[low].tracking + t * (table[high].tracking - table[low].tracking)
        }
    }
}
