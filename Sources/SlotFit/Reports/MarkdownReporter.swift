import Foundation

/// The check as Markdown, for a GitHub job's summary page
/// (`--report markdown FILE`; the Action appends it to
/// `GITHUB_STEP_SUMMARY`): the verdict, then every cause — finding groups
/// and changed texts — in a table, worst first, with where to fix it. Every
/// cause is listed, including those past the annotations GitHub shows.
/// Made from a JSON report's document alone (`slotfit merge`'s output
/// works too).
public struct MarkdownReporter: Reporter {
    /// Prefixed to every path: the project's folder relative to the
    /// repository's root, as in `GitHubReporter`.
    public var pathPrefix: String
    /// The folder the report's relative paths are read from (the project's).
    public var base: String?

    /// Creates a Markdown reporter.
    public init(pathPrefix: String = "", base: String? = nil) { self.pathPrefix = pathPrefix; self.base = base }

    /// The summary's text.
    public func report(_ input: (document: GoldenReport.Document, groups: [FindingGroup])) -> String {
        let (document, groups) = input
        let annotations = GitHubReporter(pathPrefix: pathPrefix, base: base, limit: .max).annotations(document, groups: groups)
        let errors = annotations.filter { $0.level == .error }.count, warnings = annotations.filter { $0.level == .warning }.count
        let changed = document.files.filter { $0.status == .changed }.count, missing = document.files.filter { $0.status == .missing }.count
        var out = "### SlotFit\n\n"
        let nothingExact = (document.coverage.map { $0.exact == 0 && $0.texts > 0 }) ?? false
        out += document.exitCode != 0 ? "❌ **SlotFit found changes or errors.**"
            : nothingExact ? "⚠️ **All goldens match, but no text was checked exactly.**" : "✅ **All goldens match; no error findings.**"
        out += " \(document.files.count) golden\(document.files.count == 1 ? "" : "s") · \(changed) changed · \(missing) missing · \(errors) error cause\(errors == 1 ? "" : "s") · \(warnings) warning cause\(warnings == 1 ? "" : "s")\n"
        if let coverage = document.coverage {
            out += "\n" + coverage.summary.prefix(1).uppercased() + coverage.summary.dropFirst() + ".\n"
        }
        // What was not checked: a green check says nothing about these.
        let unchecked = Set((document.findings ?? []).filter { $0.rule == .unverifiedText }.map(\.cause))
        if !unchecked.isEmpty {
            out += "\n\(unchecked.count) text\(unchecked.count == 1 ? " was" : "s were") not checked: \(unchecked.count == 1 ? "it shows a value" : "they show values") SlotFit could not compute. Give samples under `values:` in slotfit.yml (`slotfit import` lists them), or run with `--require-checked` to fail on them.\n"
        }
        if !document.fontChanges.isEmpty {
            out += "\nThe fonts changed since the goldens were recorded: " + document.fontChanges.map { "`\(Self.code($0))`" }.joined(separator: ", ") + "\n"
        }
        guard !annotations.isEmpty else { return out }
        out += "\n| | cause | where | what and where it hits |\n|---|---|---|---|\n"
        for annotation in annotations {
            let icon = annotation.level == .error ? "❌" : annotation.level == .warning ? "⚠️" : "ℹ️"
            let place = annotation.file.map { "`\(Self.code($0 + (annotation.line.map { ":\($0)" } ?? "")))`" } ?? ""
            let text = annotation.message.split(separator: "\n", omittingEmptySubsequences: false).map { Self.cell(String($0)) }.joined(separator: "<br>")
            out += "| \(icon) | \(Self.cell(annotation.title.replacingOccurrences(of: "SlotFit ", with: ""))) | \(place) | \(text) |\n"
        }
        return out
    }

    /// Text for a table cell: invisible controls spelled out, HTML, the
    /// table's own characters and Markdown's syntax escaped, and web
    /// addresses broken (no live link or remote image from a pull request's
    /// text), so a translation cannot break out of it or add to the page.
    static func cell(_ s: String) -> String {
        // Markdown's syntax first (backslashes), then the one HTML escaping
        // every report uses, then the table's own characters.
        var markdown = ""
        for character in s.showingInvisibleControls.replacingOccurrences(of: "\n", with: " ") {
            if "\\*_[]#~".contains(character) { markdown.append("\\") }
            markdown.append(character)
        }
        // GitHub links `www.` and `://` text by itself.
        return markdown.xmlEscaped
            .replacingOccurrences(of: "|", with: "\\|")
            .replacingOccurrences(of: "`", with: "'")
            .replacingOccurrences(of: "www.", with: "www\u{200B}.", options: .caseInsensitive)
            .replacingOccurrences(of: "://", with: ":\u{200B}//")
    }

    /// Text for a code span in a table cell: shown as written (no HTML in
    /// a code span), with its delimiter and the table's own character
    /// replaced.
    static func code(_ s: String) -> String {
        s.showingInvisibleControls.replacingOccurrences(of: "`", with: "'").replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
