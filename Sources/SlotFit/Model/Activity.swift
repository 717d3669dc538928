/// A Live Activity: attributes, named sample states of its ContentState, and
/// a view for each presentation.
public struct Activity: Sendable, Hashable {
    /// The regions of `DynamicIslandExpandedRegion`.
    public enum ExpandedRegion: String, Sendable, Hashable, CaseIterable, Codable {
        case leading, trailing, center, bottom
    }

    /// A named fixture of the ContentState.
    public struct State: Sendable, Hashable {
        public var name: String
        public var fields: [String: ActivityValue]
        public init(name: String, fields: [String: ActivityValue]) { self.name = name; self.fields = fields }
    }

    /// The activity's name.
    public var name: String
    /// Where its text keys come from (a path): an `.xcstrings` file, a
    /// `.strings` / `.stringsdict` file, an `.lproj` folder, or a folder
    /// with catalogs below it.
    public var catalog: String?
    /// The table its keys are looked up in (Xcode's `tableName`); `nil`:
    /// the only table there is, else `Localizable`.
    public var table: String? = nil
    /// Other bundles' catalogs by the name texts give them (`bundle:`): a
    /// framework's strings beside the app's.
    public var bundles: [String: String] = [:]
    /// The development language of a table folder, by its path (the
    /// catalog's or one in `bundles`), where a project says it: the
    /// extension's `developmentRegion`, a Swift package's
    /// `defaultLocalization`. A lookup no localization matches falls back
    /// to it; `.lproj` tables without it are read as English's. A String
    /// Catalog's own `sourceLanguage` wins.
    public var developmentLanguages: [String: String] = [:]
    /// What the widget extension's bundle holds, when the project that
    /// builds it was read (`nil`: a manifest, or no project found). With a
    /// bundle that holds no table, texts show as written and the
    /// activity renders in the app's languages as the device shows them.
    public var extensionBundle: ExtensionBundle? = nil
    /// Static attributes, e.g. `languageCode`.
    public var attributes: [String: ActivityValue]
    /// Sample states, in the order written.
    public var states: [State]
    /// Values computed from the fields (`minutes: Int(etaSeconds / 60)`),
    /// read by views like fields and evaluated per state.
    public var derived: [String: ValueExpression] = [:]
    /// Fields whose values SlotFit stood in for (`StandIn`): an expression
    /// the importer could not evaluate, named as a field, or a field no
    /// sample state sets. Texts reading them are unverified.
    package var assumed: [String: StandIn] = [:]
    /// Fields whose one value is the same in every language: declared as
    /// data (a number, a date, an enum case), or given under `values:` with
    /// `same: true`. Any other string a sample gives once is the app's in
    /// its development language only: in another, a finding resting on it
    /// is at most a warning (`TextSource.languageAssumption(among:)`).
    public var sameInEveryLanguage: Set<String> = []
    /// Fields declared as `Date` (optional or not): a value given for one
    /// under `values:` must be a date.
    package var dateFields: Set<String> = []
    /// The `values:` entries of slotfit.yml it took, by key: its goldens
    /// name them (`value:` lines), so `render` re-records a golden whose
    /// values the team changed.
    public var givenValues: [String: [ActivityValue]] = [:]
    /// `ActivityConfiguration`'s Lock Screen view.
    public var lockScreen: ActivityView?
    /// The Lock Screen view for the `.small` activity family (CarPlay, Apple
    /// Watch Smart Stack), as `@Environment(\.activityFamily)` selects it;
    /// `nil` uses `lockScreen`.
    public var small: ActivityView?
    /// `.supplementalActivityFamilies([.small])`: the activity has a view for
    /// CarPlay and the Smart Stack. Without it those show the compact views.
    public var supportsSmallFamily = false
    /// `DynamicIsland { … } compactLeading: …`.
    public var compactLeading: ActivityView?
    public var compactTrailing: ActivityView?
    public var minimal: ActivityView?
    /// Expanded regions.
    public var expanded: [ExpandedRegion: ActivityView]
    /// `.activityBackgroundTint(_:)`: the Lock Screen card's colour
    /// (pictures only; `nil` is the system's).
    public var backgroundTint: ColorValue? = nil
    /// `DynamicIsland.keylineTint(_:)`: the island's outline (pictures only).
    public var keylineTint: ColorValue? = nil
    /// Findings to ignore in this activity (`ignores:` in its manifest),
    /// each with its reason, beside slotfit.yml's.
    public var ignores: [SlotFitConfiguration.Ignore] = []
    /// `DynamicIslandExpandedRegion(_:priority:)`: which region's content
    /// the system sizes first (0 when absent).
    public var expandedPriorities: [ExpandedRegion: Double] = [:]
    /// `DynamicIsland.contentMargins(_:_:for:)`, as written (the first
    /// naming an edge wins: Apple uses the innermost). Those for
    /// `.expanded` move the expanded regions (`ExpandedIslandGeometry`);
    /// the compact and minimal slots keep Apple's published sizes.
    package var islandContentMargins: [IslandContentMargins.Override] = []
    /// Texts written in branches the importer did not lay out (an `if` or
    /// `switch` on a value it could not evaluate takes its first branch):
    /// never laid out, so `check` lists them as not checked.
    public var untakenTexts: Set<SourceLocation> = []
    /// Presentations the app leaves empty (`minimal: { EmptyView() }`), with
    /// where: the device shows them blank, which a note says.
    public var emptyPresentations: [Presentation: SourceLocation] = [:]

    /// Creates an activity.
    public init(name: String, catalog: String? = nil, attributes: [String: ActivityValue] = [:], states: [State] = [],
                lockScreen: ActivityView? = nil, compactLeading: ActivityView? = nil, compactTrailing: ActivityView? = nil,
                minimal: ActivityView? = nil, expanded: [ExpandedRegion: ActivityView] = [:]) {
        self.name = name; self.catalog = catalog; self.attributes = attributes; self.states = states
        self.lockScreen = lockScreen; self.compactLeading = compactLeading; self.compactTrailing = compactTrailing
        self.minimal = minimal; self.expanded = expanded
    }

    /// Whether a bundle's localizations decide the language its texts run
    /// in: it has a catalog, or its extension's bundle is known (a bundle
    /// with no table still resolves to its development language). Without
    /// either, texts are literals shown in whatever language is asked for.
    public var resolvesLocalization: Bool { catalog != nil || extensionBundle != nil }

    /// The activity's `languageCode` attribute ("" when absent).
    public var languageCode: String {
        if case .string(let code) = attributes["languageCode"] { return code }
        return ""
    }

    /// The bundles and tables its texts name besides the activity's own
    /// (`table:`, `bundle:` on a text), sorted.
    public var otherTables: [StringsTable] {
        func collect(_ view: ActivityView) -> [StringsTable] {
            [view.stringsTable] + view.children.flatMap(collect) + (view.modifiers.background + view.modifiers.overlay).flatMap(collect)
        }
        let own: Set<StringsTable> = [StringsTable(), StringsTable(table: table)]
        return Set(presentationViews.flatMap(collect)).subtracting(own).sorted()
    }
}
