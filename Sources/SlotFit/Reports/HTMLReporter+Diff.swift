import Foundation
import SlotFitText

extension HTMLReporter {
    /// A block of a changed golden whose text differs from the committed
    /// one — a device · state · size snapshot, new or gone, or the file's
    /// header — with the hunks of its line diff, numbered as the lines of
    /// the two files.
    struct ChangedBlock {
        /// The snapshot as rendered now, and as committed; `nil` for a
        /// snapshot new or gone, and for the header or a whole file.
        var current: Snapshot?
        var golden: Snapshot?
        /// What the block is when it is not a snapshot: `header` or `whole file`.
        var other: String?
        var hunks: [LineDiff.Hunk]

        /// Either side's snapshot: where the block is.
        var snapshot: Snapshot? { current ?? golden }

        /// `device · state · size`, or the header's or whole file's name.
        var title: String { snapshot?.title ?? other ?? "" }

        /// The id of its article in the Changed section.
        var anchor: String? { snapshot.map { Anchor.id("diff", $0.parts) } }

        /// What happened to it: changed, new (not in the golden) or gone.
        var change: String { current == nil && other == nil ? "gone" : golden == nil && other == nil ? "new" : "changed" }

        /// The blocks of the golden at `path` whose text differs between
        /// `goldenText` (as committed) and `rendered` (its rendering now),
        /// in the rendering's order, then those gone. A committed text that
        /// does not read back as a golden (another version's, hand-edited)
        /// is one block, the whole file.
        static func blocks(path: String, goldenText: String, rendered: GoldenMatrix.File) -> [ChangedBlock] {
            let golden = GoldenFile(parsing: goldenText)
            guard golden.text == goldenText, rendered.golden.text == rendered.contents else {
                let hunks = LineDiff.hunks(lines(goldenText), lines(rendered.contents))
                return hunks.isEmpty ? [] : [ChangedBlock(other: "whole file", hunks: hunks)]
            }
            var out: [ChangedBlock] = []
            if golden.header != rendered.golden.header {
                out.append(ChangedBlock(other: "header", hunks: LineDiff.hunks(lines(golden.header), lines(rendered.golden.header))))
            }
            let goldenStarts = bodyStarts(goldenText), currentStarts = bodyStarts(rendered.contents)
            // Cases paired by heading (and, for a heading twice, by its turn).
            func keys(_ cases: [GoldenFile.Case]) -> [String] {
                var seen: [String: Int] = [:]
                return cases.map { item in
                    let turn = seen[item.heading, default: 0]
                    seen[item.heading] = turn + 1
                    return "\(item.heading)#\(turn)"
                }
            }
            let goldenKeys = keys(golden.cases), currentKeys = keys(rendered.golden.cases)
            let goldenIndex = Dictionary(goldenKeys.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
            let currentKeySet = Set(currentKeys)
            for (index, item) in rendered.golden.cases.enumerated() {
                let current = Snapshot(path: path, item: item, pictures: rendered.pictures)
                let newFirst = index < currentStarts.count ? currentStarts[index] : 1
                guard let match = goldenIndex[currentKeys[index]] else {
                    out.append(ChangedBlock(current: current, golden: nil, hunks: LineDiff.hunks([], lines(item.snapshot), oldFirst: 0, newFirst: newFirst)))
                    continue
                }
                let old = golden.cases[match]
                guard old.snapshot != item.snapshot else { continue }
                let oldFirst = match < goldenStarts.count ? goldenStarts[match] : 1
                out.append(ChangedBlock(current: current, golden: Snapshot(path: path, item: old, pictures: [:]),
                                        hunks: LineDiff.hunks(lines(old.snapshot), lines(item.snapshot), oldFirst: oldFirst, newFirst: newFirst)))
            }
            for (index, old) in golden.cases.enumerated() where !currentKeySet.contains(goldenKeys[index]) {
                let oldFirst = index < goldenStarts.count ? goldenStarts[index] : 1
                out.append(ChangedBlock(current: nil, golden: Snapshot(path: path, item: old, pictures: [:]),
                                        hunks: LineDiff.hunks(lines(old.snapshot), [], oldFirst: oldFirst, newFirst: 0)))
            }
            return out
        }

        /// A text's lines, as the line diff takes them.
        static func lines(_ text: String) -> [String] {
            text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }

        /// The 1-based line number where each case's text begins in a
        /// golden's text: the line after each `=== … ===` heading.
        static func bodyStarts(_ text: String) -> [Int] {
            var starts: [Int] = []
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where index > 0 && line.hasPrefix("=== ") {
                starts.append(index + 2)
            }
            return starts
        }

        /// The diff as the page shows it: each hunk's `@@` line, then its
        /// lines, removed and added ones marked (`del`, `add`, and
        /// `data-diff`) as a unified diff marks them with `-` and `+`; in a
        /// change of as many lines removed as added, each pair's differing
        /// middle is marked too (`<mark>`).
        var html: String {
            var out = "<div class=\"diff\">"
            for hunk in hunks {
                out += "<div class=\"hunk\">\(hunk.header.xmlEscaped)</div>"
                var index = 0
                let lines = hunk.lines
                while index < lines.count {
                    // A change: its removed lines, then its added ones.
                    var removed: [String] = [], added: [String] = []
                    while index < lines.count, case .removed(let text) = lines[index] { removed.append(text); index += 1 }
                    while index < lines.count, case .added(let text) = lines[index] { added.append(text); index += 1 }
                    let paired = removed.count == added.count
                    for (offset, text) in removed.enumerated() {
                        out += "<div class=\"l del\" data-diff=\"removed\">-\(paired ? Self.marked(text, against: added[offset]) : HTMLReporter.escape(text))</div>"
                    }
                    for (offset, text) in added.enumerated() {
                        out += "<div class=\"l add\" data-diff=\"added\">+\(paired ? Self.marked(text, against: removed[offset]) : HTMLReporter.escape(text))</div>"
                    }
                    if removed.isEmpty, added.isEmpty, index < lines.count {
                        if case .same(let text) = lines[index] { out += "<div class=\"l\"> \(HTMLReporter.escape(text))</div>" }
                        index += 1
                    }
                }
            }
            return out + "</div>"
        }

        /// `line` escaped, the part that differs from `other` (between their
        /// common start and end) in `<mark>`.
        static func marked(_ line: String, against other: String) -> String {
            let a = Array(line), b = Array(other)
            var start = 0
            while start < a.count, start < b.count, a[start] == b[start] { start += 1 }
            var end = 0
            while end < a.count - start, end < b.count - start, a[a.count - 1 - end] == b[b.count - 1 - end] { end += 1 }
            let middle = String(a[start..<(a.count - end)])
            guard !middle.isEmpty else { return HTMLReporter.escape(line) }
            return HTMLReporter.escape(String(a[..<start])) + "<mark>" + HTMLReporter.escape(middle) + "</mark>" + HTMLReporter.escape(String(a[(a.count - end)...]))
        }
    }
}
