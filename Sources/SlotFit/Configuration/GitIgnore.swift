import Foundation

/// The lines a project's `.gitignore` needs for what SlotFit writes that is
/// not committed: the pictures `render` draws beside the goldens
/// (`golden/svg/`), the reports `check` writes into the folder the GitHub
/// Action uses (`slotfit-report/`), and the temporary files a killed write
/// leaves (`.NAME.slotfit-UUID`).
///
/// A team's own lines are never rewritten: a missing pattern is appended,
/// one already there (written with or without its leading or trailing `/`)
/// or negated (`!golden/svg/`: the team commits them) is left alone, so
/// adding twice adds nothing.
package enum GitIgnore {
    /// A pattern and why it is ignored.
    package struct Entry: Sendable, Hashable {
        package var pattern: String
        package var reason: String
    }

    /// The comment above the lines SlotFit appends.
    package static let heading = "# SlotFit: what slotfit render and check write that is not committed"

    /// The patterns for a project whose goldens are in `goldenDirectory`
    /// (relative to the project folder).
    package static func entries(goldenDirectory: String) -> [Entry] {
        let golden = goldenDirectory.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
        return [
            Entry(pattern: "/\(golden.isEmpty ? "" : golden + "/")svg/", reason: "the SVG pictures slotfit render draws beside the goldens"),
            Entry(pattern: "/slotfit-report/", reason: "the reports slotfit check writes in the GitHub Action's report folder"),
            Entry(pattern: ".*.slotfit-*", reason: "temporary files a killed render or init leaves behind"),
        ]
    }

    /// `existing` (`nil`: no file yet) with the missing `entries` appended
    /// under ``heading``, and the patterns added; `nil` when every pattern
    /// is already there.
    package static func adding(_ entries: [Entry], to existing: String?) -> (text: String, added: [Entry])? {
        let present = Set((existing ?? "").split(whereSeparator: \.isNewline).map { normalized(String($0)) })
        let missing = entries.filter { !present.contains(normalized($0.pattern)) }
        guard !missing.isEmpty else { return nil }
        var text = existing ?? ""
        if !text.isEmpty && !text.hasSuffix("\n") { text += "\n" }
        if !text.isEmpty { text += "\n" }
        text += heading + "\n"
        for entry in missing { text += entry.pattern + "\n" }
        return (text, missing)
    }

    /// A line as a pattern to compare: no surrounding spaces, no leading
    /// `/` or `!`, no trailing `/`.
    static func normalized(_ line: String) -> String {
        var pattern = line.trimmingCharacters(in: .whitespaces)
        if pattern.hasPrefix("!") { pattern.removeFirst() }
        while pattern.hasPrefix("/") { pattern.removeFirst() }
        while pattern.hasSuffix("/") { pattern.removeLast() }
        return pattern
    }
}
