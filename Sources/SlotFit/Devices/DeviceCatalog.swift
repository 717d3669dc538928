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

    /// A phone under Display Zoom ("Larger Text"): iOS lays the whole UI
    /// out on a smaller logical screen (`screen`, the zoomed width from
    /// public tables of zoomed resolutions, docs/BUDGETS.md) and scales it
    /// up to the panel, so a point is `base width / zoomed width` times
    /// larger. Every number is derived:
    /// - the Dynamic Island is hardware (it wraps the camera cutout), so it
    ///   keeps its physical size: each island number (compact slots,
    ///   minimal, island width, corner radius, expanded island) is the
    ///   unzoomed one × zoomed / unzoomed width, in fewer, larger points —
    ///   assumed, and the conservative choice (less room for the same text);
    /// - the Lock Screen is laid out on the zoomed screen like any UI: the
    ///   zoomed width less the 22 pt the published rows leave
    ///   (393 − 371 = 430 − 408 = 22), 84–160 pt tall, margin 14.
    private static func zoomed(_ base: DeviceProfile, screen: (Double, Double), sources: String) -> DeviceProfile {
        let nativeWidth = base.screen!.maxWidth.value
        let scale = screen.0 / nativeWidth
        func hundredths(_ value: Double) -> Double { (value * 100).rounded() / 100 }
        func scaled(_ points: Points) -> Points { .derived(hundredths(points.value * scale)) }
        func scaled(_ budget: SlotBudget?) -> SlotBudget? {
            budget.map { SlotBudget(width: hundredths($0.minWidth.value * scale)...hundredths($0.maxWidth.value * scale),
                                    height: hundredths($0.minHeight.value * scale)...hundredths($0.maxHeight.value * scale), derived: true) }
        }
        let lockWidth = screen.0 - (nativeWidth - base.lockScreen!.maxWidth.value)
        let zoomedLock = SlotBudget(width: lockWidth...lockWidth, height: base.lockScreen!.minHeight.value...base.lockScreen!.maxHeight.value, derived: true)
        return DeviceProfile(
            id: base.id + "-zoomed", name: "\(base.name) under Display Zoom (\(Int(screen.0))×\(Int(screen.1)) pt)", kind: .iPhone,
            screen: SlotBudget(width: .derived(screen.0), height: .derived(screen.1)),
            compactLeading: scaled(base.compactLeading), compactTrailing: scaled(base.compactTrailing), minimal: scaled(base.minimal),
            expanded: scaled(base.expanded), lockScreen: zoomedLock,
            islandWidth: base.islandWidth.map { scaled($0) }, islandCornerRadius: base.islandCornerRadius.map { scaled($0) },
            lockScreenMargin: base.lockScreenMargin.map { .derived($0.value) }, models: [],
            notes: ["opt-in (devices: [\(base.id)-zoomed] in slotfit.yml): the \(base.id) phones with Display Zoom set to Larger Text. The UI is laid out on a \(Int(screen.0))×\(Int(screen.1)) pt screen (\(sources)) and scaled up \(FixedPoint.trimmed(1 / scale, decimals: 4))×; the Dynamic Island is hardware and keeps its physical size, so its budgets are the unzoomed ones × \(Int(screen.0))/\(Int(nativeWidth)) (assumed); the Lock Screen is the zoomed screen less 22 pt, \(Int(screen.0)) − 22 = \(Int(lockWidth)) (derived)"])
    }

    private static let iPhone393 = iPhone(id: "iphone-393", screen: (393, 852), compact: 52.33, expanded: 371, islandWidth: 230,
               models: ["iphone-14-pro", "iphone-15", "iphone-15-pro", "iphone-16", "iphone-16-pro", "iphone-17", "iphone-17-pro"],
               notes: ["402-wide phones (iphone-16-pro, iphone-17, iphone-17-pro) use this profile: their island is 230 pt wide like the 393-wide ones, so (230 − 126) / 2 ≈ 52 (derived); their Lock Screen width is not published, 371 is assumed (derived)"])
    private static let iPhone430 = iPhone(id: "iphone-430", screen: (430, 932), compact: 62.33, expanded: 408, islandWidth: 250,
               models: ["iphone-14-pro-max", "iphone-15-plus", "iphone-15-pro-max", "iphone-16-plus", "iphone-16-pro-max", "iphone-17-pro-max", "iphone-air"],
               notes: ["440- and 420-wide phones (iphone-16-pro-max, iphone-17-pro-max, iphone-air) use this profile: island 250 pt, (250 − 126) / 2 ≈ 62 (derived); their Lock Screen width is not published, 408 is assumed (derived)"])

    /// Models whose screen is not one of the two published rows.
    static let derivedModels: Set<String> = ["iphone-16-pro", "iphone-17", "iphone-17-pro", "iphone-16-pro-max", "iphone-17-pro-max", "iphone-air"]

    /// All profiles, in table order.
    public static let all: [DeviceProfile] = [
        iPhone393, iPhone430,
        // Display Zoom, opt-in: the zoomed widths of public tables of zoomed
        // resolutions (docs/BUDGETS.md, "Display Zoom").
        zoomed(iPhone393, screen: (320, 693), sources: "the zoomed resolution of the 393-, 390- and 402-wide phones in public tables of zoomed resolutions"),
        zoomed(iPhone430, screen: (375, 812), sources: "the zoomed resolution of the 430-, 428-, 440- and 420-wide phones in public tables of zoomed resolutions"),
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
