/// The localization a Live Activity shows, and how SlotFit chose it.
public struct LocaleResolution: Sendable, Hashable, Codable {
    /// One step of the search.
    public struct Step: Sendable, Hashable, Codable {
        /// What was looked for (a locale, or a rule's name).
        public var candidate: String
        /// The localization it matched, if any.
        public var match: String?
        /// Why this step was taken, or why it matched.
        public var reason: String
    }

    /// The localization to use, spelled as the catalog or bundle spells it.
    public var localization: String
    /// Every step, in order; the last one matched.
    public var chain: [Step]

    /// `true` when nothing matched the request and the localization is a
    /// fallback (the development language, en-US, the first, or en).
    public var isFallback: Bool {
        guard let reason = chain.last?.reason else { return true }
        return reason.hasPrefix(LocaleResolver.fallbackReasonPrefix) || reason.hasPrefix("no localizations")
    }
}
