/// One rule of `slotfit check`, all it says of itself in one file under
/// `Rules/Definitions/`: its identifier, what it finds, the policy it has
/// unless slotfit.yml sets another, how a team fixes it, and examples that
/// show it. `Rule.definition` is the registry; docs/RULES.md has a section
/// per rule, checked against these.
package protocol RuleDefinition: Sendable {
    /// Its identifier, as findings and policies write it.
    static var rule: Rule { get }
    /// What it finds, in one sentence.
    static var summary: String { get }
    /// How to fix it.
    static var fix: String { get }
    /// Its severity unless `policies:` sets another.
    static var defaultPolicy: Policy { get }
    /// Activities that raise it (and that do not), laid out by the rules'
    /// table-driven test. Empty for a rule that needs Swift source or a
    /// project to show; `exercisedBy` then names the tests that do.
    static var examples: [RuleExample] { get }
    /// The tests that show it where a manifest cannot (Swift source, an
    /// Xcode project); `nil` when its examples show it.
    static var exercisedBy: String? { get }
}

extension RuleDefinition {
    package static var exercisedBy: String? { nil }
}

/// An activity manifest and the finding it must (or must not) raise.
package struct RuleExample: Sendable {
    /// The manifest's views and states, after `activity: Example`.
    package var manifest: String
    /// A String Catalog's JSON the manifest reads as `Example.xcstrings`;
    /// `nil` for none.
    package var catalog: String?
    /// The language, device and state laid out.
    package var locale: String
    package var device: String
    package var state: String
    /// Whether the rule fires there (a counter-example when `false`).
    package var raises: Bool

    /// An example laid out in `locale` on `device` at `state`.
    package init(_ manifest: String, catalog: String? = nil, locale: String = "en", device: String = "iphone-393",
                state: String = "s", raises: Bool = true) {
        self.manifest = manifest; self.catalog = catalog; self.locale = locale
        self.device = device; self.state = state; self.raises = raises
    }
}
