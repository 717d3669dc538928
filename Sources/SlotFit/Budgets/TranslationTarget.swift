import Foundation
import SlotFitCore
import SlotFitStrings

/// A translator's text for one key, as a file delivers it: an XLIFF
/// `<target>` (its `<file>`'s table and target language, the unit's key,
/// the line it is on) or a `.xcstrings` localization's value.
package struct TranslationTarget: Sendable, Hashable {
    package var table: String
    package var key: String
    package var locale: String
    package var text: String
    /// The file, and the line of the unit (XLIFF) or key (catalog).
    package var file: String
    package var line: Int?

    /// The targets of an XLIFF 1.2 file's units.
    package static func read(xliff text: String, file: String) throws -> [TranslationTarget] {
        let events: [XMLScanner.Event]
        switch XMLScanner.scan(Array(text.utf8)) {
        case .success(let found): events = found
        case .failure(let problem):
            throw SlotFitError(.syntax, "not XLIFF that can be read: \(problem.message); export it again from Xcode",
                               at: SourceLocation(file: file, line: problem.line, column: problem.column))
        }
        var found: [TranslationTarget] = []
        var table = "", locale = "", key: String?, line: Int?, target: String?, inTarget = 0
        for event in events {
            switch event {
            case .start(let name, let attributes, let at):
                switch name {
                case "file":
                    table = XLIFFBudgets.table(ofOriginal: attributes["original"] ?? "")
                    locale = attributes["target-language"] ?? ""
                case "trans-unit":
                    // A unit nobody translates keeps its source: nothing to check.
                    key = attributes["translate"] == "no" ? nil : attributes["id"].map(XLIFFBudgets.key(ofID:))
                    line = at; target = nil
                case "target":
                    inTarget += 1; target = target ?? ""
                default: break
                }
            case .text(let string):
                if inTarget > 0 { target? += string }
            case .end(let name):
                if name == "target" { inTarget -= 1 }
                if name == "trans-unit", let key, let target, !locale.isEmpty {
                    found.append(TranslationTarget(table: table, key: key, locale: locale, text: target, file: file, line: line))
                }
            }
        }
        return found
    }

    /// Every localization's value of a `.xcstrings` catalog (the source language's apart).
    package static func read(xcstrings path: String, table: String? = nil) throws -> [TranslationTarget] {
        let catalog = try StringCatalog.read(xcstrings: path)
        let name = table ?? ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        var found: [TranslationTarget] = []
        for key in catalog.entries.keys.sorted() {
            for (locale, value) in (catalog.entries[key]?.localizations ?? [:]).sorted(by: { $0.key < $1.key }) where locale != catalog.sourceLanguage {
                guard let text = value.stringUnit?.value else { continue }
                found.append(TranslationTarget(table: name, key: key, locale: locale, text: text, file: path, line: nil))
            }
        }
        return found
    }
}
