import Foundation

/// Xcode's and compilers' diagnostics, one per cause:
/// `path:line:column: error: [rule] message (locales …)` — clickable in
/// Xcode's build log and in editors.
public struct XcodeReporter: Reporter {
    /// The folder relative paths are made absolute from.
    public var base: String

    /// Creates an Xcode reporter with paths made absolute from `base`.
    public init(base: String) { self.base = base }

    /// One diagnostic line per group.
    public func report(_ groups: [FindingGroup]) -> [String] {
        groups.map { group in
            let location = group.cause.location
            let path = location.file.hasPrefix("/") ? location.file : (base as NSString).appendingPathComponent(location.file)
            let place = "\(path):\(location.line ?? 1):\(location.column ?? 1)"
            let subject = group.cause.subject.isEmpty ? "" : " \(group.cause.subject.debugDescription)"
            var scope = group.locales.isEmpty ? "" : " (\(group.locales.count) locale\(group.locales.count == 1 ? "" : "s"): \(group.locales.prefix(8).joined(separator: ", "))\(group.locales.count > 8 ? ", …" : ""))"
            if let sizes = group.sizesText { scope += " (\(sizes))" }
            return "\(place): \(group.severity == .error ? "error" : group.severity == .warning ? "warning" : "note"): [\(group.cause.rule)] \(group.cause.presentation?.rawValue ?? "")\(subject): \(group.message)\(scope)"
        }
    }
}
