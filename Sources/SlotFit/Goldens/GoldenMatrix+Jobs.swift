import Foundation
import SlotFitStrings
import SlotFitText

extension GoldenMatrix {
    /// One golden file to render: the activity, its renderer, the locale,
    /// the file the activity was read from, and its source language.
    typealias Job = (activity: Activity, renderer: ActivityRenderer, locale: String, manifest: String, source: String)

    /// An activity made ready to render (with its stress state), and its
    /// jobs, one per locale. `readTables` holds every table read so far, by
    /// path, so each is read once.
    func jobs(for input: Input, readTables: inout [String: StringTables]) throws -> (jobs: [Job], activity: Activity) {
        var activity = input.activity
        if let stress = configuration.stress[activity.name] {
            activity = try activity.addingStressState(stress, source: configuration.location("stress.\(activity.name)"))
        }
        var catalog = try self.catalog(for: activity, display: input.display, readTables: &readTables)
        let locales = try self.locales(for: activity, catalog: &catalog)
        try checkStates(of: activity, display: input.display)
        var renderer = try ActivityRenderer(engine: engine, activity: activity, catalog: catalog,
                                           // A stress state is new: checked with the rest.
                                           checked: input.checked && configuration.stress[activity.name] == nil)
        renderer.scaleFloor = configuration.scaleFloor
        renderer.typeScaling = configuration.dynamicTypeScaling
        renderer.includesGlyphs = pictures
        let source = activity.resolvesLocalization ? catalog.sourceLanguage : configuration.systemDefault
        return (locales.map { (activity, renderer, $0, input.path, source) }, activity)
    }

    /// The activity's table (an empty one without a catalog), each of its
    /// localizations a tag, as golden file names come from them.
    func catalog(for activity: Activity, display: String, readTables: inout [String: StringTables]) throws -> StringCatalog {
        let catalog = try activity.catalog.map { path -> StringCatalog in
            do {
                // Every table under the path, once: a broken table this
                // activity does not read is only a warning.
                let language = activity.developmentLanguages[path] ?? "en"
                let tables = try readTables[path + "\u{0}" + language] ?? StringTables.read(path, sourceLanguage: language, keepingBrokenTables: true, onDemand: true)
                readTables[path + "\u{0}" + language] = tables
                return try tables.table(activity.table, in: path)
            } catch let error as SlotFitError {
                throw error.within("\(display): catalog")
            }
        } ?? activity.extensionBundle.map { bundle in
            // A bundle with no table: no key has a value, and the bundle's
            // localizations decide the language the extension runs in.
            var empty = StringCatalog(sourceLanguage: bundle.developmentLanguage)
            empty.shippedLocalizations = Set(bundle.localizations)
            return empty
        } ?? StringCatalog(sourceLanguage: "en")
        // Golden file names come from localizations: each must be a tag.
        for localization in catalog.localizations {
            do { _ = try TextLocale(localization) } catch let error as SlotFitError {
                throw SlotFitError(.manifest, "localization \"\(localization.showingInvisibleControls)\": \(error.problem)", at: SourceLocation(file: activity.catalog ?? display))
            }
        }
        return catalog
    }

