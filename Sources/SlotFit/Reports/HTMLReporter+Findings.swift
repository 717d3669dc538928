import Foundation

extension HTMLReporter {
    /// The findings by cause, worst first, as the page lists them: one
    /// item per group with its rule, view, place in the source, count,
    /// message and the locales, devices and states it hits, and links to
    /// the picture of the finding its message is from (and to that
    /// snapshot's diff when it changed).
    struct FindingsList {
        var groups: [FindingGroup]
        var findings: [CheckFinding]
        /// Goldens that could not be compared: errors that are not a view's finding.
        var problems: [GoldenProblem]

        /// The list, linking only to ids the page has (`ids`); empty when
        /// there is nothing to list.
        func html(ids: Set<String>) -> String {
            // Each group's members, found once.
            struct Key: Hashable { var cause: CheckFinding.Cause; var severity: Severity }
            var members: [Key: [CheckFinding]] = [:]
            for finding in findings { members[Key(cause: finding.cause, severity: finding.severity), default: []].append(finding) }
            let items = problems.map { "<li class=\"error\">\(HTMLReporter.escape($0.line))</li>" } + groups.enumerated().map { index, group in
                let example = members[Key(cause: group.cause, severity: group.severity)].map(FindingGroup.example(of:))
                return item(group, index: index, links: example.map { links(to: $0, ids: ids) } ?? [])
            }
            guard !items.isEmpty else { return "" }
            return "<h2>Findings by cause</h2>\n<ul id=\"findings\">\n" + items.joined(separator: "\n") + "\n</ul>"
        }

        /// One group's item.
        func item(_ group: FindingGroup, index: Int, links: [String]) -> String {
            let escape = HTMLReporter.escape
            let subject = group.cause.subject.isEmpty ? "" : " “\(escape(group.cause.subject))”"
            let scope = "locales: \(group.locales.joined(separator: ", ")) · devices: \(group.devices.joined(separator: ", ")) · states: \(group.states.joined(separator: ", "))\(group.sizesText.map { " · " + $0 } ?? "")"
            let shown = links.isEmpty ? "" : "<br><small>" + links.joined(separator: " · ") + "</small>"
            return "<li class=\"\(group.severity.rawValue)\" id=\"finding-\(index + 1)\" data-activity-name=\"\(escape(group.cause.activity))\"><b>\(group.severity.rawValue) \(escape(group.cause.rule.rawValue))</b> · \(escape(group.cause.activity)) · \(escape(group.cause.presentation?.rawValue ?? "-"))\(subject) <code>\(escape(group.cause.location.description))</code> — \(group.count) finding\(group.count == 1 ? "" : "s")<br>\(escape(group.message))<br><small>\(escape(scope))</small>\(shown)</li>"
        }

        /// Links to the example's picture and diff when the page has them,
        /// else to its golden's section.
        func links(to example: CheckFinding, ids: Set<String>) -> [String] {
            let folder = GoldenMatrix.slug(example.activity)
            let place = [example.locale, example.device, example.state, example.dynamicTypeSize?.shortName ?? ""].filter { !$0.isEmpty }.joined(separator: " · ")
            var out: [String] = []
            if !example.device.isEmpty, !example.state.isEmpty {
                let parts = [folder, example.locale, example.device, example.state, (example.dynamicTypeSize ?? .large).shortName]
                let picture = Anchor.id("snap", parts), diff = Anchor.id("diff", parts)
                if ids.contains(picture) { out.append("<a class=\"picture\" href=\"#\(picture)\">picture: \(HTMLReporter.escape(place))</a>") }
                if ids.contains(diff) { out.append("<a class=\"diff-link\" href=\"#\(diff)\">its diff</a>") }
            }
            let file = Anchor.id("file", [folder, example.locale])
            if out.isEmpty, ids.contains(file) { out.append("<a class=\"file-link\" href=\"#\(file)\">\(HTMLReporter.escape(example.activity)) · \(HTMLReporter.escape(example.locale))</a>") }
            return out
        }
    }
}
