/// Point size and leading of every text style at every Dynamic Type size.
///
/// Source: Apple, Human Interface Guidelines › Typography › Specifications ›
/// "iOS, iPadOS Dynamic Type sizes" (one table per size: xSmall, Small,
/// Medium, Large (default), xLarge, xxLarge, xxxLarge, AX1–AX5; each row a
/// style's weight, size and leading in points). docs/DYNAMIC-TYPE.md holds
/// the same table as it is read here.
extension TextStyle {
    /// (size, leading) per style, in `DynamicTypeSize.allCases` order.
    private static let dynamicTypeTable: [TextStyle: [(size: Double, leading: Double)]] = [
        .largeTitle: [(31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48), (44, 52), (48, 57), (52, 61), (56, 66), (60, 70)],
        .title: [(25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41), (38, 46), (43, 51), (48, 57), (53, 63), (58, 69)],
        .title2: [(19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34), (34, 41), (39, 47), (44, 52), (50, 60), (56, 66)],
        .title3: [(17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32), (31, 38), (37, 44), (43, 51), (49, 59), (55, 65)],
        .headline: [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
        .body: [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
        .callout: [(13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28), (26, 32), (32, 39), (38, 46), (44, 52), (51, 60)],
        .subheadline: [(12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37), (36, 43), (42, 50), (49, 58)],
        .footnote: [(12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40), (38, 46), (44, 52)],
        .caption: [(11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32), (32, 39), (37, 44), (43, 51)],
        .caption2: [(11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22), (20, 25), (24, 30), (29, 35), (34, 41), (40, 48)],
    ]

    /// The style's point size at `dynamicTypeSize`.
    public func size(at dynamicTypeSize: DynamicTypeSize) -> Double {
        Self.dynamicTypeTable[self]![dynamicTypeSize.index].size
    }

    /// The style's leading (line height) in points at `dynamicTypeSize`.
    public func leading(at dynamicTypeSize: DynamicTypeSize) -> Double {
        Self.dynamicTypeTable[self]![dynamicTypeSize.index].leading
    }

    /// How much a length relative to this style grows from the default size
    /// to `dynamicTypeSize`: the ratio of the style's point sizes. This is
    /// how a custom font (`Font.custom(_:size:relativeTo:)`) and a
    /// `@ScaledMetric` follow the style; Apple documents that they scale
    /// with it (UIFontMetrics) but not the curve, so the ratio is **derived**.
    public func scale(at dynamicTypeSize: DynamicTypeSize) -> Double {
        size(at: dynamicTypeSize) / size(at: .large)
    }
}
