import Foundation
import SlotFitText

/// A text's or timer's verdict in one snapshot, by the view it belongs to:
/// what the base-locale rule compares across locales, read from the
/// snapshot's values.
struct VerdictEntry: Sendable, Hashable {
    /// Which view: state, device, presentation, the view's kind and label,
    /// and its occurrence among views of that label.
    struct Key: Sendable, Hashable, Comparable {
        var state: String
        var device: String
        var dynamicTypeSize: DynamicTypeSize = .large
        var presentation: Presentation
        var label: String
        var occurrence: Int
        static func < (a: Key, b: Key) -> Bool {
            (a.state, a.device, a.dynamicTypeSize.index, a.presentation.rawValue, a.label, a.occurrence)
                < (b.state, b.device, b.dynamicTypeSize.index, b.presentation.rawValue, b.label, b.occurrence)
        }
        /// The same view at another Dynamic Type size.
        func at(_ size: DynamicTypeSize) -> Key { var copy = self; copy.dynamicTypeSize = size; return copy }
    }
    var key: Key
    /// `text` or `timer`.
    var kind: GoldenFile.ViewKind
    var subject: String
    /// Where the view is written.
    var location: SourceLocation
    /// The text's verdict.
    var textVerdict: TextVerdict
    /// The width taken and the width offered (none offered: `nil`).
    var measured: Double
    var proposed: Double?
    /// A catalog text's font, limits and table (`nil` for other texts).
    var room: TextRoom? = nil
    /// A text showing data as it is: its fields, font and limits.
    var dataRoom: DataRoom? = nil

    /// `fits`, `truncated("…")`, `scaled(0.8)`…, as the snapshot prints it.
    var verdict: String { textVerdict.description }
    /// ` (75.622/76.910 pt)`: the width taken of the width offered.
    var widths: String {
        guard let proposed else { return "" }
        return " (\(FixedPoint.string(measured, decimals: 3))/\(FixedPoint.string(proposed, decimals: 3)) pt)"
    }

    var isCut: Bool { !textVerdict.showsAllText }

    /// The verdict as a golden holds it: with its widths, and the room
    /// left as the golden prints it (to the thousandth).
    var golden: GoldenFile.Verdict {
        let headroom = proposed.flatMap { proposed -> Double? in
            guard textVerdict == .fits || textVerdict.name == "wrapped" else { return nil }
            return Double(FixedPoint.string(proposed - measured, decimals: 3))
        }
        let outcome = GoldenFile.Outcome(verdict: textVerdict.printedValue, width: proposed.map { _ in Double(FixedPoint.string(measured, decimals: 3)) ?? measured },
                                         budget: proposed.map { Double(FixedPoint.string($0, decimals: 3)) ?? $0 })
        return GoldenFile.Verdict(presentation: key.presentation, kind: kind, subject: subject,
                                  occurrence: key.occurrence, outcome: outcome, headroom: headroom)
    }

    static func entries(_ snapshot: ActivitySnapshot, state: String, device: String) -> [VerdictEntry] {
        var result: [VerdictEntry] = []
        for laid in snapshot.presentations {
            var seen: [String: Int] = [:]
            for view in laid.root.flattened where view.kind == .text || view.kind == .timer {
                guard let text = view.text else { continue }
                let label = "\(view.kind) \(view.label.quoted)"
                let occurrence = seen[label, default: 0]
                seen[label] = occurrence + 1
                let proposed = view.proposedWidth.flatMap { $0.isFinite ? $0 : nil }
                // The lines the height leaves: one figure for both rooms.
                let linesLeft = view.room != nil || view.dataRoom != nil ? Self.linesLeft(by: laid, for: view, text: text) : nil
                var room = view.room
                if room != nil, room?.lineLimit == nil { room?.heightLines = linesLeft }
                var dataRoom = view.dataRoom
                if dataRoom != nil, dataRoom?.lineLimit == nil { dataRoom?.heightLines = linesLeft }
                result.append(VerdictEntry(key: Key(state: state, device: device, dynamicTypeSize: snapshot.dynamicTypeSize, presentation: laid.presentation, label: label, occurrence: occurrence),
                                           kind: view.kind == .timer ? .timer : .text, subject: view.label, location: view.location, textVerdict: text.verdict,
                                           measured: view.measuredWidth ?? text.width, proposed: proposed, room: room, dataRoom: dataRoom))
            }
        }
        return result
    }

    /// The lines a text without a line limit can take before its
    /// presentation runs past its height budget: the budget less the
    /// content's height without the text, over the text's line height.
    static func linesLeft(by laid: ActivitySnapshot.Laid, for view: PlacedView, text: TextLayout) -> Int? {
        let lines = max(text.lines.count, 1)
        let lineHeight = view.height / Double(lines)
        let budget = laid.budget.maxHeight.value
        guard lineHeight > 0, budget.isFinite else { return nil }
        let rest = laid.root.height - view.height
        return max(1, Int(((budget - rest) / lineHeight + 0.001).rounded(.down)))
    }
}
