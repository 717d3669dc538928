import Foundation
import SlotFitStrings

/// The Resolve stage (docs/DESIGN.md): everything a render needs from the
/// catalog and the state, computed before layout — each condition's
/// verdict, each text's string (catalog lookup, plural, arguments, case),
/// each timer's texts, each progress view's fraction. The layout stage
/// reads these and measures; it never formats or looks anything up.
struct ResolvedContent: Sendable {
    /// A text as the user reads it.
    struct ResolvedText: Sendable {
        var key: String
        var text: String
        /// The string values among its arguments (for the bidi rules).
        var argumentStrings: [String]
        /// The localization shown instead when the key is untranslated.
        var shownLocalization: String?
        /// What the table lacks, when `shownLocalization` is set.
        var missingValue: MissingValue? = nil
        /// When the catalog has no such key (iOS then shows the key
        /// itself): the catalog's closest keys, for the finding.
        var missingKey: [String]? = nil
        /// Why the untranslated text may rightly stay the same in this
        /// language (kept verbatim elsewhere, an acronym): a warning, not an error.
        var verbatimReason: String? = nil
        /// For `Text` given a `String` value that a table translates in
        /// this localization: the translation the person does not see.
        var verbatimTranslation: String? = nil
        /// When it shows a string given once for every language, in
        /// another language than the development one: what its findings
        /// rest on (`TextSource.languageAssumption(among:)`).
        var languageAssumption: String? = nil
        /// When it shows a value given per language (`{en: …, de: …}`):
        /// the language whose form it shows.
        var dataLanguage: String? = nil
        /// The data it shows as it is (a `Text(String)` value, a plain
        /// argument), by field, each as shown: what `budgets --data` replaces
        /// with a team's data to see what fits.
        var shownData: [String: String] = [:]
    }

    /// The locale texts are laid out in.
    let locale: String
    /// The table the activity's keys are looked up in when a view names none.
    let activityTable: String?
    private(set) var shown: [Condition: Bool] = [:]
    private(set) var texts: [ActivityView: ResolvedText] = [:]
    private(set) var timers: [ActivityView: (shown: String, reserved: String?)] = [:]
    /// A timer's name where its seconds are a Swift expression SlotFit
    /// stands in for (`context.state.timer`, sampled under `values:` or
    /// not), not the stand-in's own field name.
    private(set) var timerNames: [ActivityView: String] = [:]
    private(set) var progress: [ActivityView: Double] = [:]
    /// Texts and timers that rest on a stand-in (`StandIn`): unverified.
    private(set) var standIns: [ActivityView: StandIn] = [:]
    /// The conditions that hold on a stand-in (an `if` SlotFit could not
    /// evaluate, taken as true until `values:` gives it values).
    private(set) var assumedConditions: [Condition: StandIn] = [:]

    /// Resolves every view under `roots` (and their decorations) for one
    /// state and localization.
    init(_ roots: [ActivityView], source: TextSource) throws {
        locale = source.locale
        // The activity's table: named, else a single catalog file's own
        // name (Xcode names a table after its .xcstrings or .strings file).
        activityTable = source.activity.table ?? source.activity.catalog.flatMap { path -> String? in
            let name = (path as NSString).lastPathComponent
            guard name.hasSuffix(".xcstrings") || name.hasSuffix(".strings") else { return nil }
            return (name as NSString).deletingPathExtension
        }
        for root in roots { try resolve(root, source) }
    }

