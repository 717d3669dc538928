/// A text written with Swift's string interpolation,
/// `"Arrives in \(minutes) min"`: the `LocalizedStringKey` Xcode extracts
/// from it replaces each interpolation with the format specifier of its
/// value's type — `String` `%@`, `Int` `%lld`, `Double` `%lf` — and the
/// values become the arguments, in order. [Apple: "Preparing views for
/// localization", LocalizedStringKey's string interpolation; Xcode's
/// string catalog extraction]
public struct Interpolation: Sendable, Hashable {
    /// The text as written.
    public var written: String
    /// The interpolated field names, in order.
    public var fields: [String]

    /// Finds `\(field)` interpolations; a text without any has no fields.
    /// An unclosed or empty one is an error naming it.
    public init(parsing text: String) throws {
        written = text
        fields = []
        var rest = Substring(text)
        while let open = rest.range(of: "\\(") {
            guard let close = Self.closing(rest, after: open.upperBound) else {
                throw ConditionError(message: "\"\(text)\" opens an interpolation \\( without closing it; write \\(field)")
            }
            let name = rest[open.upperBound..<close].trimmingCharacters(in: .whitespaces)
            // A field, or a derived value named by its expression (`\(eta / 60)`).
            guard !name.isEmpty else {
                throw ConditionError(message: "\"\(text)\" interpolates \"\(name)\"; write a field name, \\(field)")
            }
            fields.append(name)
            rest = rest[rest.index(after: close)...]
        }
    }

    /// The `)` closing the interpolation opened before `start`, past any
    /// parentheses nested in it.
    static func closing(_ text: Substring, after start: Substring.Index) -> Substring.Index? {
        var depth = 0
        var index = start
        while index < text.endIndex {
            switch text[index] {
            case "(": depth += 1
            case ")":
                if depth == 0 { return index }
                depth -= 1
            default: break
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// The specifier Xcode writes for a value of this kind.
    public static func specifier(for values: [ActivityValue]) -> String {
        let numbers = values.compactMap(\.number)
        if !numbers.isEmpty && numbers.count == values.filter({ $0 != .null }).count {
            return numbers.allSatisfy { $0 == $0.rounded() && abs($0) < 9e15 } ? "%lld" : "%lf"
        }
        return "%@"
    }

    /// The key Xcode extracts, each `\(field)` replaced by the specifier of
    /// the field's values (`values(field)`: its value in the attributes and
    /// every state).
    public func key(specifiers: [String: String] = [:], values: (String) -> [ActivityValue]) -> String {
        var key = ""
        var rest = Substring(written)
        var index = 0
        while let open = rest.range(of: "\\("), let close = Self.closing(rest, after: open.upperBound), index < fields.count {
            key += rest[..<open.lowerBound].replacingOccurrences(of: "%", with: "%%")
            key += specifiers[fields[index]] ?? Self.specifier(for: values(fields[index]))
            index += 1
            rest = rest[rest.index(after: close)...]
        }
        return key + rest.replacingOccurrences(of: "%", with: "%%")
    }
}

extension Activity {
    /// Every text written with `\(field)` interpolations given the key
    /// Xcode extracts from it (`Interpolation.key`), by the values its
    /// fields take in the attributes and the states.
    public func withInterpolatedKeys() -> Activity {
        func values(_ field: String) -> [ActivityValue] {
            if let expression = derived[field] {
                return states.map { state in
                    expression.evaluate { name in
                        state.fields[name] ?? attributes[name] ?? (name == EnvironmentValue.now.rawValue ? .number(EnvironmentValue.sampleNow) : nil)
                    }
                }
            }
            return ([attributes[field]] + states.map { $0.fields[field] }).compactMap { $0 }
        }
        func rewrite(_ view: ActivityView) -> ActivityView {
            var copy = view.mappingChildren(rewrite)
            var written: (key: String, arguments: [TextArgument])? = nil
            switch view.kind {
            case .text(let key, let arguments) where view.lookup == .localized: written = (key, arguments)
            case .label(let key, let arguments, _, _) where view.lookup == .localized: written = (key, arguments)
            default: break
            }
            if let (key, arguments) = written, key.contains("\\("),
               let interpolation = try? Interpolation(parsing: key), !interpolation.fields.isEmpty {
                // A value through a formatter is a String: `%@`; a value of
                // a known static type takes that type's specifier.
                let formatted = Set(arguments.filter { $0.valueFormat != nil || $0.format != nil }.map(\.field))
                var typed: [String: String] = [:]
                for argument in arguments {
                    switch argument.specifier {
                    case .known(let specifier): typed[argument.field] = specifier
                    case .unknown: typed[argument.field] = "%@"
                    case .fromValues: break
                    }
                }
                let extracted = interpolation.key(specifiers: typed) { formatted.contains($0) ? [.string("")] : values($0) }
                if case .label(_, _, let symbol, let iconSize) = view.kind {
                    copy.kind = .label(key: extracted, arguments: arguments, symbol: symbol, iconSize: iconSize)
                } else {
                    copy.kind = .text(key: extracted, arguments: arguments)
                }
            }
            return copy
        }
        return mappingViews(rewrite)
    }
}
