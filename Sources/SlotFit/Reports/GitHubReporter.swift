import Foundation

/// GitHub Actions annotations: at most one per cause, each where a
/// reviewer fixes it, with paths from the repository's root.
///
/// - A finding group (one rule on one view) is one annotation on the view's
///   line, or on its key's line in the catalog when a translation is the
///   cause (`base-locale-truncation`, `missing-translation`).
/// - The verdict changes of one text (every locale, device and state where
///   it changed) are one annotation on its key's line in the catalog, or
///   on the view's line in the manifest or Swift file; when a finding group
///   is about the same text, they join its annotation.
/// - The missing goldens of one manifest are one annotation.
///
/// GitHub shows 10 error and 10 warning annotations per step: the worst
/// `limit` of each are printed and one notice counts the rest, which the
/// job summary (`MarkdownReporter`) lists. Made from a JSON report's
/// document alone (`slotfit merge`'s output works too).
public struct GitHubReporter: Reporter {
    /// The project's folder (slotfit.yml's) relative to the repository's
    /// root (`GITHUB_WORKSPACE`), prefixed to every path; empty when they
    /// are one folder.
    public var pathPrefix: String
    /// The folder the report's relative paths are read from, to find a
    /// key's line; the working directory when `nil`.
    public var base: String?
    /// How many error annotations, and how many warning annotations, are
    /// printed (GitHub shows 10 of each per step).
    public var limit: Int

    /// Creates a GitHub reporter.
    public init(pathPrefix: String = "", base: String? = nil, limit: Int = 10) {
        self.pathPrefix = pathPrefix; self.base = base; self.limit = limit
    }

    /// One workflow command per line.
    public func report(_ document: GoldenReport.Document) -> [String] {
        let all = annotations(document)
        var shown: [GitHubAnnotation] = [], left: [GitHubAnnotation.Level: Int] = [:]
        var count: [GitHubAnnotation.Level: Int] = [:]
        for annotation in all {
            count[annotation.level, default: 0] += 1
            if count[annotation.level]! <= limit { shown.append(annotation) } else { left[annotation.level, default: 0] += 1 }
        }
        if !left.isEmpty {
            let parts = [GitHubAnnotation.Level.error, .warning, .notice].compactMap { level in
                left[level].map { "\($0) \(level.rawValue) cause\($0 == 1 ? "" : "s")" }
            }
            shown.append(GitHubAnnotation(level: .notice, file: nil, title: "SlotFit: more causes",
                                          message: "\(parts.joined(separator: " and ")) more than GitHub shows per step: the job summary and the reports (slotfit-report) list every one"))
        }
        return shown.map(\.command)
    }

