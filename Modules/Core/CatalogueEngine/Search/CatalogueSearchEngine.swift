/// Finds and ranks films in the memory-mapped catalogue.
///
/// Each query word is looked up in the sorted vocabulary: exactly, as a prefix (the last word, which may
/// still be being typed), with typos (`TypoTolerance`), and in its other spellings (`QueryPlan`): numerals
/// both ways, a short word as letters (E.T.), a word split in two (spiderman = Spider-Man) and two words
/// joined (good fellas = Goodfellas). A word no title has may be initials (`TitleInitials`: lotr = The Lord
/// of the Rings): it then also matches the titles it spells. A film matches when every word that is not optional matches one of its
/// title words; when no film does, the films matching the most words are the result, and the words they
/// miss are reported.
///
/// Ranking, a cascade like a search engine's: words matched, then typos, then optional words matched (a
/// leading article, "la" as L.A.), then exactness (the whole title, the title's start, anywhere), then
/// popularity (votes, then rating). A title spelled by initials ranks as its start would: initials name a title
/// or a part of it as its first words do, and they are never the whole title typed, so among such matches
/// popularity decides ("lotr": The Fellowship of the Ring before Love on the Run).
public struct CatalogueSearchEngine {
    enum Tier: Int, Comparable {
        case exactTitle, titlePrefix, allWords, fuzzy

        static func < (lhs: Tier, rhs: Tier) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// How well one film matched the query. Only what ranking needs is read: the film's record is read by
    /// whoever filters or shows it (`CatalogueFile.record(_:)`), for a page of results, not every match.
    public struct Match {
        /// The film's record index.
        public let index: Int
        /// How many people rated the film.
        public let votes: Int
        /// Rating times ten; 0 for no rating.
        public let rating10: Int
        let tier: Tier
        /// Words that are not optional and matched.
        public let wordsMatched: Int
        let typos: Int
        let optionalMatched: Int
    }

    /// The films found, unordered, and the words the best of them miss (empty when every word matched).
    public struct Result {
        /// Every film found, in no order (`relevanceOrder` sorts them).
        public let matches: [Match]
        /// The query words the best matches miss.
        public let missingWords: [String]
    }

    let catalogue: CatalogueFile

    /// Searches `catalogue`.
    public init(catalogue: CatalogueFile) {
        self.catalogue = catalogue
    }

    private var vocabulary: CatalogueVocabulary { catalogue.titleWords }

    /// Films found another way than by their title (a person's credits), for ranking by popularity alone.
    public func matches(ofRecords records: some Sequence<Int>) -> [Match] {
        records.map { index in
            let rank = catalogue.rank(index)
            return Match(
                index: index, votes: rank.votes, rating10: rank.rating10, tier: .allWords, wordsMatched: 0, typos: 0,
                optionalMatched: 0)
        }
    }

    /// The films whose title (or another of their titles) is exactly `tokens`, of `year` when given: only
    /// exact words are looked up (a typo or a prefix can never make a title exact), only the films of the
    /// rarest word are checked, and their year is read before anything else of them. An import places a
    /// thousand rows this way.
    public func exactTitles(_ tokens: [[UInt8]], year: Int?) -> [Match] {
        let keep: (Int) -> Bool = { year == nil || catalogue.year($0) == year }
        let words = QueryPlan.Word.plain(tokens)
        let indexes = tokens.compactMap(vocabularyIndex)
        // A word no title has may still be half of a joined one ("good fellas"): the general path knows those.
        guard indexes.count == tokens.count,
            let rarest = indexes.min(by: { vocabulary.postingsCount($0) < vocabulary.postingsCount($1) })
        else {
            return search(words, exactWordsOnly: true, keep: keep).matches.filter {
                $0.tier == .exactTitle
            }
        }
        // An exact title has every word, so the films of its rarest word are all there is to check.
        let forms = words.map { WordForms(runs: $0.variants + splits(of: $0.token), asInitials: false) }
        let leading = leadingBytes(words: words, forms: forms)
        return vocabulary.postings(rarest).compactMap { index in
            guard keep(index) else { return nil }
            let rank = catalogue.rank(index)
            guard tier(of: rank, words: words, forms: forms, leading: leading, has: { _ in true }) == .exactTitle
            else { return nil }
            return Match(
                index: index, votes: rank.votes, rating10: rank.rating10, tier: .exactTitle, wordsMatched: words.count,
                typos: 0, optionalMatched: 0)
        }
    }

