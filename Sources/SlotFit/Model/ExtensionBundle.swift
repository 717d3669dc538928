import SlotFitStrings
/// What the bundle of the widget extension that shows a Live Activity holds,
/// read from the project that builds it (an Xcode project or XcodeGen's
/// `project.yml`): the string tables it bundles, the localizations it
/// ships, and the languages the app around it ships.
///
/// A Live Activity's `Text("key")` looks its key up in the extension's own
/// bundle, not the app's. A bundle with no table shows every text as
/// written, in the development language, whatever language the person
/// uses; the bundle's localizations decide which language the extension
/// runs in, and so its layout direction (Apple, "Bundle.preferredLocalizations"
/// and "Localizing and varying text with a string catalog"; docs/IMPORT.md).
public struct ExtensionBundle: Sendable, Hashable {
    /// The extension's target, as the project names it.
    public var target: String
    /// Where the project declares it (`App.xcodeproj/project.pbxproj:412`).
    public var location: SourceLocation
    /// The development language (`developmentRegion`, or XcodeGen's
    /// `options.developmentLanguage`; `en` when the project says nothing).
    public var developmentLanguage: String
    /// The localizations the bundle ships: its `.lproj` folders (those a
    /// string catalog compiles to included) and `CFBundleLocalizations`.
    public var localizations: [String]
    /// The string tables it bundles (absolute paths), the ones texts read.
    public var tables: [String]
    /// The localizations the app's own bundle ships (what the person may
    /// run the app in), sorted.
    public var appLocalizations: [String]
    /// The string tables the app's own bundle holds (absolute paths): what
    /// the person would read in their language if the extension bundled them.
    public var appTables: [String] = []
    /// Why SlotFit cannot be sure the bundle holds only `tables` (a build
    /// phase runs a script that may copy more); `nil` when it is sure.
    public var uncertainty: String?

    /// Creates one.
    public init(target: String, location: SourceLocation, developmentLanguage: String, localizations: [String],
                tables: [String], appLocalizations: [String], uncertainty: String? = nil) {
        self.target = target; self.location = location; self.developmentLanguage = developmentLanguage
        self.localizations = localizations; self.tables = tables; self.appLocalizations = appLocalizations
        self.uncertainty = uncertainty
    }

    /// The bundle holds no string table texts read: every text shows as
    /// written.
    public var holdsNoTable: Bool { tables.isEmpty }

    /// The app's languages the extension shows in its development language
    /// instead (every app language but the development one's, when the
    /// bundle holds no table).
    public var languagesShownUntranslated: [String] {
        guard holdsNoTable else { return [] }
        let development = Self.language(developmentLanguage)
        return appLocalizations.filter { Self.language($0) != development && $0 != "Base" }
    }

    /// The app's languages the extension's tables have no localization for
    /// (none matches, as the system matches them: the person sees the
    /// extension's fallback, its development language): every app language
    /// when it bundles no table.
    public var languagesMissing: [String] {
        guard !holdsNoTable else { return appLocalizations.filter { $0 != "Base" } }
        return appLocalizations.filter { language in
            language != "Base" && LocaleResolver.resolve(languageCode: language, available: localizations, developmentLanguage: developmentLanguage,
                                                          systemDefault: developmentLanguage).isFallback
        }
    }

    /// The language subtag of a tag (`pt` of `pt-BR`, `zh` of `zh-Hans`).
    static func language(_ tag: String) -> String {
        String(tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? Substring(tag)).lowercased()
    }
}
