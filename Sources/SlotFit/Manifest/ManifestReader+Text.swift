import Foundation
import SlotFitText
import Yams

/// The manifest's `text:` kind: a key, a mapping (`keyFrom`, `verbatim`,
/// `value`, `date`), or a list of parts (a concatenated text).
extension ManifestReader {
    mutating func textKind(_ value: Node, _ at: String, _ path: String, depth: Int, reading: inout ViewReading) throws -> ActivityView.Kind {
        if let sequence = value.sequence {
            guard reading.arguments.isEmpty else { throw error(value, "\(path).arguments", "a concatenated text's arguments belong to its parts; move them to the part that formats them") }
            return try concatenated(sequence, value, at, depth: depth)
        }
        if let fields = value.mapping { return try mappedText(fields, value, at, path, reading: &reading) }
        // `text: 'Arrives in \(minutes) min'`: interpolated fields
        // become the key Xcode extracts, with them as arguments.
        let written = try string(value, at)
        let interpolated: Interpolation
        do { interpolated = try Interpolation(parsing: written) } catch let problem as ConditionError {
            throw error(value, at, problem.message)
        }
        if !interpolated.fields.isEmpty {
            guard reading.arguments.isEmpty else {
                throw error(value, "\(path).arguments", "the text interpolates \(interpolated.fields.map { "\\(\($0))" }.joined(separator: ", ")) and gives `arguments:` too; use one or the other")
            }
        }
        return .text(key: written, arguments: interpolated.fields.isEmpty ? reading.arguments : interpolated.fields.map { TextArgument(field: $0) })
    }

    /// `Text("5").bold() + Text(" min")`: a list of parts, each a text or a
    /// timer with text modifiers only.
    mutating func concatenated(_ sequence: Node.Sequence, _ value: Node, _ at: String, depth: Int) throws -> ActivityView.Kind {
        guard !sequence.isEmpty else { throw error(value, at, "a concatenated text needs at least one part, e.g. [{ text: \"%lld\", arguments: [minutes], bold: true }, { text: \" min\" }]") }
        let parts = try sequence.enumerated().map { index, item -> ActivityView in
            let part = try self.view(item, "\(at)[\(index)]", depth: depth + 1)
            switch part.kind {
            case .text, .timer: break
            default: throw error(item, "\(at)[\(index)]", "a part of a concatenated text is a text or a timer (Text + Text), not a view of kind \"\(part.kind.name)\"")
            }
            if part.modifiers.outermostStage != nil || part.modifiers.layoutPriority != 0 {
                throw error(item, "\(at)[\(index)]", "a part of a concatenated text takes text modifiers only (font, fontWeight, monospacedDigit, tracking, textCase, foregroundStyle); put frame, padding and the like on the whole text")
            }
            return part
        }
        return .concatenated(parts)
    }

    /// `text: { keyFrom: workoutTitle }`: the key is the field's value, as
    /// Text(LocalizedStringKey(attributes.workoutTitle)); `{ verbatim:
    /// "4812" }` is Text(verbatim:); `{ value: driverName }` is
    /// Text(context.state.driverName), a String; `{ date: eta, style:
    /// relative }` is Text(date, style:); `{ value: progress, format:
    /// percent }` is Text(progress, format: .percent).
    func mappedText(_ fields: Node.Mapping, _ value: Node, _ at: String, _ path: String, reading: inout ViewReading) throws -> ActivityView.Kind {
        let names = fields.map { $0.key.scalar?.string ?? "" }
        if names.contains("date") {
            var field = "", style = DateTextStyle.time
            for (k, v) in fields {
                switch k.scalar?.string ?? "" {
                case "date": field = try string(v, "\(at).date")
                case "style": style = try choice(v, "\(at).style", what: "date style", DateTextStyle.allCases.map { ($0.rawValue, $0) })
                default: throw unknownKey(k, at, known: ["date", "style"], what: "date text parameter")
                }
            }
            reading.lookup = .date(field: field, style: style)
            return .text(key: "", arguments: [])
        }
        if names.sorted() == ["format", "value"], let field = fields.first(where: { $0.key.scalar?.string == "value" })?.value,
           let formatNode = fields.first(where: { $0.key.scalar?.string == "format" })?.value {
            let name = try string(field, "\(at).value")
            guard let valueFormat = try valueFormat(formatNode, "\(at).format") else {
                throw error(formatNode, "\(at).format", "a value's format is a Foundation format: \(Self.valueFormatNames.joined(separator: ", "))")
            }
            reading.lookup = .value(field: name)
            return .text(key: "", arguments: [TextArgument(field: name, valueFormat: valueFormat)])
        }
        guard fields.count == 1, let (k, v) = fields.first else {
            throw error(value, at, "should be a catalog key, or one of { keyFrom: field }, { verbatim: text }, { value: field }, { date: field, style: time }")
        }
        var literal = ""
        switch k.scalar?.string ?? "" {
        case "keyFrom": reading.keyField = try string(v, "\(at).keyFrom")
        case "verbatim": reading.lookup = .verbatim; literal = try string(v, "\(at).verbatim")
        case "value": reading.lookup = .value(field: try string(v, "\(at).value"))
        default: throw unknownKey(k, at, known: ["keyFrom", "verbatim", "value", "date"], what: "text parameter")
        }
        if reading.lookup != .localized && !reading.arguments.isEmpty {
            throw error(value, "\(path).arguments", "a verbatim or value text is never formatted; remove `arguments:` or make it a catalog key")
        }
        return .text(key: literal, arguments: reading.arguments)
    }
}
