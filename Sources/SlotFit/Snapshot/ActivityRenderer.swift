import Foundation
import SlotFitStrings
import SlotFitText

/// Lays an activity out in every presentation of a device, for a state and
/// a language, and runs the rules that need no golden.
public struct ActivityRenderer: Sendable {
    public var engine: TextEngine
    /// The activity, each view holding the environment values in effect
    /// where it sits (`ActivityView.inheritingEnvironment()`).
    public var activity: Activity
    public var catalog: StringCatalog
    /// Below this scale factor a shrunk text is reported (a warning).
    public var scaleFloor = 0.7
    /// Which surfaces follow the Dynamic Type size (slotfit.yml's
    /// `dynamicTypeScaling:`); a surface missing here takes `TypeScaling.defaults`.
    public var typeScaling: [TypeScalingSurface: TypeScaling] = TypeScaling.defaults
    /// Whether texts carry their glyph positions (pictures draw them; a
    /// check that draws none is faster without).
    public var includesGlyphs = true
    /// JSON size of attributes + each state's ContentState, by state.
    private let payloads: [String: Int]
    /// Resolved localizations by languageCode and system default (the
    /// catalog never changes).
    private let resolutions = ShardedCache<[String], LocaleResolution>()
    /// Text layouts made by this renderer's renders, by request: the same
    /// string at the same width in another state, device or render is not
    /// laid out again.
    private let texts = ShardedCache<TextRequest, TextLayout>()
    /// Resolved strings and conditions by state, localization and the
    /// views shown: the devices of a family (every iPhone and iPad) show
    /// the same views with the same strings, resolved once.
    private let contents = ShardedCache<ContentKey, ResolvedContent>()
    /// What a render's resolved content depends on.
    private struct ContentKey: Hashable, Sendable {
        var state: String
        var localization: String
        var locale: String
        var family: String
        /// `TextSource.appLanguage`.
        var appLanguage: String?
        /// Which of the activity's views the device shows.
        var roots: [Bool]
    }
    /// The other tables the activity's texts name: tables of its catalog
    /// (`Common.strings` beside `Localizable.strings`) and of other bundles'.
    private let tables: [StringsTable: StringCatalog]
    /// What CarPlay and the Smart Stack show: the `.small` view (the Lock
    /// Screen view when none), or without the family the compact leading and
    /// trailing views side by side.
    private let smallView: ActivityView?
    /// Each table's keys by generated symbol (`Text(.widgetTitle)`).
    private let symbolKeys: [StringsTable: [String: String]]
    /// Each table indexed once (`CatalogIndex`), for every render.
    private let indexes: [StringsTable: CatalogIndex]

    /// Creates a renderer. `catalog` is one already in memory (a
    /// pseudo-localized one, say); when `nil` the activity's catalog file is
    /// read here, once. `checked`: the activity has passed the manifest's
    /// checks already (`ActivityManifest.parse` runs them with the place of
    /// every key); otherwise (an activity from Swift or the DSL) they run
    /// here, with the places its views carry.
    public init(engine: TextEngine, activity: Activity, catalog: StringCatalog? = nil, checked: Bool = false) throws {
        self.engine = engine
        // Environment modifiers reach the views inside the ones they are
        // written on, once, before any render.
        self.activity = activity.inheritingEnvironment()
        if let catalog {
            self.catalog = catalog
        } else if let path = activity.catalog {
            do { self.catalog = try StringCatalog.loadOnDemand(path, table: activity.table, sourceLanguage: activity.developmentLanguages[path] ?? "en") } catch let error as SlotFitError {
                throw error.within(activity.name)
            }
        } else {
            self.catalog = StringCatalog(sourceLanguage: "en")
        }
        var tables: [StringsTable: StringCatalog] = [:]
        // The pseudo-localizations the matrix added to the activity's
        // table, added to its other tables as well: a text that reads
        // `tableName: "Common"` is stressed in en-XA as one that reads the
        // main table (it showed its English text there before).
        let shipped = self.catalog.shippedLocalizations
        let pseudo = Pseudolocalizer.Mode.allCases.filter { shipped.contains($0.defaultLocale) }
        for reference in activity.otherTables {
            guard let path = reference.bundle.map({ activity.bundles[$0] }) ?? activity.catalog else { continue }
            do {
                var table = try StringCatalog.loadOnDemand(path, table: reference.table, sourceLanguage: activity.developmentLanguages[path] ?? "en")
                for mode in pseudo {
                    table = Pseudolocalizer(mode: mode).adding(to: table)
                    table.shippedLocalizations.insert(mode.defaultLocale)
                }
                tables[reference] = table
            } catch let error as SlotFitError {
                throw error.within("\(activity.name): table \"\(reference.description)\"")
            }
        }
        self.tables = tables
        // Generated symbols' keys, once per table, when a text names one.
        var symbolKeys: [StringsTable: [String: String]] = [:]
        if self.activity.textViews.contains(where: { if case .symbol = $0.lookup { return true } else { return false } }) {
            symbolKeys[StringsTable()] = TextSource.symbolKeys(self.catalog)
            for (table, catalog) in tables { symbolKeys[table] = TextSource.symbolKeys(catalog) }
        }
        self.symbolKeys = symbolKeys
        var indexes = [StringsTable(): CatalogIndex(self.catalog)]
        for (table, catalog) in tables { indexes[table] = CatalogIndex(catalog) }
        self.indexes = indexes
        // The checks a manifest gets, for activities written in Swift too.
        if !checked {
            try ManifestChecker(source: activity.name, activity: activity, locations: [:],
                                catalog: activity.catalog == nil ? nil : self.catalog).check()
        }
        var payloads: [String: Int] = [:]
        for state in activity.states { payloads[state.name] = LayoutRules.payloadBytes(activity: activity, state: state) }
        self.payloads = payloads
        // From the views with their environment pushed down, as the others.
        let inherited = self.activity
        smallView = inherited.supportsSmallFamily ? (inherited.small ?? inherited.lockScreen)
            : ActivityView(.hstack(spacing: nil, alignment: .center, content: [inherited.compactLeading, ActivityView(.spacer(minLength: nil)), inherited.compactTrailing].compactMap { $0 }),
                           location: inherited.compactLeading?.location ?? .unknown)
    }

