/// A line diff of two texts (longest common subsequence) as operations and
/// hunks with context; `unified` prints it as `diff -u` does, the HTML
/// report shows its hunks with the changed lines marked.
enum LineDiff {
    /// One line of a diff: kept, removed from the old text, or added.
    enum Line: Hashable {
        case same(String), removed(String), added(String)
    }

    /// A run of lines around changes, with where it starts in each text
    /// (1-based) and how many lines of each it spans.
    struct Hunk: Hashable {
        var oldStart: Int, oldCount: Int
        var newStart: Int, newCount: Int
        var lines: [Line]

        /// `@@ -oldStart,oldCount +newStart,newCount @@`.
        var header: String { "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@" }
    }

    /// The most cells of the LCS table a diff builds (16 MB of them): past
    /// it, the lines between the common start and end are shown removed,
    /// then added — a correct diff, not the shortest, in linear time and
    /// memory (a golden replaced by a million lines is not a reason to
    /// allocate gigabytes).
    static let tableLimit = 4_000_000

    /// Every line of `old` and `new` as kept, removed or added, in order.
    static func lines(_ a: [String], _ b: [String]) -> [Line] {
        // The lines both start and end with are kept without a table.
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let oldMiddle = a[prefix..<(a.count - suffix)], newMiddle = b[prefix..<(b.count - suffix)]
        let middle: [Line]
        let cells = (oldMiddle.count + 1).multipliedReportingOverflow(by: newMiddle.count + 1)
        if cells.overflow || cells.partialValue > tableLimit {
            middle = oldMiddle.map(Line.removed) + newMiddle.map(Line.added)
        } else {
            middle = shortest(Array(oldMiddle), Array(newMiddle))
        }
        return a[..<prefix].map(Line.same) + middle + a[(a.count - suffix)...].map(Line.same)
    }

    /// The shortest edit of `a` into `b`, by a longest-common-subsequence
    /// table (one flat buffer of (a.count + 1) × (b.count + 1) cells).
    private static func shortest(_ a: [String], _ b: [String]) -> [Line] {
        let width = b.count + 1
        var lcs = [Int32](repeating: 0, count: (a.count + 1) * width)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lcs[i * width + j] = a[i] == b[j] ? lcs[(i + 1) * width + j + 1] + 1 : max(lcs[(i + 1) * width + j], lcs[i * width + j + 1])
            }
        }
        var ops: [Line] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] { ops.append(.same(a[i])); i += 1; j += 1 }
            else if j < b.count, i == a.count || lcs[i * width + j + 1] >= lcs[(i + 1) * width + j] { ops.append(.added(b[j])); j += 1 }
            else { ops.append(.removed(a[i])); i += 1 }
        }
        // In each run of changed lines, the removed ones first, as `diff -u`
        // prints a change.
        var ordered: [Line] = [], added: [Line] = []
        for op in ops {
            switch op {
            case .added: added.append(op)
            case .removed: ordered.append(op)
            case .same: ordered += added; added = []; ordered.append(op)
            }
        }
        return ordered + added
    }

    /// The hunks of the diff of `a` and `b`, `context` kept lines around
    /// each change; line numbers start at `oldFirst` and `newFirst`.
    static func hunks(_ a: [String], _ b: [String], context: Int = 3, oldFirst: Int = 1, newFirst: Int = 1) -> [Hunk] {
        let ops = lines(a, b)
        let changed = ops.indices.filter { if case .same = ops[$0] { return false } else { return true } }
        var groups: [ClosedRange<Int>] = []
        for index in changed {
            let range = max(0, index - context)...min(ops.count - 1, index + context)
            if let last = groups.last, range.lowerBound <= last.upperBound + 1 {
                groups[groups.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                groups.append(range)
            }
        }
        return groups.map { group in
            var oldStart = oldFirst, newStart = newFirst
            for op in ops[..<group.lowerBound] {
                switch op { case .same: oldStart += 1; newStart += 1; case .removed: oldStart += 1; case .added: newStart += 1 }
            }
            var oldCount = 0, newCount = 0
            for op in ops[group] {
                switch op { case .same: oldCount += 1; newCount += 1; case .removed: oldCount += 1; case .added: newCount += 1 }
            }
            return Hunk(oldStart: oldStart, oldCount: oldCount, newStart: newStart, newCount: newCount, lines: Array(ops[group]))
        }
    }

    /// `diff -u` of two texts, three lines of context; empty when equal.
    static func unified(_ old: String, _ new: String, oldName: String, newName: String, context: Int = 3) -> String {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let hunks = hunks(a, b, context: context)
        guard !hunks.isEmpty else { return "" }
        var out = "--- \(oldName)\n+++ \(newName)\n"
        for hunk in hunks {
            let lines = hunk.lines.map { line -> String in
                switch line { case .same(let s): return " " + s; case .removed(let s): return "-" + s; case .added(let s): return "+" + s }
            }
            out += hunk.header + "\n" + lines.joined(separator: "\n") + "\n"
        }
        return out
    }
}
