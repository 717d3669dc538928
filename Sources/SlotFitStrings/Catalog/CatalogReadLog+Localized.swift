import Foundation

extension CatalogReadLog {
    /// What a render's reads of one table depend on, taken apart by
    /// localization: the table's header (its languages, its keys when they
    /// were listed), and for each key looked up what every language shares
    /// (the key's presence, its line, its comment and flags) and each
    /// localization's value (with the file and line it is written at in an
    /// `.lproj` table). An edit that changes one localization's values and
    /// nothing else reaches only the goldens that show that localization
    /// (`check`'s result cache renders only those again); `material(of:reads:)`
    /// is the whole of it, for the question "changed at all?".
    package struct LocalizedMaterial: Sendable {
        /// The table's development language.
        package var sourceLanguage: String
        /// The languages, and the keys in file order when they were listed.
        package var header: [UInt8]
        /// Each key looked up.
        package var keys: [String: Key]

        /// One key's material.
        package struct Key: Sendable {
            /// What every localization shares; `absent` for a key the table lacks.
            package var common: [UInt8]
            /// Each localization's value, by localization.
            package var localizations: [String: [UInt8]]
        }
    }

    /// `reads` of `index`'s file taken apart by localization; `nil` when
    /// the whole file was read (every byte is its input) or an entry does
    /// not parse.
    package static func localizedMaterial(of index: XCStringsIndex, reads: Reads) -> LocalizedMaterial? {
        guard !reads.whole else { return nil }
        var header = Array("keys\u{0}\(index.sourceLanguage)\u{0}\(index.version)\u{0}\(index.localizations.sorted().joined(separator: ","))\u{0}".utf8)
        if reads.keyList {
            for (key, _) in index.members.sorted(by: { $0.value.value.lowerBound < $1.value.value.lowerBound }) {
                header.append(contentsOf: key.utf8)
                header.append(0)
            }
        }
        var keys: [String: LocalizedMaterial.Key] = [:]
        for key in reads.keys {
            guard let member = index.members[key] else {
                keys[key] = .init(common: Array("absent".utf8), localizations: [:])
                continue
            }
            guard let json = try? JSONParser.parse(index.bytes, range: member.value, source: index.source) else { return nil }
            keys[key] = split(json, line: "\(member.line ?? 0)", places: [:])
        }
        return LocalizedMaterial(sourceLanguage: index.sourceLanguage, header: header, keys: keys)
    }

    /// `reads` of an `.lproj` table taken apart by localization; `nil`
    /// when every entry was read.
    package static func localizedMaterial(of catalog: StringCatalog, reads: Reads) -> LocalizedMaterial? {
        guard !reads.whole else { return nil }
        let entries = catalog.storedEntries
        var header = Array("table\u{0}\(catalog.sourceLanguage)\u{0}\(catalog.shippedLocalizations.sorted().joined(separator: ","))\u{0}".utf8)
        var localizations = Set<String>()
        for entry in entries.values { localizations.formUnion(entry.localizations?.keys ?? [:].keys) }
        header.append(contentsOf: "\(localizations.sorted().joined(separator: ","))\u{0}\(catalog.keysAreSourceText)\u{0}".utf8)
        if reads.keyList {
            for key in entries.keys.sorted() {
                header.append(contentsOf: key.utf8)
                header.append(0)
            }
        }
        var keys: [String: LocalizedMaterial.Key] = [:]
        for key in reads.keys {
            guard let entry = entries[key] else {
                keys[key] = .init(common: Array("absent".utf8), localizations: [:])
                continue
            }
            let places = entry.places.byLocalization.mapValues { "\($0.file):\($0.line)" }
            keys[key] = split(entry.json, line: "", places: places)
        }
        return LocalizedMaterial(sourceLanguage: catalog.sourceLanguage, header: header, keys: keys)
    }

    /// An entry's JSON taken apart: its members but `localizations`, with
    /// its line, in common; each localization's value (and where it is
    /// written) on its own. A localization written somewhere without a
    /// value in the JSON still has a part.
    private static func split(_ json: JSONValue, line: String, places: [String: String]) -> LocalizedMaterial.Key {
        guard case .object(let members) = json else {
            return .init(common: Array("line \(line)\u{0}".utf8) + XcodeJSONWriter.data(json), localizations: [:])
        }
        var common = Array("line \(line)\u{0}".utf8)
        common.append(contentsOf: XcodeJSONWriter.data(.object(members.filter { $0.key != "localizations" })))
        var localizations: [String: [UInt8]] = [:]
        if case .object(let values)? = members.first(where: { $0.key == "localizations" })?.value {
            for (localization, value) in values { localizations[localization] = XcodeJSONWriter.data(value) }
        } else if let value = members.first(where: { $0.key == "localizations" })?.value {
            // Not an object: the whole entry is common.
            common.append(contentsOf: XcodeJSONWriter.data(value))
        }
        for (localization, place) in places { localizations[localization, default: []].append(contentsOf: Array("\u{0}at \(place)".utf8)) }
        return .init(common: common, localizations: localizations)
    }
}

extension CatalogReadLog.Reads {
    /// These reads and `other`'s.
    package mutating func formUnion(_ other: Self) {
        keys.formUnion(other.keys)
        keyList = keyList || other.keyList
        whole = whole || other.whole
    }
}
