import SlotFitText

/// Findings with one cause — the same rule on the same view — listed once,
/// with the locales, devices and states they hit: 600 findings of one
/// truncated key are one group, readable on one screen.
public struct FindingGroup: Sendable, Hashable, Codable {
    public var cause: CheckFinding.Cause
    /// Their severity (one group per cause and severity).
    public var severity: Severity
    /// The message of one of them, from a real language when there is one
    /// (the numbers of one locale, state and device: the others differ).
    public var message: String
    public var locales: [String]
    public var devices: [String]
    public var states: [String]
    /// The Dynamic Type sizes they were found at, smallest first; `nil`
    /// when none says (findings that hold at every size).
    public var dynamicTypeSizes: [DynamicTypeSize]?
    /// How many findings.
    public var count: Int
    /// What the shown finding rests on that SlotFit assumed, with its
    /// place (SARIF's related location); `nil` when it holds as measured.
    public var assumption: Assumption? = nil

    /// The findings grouped by cause and severity, worst first: errors
    /// before warnings, then the most findings, then by place. One cause at
    /// two severities is two groups (a text cut at the default size is an
    /// error; the same text cut only at a size SlotFit assumes the surface
    /// follows is a warning that says so): a group's heading never counts
    /// warnings as errors.
    public static func grouping(_ findings: [CheckFinding]) -> [FindingGroup] {
        struct Key: Hashable { var cause: CheckFinding.Cause; var severity: Severity }
        var order: [Key] = []
        var byKey: [Key: [CheckFinding]] = [:]
        for finding in findings {
            let key = Key(cause: finding.cause, severity: finding.severity)
            if byKey[key] == nil { order.append(key) }
            byKey[key, default: []].append(finding)
        }
        let groups = order.map { key -> FindingGroup in
            let members = byKey[key]!
            let shown = example(of: members)
            func distinct(_ values: [String]) -> [String] { Array(Set(values.filter { !$0.isEmpty })).sorted() }
            return FindingGroup(cause: key.cause, severity: key.severity, message: shown.message,
                                locales: distinct(members.map(\.locale)), devices: distinct(members.map(\.device)),
                                states: distinct(members.map(\.state)),
                                dynamicTypeSizes: sizes(members), count: members.count, assumption: shown.assumption)
        }
        // Worst first; a pseudo-locale's group after the real languages'.
        return groups.sorted {
            ($0.severity.rank, $0.cause.pseudoLocale == true ? 1 : 0, -$0.count, $0.cause.location, $0.cause.rule.rawValue, $0.cause.subject)
                < ($1.severity.rank, $1.cause.pseudoLocale == true ? 1 : 0, -$1.count, $1.cause.location, $1.cause.rule.rawValue, $1.cause.subject)
        }
    }

    /// The finding a group of `members` shows: the first from a real
    /// language when there is one (not a pseudo-locale's accented or
    /// mirrored text), else the first; among those, one at the group's
    /// smallest text size (a finding at a larger size says "not at large:
    /// the text size is the cause", which is untrue of the group when some
    /// of it is at large).
    static func example(of members: [CheckFinding]) -> CheckFinding {
        let real = members.filter { !TextSource.isPseudoLocalization($0.locale) }
        let candidates = real.isEmpty ? members : real
        guard let smallest = candidates.compactMap(\.dynamicTypeSize).min() else { return candidates[0] }
        return candidates.first { $0.dynamicTypeSize == smallest } ?? candidates[0]
    }

    /// The finding this group's message comes from, among `findings` (the
    /// check's, which the group was made of); `nil` when none has its
    /// cause and severity.
    package func example(in findings: [CheckFinding]) -> CheckFinding? {
        let members = findings.filter { $0.cause == cause && $0.severity == severity }
        return members.isEmpty ? nil : Self.example(of: members)
    }


    /// The distinct sizes of `members`, smallest first; `nil` for none.
    private static func sizes(_ members: [CheckFinding]) -> [DynamicTypeSize]? {
        let found = Set(members.compactMap(\.dynamicTypeSize))
        return found.isEmpty ? nil : found.sorted()
    }

    /// `sizes: large, xxxLarge` when the findings name sizes; `nil` otherwise.
    public var sizesText: String? {
        dynamicTypeSizes.map { "sizes: " + $0.map(\.shortName).joined(separator: ", ") }
    }

    /// The group as a terminal shows it: a heading, the message, and where.
    public var text: String {
        let subject = cause.subject.isEmpty ? "" : " \(cause.subject.debugDescription)"
        var lines = ["\(severity.rawValue) \(cause.rule) · \(cause.activity) · \(cause.presentation?.rawValue ?? "-")\(subject) (\(cause.location)) — \(count) finding\(count == 1 ? "" : "s")"]
        lines.append("  \(message)")
        func list(_ name: String, _ values: [String]) -> String? {
            guard !values.isEmpty else { return nil }
            let shown = values.count > 12 ? values.prefix(12).joined(separator: ", ") + ", … (\(values.count))" : values.joined(separator: ", ")
            return "\(name): \(shown)"
        }
        let scope = [list("locales", locales), list("devices", devices), list("states", states), sizesText].compactMap { $0 }
        if !scope.isEmpty { lines.append("  " + scope.joined(separator: " · ")) }
        return lines.joined(separator: "\n")
    }
}
