/// What slotfit.yml's `policies:` makes of a rule's findings: the severity
/// they get, or none.
public enum Policy: String, Sendable, Hashable, CaseIterable, Codable {
    /// Findings fail the check.
    case error
    /// Findings are reported and do not fail it.
    case warning
    /// Findings are listed apart (`unverified-text`: the texts not checked).
    case note
    /// Findings are dropped.
    case off

    /// The severity a finding gets under this policy; `nil` when off.
    public var severity: Severity? {
        switch self {
        case .error: return .error
        case .warning: return .warning
        case .note: return .note
        case .off: return nil
        }
    }
}
