import SlotFitText
/// Every device class SlotFit knows, with model-name aliases.
public enum DeviceCatalog {
    private static let island = SlotBudget(width: 36.67...45, height: 36.67...36.67)
    private static let activityHeight = 84.0...160.0

    private static func iPhone(id: String, screen: (Double, Double), compact: Double, expanded: Double, islandWidth: Double,
                               models: [String], notes: [String]) -> DeviceProfile {
        DeviceProfile(
            id: id, name: "iPhone \(Int(screen.0))×\(Int(screen.1)) pt", kind: .iPhone,
            screen: SlotBudget(width: .apple(screen.0), height: .apple(screen.1)),
            compactLeading: SlotBudget(width: .apple(compact), height: .apple(36.67)),
            compactTrailing: SlotBudget(width: .apple(compact), height: .apple(36.67)),
            minimal: island,
            expanded: SlotBudget(width: expanded...expanded, height: activityHeight),
            lockScreen: SlotBudget(width: expanded...expanded, height: activityHeight),
            islandWidth: .apple(islandWidth), islandCornerRadius: .apple(44), lockScreenMargin: .apple(14),
            models: models, notes: notes)
    }

    private static func single(id: String, name: String, kind: DeviceProfile.Kind, width: Double, height: ClosedRange<Double>,
                               notes: [String] = []) -> DeviceProfile {
        DeviceProfile(id: id, name: name, kind: kind, screen: nil, compactLeading: nil, compactTrailing: nil, minimal: nil,
                      expanded: nil, lockScreen: SlotBudget(width: width...width, height: height), islandWidth: nil,
                      islandCornerRadius: nil, lockScreenMargin: kind == .iPad ? .apple(14) : nil, models: [], notes: notes)
    }

    /// Models whose screen is not one of the two published rows.
    static let derivedModels: Set<String> = ["iphone-16-pro", "iphone-17", "iphone-17-pro", "iphone-16-pro-max", "iphone-17-pro-max", "iphone-air"]

    /// All profiles, in table order.
    public static let all: [DeviceProfile] = [
        iPhone(id: "iphone-393", screen: (393, 852), compact: 52.33, expanded: 371, islandWidth: 230,
               models: ["iphone-14-pro", "iphone-15", "iphone-15-pro", "iphone-16", "iphone-16-pro", "iphone-17", "iphone-17-pro"],
               notes: ["402-wide phones (iphone-16-pro, iphone-17, iphone-17-pro) use this profile: their island is 230 pt wide like the 393-wide ones, so (230 − 126) / 2 ≈ 52 (derived); their Lock Screen width is not published, 371 is assumed (derived)"]),
        iPhone(id: "iphone-430", screen: (430, 932), compact: 62.33, expanded: 408, islandWidth: 250,
               models: ["iphone-14-pro-max", "iphone-15-plus", "iphone-15-pro-max", "iphone-16-plus", "iphone-16-pro-max", "iphone-17-pro-max", "iphone-air"],
               notes: ["440- and 420-wide phones (iphone-16-pro-max, iphone-17-pro-max, iphone-air) use this profile: island 250 pt, (250 − 126) / 2 ≈ 62 (derived); their Lock Screen width is not published, 408 is assumed (derived)"]),
        single(id: "ipad-1366", name: "iPad Lock Screen, 1366×1024 screens", kind: .iPad, width: 500, height: activityHeight),
        single(id: "ipad-1194", name: "iPad Lock Screen, 1194×834, 1012×834, 1080×810, 1024×768 screens", kind: .iPad, width: 425, height: activityHeight),
        single(id: "carplay-240x78", name: "CarPlay dashboard 240×78", kind: .carPlay, width: 240, height: 78...78),
        single(id: "carplay-240x100", name: "CarPlay dashboard 240×100", kind: .carPlay, width: 240, height: 100...100),
        single(id: "carplay-170x78", name: "CarPlay dashboard 170×78", kind: .carPlay, width: 170, height: 78...78),
        single(id: "watch-40mm", name: "Apple Watch 40 mm Smart Stack", kind: .watch, width: 152, height: 69.5...69.5),
        single(id: "watch-41mm", name: "Apple Watch 41 mm Smart Stack", kind: .watch, width: 165, height: 72.5...72.5),
        single(id: "watch-44mm", name: "Apple Watch 44 mm Smart Stack", kind: .watch, width: 173, height: 76.5...76.5),
        single(id: "watch-45mm", name: "Apple Watch 45 mm Smart Stack", kind: .watch, width: 184, height: 80.5...80.5),
        single(id: "watch-49mm", name: "Apple Watch 49 mm Smart Stack", kind: .watch, width: 191, height: 81.5...81.5),
    ]

    /// The profile for an id or a model alias (case-insensitive).
    ///
    /// - Throws: `SlotFitError` listing the valid ids and the closest one.
    public static func profile(_ name: String) throws -> DeviceProfile {
        let wanted = name.lowercased()
        if let profile = all.first(where: { $0.id == wanted }) { return profile }
        if var profile = all.first(where: { $0.models.contains(wanted) }) {
            if derivedModels.contains(wanted) {
                // Not the published screen: compact widths come from the
                // island width, the Lock Screen width is assumed.
                for keyPath in [\DeviceProfile.compactLeading, \DeviceProfile.compactTrailing, \DeviceProfile.lockScreen] {
                    profile[keyPath: keyPath]?.minWidth.derived = true
                    profile[keyPath: keyPath]?.maxWidth.derived = true
                }
                profile.name += " (as \(wanted))"
            }
            return profile
        }
        let names = all.map(\.id) + all.flatMap(\.models)
        let closest = DidYouMean.nearest(to: wanted, in: names) ?? "iphone-393"
        throw SlotFitError(.unknownDevice, "unknown device \"\(name)\"\(DidYouMean.phrase(closest)) Valid ids: \(all.map(\.id).joined(separator: ", ")) (and model names such as iphone-15-pro)")
    }
}
