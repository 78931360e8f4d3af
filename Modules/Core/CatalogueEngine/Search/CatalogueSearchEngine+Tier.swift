/// How exactly a query spells a film's titles: the tier of `CatalogueSearchEngine`'s ranking, read from the
/// film's search tokens.
extension CatalogueSearchEngine {
    /// The words of each of the film's titles: its title first, then any other (original, alternative).
    func titles(_ tokensRange: Range<Int>) -> [[UnsafeRawBufferPointer.SubSequence]] {
        catalogue.bytes(tokensRange).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .map { $0.split(separator: UInt8(ascii: " ")) }
    }

    /// Whether the catalogue's title ends with `article` moved there ("Matrix, The").
    func hasMovedArticle(_ record: CatalogueFile.Record, _ article: [UInt8]) -> Bool {
        let title = catalogue.bytes(record.titleRange)
        guard let comma = title.lastIndex(of: UInt8(ascii: ",")) else { return false }
        let tail = title[(comma + 1)...].drop { $0 == UInt8(ascii: " ") }.filter { $0 != UInt8(ascii: "'") }
        return tail.count == article.count
            && zip(tail, article).allSatisfy { ($0 | 0x20) == $1 }
    }

    /// The bytes a title can start with and still be the query's whole title or start: the first letters of
    /// the first word's spellings, and of the first required word's when the first is optional. A title
    /// starting otherwise is only "words anywhere", known without splitting it into words.
    func leadingBytes(words: [QueryPlan.Word], forms: [WordForms]) -> [UInt8] {
        var bytes: [UInt8] = []
        let firsts = [words.indices.first, words.indices.first { !words[$0].isOptional }].compactMap { $0 }
        for index in firsts {
            bytes += words[index].token.prefix(1)
            for run in forms[index].runs { bytes += run.first?.prefix(1) ?? [] }
        }
        return bytes
    }

    /// How exactly the query spells a title of the film: the whole of it, its start, or words found anywhere.
    /// The query's words are laid over the title's in order, each as typed, in another spelling, or joined
    /// with the next; an optional word counts where the film has it ("die hard" is the whole of "Die Hard").
    /// Only titles starting with one of `leading` (`leadingBytes`) are laid over.
    func tier(
        of rank: CatalogueFile.Rank, words: [QueryPlan.Word], forms: [WordForms], leading: [UInt8],
        has: (Int) -> Bool
    ) -> Tier {
        let tokens = catalogue.bytes(rank.tokensRange)
        var best = Tier.allWords
        var used: [Int]?
        var lineStart = tokens.startIndex
        // Each title is a line of the tokens: its title first, then any other (original, alternative).
        while lineStart < tokens.endIndex {
            let lineEnd = tokens[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? tokens.endIndex
            if lineStart < lineEnd, leading.contains(tokens[lineStart]) {
                let title = tokens[lineStart..<lineEnd].split(separator: UInt8(ascii: " "))
                if used == nil { used = words.indices.filter { !words[$0].isOptional || has($0) } }
                let withoutOptional = words.indices.filter { !words[$0].isOptional }
                for indices in [used ?? [], withoutOptional] {
                    best = min(best, align(indices, words: words, forms: forms, over: title))
                    if best == .exactTitle { return best }
                }
            }
            lineStart = lineEnd + 1
        }
        return best
    }

    func align(
        _ indices: [Int], words: [QueryPlan.Word], forms: [WordForms],
        over title: [UnsafeRawBufferPointer.SubSequence]
    ) -> Tier {
        guard !indices.isEmpty else { return .allWords }
        var position = 0
        var cursor = 0
        var endsExactly = true
        while cursor < indices.count {
            let word = words[indices[cursor]]
            let isLast = cursor == indices.count - 1
            guard position < title.count else { return .allWords }
            if !isLast, title[position].elementsEqual(word.token + words[indices[cursor + 1]].token) {
                position += 1
                cursor += 2
                endsExactly = true
                continue
            }
            if title[position].elementsEqual(word.token) {
                position += 1
                endsExactly = true
            } else if let run = forms[indices[cursor]].runs.first(where: { run in
                position + run.count <= title.count
                    && run.indices.allSatisfy { title[position + $0].elementsEqual(run[$0]) }
            }) {
                position += run.count
                endsExactly = true
            } else if isLast, word.isLast, title[position].starts(with: word.token) {
                position += 1
                endsExactly = false
            } else {
                return .allWords
            }
            cursor += 1
        }
        return position == title.count && endsExactly ? .exactTitle : .titlePrefix
    }
}

extension Array where Element == UnsafeRawBufferPointer.SubSequence {
    /// Whether `run` appears here as consecutive words.
    func containsRun(_ run: [[UInt8]]) -> Bool {
        guard run.count <= count else { return false }
        return (0...(count - run.count)).contains { start in
            run.indices.allSatisfy { self[start + $0].elementsEqual(run[$0]) }
        }
    }
}