    /// The films whose titles have every required word of `plan` as it is written (no typo, prefix or other
    /// spelling), of those `keep` keeps, most voted first: none as soon as one word is in no title, and else
    /// the rarest word's films narrowed by each other word's. A lookup of a title inside longer titles needs
    /// nothing more, and ranking the closest films for a title no film has cost an import 13 ms a row.
    public func filmsWithEveryWord(_ plan: QueryPlan, keep: (Int) -> Bool) -> [Match] {
        let required = plan.words.filter { !$0.isOptional }
        let indexes = required.map { vocabularyIndex(of: $0.token) }
        guard !required.isEmpty, !indexes.contains(nil) else { return [] }
        let words = indexes.compactMap { $0 }.sorted { vocabulary.postingsCount($0) < vocabulary.postingsCount($1) }
        var films = Set(vocabulary.postings(words[0]).filter(keep))
        for word in words.dropFirst() where !films.isEmpty {
            films.formIntersection(vocabulary.postings(word))
        }
        return films.map { index in
            let rank = catalogue.rank(index)
            return Match(
                index: index, votes: rank.votes, rating10: rank.rating10, tier: .allWords,
                wordsMatched: required.count, typos: 0, optionalMatched: 0)
        }.sorted { ($0.votes, -$0.index) > ($1.votes, -$1.index) }
    }

    /// The films for `plan`: all that match every required word, or else those matching the most.
    public func search(_ plan: QueryPlan) -> Result {
        search(plan.words)
    }

    /// The first `count` films for `plan` in relevance order (`relevanceOrder`), how many films match in all, and
    /// the words the best miss. Only the films that can be among the first `count` are ranked: the counts of
    /// words matched, typos and optional words come first in the order and need nothing from the file, so the
    /// films past the groups they decide are never read ("talzan" ranks its films without a typo, not the
    /// hundreds with one).
    public func topMatches(_ plan: QueryPlan, count: Int) -> (matches: [Match], total: Int, missingWords: [String]) {
        guard let found = find(plan.words, exactWordsOnly: false) else { return ([], 0, []) }
        let candidates = found.candidates.sorted {
            ($1.wordsMatched, $0.typos, $1.optionalMatched) < ($0.wordsMatched, $1.typos, $0.optionalMatched)
        }
        var ranked: [Match] = []
        var start = 0
        while start < candidates.count, ranked.count < count {
            let first = candidates[start]
            var end = start + 1
            while end < candidates.count, candidates[end].wordsMatched == first.wordsMatched,
                candidates[end].typos == first.typos, candidates[end].optionalMatched == first.optionalMatched
            {
                end += 1
            }
            ranked += candidates[start..<end].map(found.match)
            start = end
        }
        ranked.sort { Self.relevanceOrder($0, $1, catalogue: catalogue) }
        return (Array(ranked.prefix(count)), candidates.count, found.missingWords)
    }

    private func search(
        _ words: [QueryPlan.Word], exactWordsOnly: Bool = false, keep: (Int) -> Bool = { _ in true }
    ) -> Result {
        guard let found = find(words, exactWordsOnly: exactWordsOnly) else {
            return Result(matches: [], missingWords: [])
        }
        return Result(
            matches: found.candidates.filter { keep($0.index) }.map(found.match), missingWords: found.missingWords)
    }

