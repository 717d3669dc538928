import Foundation

/// GitHub Actions annotations (workflow commands `::error file=…,line=…::message`):
/// the files' own — a verdict change at its key's line in the catalog, a
/// missing golden at its manifest — then one per cause at the view's line,
/// naming the locales, devices and states it hits. Made from a JSON
/// report's document alone (`slotfit merge`'s input works too).
public struct GitHubReporter: Reporter {
    /// Creates a GitHub reporter.
    public init() {}

    /// One workflow command per line.
    public func report(_ document: GoldenReport.Document) -> [String] {
        var lines = fileAnnotations(document)
        guard let findings = document.findings else { return lines + legacyAnnotations(document) }
        for group in FindingGroup.grouping(findings) where group.severity != .note {
            let location = group.cause.location
            var target = "file=\(Self.property(location.file))"
            if let line = location.line { target += ",line=\(line)" }
            if let column = location.column { target += ",col=\(column)" }
            let subject = group.cause.subject.isEmpty ? "" : " \(group.cause.subject.debugDescription)"
            var message = "\(group.cause.rule) \(group.cause.presentation?.rawValue ?? "-")\(subject): \(group.message)"
            message += "\n\(group.count) finding\(group.count == 1 ? "" : "s") · locales: \(group.locales.joined(separator: ", ")) · devices: \(group.devices.joined(separator: ", ")) · states: \(group.states.joined(separator: ", "))\(group.sizesText.map { " · " + $0 } ?? "")"
            lines.append("::\(group.severity.rawValue) \(target),title=\(Self.property("SlotFit \(group.cause.rule) (\(group.cause.activity))"))::\(Self.message(message))")
        }
        return lines
    }

    /// The files' annotations: each verdict change at its key's line in the
    /// catalog (the line found when the change was made, else looked up
    /// by its key), else at the manifest; a missing golden at its manifest.
    func fileAnnotations(_ document: GoldenReport.Document) -> [String] {
        var lines: [String] = []
        for file in document.files {
            var catalogLines: CatalogKeyLines??
            for change in file.verdictChanges {
                var target = "file=\(Self.property(file.manifest))"
                if let catalog = file.catalog, change.kind == "text" {
                    if change.catalogLine == nil, catalogLines == nil { catalogLines = .some(CatalogKeyLines(catalog: catalog)) }
                    if let line = change.catalogLine ?? catalogLines??.line(of: change.subject) {
                        target = "file=\(Self.property(catalog)),line=\(line)"
                    }
                }
                lines.append("::error \(target),title=\(Self.property("SlotFit verdict change"))::\(Self.message(change.line))")
            }
            if file.status == .missing {
                lines.append("::error file=\(Self.property(file.manifest)),title=\(Self.property("SlotFit golden missing"))::no golden for \(Self.message(file.path)); run slotfit render")
            }
        }
        return lines
    }

    /// A report of an older version, without findings as values: one
    /// annotation per finding line, on the manifest of its golden (its
    /// place is not a value there, and printed text is never read back).
    func legacyAnnotations(_ document: GoldenReport.Document) -> [String] {
        var lines: [String] = []
        for file in document.files {
            for (level, findings) in [("error", file.errors), ("warning", file.warnings)] {
                for finding in findings {
                    // The line is only text: annotated at its golden's manifest.
                    let target = "file=\(Self.property(file.manifest))"
                    lines.append("::\(level) \(target),title=\(Self.property("SlotFit finding"))::\(Self.message(finding))")
                }
            }
        }
        return lines
    }

    /// A workflow command's message, invisible controls shown.
    static func message(_ s: String) -> String { WorkflowCommand.message(s.showingInvisibleControls) }

    /// A workflow command's property value, invisible controls shown.
    static func property(_ s: String) -> String { WorkflowCommand.property(s.showingInvisibleControls) }
}
