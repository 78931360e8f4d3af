/// The unified diff of two versions of a text file (`diff -u`'s format, three lines of context), for commands
/// that show what they would change.
package enum UnifiedDiff {
    /// The diff of `original` and `updated`, headed `--- a/<path>` and `+++ b/<path>`; empty when they are equal.
    static func text(path: String, original: String, updated: String) -> String {
        let old = lines(original), new = lines(updated)
        let operations = script(old, new)
        guard operations.contains(where: { $0 != .keep }) else { return "" }
        var output = "--- a/\(path)\n+++ b/\(path)\n"
        for hunk in hunks(operations) {
            output += hunk.header(old: old, new: new)
            for (operation, oldIndex, newIndex) in hunk.lines {
                switch operation {
                case .keep: output += " " + old[oldIndex] + "\n"
                case .delete: output += "-" + old[oldIndex] + "\n"
                case .insert: output += "+" + new[newIndex] + "\n"
                }
            }
        }
        return output
    }

    private enum Operation: Equatable {
        case keep
        case delete
        case insert
    }

    private static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// A shortest edit script by longest common subsequence (manifests are small: quadratic is fine).
    private static func script(_ old: [String], _ new: [String]) -> [Operation] {
        var common = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var operations: [Operation] = []
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                operations.append(.keep)
                i += 1
                j += 1
            } else if j < new.count, i == old.count || common[i][j + 1] > common[i + 1][j] {
                operations.append(.insert)
                j += 1
            } else {
                operations.append(.delete)
                i += 1
            }
        }
        return operations
    }

    private struct Hunk {
        var lines: [(Operation, Int, Int)] = []

        func header(old: [String], new: [String]) -> String {
            let oldCount = lines.filter { $0.0 != .insert }.count
            let newCount = lines.filter { $0.0 != .delete }.count
            let oldStart = (lines.first?.1 ?? 0) + (oldCount > 0 ? 1 : 0)
            let newStart = (lines.first?.2 ?? 0) + (newCount > 0 ? 1 : 0)
            return "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
        }
    }

    /// The changes with three lines of context, changes closer than seven lines sharing a hunk.
    private static func hunks(_ operations: [Operation]) -> [Hunk] {
        var positions: [(Operation, Int, Int)] = []
        var oldIndex = 0, newIndex = 0
        for operation in operations {
            positions.append((operation, oldIndex, newIndex))
            if operation != .insert { oldIndex += 1 }
            if operation != .delete { newIndex += 1 }
        }
        let changed = positions.indices.filter { positions[$0].0 != .keep }
        var hunks: [Hunk] = []
        var range: ClosedRange<Int>?
        for index in changed {
            let around = max(0, index - 3)...min(positions.count - 1, index + 3)
            if let current = range, around.lowerBound <= current.upperBound + 1 {
                range = current.lowerBound...around.upperBound
            } else {
                if let current = range { hunks.append(Hunk(lines: Array(positions[current]))) }
                range = around
            }
        }
        if let current = range { hunks.append(Hunk(lines: Array(positions[current]))) }
        return hunks
    }
}
