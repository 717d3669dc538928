/// `unbundled-strings`: The widget extension bundles no string table: in every language the app ships, the Live Activity shows its texts as their keys are written.
struct UnbundledStringsRule: RuleDefinition {
    static let rule = Rule.unbundledStrings
    static let summary = "The widget extension bundles no string table: in every language the app ships, the Live Activity shows its texts as their keys are written."
    static let fix = "Add the string catalog (or the .lproj tables) to the widget extension target: Target Membership in Xcode's File inspector, or its Copy Bundle Resources phase."
    static let defaultPolicy = Policy.error
    static let examples: [RuleExample] = []
    static let exercisedBy: String? = "ExtensionBundleCLITests (an extension target whose Resources phase holds no table)"
}
