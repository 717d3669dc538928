import Foundation

extension CatalogReadLog {
    /// What a render that made `reads` of a table depends on; equal
    /// material, equal renderings. `check`'s result cache keeps its digest
    /// with the entry, and its digests by localization beside it: an edit
    /// that changes one localization's values and nothing else reaches
    /// only the goldens that show that localization.
    package enum ReadMaterial: Sendable, Equatable {
        /// Every byte of a String Catalog read in full.
        case whole([UInt8])
        /// What was read, taken apart by localization.
        case parts(LocalizedMaterial)

        /// The parts, unless every byte is the material.
        package var parts: LocalizedMaterial? {
            if case .parts(let parts) = self { return parts }
            return nil
        }
    }

    /// A table's material taken apart: its header (its languages, and its
    /// keys when they were listed), and for each key looked up what every
    /// language shares (the key's presence, its line, its comment and
    /// flags) and each localization's value (with the file and line it is
    /// written at in an `.lproj` table).
    package struct LocalizedMaterial: Sendable, Equatable {
        /// The table's development language.
        package var sourceLanguage: String
        /// The languages, and the keys when they were listed.
        package var header: [UInt8]
        /// Each key looked up.
        package var keys: [String: Key]

        /// One key's material.
        package struct Key: Sendable, Equatable {
            /// What every localization shares; `absent` for a key the table lacks.
            package var common: [UInt8]
            /// Each localization's value, by localization.
            package var localizations: [String: [UInt8]]
        }
    }

    /// What `reads` of `index`'s file depend on: its source language,
    /// version and localizations (the bundle's languages), its keys in file
    /// order when they were listed, and each key looked up (its entry and
    /// line, or its absence); every byte when the whole file was read.
    package static func material(of index: XCStringsIndex, reads: Reads) -> ReadMaterial {
        if reads.whole { return .whole(index.bytes) }
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
            let line = "\(member.line ?? 0)"
            // An entry that does not parse is all common: its bytes.
            guard let json = try? JSONParser.parse(index.bytes, range: member.value, source: index.source) else {
                keys[key] = .init(common: Array("line \(line)\u{0}".utf8) + index.bytes[member.value], localizations: [:])
                continue
            }
            keys[key] = split(json, line: line, places: [:])
        }
        return .parts(LocalizedMaterial(sourceLanguage: index.sourceLanguage, header: header, keys: keys))
    }

    /// What `reads` of an `.lproj` table depend on: its development and
    /// shipped languages and the languages its entries have, its keys when
    /// they were listed, and each key looked up — its entry as Xcode would
    /// write it, with the file and line of each localization, or its
    /// absence; every entry, taken apart the same way, when they were all
    /// read.
    package static func material(of catalog: StringCatalog, reads: Reads) -> ReadMaterial {
        let entries = catalog.storedEntries
        var header = Array("table\u{0}\(catalog.sourceLanguage)\u{0}\(catalog.shippedLocalizations.sorted().joined(separator: ","))\u{0}".utf8)
        var localizations = Set<String>()
        for entry in entries.values { localizations.formUnion(entry.localizations?.keys ?? [:].keys) }
        header.append(contentsOf: "\(localizations.sorted().joined(separator: ","))\u{0}\(catalog.keysAreSourceText)\u{0}".utf8)
        if reads.keyList || reads.whole {
            for key in entries.keys.sorted() {
                header.append(contentsOf: key.utf8)
                header.append(0)
            }
        }
        var keys: [String: LocalizedMaterial.Key] = [:]
        for key in reads.whole ? Set(entries.keys) : reads.keys {
            guard let entry = entries[key] else {
                keys[key] = .init(common: Array("absent".utf8), localizations: [:])
                continue
            }
            let places = entry.places.byLocalization.mapValues { "\($0.file):\($0.line)" }
            keys[key] = split(entry.json, line: "", places: places)
        }
        return .parts(LocalizedMaterial(sourceLanguage: catalog.sourceLanguage, header: header, keys: keys))
    }

    /// An entry's JSON taken apart: its members but `localizations`, with
    /// its line, in common; each localization's value (and where it is
    /// written) on its own. A localization written somewhere without a
    /// value in the JSON still has a part.
    private static func split(_ json: JSONValue, line: String, places: [String: String]) -> LocalizedMaterial.Key {
        var common = Array("line \(line)\u{0}".utf8)
        guard case .object(let members) = json else {
            return .init(common: common + XcodeJSONWriter.data(json), localizations: [:])
        }
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
