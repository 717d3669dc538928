import SlotFitText

extension VerdictChange {
    /// Reads the line a version 1 JSON report stored for a change (what
    /// `line` prints): only for reading old shards; versions 2 and 3 store values.
    package static func version1(_ text: String) -> VerdictChange? {
        var rest = Substring(text)
        var fields: [String] = []
        for _ in 0..<5 {
            guard let separator = rest.range(of: " · ") else { return nil }
            fields.append(String(rest[..<separator.lowerBound]))
            rest = rest[separator.upperBound...]
        }
        // The size after the device (a line before Dynamic Type sizes has
        // none: large).
        var size = DynamicTypeSize.large
        if let named = DynamicTypeSize(name: fields[4]), let separator = rest.range(of: " · "),
           Presentation(rawValue: String(rest[..<separator.lowerBound])) != nil {
            size = named
            fields.remove(at: 4)
            fields.append(String(rest[..<separator.lowerBound]))
            rest = rest[separator.upperBound...]
        }
        guard let view = GoldenFile.parseViewLabel(rest) else { return nil }
        rest = view.rest
        var occurrence = 0
        if rest.hasPrefix(" #"), let end = rest.firstIndex(of: ":"), let number = Int(rest[rest.index(rest.startIndex, offsetBy: 2)..<end]) {
            // `#2` is the second view of a label: a number below 1 (or
            // past any view count) is not one a report wrote.
            guard (1...VerdictChange.occurrenceLimit).contains(number) else { return nil }
            occurrence = number - 1
            rest = rest[end...]
        }
        guard rest.hasPrefix(": ") else { return nil }
        rest = rest.dropFirst(2)
        guard let arrow = GoldenFile.firstUnquoted(" → ", in: rest) else { return nil }
        let old = String(rest[..<arrow.lowerBound]), new = String(rest[arrow.upperBound...])
        guard let presentation = Presentation(rawValue: fields[4]), let kind = GoldenFile.ViewKind(rawValue: view.kind) else { return nil }
        return VerdictChange(locale: fields[0], activity: fields[1], state: fields[2], device: fields[3], dynamicTypeSize: size,
                             presentation: presentation, kind: kind, subject: view.subject, occurrence: occurrence,
                             old: old == Self.absent ? nil : GoldenFile.outcome(printed: old),
                             new: new == Self.absent ? nil : GoldenFile.outcome(printed: new))
    }
}
