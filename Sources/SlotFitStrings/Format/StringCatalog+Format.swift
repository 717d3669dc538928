import Foundation

extension StringCatalog {
    /// The string a user sees for `key` in `localization`, with `arguments`
    /// put in: the device variation, the plural category chosen by ICU from
    /// the formatted number (Apple's `zero` rule first), substitutions, and
    /// numbers in the locale's numbering system. Every placeholder is checked
    /// against its argument first: a mismatch that would crash
    /// `String(format:)` on a device is an error here.
    ///
    /// - Parameters:
    ///   - localization: a localization of the catalog (see `LocaleResolver`);
    ///     missing ones fall back to the source language, then to the key.
    ///   - numberLocale: the locale whose digits numbers use; `localization`
    ///     when `nil` (pass "ar@numbers=latn" to force Latin digits).
    public func format(key: String, localization: String, arguments: [FormatArgument] = [],
                       device: DeviceKind = .iphone, numberLocale: String? = nil) throws -> String {
        let entry = self.entry(key)
        let value = entry?.localizations?[localization] ?? entry?.localizations?[sourceLanguage] ?? .translated(key)
        let context = FormatContext(key: key, localization: localization, numberLocale: numberLocale ?? localization,
                                    arguments: arguments, device: device, substitutions: value.substitutions ?? [:])
        return try context.render(value, path: "")
    }
}

/// One `format` call's inputs.
struct FormatContext {
    let key: String
    let localization: String
    let numberLocale: String
    let arguments: [FormatArgument]
    let device: DeviceKind
    let substitutions: [String: Substitution]
    /// The substitutions being expanded, outermost first: one that names
    /// itself again (directly or through others) never ends.
    var expanding: [String] = []

    func error(_ message: String) -> SlotFitError {
        SlotFitError(.format, "\"\(key)\" [\(localization)]: \(message)")
    }

    /// Picks the variation for the device and the plural category, then
    /// formats the leaf.
    func render(_ value: LocalizedValue, path: String) throws -> String {
        if let devices = value.variations?.device {
            let chosen = devices[device.rawValue] ?? devices["other"]
            guard let chosen else { throw error("no variation for device \(device.rawValue) or \"other\" at \(path)variations.device") }
            return try render(chosen, path: path + "variations.device.\(device.rawValue).")
        }
        if let plural = value.variations?.plural {
            guard let (index, number) = arguments.enumerated().first(where: { $0.element.number != nil }).map({ ($0.offset, $0.element.number!) }) else {
                throw error("plural variations need a numeric argument; got \(arguments)")
            }
            let category = try self.category(number, specifier: arguments[index].isInteger ? "lld" : "f", available: Set(plural.keys))
            guard let leaf = plural[category] ?? plural[.other] else {
                throw error("no plural variation \(category.rawValue) or other at \(path)variations.plural")
            }
            return try render(leaf, path: path + "variations.plural.\(category.rawValue).")
        }
        if let widths = value.variations?.width, let widest = widths.keys.max(), let leaf = widths[widest] {
            // Variable-width strings: the widest form (the layout engine may
            // choose another per slot).
            return try render(leaf, path: path + "variations.width.\(widest).")
        }
        guard let unit = value.stringUnit else { throw error("no stringUnit at \(path.isEmpty ? "the localization" : path)") }
        return try expand(unit.value)
    }

    /// The plural category of `number` as formatted by `specifier`, with
    /// Apple's rule that `zero` is used for 0 whenever it exists.
    func category(_ number: Double, specifier: String, available: Set<PluralCategory>) throws -> PluralCategory {
        if number == 0 && available.contains(.zero) { return .zero }
        return try ICUNumbers.format(number, skeleton: Self.skeleton(FormatString("%" + specifier).specifiers.first), locale: numberLocale).category
    }

    /// Replaces every placeholder of `template`.
    func expand(_ template: String) throws -> String {
        let parsed = FormatString(template)
        if let problem = parsed.problems.first {
            throw error("\"\(problem.text)\" at offset \(problem.offset) of \"\(template)\": \(problem.message)")
        }
        return try parsed.rendered(percent: "%") { specifier, number in try value(for: specifier, argument: number) }
    }

    func argument(_ number: Int, for specifier: FormatSpecifier) throws -> FormatArgument {
        guard number >= 1, number <= arguments.count else {
            throw error("\(specifier.text) reads argument \(number) but \(arguments.count) \(arguments.count == 1 ? "was" : "were") given — String(format:) reads past the arguments and crashes; pass \(number) or fix the placeholder")
        }
        return arguments[number - 1]
    }