    /// Every annotation, errors first, then warnings, each worst first.
    public func annotations(_ document: GoldenReport.Document) -> [GitHubAnnotation] {
        guard let findings = document.findings else { return legacyAnnotations(document) }
        // The verdict changes of one text, in first-seen order: files of
        // one manifest and catalog are one activity.
        struct TextKey: Hashable { var file: Int; var kind: String; var subject: String }
        var changeOrder: [TextKey] = [], changes: [TextKey: [VerdictChange]] = [:]
        for (index, file) in document.files.enumerated() {
            for change in file.verdictChanges {
                let first = document.files.firstIndex { $0.manifest == file.manifest && $0.catalog == file.catalog } ?? index
                let key = TextKey(file: first, kind: change.kind, subject: change.subject)
                if changes[key] == nil { changeOrder.append(key) }
                changes[key, default: []].append(change)
            }
        }
        // The first file each cause was found in (for its catalog and manifest).
        var causeFiles: [CheckFinding.Cause: Int] = [:]
        for (index, file) in document.files.enumerated() {
            for finding in file.findings ?? [] where causeFiles[finding.cause] == nil { causeFiles[finding.cause] = index }
        }
        func sameActivity(_ a: Int, _ b: Int) -> Bool {
            document.files[a].manifest == document.files[b].manifest && document.files[a].catalog == document.files[b].catalog
        }
        // Where a key is written in the tables (the file's own locale's
        // table first), as the check found it: no file is read here.
        func keyPlace(_ subject: String, file index: Int) -> (file: String, line: Int?)? {
            document.files[index].keyPlaces?[subject].map { ($0.file, $0.line) }
        }
        func changeSummary(_ list: [VerdictChange]) -> String {
            func distinct(_ values: [String]) -> String { Array(Set(values)).sorted().joined(separator: ", ") }
            return "verdict changed in \(list.count) snapshot\(list.count == 1 ? "" : "s") · locales: \(distinct(list.map(\.locale))) · devices: \(distinct(list.map(\.device))) · states: \(distinct(list.map(\.state)))\ne.g. \(list[0].line)"
        }
        func scope(_ group: FindingGroup) -> String {
            "\(group.count) finding\(group.count == 1 ? "" : "s") · locales: \(group.locales.joined(separator: ", ")) · devices: \(group.devices.joined(separator: ", ")) · states: \(group.states.joined(separator: ", "))\(group.sizesText.map { " · " + $0 } ?? "")"
        }
        func heading(_ group: FindingGroup) -> String {
            let subject = group.cause.subject.isEmpty ? "" : " \(group.cause.subject.debugDescription)"
            return "\(group.cause.rule) \(group.cause.presentation?.rawValue ?? "-")\(subject): \(group.message)"
        }

        // One cause per annotation. A translation (a text cut only in some
        // languages, or not translated) is one cause with every group and
        // verdict change of its text in those languages.
        struct Cause { var groups: [FindingGroup]; var changes: [TextKey]; var fileIndex: Int?; var translation: Bool }
        let groups = FindingGroup.grouping(findings).filter { $0.severity != .note }
        var causes: [Cause] = []
        var taken = Set<Int>()
        let translationRules: Set<Rule> = [.baseLocaleTruncation, .missingTranslation]
        let cutRules: Set<Rule> = [.textTruncation, .compactTruncation, .scaleFloor, .baseLocaleTruncation, .missingTranslation]
        for (index, group) in groups.enumerated() where !taken.contains(index) {
            let fileIndex = causeFiles[group.cause]
            guard translationRules.contains(group.cause.rule), !group.cause.subject.isEmpty, let home = fileIndex else { continue }
            var members = [group]
            taken.insert(index)
            var locales = Set(group.locales)
            for (other, candidate) in groups.enumerated() where !taken.contains(other) {
                guard translationRules.contains(candidate.cause.rule), candidate.cause.subject == group.cause.subject,
                      candidate.cause.activity == group.cause.activity, let at = causeFiles[candidate.cause], sameActivity(at, home) else { continue }
                members.append(candidate); taken.insert(other); locales.formUnion(candidate.locales)
            }
            // The same text cut in those languages only: the translation's doing.
            for (other, candidate) in groups.enumerated() where !taken.contains(other) {
                guard cutRules.contains(candidate.cause.rule), candidate.cause.subject == group.cause.subject,
                      candidate.cause.activity == group.cause.activity, Set(candidate.locales).isSubset(of: locales),
                      let at = causeFiles[candidate.cause], sameActivity(at, home) else { continue }
                members.append(candidate); taken.insert(other)
            }
            let texts = changeOrder.filter { $0.kind == "text" && $0.subject == group.cause.subject && sameActivity($0.file, home) }
            causes.append(Cause(groups: members, changes: texts, fileIndex: home, translation: true))
        }
        var joined = Set(causes.flatMap(\.changes))
        var byCause: [CheckFinding.Cause: Int] = [:]
        for (index, group) in groups.enumerated() where !taken.contains(index) {
            // One cause at two severities (an error at the default size, a
            // warning at a size SlotFit assumes): one annotation.
            if let existing = byCause[group.cause] { causes[existing].groups.append(group); continue }
            byCause[group.cause] = causes.count
            var texts: [TextKey] = []
            // An error on a text takes in that text's verdict changes.
            if group.severity == .error, !group.cause.subject.isEmpty, let home = causeFiles[group.cause] {
                texts = changeOrder.filter { !joined.contains($0) && $0.subject == group.cause.subject && sameActivity($0.file, home) }
                joined.formUnion(texts)
            }
            causes.append(Cause(groups: [group], changes: texts, fileIndex: causeFiles[group.cause], translation: false))
        }

        var errors: [GitHubAnnotation] = [], warnings: [GitHubAnnotation] = []
        for cause in causes {
            let first = cause.groups[0]
            let location = first.cause.location
            var place: (file: String, line: Int?, column: Int?) = (location.file, location.line, location.column)
            // A translation, or a text whose verdict changed: at its key's
            // line in the catalog (the line the change was found at, else
            // looked up), when the key is there.
            if cause.translation || !cause.changes.isEmpty, let index = cause.fileIndex {
                let known = cause.changes.lazy.flatMap { changes[$0]! }.compactMap(\.catalogLine).first
                if let known, let catalog = document.files[index].catalog {
                    place = (catalog, known, nil)
                } else if let at = keyPlace(first.cause.subject, file: index), at.line != nil {
                    place = (at.file, at.line, nil)
                }
            }
            var message = heading(first) + "\n" + scope(first)
            for other in cause.groups.dropFirst() {
                if other.cause == first.cause {
                    message += "\nand as a \(other.severity.rawValue): \(other.message)\n\(scope(other))"
                } else {
                    message += "\nalso \(other.cause.rule) \(other.cause.presentation?.rawValue ?? "-") (\(other.cause.location.fileAndLine)): \(scope(other))"
                }
            }
            for key in cause.changes { message += "\n" + changeSummary(changes[key]!) }
            let error = cause.groups.contains { $0.severity == .error } || !cause.changes.isEmpty
            let title = cause.translation
                ? "SlotFit translation of \(first.cause.subject.debugDescription) (\(first.cause.activity))"
                : "SlotFit \(first.cause.rule) (\(first.cause.activity))"
            let annotation = GitHubAnnotation(level: error ? .error : .warning, file: shown(place.file), line: place.line, column: place.column,
                                              title: title, message: message)
            if error { errors.append(annotation) } else { warnings.append(annotation) }
        }
        // Verdict changes no finding explains: one per text.
        for key in changeOrder where !joined.contains(key) {
            let list = changes[key]!
            let file = document.files[key.file]
            let written = file.textPlaces?[key.subject]
            var at: (file: String, line: Int?) = (written?.file ?? file.manifest, written?.line)
            if key.kind == "text" {
                if let line = list.lazy.compactMap(\.catalogLine).first, let catalog = file.catalog { at = (catalog, line) }
                else if let found = keyPlace(key.subject, file: key.file), found.line != nil { at = (found.file, found.line) }
            }
            let label = GoldenFile.viewLabel(kind: key.kind, subject: key.subject)
            errors.append(GitHubAnnotation(level: .error, file: shown(at.file), line: at.line,
                                           title: "SlotFit verdict change (\(list[0].activity))",
                                           message: "\(label): " + changeSummary(list)))
        }
        // Missing goldens, one annotation per manifest.
        var missingOrder: [String] = [], missing: [String: [String]] = [:]
        for file in document.files where file.status == .missing {
            if missing[file.manifest] == nil { missingOrder.append(file.manifest) }
            missing[file.manifest, default: []].append(file.path)
        }
        for manifest in missingOrder {
            let paths = missing[manifest]!
            errors.append(GitHubAnnotation(level: .error, file: shown(manifest), title: "SlotFit golden missing",
                                           message: "no golden for \(paths.count == 1 ? paths[0] : "\(paths.count) files: " + paths.prefix(12).joined(separator: ", ") + (paths.count > 12 ? ", …" : "")); run slotfit render and commit golden/"))
        }
        return errors + warnings
    }

