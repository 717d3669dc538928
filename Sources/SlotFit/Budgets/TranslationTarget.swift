import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import SlotFitStrings

/// A translator's text for one key, as a file delivers it: an XLIFF
/// `<target>` (its `<file>`'s table and target language, the unit's key,
/// the line it is on) or a `.xcstrings` localization's value.
public struct TranslationTarget: Sendable, Hashable {
    public var table: String
    public var key: String
    public var locale: String
    public var text: String
    /// The file, and the line of the unit (XLIFF) or key (catalog).
    public var file: String
    public var line: Int?

    /// The targets of an XLIFF 1.2 file's units.
    public static func read(xliff text: String, file: String) throws -> [TranslationTarget] {
        final class Reader: NSObject, XMLParserDelegate {
            var table = "", locale = "", key: String?, line: Int?, target: String?, inTarget = false
            var found: [TranslationTarget] = []
            let file: String
            init(file: String) { self.file = file }
            func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
                switch name {
                case "file":
                    table = XLIFFBudgets.table(ofOriginal: attributes["original"] ?? "")
                    locale = attributes["target-language"] ?? ""
                case "trans-unit":
                    // A unit nobody translates keeps its source: nothing to check.
                    key = attributes["translate"] == "no" ? nil : attributes["id"].map(XLIFFBudgets.key(ofID:))
                    line = parser.lineNumber; target = nil
                case "target":
                    inTarget = true; target = ""
                default: break
                }
            }
            func parser(_ parser: XMLParser, foundCharacters string: String) { if inTarget { target? += string } }
            func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
                if name == "target" { inTarget = false }
                if name == "trans-unit", let key, let target, !locale.isEmpty {
                    found.append(TranslationTarget(table: table, key: key, locale: locale, text: target, file: file, line: line))
                }
            }
        }
        let reader = Reader(file: file)
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = reader
        guard parser.parse() else {
            throw SlotFitError(.syntax, "not XLIFF that can be read: \(parser.parserError.map { "\($0.localizedDescription)" } ?? "a syntax error") at line \(parser.lineNumber), column \(parser.columnNumber); export it again from Xcode",
                               at: SourceLocation(file: file, line: parser.lineNumber, column: parser.columnNumber))
        }
        return reader.found
    }

    /// Every localization's value of a `.xcstrings` catalog (the source language's apart).
    public static func read(xcstrings path: String, table: String? = nil) throws -> [TranslationTarget] {
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