    func value(for specifier: FormatSpecifier, argument number: Int) throws -> String {
        if let name = specifier.substitution {
            if let start = expanding.firstIndex(of: name) {
                throw error("substitution \"\(name)\" refers to itself (\((expanding[start...] + [name]).joined(separator: " → "))); a leaf of a substitution cannot use %#@\(name)@ — use %arg for its number")
            }
            guard let substitution = substitutions[name] else {
                throw error("\(specifier.text) names substitution \"\(name)\", which the localization does not define; add it under substitutions")
            }
            let index = substitution.argNum ?? number
            let argument = try self.argument(index, for: specifier)
            guard let value = argument.number else {
                throw error("substitution \"\(name)\" reads argument \(index), \(argument), which is not a number")
            }
            let format = substitution.formatSpecifier ?? "lld"
            guard let plural = substitution.variations?.plural else {
                throw error("substitution \"\(name)\" has no plural variations")
            }
            let category = try self.category(value, specifier: format, available: Set(plural.keys))
            guard let leaf = (plural[category] ?? plural[.other])?.stringUnit?.value else {
                throw error("substitution \"\(name)\" has no \(category.rawValue) or other variation")
            }
            let formatted = try formatNumber(argument, specifier: FormatString("%" + format).specifiers.first)
            var inner = self
            inner.expanding.append(name)
            return try inner.expand(leaf.replacingOccurrences(of: "%arg", with: formatted.replacingOccurrences(of: "%", with: "%%")))
        }
        if specifier.width == "*" || specifier.precision == "*" {
            throw error("\(specifier.text) reads its \(specifier.width == "*" ? "width" : "precision") from an extra Int argument the app does not pass — String(format:) reads the wrong arguments; write a fixed width or precision")
        }
        let argument = try self.argument(number, for: specifier)
        switch specifier.kind {
        case .object, .cString:
            if case .string(let text) = argument { return text }
            throw error("\(specifier.text) needs a string but argument \(number) is \(argument) — on a device this reads a number as a pointer and crashes")
        case .signedInteger, .unsignedInteger, .character:
            guard case .int = argument else {
                throw error("\(specifier.text) needs an integer but argument \(number) is \(argument) — String(format:) would read the wrong bits")
            }
            if specifier.kind == .character, case .int(let code) = argument, let scalar = Unicode.Scalar(UInt32(truncatingIfNeeded: code)) {
                return String(scalar)
            }
            return try formatNumber(argument, specifier: specifier)
        case .floatingPoint:
            guard argument.number != nil else {
                throw error("\(specifier.text) needs a number but argument \(number) is \(argument)")
            }
            return try formatNumber(argument, specifier: specifier)
        case .pointer:
            throw error("\(specifier.text) prints a pointer — never what a translation means (a dropped @ from %@?); fix the placeholder")
        case .substitution:
            return ""
        }
    }

    func formatNumber(_ argument: FormatArgument, specifier: FormatSpecifier?) throws -> String {
        guard let value = argument.number else { return "\(argument)" }
        return try ICUNumbers.format(value, skeleton: Self.skeleton(specifier), locale: numberLocale).text
    }

    /// The ICU skeleton for a printf conversion: integers without grouping
    /// (printf groups only with the ' flag), `%.2f` as two fraction digits,
    /// `%f` as six, `%e` scientific.
    static func skeleton(_ specifier: FormatSpecifier?) -> String {
        guard let specifier else { return "group-off" }
        let grouping = specifier.flags.contains("'") ? "" : " group-off"
        switch specifier.kind {
        case .signedInteger, .unsignedInteger: return "precision-integer" + grouping
        case .floatingPoint:
            let digits = Int(specifier.precision ?? "") ?? (specifier.precision == nil ? 6 : 0)
            let precision = digits == 0 ? "precision-integer" : "." + String(repeating: "0", count: min(digits, 20))
            switch specifier.conversion {
            case "e", "E": return "scientific " + precision + grouping
            case "g", "G", "a", "A": return "precision-unlimited" + grouping
            default: return precision + grouping
            }
        default: return "group-off"
        }
    }
}

extension FormatArgument {
    var isInteger: Bool { if case .int = self { return true } else { return false } }
}