    /// `shownBy`: the stand-in an enclosing view's condition reads (an
    /// `if` SlotFit could not evaluate): the texts within show on its
    /// assumption, and rest on it.
    private mutating func resolve(_ view: ActivityView, _ source: TextSource, shownBy: StandIn? = nil) throws {
        // The same view twice (a CarPlay view made of the compact ones, a
        // shared YAML alias) is resolved once.
        if texts[view] != nil || timers[view] != nil || progress[view] != nil { return }
        var shownBy = shownBy
        // A hidden view needs nothing else (its fields may be absent).
        if let condition = view.condition, !shows(condition, source, shownBy: &shownBy) { return }
        switch view.kind {
        case .text(var key, let arguments):
            var resolved: (text: String, strings: [String])
            var shownAs = TextSource.KeyShown.fine
            /// The key formatted with the arguments; on a stand-in (a value
            /// SlotFit could not compute) a format error is not the app's:
            /// the key is shown as written, the text unverified.
            func formatted(_ key: String) throws -> (text: String, strings: [String]) {
                guard standIns[view] != nil else {
                    return try source.text(key: key, arguments: arguments, table: view.stringsTable, location: view.location)
                }
                return (try? source.text(key: key, arguments: arguments, table: view.stringsTable, location: view.location)) ?? (key, [])
            }
            var read = arguments.map(\.field)
            switch view.lookup {
            case .value(let field), .date(let field, _), .keyFrom(let field): read.insert(field, at: 0)
            case .verbatim, .localized, .symbol: break
            }
            if let approximated = view.approximated {
                standIns[view] = StandIn(expression: key, location: view.location, reason: approximated)
            } else if let standIn = source.standIn(among: read) ?? shownBy {
                standIns[view] = standIn
            }
            switch view.lookup {
            case .verbatim:
                resolved = (key, [])
            case .value(let field):
                // A String value: shown as it is (a number as Swift prints it);
                // `Text(value, format: .percent)`: as the formatter shows it.
                var string = source.value(field)?.shown ?? ""
                if let argument = arguments.first, argument.valueFormat != nil || argument.format != nil,
                   case .string(let formatted) = try source.argument(argument) {
                    string = formatted
                }
                resolved = (string, [string])
                // A stand-in is named by its Swift expression.
                key = source.activity.assumed[field]?.expression ?? field
            case .date(let field, let style):
                let string = try source.dateText(field: field, style: style, location: view.location)
                resolved = (string, [string])
                // A stand-in in it is named by its Swift expression
                // ("endDate() - $now", not its field's name).
                key = source.activity.assumed.keys.filter { field.contains($0) }.sorted { $0.count > $1.count }
                    .reduce(field) { named, name in named.replacingOccurrences(of: name, with: source.activity.assumed[name]?.expression ?? name) }
            case .keyFrom(let field):
                if case .string(let value)? = source.value(field) { key = value }
                resolved = try formatted(key)
                shownAs = source.shown(key: key, table: view.stringsTable)
            case .localized:
                resolved = try formatted(key)
                shownAs = source.shown(key: key, table: view.stringsTable)
            case .symbol(let symbol):
                // The key Xcode made the symbol from; none: not checked.
                if let found = source.key(forSymbol: symbol, table: view.stringsTable) {
                    key = found
                    resolved = try formatted(key)
                    shownAs = source.shown(key: key, table: view.stringsTable)
                } else {
                    resolved = (symbol, [])
                    standIns[view] = StandIn(expression: "." + symbol, location: view.location,
                                             reason: "no key of the table makes this generated symbol")
                }
            }
            let missingKey = shownAs == .rawKey
            if shownAs != .fine, standIns[view] == nil, let untyped = arguments.first(where: { $0.specifier == .unknown }) {
                // Xcode's key holds the value's type: not known, no key to miss.
                standIns[view] = StandIn(expression: source.activity.assumed[untyped.field]?.expression ?? untyped.field, location: view.location,
                                         reason: "its type is not known, so the key Xcode extracts is not known; SlotFit looked up \"\(key)\"")
            }
            var text = resolved.text
            if let textCase = view.modifiers.textCase {
                // As the device cases it: in the language's own rules (Turkish i → İ).
                let caseLocale = Locale(identifier: source.locale)
                text = textCase == .uppercase ? text.uppercased(with: caseLocale) : text.lowercased(with: caseLocale)
            }
            var shownLocalization: String? = nil, verbatimReason: String? = nil, missingValue: MissingValue? = nil
            if case .untranslated(let localization, let reason, let missing) = shownAs {
                shownLocalization = localization
                verbatimReason = reason
                missingValue = missing
            }
            // On a text with a stand-in, the key holds when it is the literal
            // with every argument's type known (`Text("Elapsed: \(time)")`
            // with time a String): its missing key or translation is the
            // app's whatever the value. A key from a value, or with a type
            // not known, is not judged.
            // The fields it shows as they are, read once for both uses below.
            let shownFields = Self.shownValues(view, arguments)
            let keyHolds = standIns[view] == nil || (view.lookup == .localized && !arguments.contains { $0.specifier == .unknown })
            texts[view] = ResolvedText(key: key, text: text, argumentStrings: resolved.strings,
                                       shownLocalization: keyHolds ? shownLocalization : nil, missingValue: keyHolds ? missingValue : nil,
                                       missingKey: missingKey && keyHolds ? source.closestKeys(key, table: view.stringsTable) : nil,
                                       verbatimReason: verbatimReason,
                                       verbatimTranslation: view.showsStringValue && standIns[view] == nil
                                           ? source.translation(ofShownString: resolved.text, table: view.stringsTable) : nil,
                                       languageAssumption: standIns[view] == nil ? source.languageAssumption(among: shownFields) : nil,
                                       dataLanguage: standIns[view] == nil ? source.dataLanguage(among: shownFields) : nil,
                                       shownData: standIns[view] == nil ? shownFields.reduce(into: [:]) { data, field in
                                           if case .string(let shown)? = source.value(field), !shown.isEmpty { data[field] = shown }
                                       } : [:])
        case .label(let key, let arguments, _, _):
            // The label's title is laid out as a text with the label's modifiers.
            try resolve(ViewLayout.title(of: view, key: key, arguments: arguments), source, shownBy: shownBy)
        case .timer(let spec):
            if let paused = spec.pausedWhen { shown[paused] = shown[paused] ?? source.condition(paused) }
            timers[view] = try source.timer(spec, location: view.location)
            if let expression = source.activity.assumed[spec.seconds]?.expression, !expression.isEmpty { timerNames[view] = expression }
            if let standIn = source.standIn(among: [spec.seconds] + (spec.interval.map { [$0] } ?? [])) ?? shownBy { standIns[view] = standIn }
        case .progress(let spec):
            progress[view] = source.progress(spec)
        default:
            break
        }
        // Children as the layout sees them: groups spliced into their stacks.
        for child in ViewLayout.splicingGroups(view.children) { try resolve(child, source, shownBy: shownBy) }
        for decoration in view.modifiers.background + view.modifiers.overlay { try resolve(decoration, source, shownBy: shownBy) }
    }

