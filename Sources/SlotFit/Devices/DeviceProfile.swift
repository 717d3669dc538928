/// A device class and the slot budgets of every Live Activity presentation
/// it has, from Apple's Human Interface Guidelines (shared/reference/BUDGETS.md).
public struct DeviceProfile: Sendable, Hashable, Codable {
    /// The kind of surface.
    public enum Kind: String, Sendable, Hashable, Codable {
        case iPhone = "iphone", iPad = "ipad", carPlay = "carplay", watch
    }

    /// The id used on the command line and in `slotfit.yml`, e.g. `iphone-393`.
    public var id: String
    /// A readable name.
    public var name: String
    public var kind: Kind
    /// The portrait screen in points, when the profile has one.
    public var screen: SlotBudget?
    /// Dynamic Island compact leading slot.
    public var compactLeading: SlotBudget?
    /// Dynamic Island compact trailing slot.
    public var compactTrailing: SlotBudget?
    /// Dynamic Island minimal presentation (36.67–45 × 36.67).
    public var minimal: SlotBudget?
    /// Dynamic Island expanded presentation.
    public var expanded: SlotBudget?
    /// Lock Screen (or the surface's only presentation: CarPlay, Smart Stack).
    public var lockScreen: SlotBudget?
    /// Width of the island showing compact or minimal content.
    public var islandWidth: Points?
    /// The island's corner radius (44 pt).
    public var islandCornerRadius: Points?
    /// The Lock Screen layout margin (14 pt).
    public var lockScreenMargin: Points?
    /// Model names that use this profile, as ids (`iphone-15-pro`).
    public var models: [String]
    /// Notes on derived numbers.
    public var notes: [String]
}
