import SlotFitStrings
import SlotFitText

/// One (activity, state, locale, device, Dynamic Type size) laid out: every presentation with
/// its views and verdicts, and the findings of the rules.
public struct ActivitySnapshot: Sendable, Hashable {
    /// A presentation laid out in its budget.
    public struct Laid: Sendable, Hashable {
        public var presentation: Presentation
        /// The width and height the presentation may take.
        public var budget: SlotBudget
        /// `true` when the budget is derived (expanded regions).
        public var derived: Bool
        public var root: PlacedView
        /// An expanded region's place in the island, left to right
        /// (`ExpandedIslandGeometry.regions`): where pictures draw it.
        public var region: SlotRect? = nil
    }

    public var activity: String
    public var state: String
    public var requestedLocale: String
    public var resolution: LocaleResolution
    public var direction: LayoutDirection
    public var device: DeviceProfile
    /// The Dynamic Type size the person has set (`large` by default).
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// Per presentation, per text or timer (in the order the snapshot lists
    /// them): the largest of the checked Dynamic Type sizes at which it
    /// still shows all its text (`nil`: at none). Set by a matrix that
    /// checks more than one size; empty otherwise.
    public var largestFittingSizes: [Presentation: [DynamicTypeSize?]] = [:]
    /// The sizes `largestFittingSizes` chose among.
    public var checkedSizes: [DynamicTypeSize] = []
    public var fontProfile: String
    public var presentations: [Laid]
    public var findings: [LayoutFinding]
    /// The activity's colours, for pictures (`activityBackgroundTint`, `keylineTint`).
    public var backgroundTint: ColorValue? = nil
    public var keylineTint: ColorValue? = nil
    /// The expanded island the regions were budgeted and placed in, with
    /// the activity's content margins (pictures draw from it).
    package var expandedGeometry: ExpandedIslandGeometry? = nil

    /// Every font file the snapshot's texts used, sorted.
    public var fonts: [FontFileInfo] {
        // A few faces, shared by most texts: a list compared by file and
        // face index (a set would hash every field of every text's fonts).
        var found: [FontFileInfo] = []
        for presentation in presentations {
            for view in presentation.root.flattened {
                for font in view.text?.fonts ?? [] where !found.contains(where: { $0.faceIndex == font.faceIndex && $0.file == font.file }) {
                    found.append(font)
                }
            }
        }
        return found.sorted()
    }
}