    /// A film found for a query before it is ranked: what the query's words alone decide of it.
    struct Candidate {
        let index: Int
        let wordsMatched: Int
        let typos: Int
        let optionalMatched: Int
    }

    /// The films found for a query, and what ranking one needs: each word's hits and forms.
    struct Found {
        let candidates: [Candidate]
        let missingWords: [String]
        /// Ranks one candidate: reads its votes, rating and, without typos, how exactly its title is spelled.
        let match: (Candidate) -> Match
    }

    /// The films matching every required word of `words`, or else those matching the most; nil for none.
    private func find(_ words: [QueryPlan.Word], exactWordsOnly: Bool) -> Found? {
        guard !words.isEmpty else { return nil }
        // Each word's other spellings, found once: they match and they align.
        let forms = words.map { word in
            WordForms(
                runs: word.variants + splits(of: word.token),
                asInitials: !exactWordsOnly && !word.isOptional && TitleInitials.mayBeInitials(word.token)
                    && vocabularyIndex(of: word.token) == nil)
        }
        var hits = words.indices.map { self.hits(for: words[$0], forms: forms[$0], exactOnly: exactWordsOnly) }
        // Two words typed apart that a title writes as one ("good fellas"): both match where the join does.
        for index in words.indices.dropLast() {
            let joined = words[index].token + words[index + 1].token
            for record in exactPostings(joined) {
                for position in [index, index + 1] { hits[position].add(record, typos: 0) }
            }
        }
        guard let (records, missingWords) = matchingRecords(words, hits: hits, exactWordsOnly: exactWordsOnly)
        else { return nil }
        let candidates = records.map { candidate($0, words: words, hits: hits) }
        let leading = leadingBytes(words: words, forms: forms)
        return Found(candidates: candidates, missingWords: missingWords) { [self] candidate in
            let index = candidate.index
            let rank = catalogue.rank(index)
            let tier: Tier
            if candidate.typos > 0 {
                tier = .fuzzy
            } else if hits.contains(where: { $0.isSpelledByInitials(index) }) {
                tier = .titlePrefix
            } else {
                tier = self.tier(
                    of: rank, words: words, forms: forms, leading: leading, has: { hits[$0][index] != nil })
            }
            return Match(
                index: index, votes: rank.votes, rating10: rank.rating10, tier: tier,
                wordsMatched: candidate.wordsMatched, typos: candidate.typos,
                optionalMatched: candidate.optionalMatched)
        }
    }

    /// Sorts matches by relevance: the cascade in the type's documentation.
    public static func relevanceOrder(_ a: Match, _ b: Match, catalogue: CatalogueFile) -> Bool {
        if a.wordsMatched != b.wordsMatched { return a.wordsMatched > b.wordsMatched }
        if a.typos != b.typos { return a.typos < b.typos }
        if a.optionalMatched != b.optionalMatched { return a.optionalMatched > b.optionalMatched }
        if a.tier != b.tier { return a.tier < b.tier }
        if a.votes != b.votes { return a.votes > b.votes }
        if a.rating10 != b.rating10 { return a.rating10 > b.rating10 }
        return a.index < b.index
    }

    // MARK: - One word

    /// The films matching every required word, or else those matching the most with the words they all miss;
    /// nil for none (and for an exact title, which needs every word).
    private func matchingRecords(
        _ words: [QueryPlan.Word], hits: [WordHits], exactWordsOnly: Bool
    ) -> (records: [Int], missingWords: [String])? {
        let required = words.indices.filter { !words[$0].isOptional }
        // Films matching every required word come from the rarest word's hits (each film once there).
        if let rarest = required.min(by: { hits[$0].count < hits[$1].count }) {
            let records = hits[rarest].records.filter { record in required.allSatisfy { hits[$0][record] != nil } }
            if !records.isEmpty { return (records, []) }
        }
        guard !exactWordsOnly else { return nil }
        // No film has every word: the films with the most of them, as a search engine's "words" rule does.
        var counts: [Int: Int] = [:]
        for index in required { for record in hits[index].records { counts[record, default: 0] += 1 } }
        guard let most = counts.values.max(), most > 0 else { return nil }
        let records = counts.filter { $0.value == most }.map { $0.key }
        let missing = required.filter { index in records.allSatisfy { hits[index][$0] == nil } }.map { words[$0].text }
        return (records, missing)
    }