    /// The fields whose values a text shows as they are: its arguments and
    /// a `Text(String)` value (a key read from a field is the catalog's
    /// text, translated, and a date is formatted per locale).
    static func shownValues(_ view: ActivityView, _ arguments: [TextArgument]) -> [String] {
        var fields = arguments.filter { $0.valueFormat == nil && $0.format == nil }.map(\.field)
        if case .value(let field) = view.lookup { fields.append(field) }
        return fields
    }

    /// Whether a view with `condition` shows in this state; when it does on
    /// a stand-in, that stand-in is noted and becomes `shownBy`.
    private mutating func shows(_ condition: Condition, _ source: TextSource, shownBy: inout StandIn?) -> Bool {
        let holds = shown[condition] ?? source.condition(condition)
        shown[condition] = holds
        guard holds else { return false }
        if let standIn = source.standIn(among: condition.terms.map(\.field)) {
            assumedConditions[condition] = standIn
            shownBy = shownBy ?? standIn
        }
        return true
    }

    /// The stand-in a shown view's condition rests on, if any.
    func assumption(_ condition: Condition?) -> StandIn? {
        condition.flatMap { assumedConditions[$0] }
    }

    /// Whether a view with `condition` shows.
    func isShown(_ condition: Condition?) -> Bool {
        guard let condition else { return true }
        return shown[condition] ?? false
    }

    func text(_ view: ActivityView) throws -> ResolvedText {
        guard let text = texts[view] else { throw ResolveError.unresolved(view) }
        return text
    }

    func timer(_ view: ActivityView) throws -> (shown: String, reserved: String?) {
        guard let timer = timers[view] else { throw ResolveError.unresolved(view) }
        return timer
    }

    func progress(_ view: ActivityView) -> Double { progress[view] ?? 0 }

    /// The stand-in a text or timer rests on, if any.
    func standIn(_ view: ActivityView) -> StandIn? { standIns[view] }
}

/// A view the Resolve stage did not see: a bug in SlotFit, reported with
/// the view rather than a trap.
enum ResolveError: Error, CustomStringConvertible {
    case unresolved(ActivityView)
    var description: String {
        if case .unresolved(let view) = self { return "\(view.location): SlotFit laid out a \(view.kind.name) it had not resolved; please report this" }
        return ""
    }
}
