/// A value SlotFit could not take from the app and stood in for: an
/// expression the importer could not evaluate (`cost.formatted(.currency(…))`,
/// a call into code outside the sources), or a field no sample state sets.
/// A text that reads one is *unverified*: it is laid out (so its siblings
/// have something beside them) but no rule raises an error on it, and a
/// finding whose room depends on it says so and is at most a warning.
/// `values:` in slotfit.yml replaces it with samples the team gives.
package struct StandIn: Sendable, Hashable, Codable {
    /// The Swift expression as written (`context.state.bgValueString()`), or
    /// the field's name for a field no sample sets: what `values:` is keyed by.
    package var expression: String
    /// Where it is written (`Widget.swift:42`), or "" when not known.
    package var location: SourceLocation
    /// What SlotFit did in its place, for the reader of a finding:
    /// "not evaluated", "no sample state sets it".
    package var reason: String
    /// The `values:` key that gave it samples (then its texts are checked
    /// exactly; the stand-in is kept for its expression, which names them).
    package var suppliedBy: String? = nil
    /// How to give it, when a value's kind does not say (a list of the
    /// app's structs: "samples: a list of {destination: …, minutes: …}").
    package var form: String? = nil
    /// The value it holds until the team gives one (`true` for a condition
    /// SlotFit could not evaluate: its first branch shows); `nil`, none.
    package var placeholder: ActivityValue? = nil

    /// Creates a stand-in.
    package init(expression: String, location: SourceLocation, reason: String) {
        self.expression = expression; self.location = location; self.reason = reason
    }

    /// One phrase: `context.state.pct at Widget.swift:42 (not evaluated)`.
    package var description: String {
        "\(expression.isEmpty ? "a value" : shortExpression)\(location.isKnown ? " at \(location)" : "") (\(reason))"
    }

    /// The expression on one short line (whitespace folded, cut at 60
    /// characters with "…"): a closure or a long chain named in a finding
    /// is its start and its place, not 600 characters.
    package var shortExpression: String {
        let folded = expression.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return folded.count > 60 ? String(folded.prefix(59)) + "…" : folded
    }
}
