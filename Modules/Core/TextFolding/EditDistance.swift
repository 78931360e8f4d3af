/// "Did you mean" candidates for mistyped commands, options, values and names: the one edit distance of the
/// repository (the app's parser and forge's diagnostics both ask it).
public enum EditDistance {
    /// The candidate closest to `word`, ignoring case, when it is near enough to be a typo (a third of the
    /// shorter length, at least one edit); of equally close ones, the first in alphabetical order.
    public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let lowered = Array(word.lowercased().unicodeScalars)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let target = Array(candidate.lowercased().unicodeScalars)
            if target == lowered { return candidate }
            let limit = max(1, min(lowered.count, target.count) / 3)
            if abs(target.count - lowered.count) > limit { continue }
            let distance = between(lowered, target)
            if distance <= limit,
                distance < (best?.distance ?? .max) || (distance == best?.distance && candidate < best!.candidate)
            {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps cost 1.
    static func between(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = Swift.min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
