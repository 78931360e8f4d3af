import SearchDomain

/// Finds and ranks films in the memory-mapped catalogue.
///
/// Each query word is looked up in the sorted vocabulary: exactly, as a prefix (the last word,
/// which may still be being typed), and within one edit (a typo, for words of four letters or more).
/// A film matches when every query word matches one of its title words. Ranking: exact title,
/// then titles starting with the query, then all words exactly, then with typos; ties by votes.
struct CatalogueSearchEngine {
    enum Tier: Int, Comparable {
        case exactTitle, titlePrefix, allWords, fuzzy

        static func < (lhs: Tier, rhs: Tier) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// How one query word matched a title word.
    private enum WordMatch: Int {
        case exact, prefix, typo
    }

    struct Match {
        let record: CatalogueFile.Record
        let tier: Tier
    }

    let catalogue: CatalogueFile

    /// Every film matching all of `tokens`, unordered.
    func matches(_ tokens: [[UInt8]]) -> [Match] {
        guard !tokens.isEmpty else { return [] }
        // For each film, the worst match over the query words (a film needs every word).
        var worst: [Int: WordMatch] = [:]
        for (position, token) in tokens.enumerated() {
            let isLast = position == tokens.count - 1
            var best: [Int: WordMatch] = [:]
            for (wordIndex, kind) in vocabularyMatches(for: token, allowPrefix: isLast) {
                for record in catalogue.postings(wordIndex) where (best[record]?.rawValue ?? .max) > kind.rawValue {
                    best[record] = kind
                }
            }
            if position == 0 {
                worst = best
            } else {
                var next: [Int: WordMatch] = [:]
                next.reserveCapacity(min(worst.count, best.count))
                for (record, kind) in best {
                    guard let previous = worst[record] else { continue }
                    next[record] = previous.rawValue >= kind.rawValue ? previous : kind
                }
                worst = next
            }
            if worst.isEmpty { return [] }
        }
        return worst.map { index, kind in
            let record = catalogue.record(index)
            return Match(record: record, tier: tier(of: record, tokens: tokens, worst: kind))
        }
    }

    /// Sorts matches by relevance: tier, then votes (descending), then title and year.
    static func relevanceOrder(_ a: Match, _ b: Match, catalogue: CatalogueFile) -> Bool {
        if a.tier != b.tier { return a.tier < b.tier }
        if a.record.votes != b.record.votes { return a.record.votes > b.record.votes }
        return a.record.index < b.record.index
    }

    private func tier(of record: CatalogueFile.Record, tokens: [[UInt8]], worst: WordMatch) -> Tier {
        if worst == .typo { return .fuzzy }
        let title = catalogue.bytes(record.tokensRange).split(separator: UInt8(ascii: " "))
        guard title.count >= tokens.count else { return .allWords }
        var prefixMatches = true
        for (index, token) in tokens.enumerated() {
            let word = title[index]
            let isLast = index == tokens.count - 1
            if word.elementsEqual(token) { continue }
            if isLast, word.starts(with: token) { continue }
            prefixMatches = false
            break
        }
        guard prefixMatches else { return .allWords }
        if title.count == tokens.count, title.last!.elementsEqual(tokens.last!) { return .exactTitle }
        return .titlePrefix
    }

    /// Vocabulary words matching `token`, with how.
    private func vocabularyMatches(for token: [UInt8], allowPrefix: Bool) -> [(Int, WordMatch)] {
        var found: [(Int, WordMatch)] = []
        var index = catalogue.lowerBound(token)
        if index < catalogue.wordCount, catalogue.word(index).elementsEqual(token) {
            found.append((index, .exact))
            index += 1
        }
        if allowPrefix {
            while index < catalogue.wordCount, catalogue.word(index).starts(with: token) {
                found.append((index, .prefix))
                index += 1
            }
        }
        guard token.count >= 4 else { return found }
        for candidate in 0..<catalogue.wordCount {
            let word = catalogue.word(candidate)
            guard abs(word.count - token.count) <= 1, !word.elementsEqual(token),
                !(allowPrefix && word.starts(with: token)), Self.isOneEditAway(token, word)
            else { continue }
            found.append((candidate, .typo))
        }
        return found
    }

    /// Whether `a` becomes `b` by one insertion, deletion, substitution or swap of neighbours.
    static func isOneEditAway(_ a: [UInt8], _ b: UnsafeRawBufferPointer) -> Bool {
        let lengthA = a.count, lengthB = b.count
        var i = 0
        while i < lengthA, i < lengthB, a[i] == b[i] { i += 1 }
        if lengthA == lengthB {
            if i == lengthA { return false }  // equal
            // Substitution: the rest equal after one.
            if a[(i + 1)...].elementsEqual(b[(i + 1)...]) { return true }
            // Swap of neighbours.
            return i + 1 < lengthA && a[i] == b[i + 1] && a[i + 1] == b[i]
                && a[(i + 2)...].elementsEqual(b[(i + 2)...])
        }
        if lengthA + 1 == lengthB { return a[i...].elementsEqual(b[(i + 1)...]) }
        if lengthA == lengthB + 1 { return a[(i + 1)...].elementsEqual(b[i...]) }
        return false
    }
}
