import Foundation
import Synchronization
import SlotFitStrings
import SlotFitText

extension GoldenMatrix {
    /// What one (activity, locale)'s snapshots add up to, case by case.
    struct Rendering {
        var golden: GoldenFile
        var findings: [CheckFinding] = []
        var verdicts: [VerdictEntry] = []
        var cases: [GoldenCase] = []
        var caseSeconds: [Double] = []
        var pictures: [String: String] = [:]
        var texts = 0, unverifiedTexts = 0
        /// The localization the locale resolved to (its first case's).
        var localization: String?
        /// Where the texts laid out are written.
        var shown = Set<SourceLocation>()

        /// The golden file these cases make for `job`.
        func file(for job: Job) -> File {
            var file = File(path: GoldenMatrix.path(of: job), contents: "",
                            manifest: job.manifest, catalog: job.activity.catalog, cases: cases,
                            locale: job.locale, sourceLanguage: job.source)
            file.contents = golden.text
            file.golden = golden
            file.pictures = pictures
            file.findings = findings
            file.verdicts = verdicts
            for entry in verdicts where !entry.subject.isEmpty && file.textPlaces[entry.subject] == nil {
                file.textPlaces[entry.subject] = entry.location
            }
            file.keyPlaces = GoldenMatrix.keyPlaces(of: Set(verdicts.map(\.subject)), in: job.renderer.catalog, at: job.activity.catalog,
                                                    table: job.activity.table, localization: localization ?? job.locale)
            file.caseSeconds = caseSeconds
            file.ignores = job.activity.ignores
            file.activity = job.activity.name
            file.texts = texts
            file.localization = localization ?? job.locale
            file.unverifiedTexts = unverifiedTexts
            file.neverShown = job.activity.textLocations.subtracting(shown)
            return file
        }
    }

    /// Where each of `keys` is written in `catalog` (read from `path`):
    /// its line in the `.xcstrings` file, else the `.strings` file of
    /// `localization`, of the development language, or the first that has
    /// it. Keys no table has are left out.
    package static func keyPlaces(of keys: Set<String>, in catalog: StringCatalog, at path: String?, table: String?, localization: String) -> [String: SourceLocation] {
        guard let path else { return [:] }
        // A folder's String Catalog is the table's own file in it.
        // Looked for once, not per key.
        var isFolder: ObjCBool = false
        let xcstrings: String? = (path.hasSuffix(".xcstrings") ? path
            : FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
                ? (path as NSString).appendingPathComponent((table ?? "Localizable") + ".xcstrings") : nil)
            .flatMap { FileManager.default.fileExists(atPath: $0) ? $0 : nil }
        var places: [String: SourceLocation] = [:]
        for key in keys.sorted() {
            guard let entry = catalog.entry(key) else { continue }
            if let line = entry.line, let file = xcstrings {
                places[key] = SourceLocation(file: file, line: line)
            } else if let place = entry.place(of: localization) ?? entry.place(of: catalog.sourceLanguage)
                        ?? entry.placesByLocalization.sorted(by: { $0.key < $1.key }).first?.value {
                places[key] = SourceLocation(file: place.file, line: place.line)
            }
        }
        return places
    }

    /// Every job's file, in the jobs' order, made on every core unless
    /// `parallel` is off; `progress` hears of each as it is done.
    func renderFiles(_ allJobs: [Job], devices: [DeviceProfile]) throws -> [File] {
        let matrix = self
        let progress = self.progress
        // Files finished, for progress.
        let finished = Atomic<Int>(0)
        return try [File].concurrentlyMade(count: allJobs.count, inParallel: parallel) { index in
            defer { progress?(finished.add(1, ordering: .relaxed).newValue, allJobs.count) }
            return try matrix.file(for: allJobs[index], devices: devices)
        }
    }

    /// One (activity, locale)'s golden file: every device × state.
    func file(for job: Job, devices: [DeviceProfile]) throws -> File {
        // A generated stress state renders whatever `states:` lists.
        let generated = job.activity.states.map(\.name).filter { $0 == "stress" || $0.hasPrefix("stress-") }
        let states = configuration.states.map { listed in listed + generated.filter { !listed.contains($0) } }
            ?? (job.activity.states.isEmpty ? ["default"] : job.activity.states.map(\.name))
        var golden = GoldenFile(activity: job.activity.name, locale: Self.fileName(locale: job.locale))
        golden.values = job.activity.givenValues.sorted { $0.key < $1.key }.map { key, given in
            // One line each, in this locale's form (a change to another
            // language's form changes no golden of this one); newlines escaped.
            let list = given.map { $0.form(for: job.locale)?.description ?? "(no \(job.locale) form)" }
            let shown = "\(key) = " + (list.count == 1 ? list[0] : "[" + list.joined(separator: ", ") + "]")
            return shown.replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\r")
        }
        var rendering = Rendering(golden: golden)
        for device in devices {
            for state in states {
                try addCases(state: state, device: device, of: job, to: &rendering)
            }
        }
        return rendering.file(for: job)
    }

