/// A CLDR plural category.
public enum PluralCategory: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case zero, one, two, few, many, other

    public static func < (a: PluralCategory, b: PluralCategory) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// A device a variation can target (`variations.device`).
public enum DeviceKind: String, Sendable, Hashable, Codable, CaseIterable {
    case iphone, ipod, ipad, applewatch, appletv, applevision, mac, other
}
