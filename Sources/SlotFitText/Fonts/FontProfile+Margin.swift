extension FontProfile {
    /// How much wider the default profile's Inter Regular sets Latin text
    /// than San Francisco Pro at each text style's size, with each face's
    /// tracking at that size: `slotfit fonts` measures it (docs/MEASUREMENT.md, "The
    /// default must never be narrower than SF"): 1.124× at 11 pt (caption2)
    /// up to 1.213× at 17 pt (body), from 20 pt against SF's Text cut (the
    /// Display cut SF draws there is narrower still, so the margin is at
    /// least this).
    static let interOverSanFrancisco: [(size: Double, ratio: Double)] = [
        (11, 1.124), (12, 1.139), (13, 1.156), (15, 1.183), (16, 1.195), (17, 1.213),
        (20, 1.204), (22, 1.172), (28, 1.103), (34, 1.108),
    ]

    /// The factor by which text set in the default profile's Inter at
    /// `size` points is wider than San Francisco on the device (linear
    /// between the measured sizes, the nearest outside them); `nil` for a
    /// family other than Inter, whose margin SlotFit has not measured.
    public static func widthMarginOverSanFrancisco(family: String, size: Double) -> Double? {
        guard family.hasPrefix("Inter"), size.isFinite, size > 0 else { return nil }
        let table = interOverSanFrancisco
        if size <= table[0].size { return table[0].ratio }
        for (low, high) in zip(table, table.dropFirst()) where size <= high.size {
            let t = (size - low.size) / (high.size - low.size)
            return low.ratio + (high.ratio - low.ratio) * t
        }
        return table[table.count - 1].ratio
    }
}
