import Foundation
import SlotFitText

extension GoldenFile {
    /// Reads a golden's text: the header, each case's snapshot, the fonts
    /// its `font:` lines name and each text's verdict. Reads any text (a
    /// golden of another version or hand-edited): what it cannot read is
    /// left out.
    public init(parsing text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        format = lines.first.map(String.init) ?? ""
        activity = ""; locale = ""; cases = []
        var index = 1
        while index < lines.count, !lines[index].hasPrefix("=== ") {
            if lines[index].hasPrefix("activity: ") { activity = String(lines[index].dropFirst(10)) }
            if lines[index].hasPrefix("locale: ") { locale = String(lines[index].dropFirst(8)) }
            if lines[index].hasPrefix("value: ") { values.append(String(lines[index].dropFirst(7))) }
            index += 1
        }
        while index < lines.count {
            // "=== device · state · size ===" (a golden before Dynamic Type
            // sizes has no size: the default, large).
            var inner = lines[index].dropFirst(4).dropLast(4).components(separatedBy: " · ")
            var size = DynamicTypeSize.large
            if inner.count > 2, let last = inner.last, let named = DynamicTypeSize(name: last) { size = named; inner.removeLast() }
            let device = inner.first ?? "", state = inner.count > 1 ? inner[1...].joined(separator: " · ") : ""
            index += 1
            let start = index
            while index < lines.count, !lines[index].hasPrefix("=== ") { index += 1 }
            // Each case's lines end with the blank line before the next
            // heading (or the file's last newline): the snapshot's last "\n".
            let body = lines[start..<index]
            let snapshot = body.joined(separator: "\n")
            var parsed = Self.parseCase(device: device, state: state, lines: body, snapshot: snapshot)
            parsed.dynamicTypeSize = size
            cases.append(parsed)
        }
    }

    /// A case's fonts and verdicts, read from its lines.
    static func parseCase(device: String, state: String, lines: ArraySlice<Substring>, snapshot: String) -> Case {
        var fonts: [String] = [], verdicts: [Verdict] = []
        // A presentation this version does not know is left out with its views.
        var presentation: Presentation?
        var seen: [String: Int] = [:]
        for line in lines {
            if line.hasPrefix("  font: ") { fonts.append(String(line.dropFirst(8))); continue }
            if let colon = line.firstIndex(of: ":"), !line.hasPrefix(" "), line.contains(": budget ") {
                presentation = Presentation(rawValue: String(line[..<colon]))
                seen = [:]
                continue
            }
            guard let presentation, line.hasPrefix("  "), let view = parseViewLabel(line.dropFirst(2)), let kind = ViewKind(rawValue: view.kind),
                  let visual = view.rest.range(of: " visual \"") else { continue }
            // After the quoted visual text: the verdict, then the widths.
            var rest = view.rest[visual.upperBound...]
            let end = closingQuote(in: rest) ?? rest.endIndex
            rest = end < rest.endIndex ? rest[rest.index(after: end)...].drop { $0 == " " } : rest[end...]
            // The verdict is one word, or a word with parentheses that may
            // hold spaces: truncated("152 துடிப்பு…"), clipped(+3.500 pt).
            var verdictEnd = rest.firstIndex(of: " ") ?? rest.endIndex
            if let open = rest.range(of: "(\""), open.lowerBound < verdictEnd,
               let close = closingQuote(in: rest[open.upperBound...]), rest.index(after: close) < rest.endIndex, rest[rest.index(after: close)] == ")" {
                verdictEnd = rest.index(close, offsetBy: 2)
            } else if let open = rest.firstIndex(of: "("), open < verdictEnd, let close = rest[open...].firstIndex(of: ")") {
                verdictEnd = rest.index(after: close)
            }
            let verdict = verdict(printed: rest[..<verdictEnd])
            let words = rest[verdictEnd...].split(separator: " ", omittingEmptySubsequences: true)
            // `width 38.219/52.330`: the width taken of the width offered.
            var widths: (Double?, Double?)?
            if let at = words.firstIndex(of: "width"), at + 1 < words.count {
                let pair = words[at + 1].split(separator: "/")
                if pair.count == 2 { widths = (Double(pair[0]), Double(pair[1])) }
            }
            let headroom = words.firstIndex(of: "headroom").flatMap { $0 + 1 < words.count ? Double(words[$0 + 1]) : nil }
            let label = viewLabel(kind: view.kind, subject: view.subject)
            let occurrence = seen[label, default: 0]
            seen[label] = occurrence + 1
            verdicts.append(Verdict(presentation: presentation, kind: kind, subject: view.subject, occurrence: occurrence,
                                    outcome: Outcome(verdict: verdict, width: widths?.0 ?? nil, budget: widths?.1 ?? nil), headroom: headroom))
        }
        return Case(device: device, state: state, snapshot: snapshot, fonts: fonts, verdicts: verdicts)
    }

    /// A view's kind and quoted label at `text`'s start (`text "Key" …`,
    /// `timer …`), and what follows them.
    static func parseViewLabel(_ text: Substring) -> (kind: String, subject: String, rest: Substring)? {
        let kindEnd = text.firstIndex { $0 == " " || $0 == ":" } ?? text.endIndex
        guard kindEnd > text.startIndex, text[..<kindEnd].allSatisfy({ $0.isLetter }) else { return nil }
        let kind = String(text[..<kindEnd])
        let after = text[kindEnd...]
        guard after.hasPrefix(" \"") else { return (kind, "", after) }
        let open = after.index(after.startIndex, offsetBy: 2)
        guard let close = closingQuote(in: after[open...]) else { return nil }
        return (kind, unescaped(after[open..<close]), after[after.index(after: close)...])
    }

    /// The index of the quote that ends a Swift-escaped string starting at
    /// `text`'s beginning (after its opening quote).
    static func closingQuote(in text: Substring) -> String.Index? {
        var escaped = false
        for index in text.indices {
            if escaped { escaped = false; continue }
            if text[index] == "\\" { escaped = true; continue }
            if text[index] == "\"" { return index }
        }
        return nil
    }

    /// The first `needle` in `text` outside Swift-escaped quoted strings.
    static func firstUnquoted(_ needle: String, in text: Substring) -> Range<String.Index>? {
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "\"" {
                let next = text.index(after: index)
                guard let close = closingQuote(in: text[next...]) else { return nil }
                index = text.index(after: close)
                continue
            }
            if text[index...].hasPrefix(needle) { return index..<text.index(index, offsetBy: needle.count) }
            index = text.index(after: index)
        }
        return nil
    }

    /// The text a Swift-escaped string (`String.quoted`) stands for.
    static func unescaped(_ text: Substring) -> String {
        guard text.contains("\\") else { return String(text) }
        var out = "", scalars = text.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "\\", let next = scalars.popFirst() else { out.unicodeScalars.append(scalar); continue }
            switch next {
            case "n": out += "\n"
            case "r": out += "\r"
            case "t": out += "\t"
            case "0": out += "\0"
            case "u":
                // \u{1F600}
                var hex = ""
                if scalars.first == "{" { scalars.removeFirst() }
                while let digit = scalars.popFirst(), digit != "}" { hex.unicodeScalars.append(digit) }
                if let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) { out.unicodeScalars.append(decoded) }
            default: out.unicodeScalars.append(next)
            }
        }
        return out
    }
}
