/// The fonts the changed goldens were laid out with, committed and now:
/// a font change is said apart from layout regressions.
public struct FontChange: Sendable, Hashable {
    /// Fonts of the committed goldens no longer used (as a golden names a
    /// font: `Inter Regular, Version 3.019, Inter-Regular.otf#0, sha256 …`).
    public var old: [String]
    /// Fonts used now that the committed goldens did not name.
    public var new: [String]

    /// The change between two sets of fonts; `nil` when they are the same.
    public init?(old: Set<String>, new: Set<String>) {
        guard old != new else { return nil }
        self.old = old.subtracting(new).sorted()
        self.new = new.subtracting(old).sorted()
    }

    /// `- font` for each font gone, then `+ font` for each font new.
    public var lines: [String] { old.map { "- " + $0 } + new.map { "+ " + $0 } }
}
