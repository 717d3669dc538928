import Foundation

/// Checks a catalog for what crashes or breaks a Live Activity: placeholder
/// mismatches against the source language (they crash `String(format:)` on
/// the device), missing and unfinished translations, plural categories CLDR
/// requires, stray bidi controls, whitespace drift.
package struct CatalogLinter: Sendable {
    /// Creates a linter.
    package init() {}

    /// The findings for `catalog`, read from `file`, in a stable order.
    package func lint(_ catalog: StringCatalog, file: String) -> [LintFinding] {
        let locales = catalog.localizations
        let keys = catalog.keys
        // Keys are independent: lint them on all cores, in chunks, and join
        // the chunks in key order (the output does not depend on threads).
        let chunkCount = min(max(1, keys.count / 256), ProcessInfo.processInfo.activeProcessorCount * 4)
        let chunks = [[LintFinding]].concurrentlyMade(count: chunkCount) { chunk in
            let range = (keys.count * chunk / chunkCount)..<(keys.count * (chunk + 1) / chunkCount)
            return lint(keys: keys[range], catalog: catalog, locales: locales, file: file)
        }
        let diagnostics = catalog.diagnostics.map {
            LintFinding(severity: .error, rule: $0.rule, file: $0.place.file, line: $0.place.line, key: $0.key, locale: $0.locale, path: nil, message: $0.message)
        }
        return diagnostics + chunks.joined()
    }

    private func lint(keys: ArraySlice<String>, catalog: StringCatalog, locales: [String], file: String) -> [LintFinding] {
        var findings: [LintFinding] = []
        for key in keys {
            let entry = catalog.entries[key]!
            func add(_ severity: Severity, _ rule: String, _ locale: String?, _ path: String?, _ message: String) {
                // The .strings / .stringsdict line of that localization, or the key's line in the .xcstrings.
                let origin = entry.origins[locale ?? catalog.sourceLanguage]
                findings.append(LintFinding(severity: severity, rule: rule, file: origin?.file ?? file, line: origin?.line ?? entry.line,
                                            key: key, locale: locale, path: path?.isEmpty == true ? nil : path, message: message))
            }
            if entry.extractionState == "stale" {
                add(.warning, "stale-key", nil, nil, "Xcode no longer finds this key in source; remove it or bring it back")
            }
            let source = entry.localizations?[catalog.sourceLanguage]
            if source == nil && !catalog.keysAreSourceText {
                // A key-style table (`live_activity_title`): the key is no
                // text, so there is nothing to compare translations with.
                add(.warning, "missing-source", catalog.sourceLanguage, nil, "no \(catalog.sourceLanguage) value: the key is an identifier, so a user whose language is missing sees \"\(key)\"; add the development language's text")
                for locale in locales where locale != catalog.sourceLanguage {
                    for leaf in entry.localizations?[locale].map({ leaves($0, path: "") }) ?? [] {
                        checkStars(leaf.text, locale: locale, path: leaf.path, add: add)
                        for problem in FormatString(leaf.text).problems {
                            add(.error, "invalid-conversion", locale, leaf.path, "\"\(problem.text)\" in \"\(leaf.text)\": \(problem.message)")
                        }
                    }
                    if let value = entry.localizations?[locale] { checkSubstitutions(value, locale: locale, add: add) }
                }
                continue
            }
            let sourceLeaves = source.map { leaves($0, path: "") } ?? [(path: "", text: key, substitutions: [:], unit: nil)]
            // The text translations are compared with: the source's `other`
            // form or its plain value, else its first form (a device
            // variation), and only an Xcode catalog's key stands for it.
            let reference = sourceLeaves.first { $0.path.hasSuffix("other") || $0.path.isEmpty }?.text ?? sourceLeaves.first?.text ?? key
            let referenceFormat = FormatString(reference)
            let referenceSignature = Signature(referenceFormat, substitutions: source?.substitutions ?? [:])
            let referenceEdges = edges(reference)
            for problem in referenceFormat.problems {
                add(.error, "invalid-conversion", catalog.sourceLanguage, nil, "\"\(problem.text)\": \(problem.message)")
            }
            if let source {
                for leaf in sourceLeaves { checkStars(leaf.text, locale: catalog.sourceLanguage, path: leaf.path, add: add) }
                checkSubstitutions(source, locale: catalog.sourceLanguage, add: add)
                checkPlurals(source, locale: catalog.sourceLanguage, path: "", add: add, categories: false)
            }
            guard entry.isTranslatable else { continue }
            for locale in locales where locale != catalog.sourceLanguage {
                guard let value = entry.localizations?[locale] else {
                    add(.warning, "missing-translation", locale, nil, "no translation; the source text shows instead")
                    continue
                }
                for leaf in leaves(value, path: "") {
                    check(leaf: leaf, locale: locale, reference: referenceSignature, referenceText: reference, referenceEdges: referenceEdges, add: add)
                    checkStars(leaf.text, locale: locale, path: leaf.path, add: add)
                }
                checkSubstitutions(value, locale: locale, add: add)
                checkPlurals(value, locale: locale, path: "", add: add)
            }
        }
        return findings
    }

    typealias Add = (Severity, String, String?, String?, String) -> Void

    /// Every string a value can show, with its variation path.
    func leaves(_ value: LocalizedValue, path: String) -> [(path: String, text: String, substitutions: [String: Substitution], unit: StringUnit?)] {
        // Most values are one string unit: no variation paths to build.
        if value.variations == nil, let unit = value.stringUnit {
            return [(String(path.dropLast(while: { $0 == "." })), unit.value, value.substitutions ?? [:], unit)]
        }
        var result: [(String, String, [String: Substitution], StringUnit?)] = []
        let substitutions = value.substitutions ?? [:]
        if let unit = value.stringUnit { result.append((path, unit.value, substitutions, unit)) }
        if let variations = value.variations {
            for (name, inner) in (variations.device ?? [:]).sorted(by: { $0.key < $1.key }) {
                result += leaves(inner, path: path + "variations.device.\(name).").map { ($0.path, $0.text, $0.substitutions.isEmpty ? substitutions : $0.substitutions, $0.unit) }
            }
            for (category, inner) in (variations.plural ?? [:]).sorted(by: { $0.key < $1.key }) {
                result += leaves(inner, path: path + "variations.plural.\(category.rawValue).").map { ($0.path, $0.text, $0.substitutions.isEmpty ? substitutions : $0.substitutions, $0.unit) }
            }
            for (width, inner) in (variations.width ?? [:]).sorted(by: { $0.key < $1.key }) {
                result += leaves(inner, path: path + "variations.width.\(width).").map { ($0.path, $0.text, $0.substitutions.isEmpty ? substitutions : $0.substitutions, $0.unit) }
            }
        }
        return result.map { (String($0.0.dropLast(while: { $0 == "." })), $0.1, $0.2, $0.3) }
    }

    private func check(leaf: (path: String, text: String, substitutions: [String: Substitution], unit: StringUnit?),
                       locale: String, reference: Signature, referenceText: String, referenceEdges: (String, String), add: Add) {
        let path = leaf.path
        if let state = leaf.unit?.state, ["new", "needs_review", "stale"].contains(state) {
            add(.warning, "translation-state", locale, path, "state is \(state): the translation is not final")
        }
        if leaf.text.isEmpty && !referenceText.isEmpty {
            add(.warning, "empty-value", locale, path, "the translation is empty")
        }
        let parsed = FormatString(leaf.text)
        let signature = Signature(parsed, substitutions: leaf.substitutions)
        for problem in parsed.problems {
            add(.error, "invalid-conversion", locale, path, "\"\(problem.text)\" in \"\(leaf.text)\": \(problem.message)")
        }
        let positional = parsed.specifiers.filter { $0.position != nil }.count
        if positional > 0 && positional < parsed.specifiers.count {
            add(.error, "mixed-positional", locale, path, "\"\(leaf.text)\" mixes positional (%1$@) and sequential (%@) placeholders; use one style")
        }
        let isPluralLeaf = path.contains("plural.") || path.hasSuffix("plural")
        for (argument, type) in signature.types.sorted(by: { $0.key < $1.key }) {
            let specifier = signature.specifiers[argument]
            if let specifier, specifier.flags.contains(" "), !reference.specifiers.values.contains(where: { $0.flags.contains(" ") }) {
                add(.error, "lone-percent", locale, path, "\"\(specifier.text)\" in \"\(leaf.text)\" is a lone % that happens to form a valid conversion (a dropped @ from %@?) — String(format:) reads argument \(argument) as \(specifier.kind.rawValue); write %@ or %%")
                continue
            }
            guard let expected = reference.types[argument] else {
                add(.error, "placeholder-count", locale, path, "\"\(leaf.text)\" reads argument \(argument) (\(specifier?.text ?? "?")) but the source \"\(referenceText)\" has \(reference.types.count) — reading past the arguments crashes")
                continue
            }
            if expected.kind != type.kind {
                add(.error, "placeholder-type", locale, path, "argument \(argument) is \(type.text) here but \(expected.text) in the source \"\(referenceText)\" — on a device this crashes")
            } else if expected.signature != type.signature {
                add(.warning, "placeholder-width", locale, path, "argument \(argument) is \(type.text) here but \(expected.text) in the source: the integer widths differ")
            }
        }
        let dropped = Set(reference.types.keys).subtracting(signature.types.keys)
        if !dropped.isEmpty && !isPluralLeaf {
            add(.warning, "placeholder-dropped", locale, path, "\"\(leaf.text)\" does not show argument\(dropped.count == 1 ? "" : "s") \(dropped.sorted().map(String.init).joined(separator: ", ")) of the source \"\(referenceText)\"")
        }
        checkBidi(leaf.text, locale: locale, path: path, add: add)
        let sourceEdges = referenceEdges, edges = edges(leaf.text)
        if sourceEdges != edges {
            add(.note, "whitespace", locale, path, "leading or trailing white space differs from the source (\(describe(sourceEdges)) vs \(describe(edges)))")
        }
    }

    private func edges(_ text: String) -> (String, String) {
        let scalars = text.unicodeScalars
        guard let first = scalars.first, let last = scalars.last,
              first.properties.isWhitespace || last.properties.isWhitespace else { return ("", "") }
        let lead = scalars.prefix { $0.properties.isWhitespace }
        let trail = scalars.reversed().prefix { $0.properties.isWhitespace }
        return (String(String.UnicodeScalarView(lead)), String(String.UnicodeScalarView(trail.reversed())))
    }

    private func describe(_ edges: (String, String)) -> String { "\(edges.0.debugDescription)…\(edges.1.debugDescription)" }

    /// `%*d` and `%.*f` read their width or precision from an extra Int
    /// argument before the value: a localized string cannot add arguments,
    /// so String(format:) reads the value as the width and one past the end.
    private func checkStars(_ text: String, locale: String, path: String, add: Add) {
        guard text.utf8.contains(UInt8(ascii: "*")) else { return }
        for specifier in FormatString(text).specifiers where specifier.width == "*" || specifier.precision == "*" {
            add(.error, "star-argument", locale, path, "\"\(specifier.text)\" in \"\(text)\" reads its \(specifier.width == "*" ? "width" : "precision") from an extra Int argument before the value — the app passes none, so String(format:) reads the wrong arguments and past the end; write a fixed \(specifier.width == "*" ? "width (%3d)" : "precision (%.1f)") or none")
        }
    }

    /// Every `%#@name@` must name a substitution of the value, and no
    /// substitution may lead back to itself through its leaves (formatting
    /// it would never end).
    private func checkSubstitutions(_ value: LocalizedValue, locale: String, add: Add) {
        let substitutions = value.substitutions ?? [:]
        func names(_ text: String) -> [String] { FormatString(text).specifiers.compactMap(\.substitution) }
        for leaf in leaves(value, path: "") {
            for name in names(leaf.text) where leaf.substitutions[name] == nil && substitutions[name] == nil {
                add(.error, "undefined-substitution", locale, leaf.path, "\"%#@\(name)@\" in \"\(leaf.text)\" names no substitution; define \"\(name)\" under substitutions or fix the name (\(substitutions.isEmpty ? "there are none" : "defined: " + substitutions.keys.sorted().joined(separator: ", ")))")
            }
        }
        // The substitutions each substitution's leaves name.
        var edges: [String: [String]] = [:]
        for (name, substitution) in substitutions {
            let texts = (substitution.variations?.plural ?? [:]).values.compactMap { $0.stringUnit?.value }
            edges[name] = Array(Set(texts.flatMap(names))).sorted()
            for (category, leaf) in (substitution.variations?.plural ?? [:]).sorted(by: { $0.key < $1.key }) {
                guard let text = leaf.stringUnit?.value else { continue }
                for inner in names(text) where substitutions[inner] == nil {
                    add(.error, "undefined-substitution", locale, "substitutions.\(name).variations.plural.\(category.rawValue)", "\"%#@\(inner)@\" in \"\(text)\" names no substitution; define it or fix the name")
                }
            }
        }
        var reported = Set<String>()
        for start in edges.keys.sorted() {
            // Depth-first from each substitution; a path back to one on the
            // path is a cycle.
            var stack: [(String, [String])] = [(start, [start])]
            while let (node, path) = stack.popLast() {
                for next in edges[node] ?? [] {
                    if let at = path.firstIndex(of: next) {
                        let cycle = Array(path[at...]) + [next]
                        let key = cycle.dropLast().sorted().joined(separator: ",")
                        if reported.insert(key).inserted {
                            add(.error, "substitution-cycle", locale, "substitutions.\(cycle[0])", "substitution \"\(cycle[0])\" refers to itself (\(cycle.joined(separator: " → "))): formatting it never ends (iOS crashes, older SlotFit overflowed its stack); a leaf uses %arg for its own number, never %#@\(cycle[0])@")
                        }
                    } else if path.count < 64 {
                        stack.append((next, path + [next]))
                    }
                }
            }
        }
    }

    private func checkPlurals(_ value: LocalizedValue, locale: String, path: String, add: Add, categories: Bool = true) {
        var variations: [(String, [PluralCategory: LocalizedValue])] = []
        func collect(_ value: LocalizedValue, _ path: String) {
            if let plural = value.variations?.plural { variations.append((path + "variations.plural", plural)) }
            for (name, inner) in value.variations?.device ?? [:] { collect(inner, path + "variations.device.\(name).") }
            for (name, substitution) in value.substitutions ?? [:] {
                if let plural = substitution.variations?.plural { variations.append((path + "substitutions.\(name).variations.plural", plural)) }
            }
        }
        collect(value, path)
        let required = ICUNumbers.cachedCategories(locale: locale)
        for (path, plural) in variations.sorted(by: { $0.0 < $1.0 }) {
            let present = Set(plural.keys)
            if !present.contains(.other) {
                add(.error, "plural-no-other", locale, path, "the plural variation has no \"other\": a number in a category it lacks (\(required.subtracting(present).map(\.rawValue).sorted().joined(separator: ", ").nilIfEmpty ?? "any category CLDR adds later")) has no string at all — iOS shows the key; add \"other\"")
                continue
            }
            guard categories else { continue }
            let missing = required.subtracting(present).sorted()
            if !missing.isEmpty {
                add(.warning, "plural-missing", locale, path, "CLDR's plural rules for \(locale) need \(missing.map(\.rawValue).joined(separator: ", ")); numbers in those categories show the other form")
            }
            let unused = present.subtracting(required).subtracting([.zero, .other]).sorted()
            if !unused.isEmpty {
                add(.note, "plural-unused", locale, path, "\(locale) never uses \(unused.map(\.rawValue).joined(separator: ", ")); the variation never shows")
            }
        }
    }

    private func checkBidi(_ text: String, locale: String, path: String, add: Add) {
        // Every control checked here is U+200E…U+2069: UTF-8 lead byte E2.
        guard text.utf8.contains(0xE2) else { return }
        var embeddings = 0, isolates = 0
        var unbalanced = false
        let scalars = Array(text.unicodeScalars)
        for (i, s) in scalars.enumerated() {
            switch s.value {
            case 0x202A...0x202E where s.value != 0x202C: embeddings += 1
            case 0x202C: embeddings -= 1; if embeddings < 0 { unbalanced = true; embeddings = 0 }
            case 0x2066...0x2068: isolates += 1
            case 0x2069: isolates -= 1; if isolates < 0 { unbalanced = true; isolates = 0 }
            case 0x200E where i > 0 && i + 1 < scalars.count && Self.isArabicLetter(scalars[i - 1]) && Self.isArabicLetter(scalars[i + 1]):
                add(.warning, "bidi-controls", locale, path, "an LRM (U+200E) inside the word around offset \(i) of \"\(text)\": a ZWNJ (U+200C) was probably meant")
            default: break
            }
        }
        if unbalanced || embeddings != 0 || isolates != 0 {
            add(.warning, "bidi-controls", locale, path, "unbalanced bidi controls in \(text.debugDescription): every LRE/RLE/LRO/RLO needs a PDF and every LRI/RLI/FSI a PDI, or the rest of the line is reordered")
        }
    }

    static func isArabicLetter(_ s: Unicode.Scalar) -> Bool {
        (0x0620...0x064A).contains(s.value) || (0x066E...0x06D3).contains(s.value) || (0x06FA...0x06FC).contains(s.value)
    }
}

/// The argument types a format string reads, by argument number.
struct Signature {
    struct ArgumentType { var kind: FormatSpecifier.ArgumentKind; var signature: String; var text: String }
    var types: [Int: ArgumentType] = [:]
    var specifiers: [Int: FormatSpecifier] = [:]

    init(_ parsed: FormatString, substitutions: [String: Substitution]) {
        for (specifier, number) in zip(parsed.specifiers, parsed.argumentNumbers) {
            var effective = specifier
            var argument = number
            if let name = specifier.substitution {
                let format = substitutions[name]?.formatSpecifier ?? "lld"
                argument = substitutions[name]?.argNum ?? number
                effective = FormatString("%" + format).specifiers.first ?? specifier
            }
            types[argument] = ArgumentType(kind: effective.kind, signature: effective.typeSignature, text: specifier.text)
            specifiers[argument] = specifier
        }
    }
}

extension String {
    var nilIfEmpty: String? { isEmpty ? nil : self }

    func dropLast(while predicate: (Character) -> Bool) -> Substring {
        var end = endIndex
        while end > startIndex, predicate(self[index(before: end)]) { end = index(before: end) }
        return self[..<end]
    }
}
