/// The Unicode Bidirectional Algorithm applied to a sequence of code points,
/// as one paragraph and one line: the levels and the visual order.
///
/// This is the public face of SlotFit's bidi (ICU `ubidi`), in the shape of
/// Unicode's `BidiCharacterTest.txt`, so it can be checked against it.
package struct BidiReordering: Sendable, Hashable {
    /// The resolved paragraph embedding level (0 or 1).
    package var paragraphLevel: Int
    /// The level of each code point; `nil` where rule X9 removes it.
    package var levels: [Int?]
    /// Code point indices in visual order, left to right, without the
    /// code points that X9 removes.
    package var visualOrder: [Int]

    /// Resolves `scalars` as one paragraph laid out on one line.
    package init(_ scalars: [Unicode.Scalar], direction: ParagraphDirection) throws {
        var units: [UInt16] = []
        var unitToScalar: [Int] = []
        units.reserveCapacity(scalars.count)
        for (index, scalar) in scalars.enumerated() {
            for unit in scalar.utf16 {
                units.append(unit)
                unitToScalar.append(index)
            }
        }
        let paragraph = try BidiParagraph(units: units, direction: direction)
        let lineLevels = try paragraph.lineLevels(0..<units.count)
        let removed = scalars.map { BidiClass($0).isRemovedByX9 }
        var levels = [Int?](repeating: nil, count: scalars.count)
        for (unit, scalar) in unitToScalar.enumerated() where !removed[scalar] {
            levels[scalar] = Int(lineLevels[unit])
        }
        var order: [Int] = []
        var last = -1
        for unit in try paragraph.visualOrder(line: 0..<units.count) {
            let scalar = unitToScalar[unit]
            if removed[scalar] || scalar == last { continue }
            order.append(scalar)
            last = scalar
        }
        self.paragraphLevel = Int(paragraph.paragraphLevel)
        self.levels = levels
        self.visualOrder = order
    }
}