    /// How `surface` follows the Dynamic Type size.
    public func scaling(of surface: TypeScalingSurface) -> TypeScaling {
        typeScaling[surface] ?? TypeScaling.defaults[surface] ?? .assumed
    }

    /// Lays out `state` on `device`. `languageCode` stands for the
    /// attribute of that name (the activity's own when `nil`); empty means
    /// `systemDefault`. `dynamicTypeSize` is the text size the person has
    /// set; a surface whose scaling is `fixed` is drawn at large whatever it is.
    public func render(state name: String, device: DeviceProfile, languageCode: String? = nil,
                       systemDefault: String = "en-US", dynamicTypeSize: DynamicTypeSize = .large) throws -> ActivitySnapshot {
        guard let state = activity.states.first(where: { $0.name == name }) ?? (activity.states.isEmpty && name == "default" ? Activity.State(name: "default", fields: [:]) : nil) else {
            throw SlotFitError(.manifest, "unknown state \"\(name)\"; states: \(activity.states.map(\.name).joined(separator: ", "))").within(activity.name)
        }
        let code = languageCode ?? activity.languageCode
        let resolution = resolutions.value([code, systemDefault]) {
            LocaleResolver.resolve(languageCode: code, available: Array(Set(catalog.localizations).union(tables.values.flatMap(\.localizations))).sorted(),
                                   developmentLanguage: catalog.sourceLanguage, systemDefault: systemDefault)
        }
        // The app runs in the localization it resolves to: its direction and
        // digits follow that localization. Without a catalog the strings are
        // literals, shown in whatever language is asked for.
        let layoutLocale = activity.resolvesLocalization ? resolution.localization : (code.isEmpty ? systemDefault : code)
        let textLocale = (try? engine.locale(layoutLocale)) ?? TextLocale.root
        let singleSurface = device.kind == .carPlay || device.kind == .watch
        // Asked for a language the widget lacks (it shows its fallback), the
        // app may still run in it: its data's per-language forms follow it.
        let asked = code.isEmpty ? systemDefault : code
        let appLanguage = activity.resolvesLocalization && ExtensionBundle.language(asked) != ExtensionBundle.language(resolution.localization) ? asked : nil
        let source = TextSource(activity: activity, state: state, catalog: catalog, tables: tables, localization: resolution.localization,
                                locale: textLocale.identifier, appLanguage: appLanguage, family: singleSurface ? "small" : "medium",
                                symbolKeys: symbolKeys, indexes: indexes)
        // Resolve, then lay out: every string and condition of the views this
        // device shows, before any measuring.
        let roots = singleSurface ? [smallView]
            : [device.lockScreen == nil ? nil : activity.lockScreen,
               device.compactLeading == nil ? nil : activity.compactLeading, device.compactTrailing == nil ? nil : activity.compactTrailing,
               device.minimal == nil ? nil : activity.minimal] + Activity.ExpandedRegion.allCases.map { device.expanded == nil ? nil : activity.expanded[$0] }
        let key = ContentKey(state: state.name, localization: resolution.localization, locale: textLocale.identifier,
                             family: singleSurface ? "small" : "medium", appLanguage: appLanguage, roots: roots.map { $0 != nil })
        let resolved = try contents.value(key) { try ResolvedContent(roots.compactMap { $0 }, source: source) }
        /// A layout at the person's size, and one at large for the surfaces
        /// that do not follow it (the same one when none is fixed).
        func layouts(spacing: Double, glyphs: Bool) -> (scaled: ViewLayout, fixed: ViewLayout) {
            func make(_ size: DynamicTypeSize) -> ViewLayout {
                let made = ViewLayout(engine: engine, texts: texts, resolved: resolved, direction: textLocale.layoutDirection,
                                      includesGlyphs: glyphs, dynamicTypeSize: size)
                made.systemSpacing = spacing
                return made
            }
            let scaled = make(dynamicTypeSize)
            let anyFixed = TypeScalingSurface.allCases.contains { scaling(of: $0) == .fixed }
            return (scaled, dynamicTypeSize == .large || !anyFixed ? scaled : make(.large))
        }
        let deviceKind = device.kind

        /// Every presentation this device shows, laid out by `pair`: each
        /// by the layout of its surface's scaling.
        func layAll(_ pair: (scaled: ViewLayout, fixed: ViewLayout)) throws -> [ActivitySnapshot.Laid] {
            func layoutFor(_ presentation: Presentation) -> ViewLayout {
                scaling(of: TypeScalingSurface(presentation, deviceKind: deviceKind)) == .fixed ? pair.fixed : pair.scaled
            }
            var laid: [ActivitySnapshot.Laid] = []
            func add(_ presentation: Presentation, _ view: ActivityView?, budget: SlotBudget?, proposal: Proposal, derived: Bool = false) throws {
                guard let view, let budget, let root = try layoutFor(presentation).place(view, proposal) else { return }
                // Layout leaves each view's place relative to its parent's.
                laid.append(.init(presentation: presentation, budget: budget, derived: derived, root: root.absolute()))
            }
            if singleSurface {
                // `.supplementalActivityFamilies([.small])` gives these surfaces
                // the Lock Screen view in its small form; without it the system
                // shows the compact leading and trailing views side by side.
                if let small = device.lockScreen {
                    try add(.small, smallView, budget: small, proposal: Proposal(width: small.maxWidth.value, height: small.maxHeight.value))
                }
            } else if let lock = device.lockScreen {
                try add(.lockScreen, activity.lockScreen, budget: lock, proposal: Proposal(width: lock.maxWidth.value, height: nil))
            }
            if let leading = device.compactLeading {
                try add(.compactLeading, activity.compactLeading, budget: leading, proposal: Proposal(width: leading.maxWidth.value, height: leading.maxHeight.value))
            }
            if let trailing = device.compactTrailing {
                try add(.compactTrailing, activity.compactTrailing, budget: trailing, proposal: Proposal(width: trailing.maxWidth.value, height: trailing.maxHeight.value))
            }
            if let minimal = device.minimal {
                try add(.minimal, activity.minimal, budget: minimal, proposal: Proposal(width: minimal.maxWidth.value, height: minimal.maxHeight.value))
            }
            if device.expanded != nil {
                try layExpandedRegions(device: device, layout: layoutFor(.expandedLeading), add: add)
                if let geometry = ExpandedIslandGeometry(device: device, overrides: activity.islandContentMargins) {
                    Self.placeExpandedRegions(&laid, geometry: geometry)
                }
            }
            return laid
        }
        let laid = try layAll(layouts(spacing: ViewLayout.defaultSpacing, glyphs: includesGlyphs))
        var snapshot = ActivitySnapshot(activity: activity.name, state: state.name, requestedLocale: code.isEmpty ? "(system: \(systemDefault))" : code,
                                        resolution: resolution, direction: textLocale.layoutDirection, device: device,
                                        fontProfile: engine.profile.name, presentations: laid, findings: [])
        snapshot.dynamicTypeSize = dynamicTypeSize
        var result = snapshot
        result.backgroundTint = activity.backgroundTint
        result.keylineTint = activity.keylineTint
        result.expandedGeometry = device.expanded == nil ? nil : ExpandedIslandGeometry(device: device, overrides: activity.islandContentMargins)
        let rules = LayoutRules(scaleFloor: scaleFloor)
        let payload = payloads[state.name] ?? LayoutRules.payloadBytes(activity: activity, state: state)
        result.findings = rules.findings(snapshot, activity: activity, state: state, device: device, payload: payload)
        result.findings += emptyPresentationFindings(device: device)
        // Above or below the default size, what rests on a surface's assumed
        // scaling is said first: such a warning needs no second layout.
        if dynamicTypeSize != .large { markScalingAssumptions(&result.findings, size: dynamicTypeSize, deviceKind: device.kind) }
        // SwiftUI's spacing between two stacked views is its own (8 pt is
        // SlotFit's assumption): a budget or cut-text error that goes away
        // with no spacing at all rests on it, and is a warning that says so.
        if result.findings.contains(where: { $0.severity == .error && Self.spacingRules.contains($0.rule) }) {
            var alternate = snapshot
            alternate.presentations = try layAll(layouts(spacing: 0, glyphs: false))
            Self.markSpacingAssumptions(&result.findings, remaining: rules.findings(alternate, activity: activity, state: state, device: device, payload: payload))
        }
        // A catalog entry of the wrong shape read as absent: the error the
        // catalog's full read throws, now that this render read it.
        if let problem = catalog.entryProblem ?? tables.values.lazy.compactMap(\.entryProblem).first {
            throw problem.within("\(activity.name): catalog")
        }
        return result
    }