    /// What the query's words alone say of the film at `index`: the words it matches, their typos, the optional
    /// words it has.
    private func candidate(_ index: Int, words: [QueryPlan.Word], hits: [WordHits]) -> Candidate {
        var matched = 0, typos = 0, optional = 0
        for (position, word) in words.enumerated() {
            if let hitTypos = hits[position][index] {
                typos += hitTypos
                if word.isOptional { optional += 1 } else { matched += 1 }
            } else if word.isOptional, position == 0, hasMovedArticle(catalogue.record(index), word.token) {
                optional += 1  // "the matrix": the catalogue's "Matrix, The" has its article at the end
            }
        }
        return Candidate(index: index, wordsMatched: matched, typos: typos, optionalMatched: optional)
    }

    /// The other ways a query word can be written in a title.
    struct WordForms {
        /// Runs of title words: "ii" for "2", "e" "t" for "et", "spider" "man" for "spiderman".
        let runs: [[[UInt8]]]
        /// Whether the word, which no title has, also matches the titles whose initials it is.
        let asInitials: Bool
    }

    /// The films one query word matches, each with its fewest typos.
    private func hits(for word: QueryPlan.Word, forms: WordForms, exactOnly: Bool) -> WordHits {
        // An optional word ("the") is not worth a typo: it would only add noise, and cost a vocabulary scan.
        let matches = vocabulary.matches(
            for: word.token, allowPrefix: word.isLast && !exactOnly, typos: !word.isOptional && !exactOnly)
        var hits = WordHits(
            filmCount: catalogue.movieCount,
            expected: matches.reduce(0) { $0 + vocabulary.postingsCount($1.index) })
        func add(_ records: [Int], typos: Int) {
            for record in records { hits.add(record, typos: typos) }
        }
        for (wordIndex, typos) in matches {
            add(vocabulary.postings(wordIndex), typos: typos)
        }
        for variant in forms.runs {
            add(variant.count == 1 ? exactPostings(variant[0]) : filmsWithRun(variant), typos: 0)
        }
        if forms.asInitials {
            for record in exactPostings(TitleInitials.key(word.token)) { hits.addSpelledByInitials(record) }
        }
        return hits
    }

    /// Films whose titles have `word` exactly.
    private func exactPostings(_ word: [UInt8]) -> [Int] {
        vocabularyIndex(of: word).map(vocabulary.postings) ?? []
    }

    private func vocabularyIndex(of word: [UInt8]) -> Int? {
        vocabulary.index(of: word)
    }

    /// A word typed as one that titles write as two ("spiderman", "xmen"): each split into two vocabulary words.
    private func splits(of token: [UInt8]) -> [[[UInt8]]] {
        guard token.count >= 4 else { return [] }
        return (1..<token.count).compactMap { cut in
            let parts = [Array(token[..<cut]), Array(token[cut...])]
            return parts.allSatisfy { vocabularyIndex(of: $0) != nil } ? parts : nil
        }
    }

    /// Films whose titles have `run` as consecutive words ("e" "t" for E.T.).
    private func filmsWithRun(_ run: [[UInt8]]) -> [Int] {
        let lists = run.map(exactPostings)
        guard let shortest = lists.min(by: { $0.count < $1.count }), !shortest.isEmpty else { return [] }
        let others = lists.map(Set.init)
        return shortest.filter { record in
            others.allSatisfy { $0.contains(record) }
                && titles(catalogue.rank(record).tokensRange).contains { $0.containsRun(run) }
        }
    }
}
