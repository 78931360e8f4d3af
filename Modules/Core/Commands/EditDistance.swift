/// "Did you mean" candidates for mistyped commands, options and values.
enum EditDistance {
    /// The closest candidate when it is near enough to be a typo (a third of the word's length).
    static func closest(to word: String, in candidates: [String]) -> String? {
        let target = Array(word.lowercased())
        var best: (String, Int)?
        for candidate in candidates {
            let distance = between(target, Array(candidate.lowercased()))
            let limit = max(1, min(target.count, candidate.count) / 3)
            if distance <= limit, distance < (best?.1 ?? .max) { best = (candidate, distance) }
        }
        return best?.0
    }

    /// Optimal string alignment: insertions, deletions, substitutions and adjacent swaps.
    static func between(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var rows = [
            Array(0...b.count), [Int](repeating: 0, count: b.count + 1), [Int](repeating: 0, count: b.count + 1),
        ]
        for i in 1...a.count {
            let (twoBack, previous) = (i >= 2 ? rows[(i - 2) % 3] : rows[0], rows[(i - 1) % 3])
            var current = rows[i % 3]
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], twoBack[j - 2] + 1)
                }
            }
            rows[i % 3] = current
        }
        return rows[a.count % 3][b.count]
    }
}
