import Foundation
import SlotFitCore

/// A legacy `.stringsdict` (XML property list) as catalog values: plural
/// rules (with Apple's `zero` override, applied when formatting), device-
/// specific rules and variable-width rules.
enum StringsDictReader {
    static func values(_ bytes: [UInt8], source: String) throws -> [String: LocalizedValue] {
        if BinaryPropertyListCheck.isBinary(bytes) {
            try BinaryPropertyListCheck.check(bytes, source: source)
        } else if let problem = xmlProblem(bytes) {
            throw SlotFitError(.syntax, "not well-formed XML (\(problem.message)); fix the XML", at: SourceLocation(file: source, line: problem.line, column: problem.column))
        }
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        } catch {
            let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? error.localizedDescription
            // Foundation names the line in its own words ("… on line 5 …").
            let words = reason.split(separator: " ")
            let line = words.firstIndex(of: "line").flatMap { $0 + 1 < words.count ? Int(words[$0 + 1].trimmingCharacters(in: .punctuationCharacters)) : nil }
            throw SlotFitError(.syntax, "\(source)\(line.map { ":\($0)" } ?? ""): not a valid property list (\(reason)); fix the XML")
        }
        guard let root = plist as? [String: Any] else { throw SlotFitError(.schema, "the top level should be a dictionary of keys", at: SourceLocation(file: source)) }
        var values: [String: LocalizedValue] = [:]
        for (key, raw) in root {
            guard let rule = raw as? [String: Any] else { throw SlotFitError(.schema, "should be a dictionary", at: SourceLocation(file: source), keyPath: "\(key)") }
            values[key] = try value(rule, key: key, source: source)
        }
        return values
    }

    /// The first XML error's place (Foundation's property-list reader
    /// gives none).
    static func xmlProblem(_ bytes: [UInt8]) -> (line: Int, column: Int, message: String)? {
        guard case .failure(let problem) = XMLScanner.scan(bytes) else { return nil }
        return (problem.line, problem.column, problem.message)
    }

    /// The 1-based line of each top-level `<key>` of an XML `.stringsdict`.
    static func keyLines(_ bytes: [UInt8]) -> [String: Int] {
        guard !BinaryPropertyListCheck.isBinary(bytes) else { return [:] }
        var lines: [String: Int] = [:]
        var line = 1
        for text in String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) {
            if let open = text.range(of: "<key>"), let close = text.range(of: "</key>", range: open.upperBound..<text.endIndex) {
                let key = String(text[open.upperBound..<close.lowerBound])
                    .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                    .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
                if lines[key] == nil { lines[key] = line }
            }
            line += 1
        }
        return lines
    }

    static func value(_ rule: [String: Any], key: String, source: String) throws -> LocalizedValue {
        if let devices = rule["NSStringDeviceSpecificRuleType"] as? [String: Any] {
            var device: [String: LocalizedValue] = [:]
            for (name, leaf) in devices {
                if let text = leaf as? String { device[name] = .translated(text) } else if let nested = leaf as? [String: Any] {
                    device[name] = try value(nested, key: "\(key).NSStringDeviceSpecificRuleType.\(name)", source: source)
                } else { throw SlotFitError(.schema, "\(key).NSStringDeviceSpecificRuleType.\(name) should be a string or a dictionary", at: SourceLocation(file: source)) }
            }
            return LocalizedValue(variations: Variations(device: device))
        }
        if let widths = rule["NSStringVariableWidthRuleType"] as? [String: Any] {
            var width: [Int: LocalizedValue] = [:]
            for (name, leaf) in widths {
                guard let size = Int(name), let text = leaf as? String else {
                    throw SlotFitError(.schema, "\(key).NSStringVariableWidthRuleType.\(name) should be a numeric key with a string", at: SourceLocation(file: source))
                }
                width[size] = .translated(text)
            }
            return LocalizedValue(variations: Variations(width: width))
        }
        guard let format = rule["NSStringLocalizedFormatKey"] as? String else {
            throw SlotFitError(.schema, "has no NSStringLocalizedFormatKey; add the format, e.g. %#@count@", at: SourceLocation(file: source), keyPath: "\(key)")
        }
        var substitutions: [String: Substitution] = [:]
        for (name, raw) in rule where name != "NSStringLocalizedFormatKey" {
            guard let variable = raw as? [String: Any] else { continue }
            let path = "\(key).\(name)"
            guard (variable["NSStringFormatSpecTypeKey"] as? String) == "NSStringPluralRuleType" else {
                throw SlotFitError(.schema, "\(path).NSStringFormatSpecTypeKey should be NSStringPluralRuleType", at: SourceLocation(file: source))
            }
            let specifier = variable["NSStringFormatValueTypeKey"] as? String ?? "d"
            var plural: [PluralCategory: LocalizedValue] = [:]
            for (categoryName, leaf) in variable where !categoryName.hasPrefix("NSString") {
                guard let category = PluralCategory(rawValue: categoryName) else {
                    throw SlotFitError(.schema, "\(path).\(categoryName) is not a plural category; use zero, one, two, few, many or other", at: SourceLocation(file: source))
                }
                guard let text = leaf as? String else { throw SlotFitError(.schema, "\(path).\(categoryName) should be a string", at: SourceLocation(file: source)) }
                // The leaf reads its number with the variable's own
                // specifier; the catalog model spells that %arg.
                plural[category] = .translated(replacingFirst("%" + specifier, in: text, with: "%arg"))
            }
            substitutions[name] = Substitution(formatSpecifier: specifier, variations: Variations(plural: plural))
        }
        return LocalizedValue(stringUnit: StringUnit(value: format), substitutions: substitutions)
    }

    static func replacingFirst(_ target: String, in text: String, with replacement: String) -> String {
        guard let range = text.range(of: target) else { return text }
        return text.replacingCharacters(in: range, with: replacement)
    }
}