    /// A report of an older version, without findings as values: one
    /// annotation per finding line, on the manifest of its golden (its
    /// place is not a value there, and printed text is never read back).
    func legacyAnnotations(_ document: GoldenReport.Document) -> [GitHubAnnotation] {
        var errors: [GitHubAnnotation] = [], warnings: [GitHubAnnotation] = []
        for file in document.files {
            for change in file.verdictChanges {
                errors.append(GitHubAnnotation(level: .error, file: shown(file.manifest), title: "SlotFit verdict change", message: change.line))
            }
            errors += file.errors.map { GitHubAnnotation(level: .error, file: shown(file.manifest), title: "SlotFit finding", message: $0) }
            warnings += file.warnings.map { GitHubAnnotation(level: .warning, file: shown(file.manifest), title: "SlotFit finding", message: $0) }
            if file.status == .missing {
                errors.append(GitHubAnnotation(level: .error, file: shown(file.manifest), title: "SlotFit golden missing", message: "no golden for \(file.path); run slotfit render"))
            }
        }
        return errors + warnings
    }

    /// A project path as the repository's root names it.
    func shown(_ path: String) -> String? {
        guard !path.isEmpty else { return nil }
        var path = path
        if path.hasPrefix("/"), let base {
            let folder = URL(fileURLWithPath: base).standardizedFileURL.path
            let inside = folder.hasSuffix("/") ? folder : folder + "/"
            if path.hasPrefix(inside) { path = String(path.dropFirst(inside.count)) }
        }
        if path.hasPrefix("/") || pathPrefix.isEmpty { return path }
        return (pathPrefix.hasSuffix("/") ? pathPrefix : pathPrefix + "/") + path
    }
}