    /// The rules whose errors may rest on SwiftUI's default spacing.
    static let spacingRules: Set<Rule> = [.widthBudget, .heightBudget, .compactTruncation, .textTruncation]

    /// An error of `spacingRules` not among `remaining` (the findings with
    /// no spacing between stacked views) rests on the 8 pt SlotFit assumes:
    /// a warning that says so.
    static func markSpacingAssumptions(_ findings: inout [LayoutFinding], remaining: [LayoutFinding]) {
        let places = Set(remaining.map(FindingPlace.init))
        for index in findings.indices {
            let finding = findings[index]
            guard finding.severity == .error, spacingRules.contains(finding.rule), !places.contains(FindingPlace(finding)) else { continue }
            let note = "it fits with no spacing between stacked views: it rests on SwiftUI's default spacing, which SlotFit assumes is 8 pt (Apple does not document it, and it varies by view type); give the stack a spacing: to check it exactly"
            findings[index].severity = .warning
            findings[index].restsOn = finding.restsOn ?? note
            findings[index].message += "; " + note
        }
    }

    /// A slot the device has that the app leaves empty (written so): a note,
    /// for the device shows it blank.
    func emptyPresentationFindings(device: DeviceProfile) -> [LayoutFinding] {
        var found: [LayoutFinding] = []
        for (presentation, place) in activity.emptyPresentations.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            let hasSlot: Bool
            switch presentation {
            case .minimal: hasSlot = device.minimal != nil
            case .compactLeading: hasSlot = device.compactLeading != nil
            case .compactTrailing: hasSlot = device.compactTrailing != nil
            default: hasSlot = false
            }
            guard hasSlot else { continue }
            found.append(LayoutFinding(severity: .note, rule: .emptyPresentation, presentation: presentation, location: place,
                                       message: "the app's \(presentation.rawValue) view is empty: the device shows the slot blank"
                                           + (presentation == .minimal ? " (the minimal view shows while another Live Activity takes the island: this one's pill is empty)" : "")))
        }
        return found
    }

    /// Above or below the default size, a finding on a surface SlotFit only
    /// assumes follows Dynamic Type rests on that assumption: a warning
    /// that says so and how to settle it.
    private func markScalingAssumptions(_ findings: inout [LayoutFinding], size: DynamicTypeSize, deviceKind: DeviceProfile.Kind) {
        for index in findings.indices {
            guard let presentation = findings[index].presentation else { continue }
            let surface = TypeScalingSurface(presentation, deviceKind: deviceKind)
            guard scaling(of: surface) == .assumed, findings[index].restsOn == nil else { continue }
            let note = "at \(size.shortName): SlotFit assumes the \(surface.rawValue) surface draws text at the person's Dynamic Type size (Apple does not document it); set dynamicTypeScaling: { \(surface.rawValue): scales } (or fixed) in slotfit.yml once you know"
            if findings[index].severity == .error { findings[index].severity = .warning }
            findings[index].restsOn = note
            findings[index].message += "; " + note
        }
    }

    /// The expanded presentation as Apple documents it: leading and
    /// trailing beside the TrueDepth camera (content taller than it wraps
    /// below), center right below the camera between them, bottom below all
    /// three. Apple publishes no region widths; SlotFit derives them from
    /// one model of the island, `ExpandedIslandGeometry` (docs/BUDGETS.md),
    /// and marks them so:
    /// - each side region may take what the camera leaves on its side,
    ///   from the content margin to the housing (371 pt: (371 − 125.34) / 2
    ///   − 12.89 = 109.94) — a region with a higher `priority:` than the
    ///   other side is offered what the other side's minimum leaves of both
    ///   sides, and content wider than its side wraps below the camera;
    /// - a side region with `.dynamicIsland(verticalPlacement:
    ///   .belowIfTooWide)` whose ideal width exceeds that is laid out below,
    ///   at the content width;
    /// - the center gets what the sides leave, at least the camera's width;
    /// - heights: the island's 160 pt less the margins (and, for the
    ///   center, less the camera above it).
    /// Regions are sized in descending priority (then leading, trailing).
    func layExpandedRegions(device: DeviceProfile, layout: ViewLayout,
                            add: (Presentation, ActivityView?, SlotBudget?, Proposal, Bool) throws -> Void) throws {
        guard let geometry = ExpandedIslandGeometry(device: device, overrides: activity.islandContentMargins) else { return }
        let contentWidth = geometry.contentWidth, height = geometry.contentHeight
        let besides: [Activity.ExpandedRegion: Double] = [.leading: geometry.besideCameraLeading, .trailing: geometry.besideCameraTrailing]
        let beside = geometry.besideCameraLeading + geometry.besideCameraTrailing
        func priority(_ region: Activity.ExpandedRegion) -> Double { activity.expandedPriorities[region] ?? 0 }
        var sideWidths: [Activity.ExpandedRegion: Double] = [:]
        var placements: [Activity.ExpandedRegion: (budget: SlotBudget, proposal: Proposal)] = [:]
        let sides = [Activity.ExpandedRegion.leading, .trailing].sorted { priority($0) > priority($1) }
        for (index, region) in sides.enumerated() {
            guard let view = activity.expanded[region] else { continue }
            let other = sides[1 - index]
            let own = besides[region] ?? 0
            var cap = own
            if priority(region) > priority(other), let otherView = activity.expanded[other] {
                // The other side keeps at least what it needs at its smallest.
                let otherMinimum = try layout.place(otherView, Proposal(width: 0, height: nil))?.width ?? 0
                cap = max(own, beside - otherMinimum)
            } else if let taken = sideWidths[other], priority(other) > priority(region) {
                cap = max(0, beside - taken)
            }
            if view.modifiers.verticalPlacement == .belowIfTooWide,
               let ideal = try layout.place(view, Proposal(width: nil, height: nil))?.width, ideal > cap + 0.001 {
                placements[region] = (SlotBudget(width: .derived(contentWidth), height: .derived(height)), Proposal(width: contentWidth, height: nil))
                sideWidths[region] = 0
                continue
            }
            placements[region] = (SlotBudget(width: .derived(cap), height: .derived(height)), Proposal(width: cap, height: nil))
            sideWidths[region] = try layout.place(view, Proposal(width: cap, height: nil))?.width ?? 0
        }
        for region in [Activity.ExpandedRegion.leading, .trailing] {
            guard let placement = placements[region] else { continue }
            try add(region == .leading ? .expandedLeading : .expandedTrailing, activity.expanded[region], placement.budget, placement.proposal, true)
        }
        let centerWidth = max(geometry.camera.width, contentWidth - (sideWidths[.leading] ?? 0) - (sideWidths[.trailing] ?? 0))
        let center = SlotBudget(width: .derived(centerWidth), height: .derived(geometry.centerHeight))
        try add(.expandedCenter, activity.expanded[.center], center, Proposal(width: centerWidth, height: nil), true)
        let bottom = SlotBudget(width: .derived(contentWidth), height: .derived(height))
        try add(.expandedBottom, activity.expanded[.bottom], bottom, Proposal(width: contentWidth, height: nil), true)
    }

    /// Each expanded region's place in the island (`Laid.region`), from
    /// the geometry the budgets came from.
    static func placeExpandedRegions(_ laid: inout [ActivitySnapshot.Laid], geometry: ExpandedIslandGeometry) {
        var contents: [Presentation: ExpandedIslandGeometry.RegionContent] = [:]
        for item in laid where item.presentation.isExpandedRegion {
            contents[item.presentation] = .init(offered: item.budget.maxWidth.value, width: item.root.width, height: item.root.height)
        }
        let rects = geometry.regions(contents)
        for index in laid.indices { laid[index].region = rects[laid[index].presentation] }
    }
}