    /// Renders one device and state of a job at every Dynamic Type size
    /// into `rendering`: each size's snapshot, verdicts, picture, texts and
    /// findings, each text told the largest checked size it fits at, and a
    /// cut above the base size said to be the text size's doing.
    func addCases(state: String, device: DeviceProfile, of job: Job, to rendering: inout Rendering) throws {
        let sizes = configuration.dynamicTypeSizes
        var snapshots: [ActivitySnapshot] = []
        for size in sizes {
            let started = DispatchTime.now().uptimeNanoseconds
            snapshots.append(try job.renderer.render(state: state, device: device, languageCode: job.locale,
                                                     systemDefault: configuration.systemDefault, dynamicTypeSize: size))
            rendering.caseSeconds.append(Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9)
        }
        if sizes.count > 1 { DynamicTypeComparison(sizes: sizes).annotate(&snapshots) }
        for snapshot in snapshots { try addCase(snapshot, state: state, device: device, of: job, to: &rendering) }
    }

    /// Adds one rendered case (device, state, size) of a job to `rendering`.
    func addCase(_ laidOut: ActivitySnapshot, state: String, device: DeviceProfile, of job: Job, to rendering: inout Rendering) throws {
        // The severity is decided once, here: the golden prints the one
        // every report gives (policies, assumptions and pseudo-locales
        // applied; a rule turned off is not listed).
        var snapshot = laidOut
        snapshot.findings = laidOut.findings.compactMap { finding in
            policySeverity(of: finding, locale: job.locale).map { severity in var decided = finding; decided.severity = severity; return decided }
        }
        let entries = VerdictEntry.entries(snapshot, state: state, device: device.id)
        rendering.golden.cases.append(GoldenFile.Case(device: device.id, state: state, dynamicTypeSize: snapshot.dynamicTypeSize, snapshot: snapshot.text,
                                                      fonts: snapshot.fonts.map(GoldenFile.fontName), verdicts: entries.map(\.golden)))
        rendering.cases.append(GoldenCase(state: state, device: device.id,
                                          dynamicTypeSize: configuration.dynamicTypeSizes.count > 1 ? snapshot.dynamicTypeSize : nil))
        if pictures {
            let path = Self.picturePath(activityFolder: Self.slug(job.activity.name), locale: Self.fileName(locale: job.locale),
                                        device: device.id, state: state, size: snapshot.dynamicTypeSize)
            rendering.pictures[path] = try snapshot.svg(engine: engine)
        }
        rendering.verdicts += entries
        if rendering.localization == nil { rendering.localization = snapshot.resolution.localization }
        for laid in snapshot.presentations {
            for view in laid.root.flattened {
                // The texts a stand-in box hides: counted, not checked.
                if case .unreadView(_, let hidden)? = view.approximatedConstruct, hidden > 0 {
                    rendering.texts += hidden
                    rendering.unverifiedTexts += hidden
                }
                guard view.text != nil else { continue }
                rendering.shown.insert(view.location)
                rendering.texts += 1
                // A value drawn as nothing is not a text checked.
                let drawnEmpty = view.text?.visibleText.isEmpty == true && view.textLookup != .localized && view.textLookup != .verbatim && view.textLookup != nil
                if view.standIn != nil || drawnEmpty { rendering.unverifiedTexts += 1 }
            }
        }
        rendering.findings += findings(of: snapshot, state: state, device: device, job: job)
    }

    /// The one severity a layout finding has: its rule's policy (`nil` when
    /// off), never an error when it rests on what SlotFit assumed or when
    /// `locale` is a pseudo-locale the app does not ship (nothing there
    /// holds for the app as it runs).
    func policySeverity(of finding: LayoutFinding, locale: String) -> Severity? {
        configuration.policy(for: finding.rule).severity.map { Self.capped($0, assumed: finding.assumption != nil, locale: locale) }
    }

    /// `severity`, never an error when it rests on an assumption or when
    /// `locale` is a pseudo-locale: the caps every finding's severity gets,
    /// the matrix's own rules' too.
    static func capped(_ severity: Severity, assumed: Bool, locale: String) -> Severity {
        severity == .error && (assumed || TextSource.isPseudoLocalization(locale)) ? .warning : severity
    }

    /// A snapshot's findings under the configuration's policies, a finding
    /// on what SlotFit assumed at most a warning, ignored ones left out.
    func findings(of snapshot: ActivitySnapshot, state: String, device: DeviceProfile, job: Job) -> [CheckFinding] {
        var findings: [CheckFinding] = []
        for finding in snapshot.findings {
            guard let severity = policySeverity(of: finding, locale: job.locale) else { continue }
            let value = CheckFinding(severity: severity, rule: finding.rule, activity: job.activity.name, locale: Self.fileName(locale: job.locale),
                                     state: state, device: device.id, dynamicTypeSize: snapshot.dynamicTypeSize,
                                     presentation: finding.presentation, subject: finding.subject,
                                     location: finding.location, message: finding.message, assumption: finding.assumption)
            if (configuration.ignores + job.activity.ignores).contains(where: { $0.matches(value) }) { continue }
            findings.append(value)
        }
        return findings
    }
}
