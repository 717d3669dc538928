/// Pseudo-localization: fake translations that show, before any translator
/// is involved, whether a layout survives longer text, accents and
/// right-to-left order. Placeholders, `%%`, `%arg` and plural structure stay
/// intact, so pseudo-locales go through the same render as real ones.
package struct Pseudolocalizer: Sendable {
    /// The kinds of pseudo-locale.
    package enum Mode: String, Sendable, Hashable, CaseIterable, Codable {
        /// Like Android's en-XA: accented letters, in brackets, padded by
        /// 30–100 % (more for short strings).
        case accented
        /// Xcode's double-length pseudolanguage: the text twice.
        case double
        /// Like Android's ar-XB: the text forced right to left.
        case rightToLeft = "rtl"

        /// The locale the pseudo-localization is added as.
        package var defaultLocale: String {
            switch self {
            case .accented: return "en-XA"
            case .double: return "en-XD"
            case .rightToLeft: return "ar-XB"
            }
        }
    }

    /// The mode.
    package var mode: Mode

    /// Creates a pseudo-localizer.
    package init(mode: Mode) { self.mode = mode }

    static let accents: [Character: Character] = [
        "a": "á", "b": "ƀ", "c": "ç", "d": "ð", "e": "é", "f": "ƒ", "g": "ĝ", "h": "ĥ", "i": "î", "j": "ĵ", "k": "ķ", "l": "ļ",
        "m": "ɱ", "n": "ñ", "o": "ö", "p": "þ", "q": "ǫ", "r": "ŕ", "s": "š", "t": "ţ", "u": "û", "v": "ṽ", "w": "ŵ", "x": "ẋ",
        "y": "ý", "z": "ž", "A": "Å", "B": "Ɓ", "C": "Ç", "D": "Ð", "E": "É", "F": "Ƒ", "G": "Ĝ", "H": "Ĥ", "I": "Î", "J": "Ĵ",
        "K": "Ķ", "L": "Ļ", "M": "Ṁ", "N": "Ñ", "O": "Ö", "P": "Þ", "Q": "Ǫ", "R": "Ŕ", "S": "Š", "T": "Ţ", "U": "Û", "V": "Ṽ",
        "W": "Ŵ", "X": "Ẋ", "Y": "Ý", "Z": "Ž",
    ]
    static let padding = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]

    /// How much longer accented text gets: +100 % up to 5 characters, then
    /// +80 %, +60 % (to 20), +40 % (to 50), +30 % beyond.
    static func expansion(_ length: Int) -> Double {
        switch length {
        case ...5: return 1.0
        case ...10: return 0.8
        case ...20: return 0.6
        case ...50: return 0.4
        default: return 0.3
        }
    }

    /// The pseudo-localized form of one string.
    package func transform(_ text: String) -> String {
        // Split off %arg (substitution leaves) before parsing: to the
        // printf parser it would read as %a.
        let pieces = text.components(separatedBy: "%arg")
        let transformed = pieces.map(transformFormat).joined(separator: mode == .rightToLeft ? "\u{202C}%arg\u{202E}" : "%arg")
        switch mode {
        case .accented:
            let visible = FormatString(text).tokens.reduce(0) { count, token in
                if case .literal(let s) = token { return count + s.count } else { return count + 1 }
            }
            let target = Int((Double(visible) * Self.expansion(visible)).rounded(.up))
            var pad: [String] = []
            var added = 0
            var i = 0
            while added < target - 2 {
                let word = Self.padding[i % Self.padding.count]
                pad.append(word)
                added += word.count + 1
                i += 1
            }
            return "[" + transformed + (pad.isEmpty ? "" : " " + pad.joined(separator: " ")) + "]"
        case .double:
            // Both copies read the same arguments: make the placeholders
            // positional, or the second copy would read past them.
            let positional = Self.positional(text)
            return positional + " " + positional
        case .rightToLeft:
            return "\u{202E}" + transformed + "\u{202C}"
        }
    }

    /// A displayed text (no placeholders) with its letters accented and
    /// bracketed, without the flat expansion: the start of a
    /// pseudo-localization sized to the text's own room.
    package static func accentedLetters(_ text: String) -> String {
        "[" + String(text.map { accents[$0] ?? $0 }) + "]"
    }

    /// `text` with every sequential placeholder given its position
    /// (`%@ %lld` → `%1$@ %2$lld`).
    static func positional(_ text: String) -> String {
        FormatString(text).rendered(percent: "%%") { specifier, number in
            specifier.position == nil ? "%\(number)$" + specifier.text.dropFirst() : specifier.text
        }
    }

    private func transformFormat(_ text: String) -> String {
        var out = ""
        for token in FormatString(text).tokens {
            switch token {
            case .literal(let literal):
                out += mode == .accented ? String(literal.map { Self.accents[$0] ?? $0 }) : literal
            case .percent: out += "%%"
            case .specifier(let specifier):
                out += mode == .rightToLeft ? "\u{202C}" + specifier.text + "\u{202E}" : specifier.text
            }
        }
        return out
    }

    /// A pseudo-localized copy of `value`: every leaf transformed, variations
    /// and substitutions kept.
    package func transform(_ value: LocalizedValue) -> LocalizedValue {
        var result = value
        if var unit = value.stringUnit {
            unit.value = transform(unit.value)
            unit.state = "translated"
            result.stringUnit = unit
        }
        if let variations = value.variations { result.variations = transform(variations) }
        if let substitutions = value.substitutions {
            result.substitutions = substitutions.mapValues { substitution in
                var copy = substitution
                if let variations = substitution.variations { copy.variations = transform(variations) }
                return copy
            }
        }
        return result
    }

    private func transform(_ variations: Variations) -> Variations {
        var result = variations
        result.plural = variations.plural?.mapValues(transform)
        result.device = variations.device?.mapValues(transform)
        result.width = variations.width?.mapValues(transform)
        return result
    }

    /// `catalog` with a pseudo-localization added as `locale` (the mode's
    /// default when `nil`), made from the source language (or the key).
    package func adding(to catalog: StringCatalog, locale: String? = nil) -> StringCatalog {
        var result = catalog
        let target = locale ?? mode.defaultLocale
        // A catalog read on demand stays so: each entry gains the
        // pseudo-localization when it is read.
        if let lazy = catalog.lazyEntries {
            result.lazyEntries = lazy.adding(self, locale: target)
            return result
        }
        result.transformEachEntry { key, entry in adding(to: entry, key: key, sourceLanguage: catalog.sourceLanguage, locale: target) }
        return result
    }

    /// `entry` with its pseudo-localization as `locale`, made from the
    /// development language's value (else the key); a non-translatable
    /// entry as it is.
    package func adding(to entry: CatalogEntry, key: String, sourceLanguage: String, locale: String) -> CatalogEntry {
        guard entry.isTranslatable else { return entry }
        let source = entry.localizations?[sourceLanguage] ?? .translated(key)
        var copy = entry
        var localizations = entry.localizations ?? [:]
        localizations[locale] = transform(source)
        copy.localizations = localizations
        return copy
    }
}
