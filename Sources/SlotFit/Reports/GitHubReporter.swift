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
    /// One workflow command per line, from the document and its findings
    /// grouped by cause (`groups`: the check's, made once; a merged
    /// document's are grouped by the registry that asks).
    public func report(_ input: (document: GoldenReport.Document, groups: [FindingGroup])) -> [String] {
        let (document, groups) = input
        let all = annotations(document, groups: groups)
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
    package func annotations(_ document: GoldenReport.Document, groups: [FindingGroup]) -> [GitHubAnnotation] {
        guard document.findings != nil else { return legacyAnnotations(document) }
        let index = CauseIndex(document: document, groups: groups.filter { $0.severity != .note })
        var errors: [GitHubAnnotation] = [], warnings: [GitHubAnnotation] = []
        for cause in index.causes {
            let annotation = self.annotation(for: cause, in: index)
            if annotation.level == .error { errors.append(annotation) } else { warnings.append(annotation) }
        }
        errors += index.unexplainedChanges.map { annotation(forChangesOf: $0, in: index) }
        errors += problemAnnotations(document) + missingAnnotations(document)
        return errors + warnings
    }

    /// One cause's annotation: at its view's line, or at its key's line in
    /// the tables when a translation is the cause or its text's verdict
    /// changed.
    func annotation(for cause: CauseIndex.Cause, in index: CauseIndex) -> GitHubAnnotation {
        let first = cause.groups[0]
        let location = first.cause.location
        var place: (file: String, line: Int?, column: Int?) = (location.file, location.line, location.column)
        if cause.translation || !cause.changes.isEmpty, let file = cause.fileIndex {
            let known = cause.changes.lazy.flatMap { index.changes[$0]! }.compactMap(\.catalogLine).first
            if let known, let catalog = index.document.files[file].catalog {
                place = (catalog, known, nil)
            } else if let at = index.keyPlace(first.cause.subject, file: file), at.line != nil {
                place = (at.file, at.line, nil)
            }
        }
        var message = Self.heading(first) + "\n" + Self.scope(first)
        for other in cause.groups.dropFirst() {
            if other.cause == first.cause {
                message += "\nand as a \(other.severity.rawValue): \(other.message)\n\(Self.scope(other))"
            } else {
                message += "\nalso \(other.cause.rule) \(other.cause.presentation?.rawValue ?? "-") (\(other.cause.location.fileAndLine)): \(Self.scope(other))"
            }
        }
        for key in cause.changes { message += "\n" + Self.changeSummary(index.changes[key]!) }
        let error = cause.groups.contains { $0.severity == .error } || !cause.changes.isEmpty
        let title = cause.translation
            ? "SlotFit translation of \(first.cause.subject.debugDescription) (\(first.cause.activity))"
            : "SlotFit \(first.cause.rule) (\(first.cause.activity))"
        return GitHubAnnotation(level: error ? .error : .warning, file: shown(place.file), line: place.line, column: place.column,
                                title: title, message: message)
    }

    /// The verdict changes of one text no finding explains: at its key's
    /// line in the tables, else where the text is written.
    func annotation(forChangesOf key: CauseIndex.TextKey, in index: CauseIndex) -> GitHubAnnotation {
        let list = index.changes[key]!
        let file = index.document.files[key.file]
        let written = file.textPlaces?[key.subject]
        var at: (file: String, line: Int?) = (written?.file ?? file.manifest, written?.line)
        if key.kind == .text {
            if let line = list.lazy.compactMap(\.catalogLine).first, let catalog = file.catalog { at = (catalog, line) }
            else if let found = index.keyPlace(key.subject, file: key.file), found.line != nil { at = (found.file, found.line) }
        }
        let label = GoldenFile.viewLabel(kind: key.kind.rawValue, subject: key.subject)
        return GitHubAnnotation(level: .error, file: shown(at.file), line: at.line,
                                title: "SlotFit verdict change (\(list[0].activity))",
                                message: "\(label): " + Self.changeSummary(list))
    }

    /// Goldens that could not be compared, one annotation each, on the
    /// manifest they come from.
    func problemAnnotations(_ document: GoldenReport.Document) -> [GitHubAnnotation] {
        document.files.flatMap { file in
            file.problems.map { GitHubAnnotation(level: .error, file: shown(file.manifest), title: "SlotFit golden not compared", message: $0.line) }
        }
    }

    /// Missing goldens, one annotation per manifest.
    func missingAnnotations(_ document: GoldenReport.Document) -> [GitHubAnnotation] {
        var missingOrder: [String] = [], missing: [String: [String]] = [:]
        for file in document.files where file.status == .missing {
            if missing[file.manifest] == nil { missingOrder.append(file.manifest) }
            missing[file.manifest, default: []].append(file.path)
        }
        return missingOrder.map { manifest in
            let paths = missing[manifest]!
            return GitHubAnnotation(level: .error, file: shown(manifest), title: "SlotFit golden missing",
                                    message: "no golden for \(paths.count == 1 ? paths[0] : "\(paths.count) files: " + paths.prefix(12).joined(separator: ", ") + (paths.count > 12 ? ", …" : "")); run slotfit render and commit golden/")
        }
    }

    /// `verdict changed in N snapshots · locales: … · devices: … · states: …`, and one example.
    static func changeSummary(_ list: [VerdictChange]) -> String {
        func distinct(_ values: [String]) -> String { Array(Set(values)).sorted().joined(separator: ", ") }
        return "verdict changed in \(list.count) snapshot\(list.count == 1 ? "" : "s") · locales: \(distinct(list.map(\.locale))) · devices: \(distinct(list.map(\.device))) · states: \(distinct(list.map(\.state)))\ne.g. \(list[0].line)"
    }

    /// A group's count and the locales, devices, states and sizes it hits.
    static func scope(_ group: FindingGroup) -> String {
        "\(group.count) finding\(group.count == 1 ? "" : "s") · locales: \(group.locales.joined(separator: ", ")) · devices: \(group.devices.joined(separator: ", ")) · states: \(group.states.joined(separator: ", "))\(group.sizesText.map { " · " + $0 } ?? "")"
    }

    /// `rule presentation "subject": message`.
    static func heading(_ group: FindingGroup) -> String {
        let subject = group.cause.subject.isEmpty ? "" : " \(group.cause.subject.debugDescription)"
        return "\(group.cause.rule) \(group.cause.presentation?.rawValue ?? "-")\(subject): \(group.message)"
    }

    /// A report of an older version, without findings as values: one
    /// annotation per error line, on the manifest of its golden (its
    /// place is not a value there, and printed text is never read back).
    func legacyAnnotations(_ document: GoldenReport.Document) -> [GitHubAnnotation] {
        var errors: [GitHubAnnotation] = []
        for file in document.files {
            for change in file.verdictChanges {
                errors.append(GitHubAnnotation(level: .error, file: shown(file.manifest), title: "SlotFit verdict change", message: change.line))
            }
            errors += file.problems.map { GitHubAnnotation(level: .error, file: shown(file.manifest), title: "SlotFit finding", message: $0.line) }
            if file.status == .missing {
                errors.append(GitHubAnnotation(level: .error, file: shown(file.manifest), title: "SlotFit golden missing", message: "no golden for \(file.path); run slotfit render"))
            }
        }
        return errors
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
