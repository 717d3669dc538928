import SlotFitText

/// The surfaces of a Live Activity, as far as Dynamic Type is concerned:
/// whether each draws its text at the size the person set.
public enum TypeScalingSurface: String, Sendable, Hashable, CaseIterable, Codable {
    /// The Lock Screen (and its banner): a widget, whose text follows the
    /// person's text size. [A: Human Interface Guidelines, Widgets and
    /// Typography: text styles in widgets support Dynamic Type]
    case lockScreen
    /// The Dynamic Island's compact, minimal and expanded presentations.
    /// Apple does not document whether they follow the text size.
    case dynamicIsland
    /// CarPlay's dashboard. Not documented.
    case carPlay
    /// The Apple Watch Smart Stack (the watch's own text size). Not documented.
    case watch

    /// The surface a presentation is shown on, for a device of `kind`.
    public init(_ presentation: Presentation, deviceKind: DeviceProfile.Kind) {
        switch presentation {
        case .lockScreen: self = .lockScreen
        case .small: self = deviceKind == .watch ? .watch : .carPlay
        default: self = .dynamicIsland
        }
    }
}

/// How a surface follows Dynamic Type, as slotfit.yml's
/// `dynamicTypeScaling:` sets it.
public enum TypeScaling: String, Sendable, Hashable, CaseIterable, Codable {
    /// Its text is drawn at the person's size, as Apple documents (or the
    /// team knows): what is cut there is an error.
    case scales
    /// Drawn at the person's size, as SlotFit assumes where Apple says
    /// nothing: what is cut only above the default size is a warning that
    /// names the assumption.
    case assumed
    /// Always drawn at the default size (large): the team knows the surface
    /// ignores the setting, or clamps it (`.dynamicTypeSize(.large)`).
    case fixed

    /// The setting of each surface when slotfit.yml names none: the Lock
    /// Screen scales (documented), the others are assumed to.
    public static let defaults: [TypeScalingSurface: TypeScaling] = [
        .lockScreen: .scales, .dynamicIsland: .assumed, .carPlay: .assumed, .watch: .assumed,
    ]
}
