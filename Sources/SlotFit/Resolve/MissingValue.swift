import Foundation

/// What a table lacks when a text shows the development language's words
/// in another localization: the finding names it, so the fix goes where the
/// gap is.
public enum MissingValue: Hashable, Sendable {
    /// The String Catalog has the key, not this localization's value.
    case catalogValue
    /// Some language's `.strings` table has the key; this localization's
    /// `.lproj` table (`table`, as `Localizable`) has not.
    case stringsValue(table: String)
    /// No language's table has the key; `catalog` when the table is a
    /// String Catalog, else `.lproj` tables named `table`.
    case key(table: String, catalog: Bool)

    /// The finding's opening: what lacks `label`'s value in `localization`.
    func phrase(localization: String, label: String) -> String {
        switch self {
        case .catalogValue: return "the catalog has no \(localization) value for \"\(label)\""
        case .stringsValue(let table): return "\(localization).lproj/\(table).strings has no value for \"\(label)\""
        case .key(_, catalog: true): return "the catalog has no key \"\(label)\" in any language"
        case .key(let table, catalog: false): return "no language's \(table).strings has the key \"\(label)\""
        }
    }

    /// What to do when the text may rightly stay as it is: mark it so
    /// (a catalog's `shouldTranslate`), or write it unchanged into the
    /// table, or translate it.
    var keepOrFix: String {
        switch self {
        case .catalogValue: return "mark it shouldTranslate: false, or \(fix)"
        case .key(_, catalog: true): return "add the key to the catalog marked shouldTranslate: false, or translate it there"
        case .stringsValue(let table), .key(let table, catalog: false): return "give it its text unchanged in the language's \(table).strings, or \(fix)"
        }
    }

    /// What to do: translate it, or first add the key.
    var fix: String {
        switch self {
        case .catalogValue, .stringsValue: return "translate it"
        case .key(_, catalog: true): return "add the key to the catalog and translate it"
        case .key(let table, catalog: false): return "add the key to each language's \(table).strings and translate it"
        }
    }
}