    /// The locales to render the activity in: `locales:` (each in its
    /// catalog) or every localization, the `languageCodes:` (each matching
    /// one), and the pseudo-locales, added to `catalog`.
    func locales(for activity: Activity, catalog: inout StringCatalog) throws -> [String] {
        if activity.catalog == nil, let bundle = activity.extensionBundle {
            // The extension bundles no table: every language the app ships
            // shows what the bundle's own localizations show (the texts as
            // written, in the localization it resolves to), so those are
            // rendered once each; the languages that lose a translation are
            // named by the unbundled-strings rule.
            var locales = configuration.locales ?? Set(bundle.localizations).subtracting(["Base"]).sorted()
            for code in configuration.languageCodes where !locales.contains(code) { locales.append(code) }
            return locales
        }
        var locales = configuration.locales ?? (activity.catalog == nil ? [configuration.systemDefault] : catalog.localizations)
        if configuration.locales == nil, let bundle = activity.extensionBundle, bundle.uncertainty == nil {
            // A language folder on disk that the extension does not bundle
            // is no language the device shows it in.
            locales = locales.filter { bundle.localizations.contains($0) || $0 == catalog.sourceLanguage }
        }
        if activity.catalog != nil, let asked = configuration.locales {
            let available = catalog.localizations
            for (index, locale) in asked.enumerated() where !available.contains(locale) {
                // `german`, `Deutsch`: a language's name, in English or in
                // itself, means its code before any spelling does.
                let closest = Self.localization(named: locale, among: available) ?? DidYouMean.nearest(to: locale, in: available)
                throw SlotFitError(.manifest, "\"\(locale)\" is in no catalog of \(activity.name)\(DidYouMean.phrase(closest)) Localizations: \(available.joined(separator: ", ")); add it to \(activity.catalog ?? "the catalog") or remove it from locales", at: configuration.location("locales[\(index)]"), keyPath: "locales[\(index)]")
            }
        }
        if activity.catalog != nil {
            // App languages that are not localizations: each golden shows
            // the resolution; one that only falls back is a mistake.
            for code in configuration.languageCodes {
                let resolution = LocaleResolver.resolve(languageCode: code, available: catalog.localizations,
                                                        developmentLanguage: catalog.sourceLanguage, systemDefault: configuration.systemDefault)
                if !code.isEmpty, resolution.isFallback {
                    let index = configuration.languageCodes.firstIndex(of: code) ?? 0
                    throw SlotFitError(.manifest, "\"\(code)\" matches no localization of \(activity.name) (\(resolution.chain.last?.reason ?? "nothing matched") \(resolution.localization)); remove it or add a localization to \(activity.catalog ?? "the catalog")", at: configuration.location("languageCodes[\(index)]"), keyPath: "languageCodes[\(index)]")
                }
                if !locales.contains(code) { locales.append(code) }
            }
        }
        if configuration.pseudoLocales && activity.catalog != nil {
            for mode in [Pseudolocalizer.Mode.accented, .rightToLeft] {
                catalog = Pseudolocalizer(mode: mode).adding(to: catalog)
                // The pseudo-localization exists even when no key of the
                // table has a source value to transform (.lproj tables with
                // no development language's file): its golden never falls
                // back to a real language (ar-XB to ar).
                catalog.shippedLocalizations.insert(mode.defaultLocale)
                locales.append(mode.defaultLocale)
            }
        }
        return locales
    }

    /// Refuses a state `states:` lists that the activity does not have.
    func checkStates(of activity: Activity, display: String) throws {
        guard let states = configuration.states else { return }
        let known = activity.states.isEmpty ? ["default"] : activity.states.map(\.name)
        for state in states where !known.contains(state) {
            let closest = DidYouMean.nearest(to: state, in: known)
            throw SlotFitError(.manifest, "\(activity.name) (\(display)) has no state \"\(state)\"\(DidYouMean.phrase(closest, .parenthesized)); its states: \(known.joined(separator: ", "))", at: configuration.location("states"), keyPath: "states")
        }
    }

    /// `--shard i/n`: every n-th job from the i-th, and the source-language
    /// job of each activity they have (`referenceOnly`, by index in the
    /// result), so the base-locale rule sees what an unsharded run sees.
    static func sharded(_ jobs: [Job], shard: (index: Int, count: Int)) -> (jobs: [Job], referenceOnly: Set<Int>) {
        chosen(jobs, jobs.indices.filter { $0 % shard.count == shard.index - 1 })
    }

    /// The jobs at `mine`, with the source-language job of each activity
    /// they have (`referenceOnly`, by index in the result), in the jobs'
    /// order.
    static func chosen(_ jobs: [Job], _ mine: [Int]) -> (jobs: [Job], referenceOnly: Set<Int>) {
        var referenceOnly = Set<Int>()
        var chosen = Set(mine)
        for index in mine {
            let job = jobs[index]
            guard job.locale != job.source,
                  let source = jobs.indices.first(where: { jobs[$0].manifest == job.manifest && jobs[$0].locale == job.source }),
                  !chosen.contains(source) else { continue }
            chosen.insert(source)
            referenceOnly.insert(source)
        }
        let kept = chosen.sorted()
        referenceOnly = Set(kept.enumerated().filter { referenceOnly.contains($0.element) }.map(\.offset))
        return (kept.map { jobs[$0] }, referenceOnly)
    }

    /// The golden file's path a job renders, relative to the golden directory.
    static func path(of job: Job) -> String {
        "\(slug(job.activity.name))/\(fileName(locale: job.locale)).txt"
    }

    /// The localization among `available` whose language `name` names, in
    /// English or in the language itself (`german`, `Deutsch` → `de`).
    static func localization(named name: String, among available: [String]) -> String? {
        let wanted = name.lowercased()
        return available.first { code in
            let language = Locale(identifier: code).language.languageCode?.identifier ?? code
            let names = [Locale(identifier: "en").localizedString(forLanguageCode: language), Locale(identifier: code).localizedString(forLanguageCode: language)]
            return names.contains { $0?.lowercased() == wanted }
        }
    }

}
