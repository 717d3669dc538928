import SlotFitText

/// Where each character of a laid-out text is shown: the logical text
/// (what the catalog holds) and, for each of its UTF-16 offsets, its place
/// in display order (line by line, left to right), from the text engine's
/// visual runs.
struct DisplayOrder {
    /// The shown text in logical order, by UTF-16 offset of the paragraph.
    let logical: [Int: Unicode.Scalar]
    /// The offsets in display order.
    let visual: [Int]
    /// Display position by offset.
    let position: [Int: Int]
    /// The line each offset is shown on.
    let lineOf: [Int: Int]
    /// The text shown, in logical order, as UTF-16 (offsets index it).
    let units: [UInt16]

    init(_ layout: TextLayout) {
        var logical: [Int: Unicode.Scalar] = [:]
        var visual: [Int] = []
        var lineOf: [Int: Int] = [:]
        units = Array(layout.visibleText.utf16)
        for (lineIndex, line) in layout.lines.enumerated() {
            for run in line.runs {
                var offsets: [(Int, Unicode.Scalar)] = []
                var offset = run.range.lowerBound
                for scalar in run.text.unicodeScalars {
                    offsets.append((offset, scalar))
                    offset += scalar.utf16.count
                }
                for (o, s) in offsets { logical[o] = s; lineOf[o] = lineIndex }
                visual += (run.direction == .rightToLeft ? offsets.reversed() : offsets).map(\.0)
            }
        }
        self.logical = logical
        self.visual = visual
        self.lineOf = lineOf
        var position: [Int: Int] = [:]
        for (index, offset) in visual.enumerated() where position[offset] == nil { position[offset] = index }
        self.position = position
    }

    /// The logical text.
    var text: String {
        String(String.UnicodeScalarView(logical.keys.sorted().compactMap { logical[$0] }))
    }

    /// The characters of `offsets` as shown, left to right, lines joined
    /// by " ⏎ ".
    func shown(_ offsets: [Int]) -> String {
        let wanted = Set(offsets)
        var out = "", line: Int? = nil
        for offset in visual where wanted.contains(offset) {
            if let line, lineOf[offset] != line { out += " ⏎ " }
            line = lineOf[offset]
            if let scalar = logical[offset] { out.unicodeScalars.append(scalar) }
        }
        return out
    }

    /// The logical text from the first to the last of `offsets`, white space
    /// hanging at a line's end included.
    func written(_ offsets: [Int]) -> String {
        guard let first = offsets.first, let last = offsets.last, last < units.count else { return "" }
        let end = last + (logical[last].map { $0.utf16.count } ?? 1)
        return String(decoding: units[first..<min(end, units.count)], as: UTF16.self)
    }

    /// `true` when the characters at `offsets` (logical order) are shown
    /// left to right in that order — as a number or a left-to-right name
    /// must read.
    func readsLeftToRight(_ offsets: [Int]) -> Bool {
        let places = offsets.compactMap { position[$0] }
        return zip(places, places.dropFirst()).allSatisfy { $0 < $1 }
    }

    /// The numbers of the text: stretches without letters made of digits
    /// (any script's), signs, decimal and group separators, percent and
    /// currency signs, and the spaces and punctuation between two numbers
    /// ("5:23 / 10:00", "10–12", "+1.4", "-9", "٪٥٠"). Each starts and ends
    /// with a digit, a sign, a percent or a currency sign, and holds Latin
    /// digits (as logical offsets).
    func numbers() -> [[Int]] {
        let offsets = logical.keys.sorted()
        var result: [[Int]] = []
        var current: [Int] = []
        func isPart(_ s: Unicode.Scalar) -> Bool {
            if s.properties.numericType != nil && s.properties.generalCategory == .decimalNumber { return true }
            if s.properties.generalCategory == .currencySymbol { return true }
            return "+-−–—.,:/%٪‰٫٬ \u{00A0}\u{202F}'’".unicodeScalars.contains(s)
        }
        func isEdge(_ s: Unicode.Scalar) -> Bool {
            (s.properties.generalCategory == .decimalNumber) || s.properties.generalCategory == .currencySymbol
                || "+-−%٪‰".unicodeScalars.contains(s)
        }
        func close() {
            var stretch = current
            while let first = stretch.first, !isEdge(logical[first]!) { stretch.removeFirst() }
            while let last = stretch.last, !isEdge(logical[last]!) { stretch.removeLast() }
            // Latin (European) digits only: Arabic-Indic and Persian digits
            // in right-to-left text read in the language's own order, and
            // CLDR marks their signs for it ("٦٥٪" shows "٪" on the left).
            if stretch.contains(where: { ("0"..."9").contains(logical[$0]!) }),
               !stretch.contains(where: { let s = logical[$0]!; return s.properties.generalCategory == .decimalNumber && !("0"..."9").contains(s) }),
               stretch.count >= 2 {
                result.append(stretch)
            }
            current = []
        }
        // A gap in the offsets is white space hanging at a line's end (not
        // shown); a truncated middle shows "…", which ends a stretch.
        for offset in offsets {
            if isPart(logical[offset]!) { current.append(offset) } else { close() }
        }
        close()
        return result
    }
}
