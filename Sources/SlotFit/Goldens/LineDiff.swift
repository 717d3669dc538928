/// A unified diff of two texts by lines (longest common subsequence), with
/// three lines of context, as `diff -u` prints it.
enum LineDiff {
    static func unified(_ old: String, _ new: String, oldName: String, newName: String, context: Int = 3) -> String {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // LCS table over the lines (golden files are a few thousand lines).
        var lcs = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        enum Op { case same(String), removed(String), added(String) }
        var ops: [Op] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] { ops.append(.same(a[i])); i += 1; j += 1 }
            else if j < b.count, i == a.count || lcs[i][j + 1] >= lcs[i + 1][j] { ops.append(.added(b[j])); j += 1 }
            else { ops.append(.removed(a[i])); i += 1 }
        }
        // Hunks around the changes.
        let changed = ops.indices.filter { if case .same = ops[$0] { return false } else { return true } }
        guard !changed.isEmpty else { return "" }
        var out = "--- \(oldName)\n+++ \(newName)\n"
        var groups: [ClosedRange<Int>] = []
        for index in changed {
            let range = max(0, index - context)...min(ops.count - 1, index + context)
            if let last = groups.last, range.lowerBound <= last.upperBound + 1 {
                groups[groups.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                groups.append(range)
            }
        }
        for group in groups {
            var oldStart = 1, newStart = 1
            for op in ops[..<group.lowerBound] {
                switch op { case .same: oldStart += 1; newStart += 1; case .removed: oldStart += 1; case .added: newStart += 1 }
            }
            var oldCount = 0, newCount = 0, lines: [String] = []
            for op in ops[group] {
                switch op {
                case .same(let s): lines.append(" " + s); oldCount += 1; newCount += 1
                case .removed(let s): lines.append("-" + s); oldCount += 1
                case .added(let s): lines.append("+" + s); newCount += 1
                }
            }
            out += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n" + lines.joined(separator: "\n") + "\n"
        }
        return out
    }
}
