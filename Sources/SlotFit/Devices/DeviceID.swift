/// A device profile's id as a value (`.iPhone393`), for APIs that take a
/// device: a typo is a compile error where a member is used, and a string
/// literal still reads (`"iphone-430"`), checked when the profile is looked up.
public struct DeviceID: RawRepresentable, Sendable, Hashable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }
    public var description: String { rawValue }

    /// 6.1-inch phones with the Dynamic Island (iPhone 14 Pro to 17 Pro).
    public static let iPhone393: DeviceID = "iphone-393"
    /// 6.7-inch and 6.9-inch phones (Pro Max, Plus, Air).
    public static let iPhone430: DeviceID = "iphone-430"
    /// The 393-point phones under Display Zoom ("Larger Text"): a
    /// 320-point screen, the island at its physical size (derived, opt-in).
    public static let iPhone393Zoomed: DeviceID = "iphone-393-zoomed"
    /// The 430-point phones under Display Zoom: a 375-point screen (derived, opt-in).
    public static let iPhone430Zoomed: DeviceID = "iphone-430-zoomed"
    /// The Lock Screen of a 12.9-inch and 13-inch iPad.
    public static let iPad1366: DeviceID = "ipad-1366"
    /// The Lock Screen of an 11-inch iPad.
    public static let iPad1194: DeviceID = "ipad-1194"
    /// CarPlay's Live Activity surfaces.
    public static let carPlay240x78: DeviceID = "carplay-240x78"
    public static let carPlay240x100: DeviceID = "carplay-240x100"
    public static let carPlay170x78: DeviceID = "carplay-170x78"
    /// The Apple Watch Smart Stack, by case size.
    public static let watch40mm: DeviceID = "watch-40mm"
    public static let watch41mm: DeviceID = "watch-41mm"
    public static let watch44mm: DeviceID = "watch-44mm"
    public static let watch45mm: DeviceID = "watch-45mm"
    public static let watch49mm: DeviceID = "watch-49mm"

    /// Every profile SlotFit ships.
    public static let all: [DeviceID] = [.iPhone393, .iPhone430, .iPhone393Zoomed, .iPhone430Zoomed, .iPad1366, .iPad1194, .carPlay240x78, .carPlay240x100, .carPlay170x78,
                                         .watch40mm, .watch41mm, .watch44mm, .watch45mm, .watch49mm]

    /// The profile (`DeviceCatalog.profile`).
    ///
    /// - Throws: `SlotFitError` naming the closest id for an unknown one.
    public var profile: DeviceProfile {
        get throws { try DeviceCatalog.profile(rawValue) }
    }
}
