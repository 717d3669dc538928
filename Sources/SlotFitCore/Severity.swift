/// How bad a finding is, for layout rules and catalog lint alike. Ordered
/// worst first: `error < warning < note`, so `min()` is the worst.
public enum Severity: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// Fails `slotfit check` (exit 1).
    case error
    /// Reported; fails only under `--strict`.
    case warning
    /// Listed for the record (an assumption, a text not checked); never fails.
    case note

    /// 0 for an error, 1 for a warning, 2 for a note.
    public var rank: Int {
        switch self {
        case .error: return 0
        case .warning: return 1
        case .note: return 2
        }
    }

    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}
