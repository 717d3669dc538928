import Foundation
import SlotFitCore
import SlotFitText

/// Width budgets written into an XLIFF 1.2 file as Xcode exports it
/// (`xcodebuild -exportLocalizations`: one `<file original="…/Localizable.xcstrings"
/// target-language="de">` per table, a `<trans-unit id="key">` per key):
/// each `trans-unit` whose key has a budget gains `maxwidth` with
/// `size-unit="pixel"` (1 pt = 1 px at the stated font size, XLIFF 1.2
/// §2.3.5), Weblate's `font` attribute (`family;size;weight`), and a
/// `<note from="SlotFit">` a person reads. Every other byte is kept, so
/// Xcode imports the file back.
package enum XLIFFBudgets {
    /// What an export did to one file.
    package struct Export: Sendable, Hashable {
        /// The file's new bytes.
        package var text: String
        /// Keys given a budget, and keys of the file with none (not shown
        /// by any Live Activity view SlotFit laid out).
        package var annotated: Int
        package var withoutBudget: Int
    }

    /// `text` with the budgets of its keys added.
    package static func export(_ text: String, budgets: [KeyBudget]) -> Export {
        var byTable: [String: [String: KeyBudget]] = [:]
        for budget in budgets { byTable[budget.table, default: [:]][budget.key] = budget }
        var out = ""
        out.reserveCapacity(text.utf8.count + budgets.count * 200)
        var annotated = 0, without = 0
        var table: String? = nil, targetLanguage: String? = nil
        var rest = text[...]
        // Native searches from the current place (Foundation's range(of:)
        // on a Substring bridged the rest of the file per tag: quadratic).
        while let open = rest.firstIndex(of: "<") {
            out += rest[..<open]
            rest = rest[open...]
            guard let closeIndex = rest.firstIndex(of: ">") else { break }
            let close = closeIndex..<rest.index(after: closeIndex)
            let tag = rest[..<close.upperBound]
            if tag.hasPrefix("<file ") || tag.hasPrefix("<file\t") || tag.hasPrefix("<file\n") {
                let attributes = Self.attributes(tag)
                table = attributes["original"].map(Self.table(ofOriginal:))
                targetLanguage = attributes["target-language"]
                out += tag
            } else if tag.hasPrefix("<trans-unit"), tag.count > 11, [" ", "\t", "\n", "\r"].contains(tag[tag.index(tag.startIndex, offsetBy: 11)]) {
                let attributes = Self.attributes(tag)
                let key = attributes["id"].map(Self.key(ofID:))
                // A unit nobody translates (`translate="no"`), or a plural's
                // format key (`%#@accounts@`, never shown), gets no budget.
                let shown = attributes["translate"] != "no" && !(attributes["id"] ?? "").contains(":dict/NSStringLocalizedFormatKey:dict/")
                if shown, let key, let table, let budget = byTable[table]?[key], attributes["maxwidth"] == nil {
                    annotated += 1
                    let insert = " maxwidth=\"\(Int(budget.width.rounded(.down)))\" size-unit=\"pixel\" font=\"\(Self.escape(Self.font(budget)))\""
                    let end = tag.hasSuffix("/>") ? tag.index(tag.endIndex, offsetBy: -2) : tag.index(before: tag.endIndex)
                    out += tag[..<end] + insert + tag[end...]
                    rest = rest[close.upperBound...]
                    // The note goes last in the unit, indented as its first child.
                    if !tag.hasSuffix("/>"), let unitEnd = rest.firstRange(of: "</trans-unit>") {
                        let body = rest[..<unitEnd.lowerBound]
                        let indent = Self.childIndent(body)
                        let closingIndent = Self.trailingIndent(body)
                        let note = "<note from=\"SlotFit\">\(Self.escape(Self.note(budget, targetLanguage: targetLanguage)))</note>"
                        out += body.dropLast(closingIndent.count)
                        out += closingIndent.isEmpty ? note : indent + note + "\n" + closingIndent
                        out += "</trans-unit>"
                        rest = rest[unitEnd.upperBound...]
                    }
                    continue
                } else if key != nil, shown {
                    without += 1
                }
                out += tag
            } else {
                out += tag
            }
            rest = rest[close.upperBound...]
        }
        out += rest
        return Export(text: out, annotated: annotated, withoutBudget: without)
    }

    /// `ubuntu;22;bold`, as Weblate reads the `font` attribute: the family,
    /// the size in points, and `bold` for semibold and heavier.
    static func font(_ budget: KeyBudget) -> String {
        let bold = [FontWeight.semibold, .bold, .heavy, .black].contains(budget.room.weight)
        return "\(budget.room.family);\(FixedPoint.string(budget.room.size, decimals: 1));\(bold ? "bold" : "normal")"
    }

    /// What a translator reads: the room, where, the font, and the
    /// development language's width (and the present translation's).
    package static func note(_ budget: KeyBudget, targetLanguage: String?) -> String {
        var text = "SlotFit: fits \(FixedPoint.string(budget.width, decimals: 1)) pt at \(budget.drawing): \(budget.place.presentation.rawValue), \(budget.place.device), state \(budget.place.state), text size \(budget.place.dynamicTypeSize.shortName)"
        text += "; \(budget.developmentLanguage) uses \(FixedPoint.string(budget.developmentWidth, decimals: 1)) pt"
        if let targetLanguage, let current = budget.translations.first(where: { $0.locale == targetLanguage }) {
            text += "; the current \(targetLanguage) text uses \(FixedPoint.string(current.width, decimals: 1)) pt (\(current.showsAllText ? current.verdict : "too wide: it is cut"))"
        }
        return text
    }

    /// The table an `original` path names: `App/Localizable.xcstrings`,
    /// `App/en.lproj/Common.strings`, `App/en.lproj/Plurals.stringsdict`.
    static func table(ofOriginal original: String) -> String {
        let name = (Self.unescape(original) as NSString).lastPathComponent
        return (name as NSString).deletingPathExtension
    }

    /// A key from a `trans-unit` id: entities decoded, and the variation
    /// suffix Xcode adds for plural and device variants (`key|==|plural.one`) dropped.
    /// A `.stringsdict` unit's id is a path to its plural string
    /// (`/key:dict/Variable:dict/one:dict/:string`): the key is its first part.
    package static func key(ofID id: String) -> String {
        let key = Self.unescape(id)
        if key.hasPrefix("/"), let dict = key.range(of: ":dict/") { return String(key[key.index(after: key.startIndex)..<dict.lowerBound]) }
        return key.range(of: "|==|").map { String(key[..<$0.lowerBound]) } ?? key
    }

    /// A tag's attributes, values decoded lazily by the caller.
    static func attributes(_ tag: Substring) -> [String: String] {
        var result: [String: String] = [:]
        var rest = tag.dropFirst()
        while let equals = rest.firstIndex(of: "=") {
            let name = rest[..<equals].split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).last.map(String.init) ?? ""
            let after = rest[rest.index(after: equals)...]
            guard let quote = after.first(where: { $0 == "\"" || $0 == "'" }), let start = after.firstIndex(of: quote) else { break }
            let valueStart = after.index(after: start)
            guard let end = after[valueStart...].firstIndex(of: quote) else { break }
            result[name] = String(after[valueStart..<end])
            rest = after[after.index(after: end)...]
        }
        return result
    }

    /// The whitespace before the unit's first child element.
    static func childIndent(_ body: Substring) -> String {
        guard let first = body.firstIndex(of: "<") else { return "" }
        let before = body[..<first]
        return String(before.split(separator: "\n", omittingEmptySubsequences: false).last ?? "")
    }

    /// The whitespace after the unit's last newline (before `</trans-unit>`).
    static func trailingIndent(_ body: Substring) -> String {
        guard let newline = body.lastIndex(of: "\n") else { return "" }
        let tail = body[body.index(after: newline)...]
        return tail.allSatisfy { $0 == " " || $0 == "\t" } ? String(tail) : ""
    }

    /// XML character data and attribute values escaped (the reports' escaping).
    static func escape(_ s: String) -> String { s.xmlEscaped }

    /// The five named entities and numeric character references decoded.
    static func unescape(_ s: String) -> String { XMLScanner.decodingEntities(s) }
}
