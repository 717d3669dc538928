import Foundation
import SlotFitStrings
import SlotFitText

/// Lays an activity out in every presentation of a device, for a state and
/// a language, and runs the rules that need no golden.
public struct ActivityRenderer: Sendable {
    public var engine: TextEngine
    public var activity: Activity
    public var catalog: StringCatalog
    /// Below this scale factor a shrunk text is reported (a warning).
    public var scaleFloor = 0.7
    /// The expanded leading and trailing regions' share of the width: Apple
    /// publishes no number, so this is derived and marked so.
    public static let expandedSideShare = 0.3
    /// JSON size of attributes + each state's ContentState, by state.
    private let payloads: [String: Int]
    /// Resolved localizations by languageCode and system default (the
    /// catalog never changes).
    private let resolutions = Memo<[String], LocaleResolution>()
    /// Text layouts made by this renderer's renders, by request: the same
    /// string at the same width in another state, device or render is not
    /// laid out again.
    private let texts = Memo<TextRequest, TextLayout>()
    /// What CarPlay and the Smart Stack show: the `.small` view (the Lock
    /// Screen view when none), or without the family the compact leading and
    /// trailing views side by side.
    private let smallView: ActivityView?

    /// Creates a renderer. `catalog` is one already in memory (a
    /// pseudo-localized one, say); when `nil` the activity's catalog file is
    /// read here, once.
    public init(engine: TextEngine, activity: Activity, catalog: StringCatalog? = nil) throws {
        self.engine = engine
        self.activity = activity
        if let catalog {
            self.catalog = catalog
        } else if let path = activity.catalog {
            do { self.catalog = try StringCatalog.load(path, table: activity.table) } catch let error as StringsError {
                throw ManifestError(message: "\(activity.name): \(error.message)")
            }
        } else {
            self.catalog = StringCatalog(sourceLanguage: "en")
        }
        // The checks a manifest gets, for activities written in Swift too.
        try ManifestChecker(source: activity.name, activity: activity, locations: [:],
                            catalog: activity.catalog == nil ? nil : self.catalog).check()
        var payloads: [String: Int] = [:]
        for state in activity.states { payloads[state.name] = LayoutRules.payloadBytes(activity: activity, state: state) }
        self.payloads = payloads
        smallView = activity.supportsSmallFamily ? (activity.small ?? activity.lockScreen)
            : ActivityView(.hstack(spacing: nil, alignment: .center, content: [activity.compactLeading, ActivityView(.spacer(minLength: nil)), activity.compactTrailing].compactMap { $0 }),
                           location: activity.compactLeading?.location ?? "")
    }

    /// Lays out `state` on `device`. `languageCode` stands for the
    /// attribute of that name (the activity's own when `nil`); empty means
    /// `systemDefault`.
    public func render(state name: String, device: DeviceProfile, languageCode: String? = nil,
                       systemDefault: String = "en-US") throws -> ActivitySnapshot {
        guard let state = activity.states.first(where: { $0.name == name }) ?? (activity.states.isEmpty && name == "default" ? Activity.State(name: "default", fields: [:]) : nil) else {
            throw ManifestError(message: "\(activity.name): unknown state \"\(name)\"; states: \(activity.states.map(\.name).joined(separator: ", "))")
        }
        let code = languageCode ?? activity.languageCode
        let resolution = resolutions.value([code, systemDefault]) {
            LocaleResolver.resolve(languageCode: code, available: catalog.localizations,
                                   developmentLanguage: catalog.sourceLanguage, systemDefault: systemDefault)
        }
        // The app runs in the localization it resolves to: its direction and
        // digits follow that localization. Without a catalog the strings are
        // literals, shown in whatever language is asked for.
        let layoutLocale = activity.catalog == nil ? (code.isEmpty ? systemDefault : code) : resolution.localization
        let textLocale = (try? TextLocale(layoutLocale)) ?? TextLocale.root
        let source = TextSource(activity: activity, state: state, catalog: catalog, localization: resolution.localization,
                                locale: textLocale.identifier)
        let layout = ViewLayout(engine: engine, texts: texts, strings: source, direction: textLocale.layoutDirection)

        var laid: [ActivitySnapshot.Laid] = []
        func add(_ presentation: Presentation, _ view: ActivityView?, budget: SlotBudget?, proposal: Proposal, derived: Bool = false) throws {
            guard let view, let budget, let root = try layout.place(view, proposal) else { return }
            laid.append(.init(presentation: presentation, budget: budget, derived: derived, root: root))
        }
        if device.kind == .carPlay || device.kind == .watch {
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
        if let expanded = device.expanded {
            let width = expanded.maxWidth.value
            let side = SlotBudget(width: .derived(width * Self.expandedSideShare), height: .derived(expanded.maxHeight.value))
            try add(.expandedLeading, activity.expanded[.leading], budget: side, proposal: Proposal(width: side.maxWidth.value, height: nil), derived: true)
            try add(.expandedTrailing, activity.expanded[.trailing], budget: side, proposal: Proposal(width: side.maxWidth.value, height: nil), derived: true)
            let sides = laid.filter { $0.presentation == .expandedLeading || $0.presentation == .expandedTrailing }.map(\.root.width).reduce(0, +)
            let center = SlotBudget(width: .derived(max(0, width - sides)), height: .derived(expanded.maxHeight.value))
            try add(.expandedCenter, activity.expanded[.center], budget: center, proposal: Proposal(width: center.maxWidth.value, height: nil), derived: true)
            let bottom = SlotBudget(width: .apple(width), height: .derived(expanded.maxHeight.value))
            try add(.expandedBottom, activity.expanded[.bottom], budget: bottom, proposal: Proposal(width: width, height: nil), derived: true)
        }
        let snapshot = ActivitySnapshot(activity: activity.name, state: state.name, requestedLocale: code.isEmpty ? "(system: \(systemDefault))" : code,
                                        resolution: resolution, direction: textLocale.layoutDirection, device: device,
                                        fontProfile: engine.profile.name, presentations: laid, findings: [])
        var result = snapshot
        result.findings = LayoutRules(scaleFloor: scaleFloor).findings(snapshot, activity: activity, state: state, device: device,
                                                                       payload: payloads[state.name] ?? LayoutRules.payloadBytes(activity: activity, state: state))
        return result
    }
}
