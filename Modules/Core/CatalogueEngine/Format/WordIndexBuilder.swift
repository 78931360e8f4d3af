/// Builds a sorted word table and its postings (`CatalogueLayout.Word`): the titles' words with their films,
/// the people's names' words with their people. Each (word, posting) pair is packed in a u64 for a fast sort.
struct WordIndexBuilder {
    private var vocabulary: [[UInt8]: UInt32] = [:]
    private var words: [[UInt8]] = []
    /// One (word, posting) pair per occurrence: word id high, posting low.
    private var pairs: [UInt64] = []

    init(expectedPairs: Int = 0) {
        pairs.reserveCapacity(expectedPairs)
    }

    /// Records that `word` has `posting` (a film's record index, a person's index).
    mutating func add(_ word: [UInt8], posting: UInt32) {
        pairs.append(UInt64(wordID(word)) << 32 | UInt64(posting))
    }

    /// How many distinct words were added.
    var wordCount: Int { words.count }

    private mutating func wordID(_ word: [UInt8]) -> UInt32 {
        if let known = vocabulary[word] { return known }
        let id = UInt32(words.count)
        vocabulary[word] = id
        words.append(word)
        return id
    }

    /// The word table (words sorted, their text appended to `strings`) and the postings, each word's in the
    /// order of `rank` (a posting's place: its vote order for films, itself for people), each posting once.
    mutating func build(
        strings: inout [UInt8], rank: [UInt32]? = nil, posting: (UInt32) -> UInt32 = { $0 }
    ) -> (table: [UInt8], postings: [UInt32]) {
        let sortedWords = words.indices.sorted { words[$0].lexicographicallyPrecedes(words[$1]) }
        var wordRank = [UInt32](repeating: 0, count: words.count)
        for (position, wordID) in sortedWords.enumerated() { wordRank[wordID] = UInt32(position) }
        for position in pairs.indices {
            let pair = pairs[position]
            let value = UInt32(truncatingIfNeeded: pair)
            pairs[position] = UInt64(wordRank[Int(pair >> 32)]) << 32 | UInt64(rank.map { $0[Int(value)] } ?? value)
        }
        pairs.sort()
        var table = [UInt8](repeating: 0, count: words.count * CatalogueLayout.wordSize)
        var postings: [UInt32] = []
        postings.reserveCapacity(pairs.count)
        var cursor = 0
        for (position, wordID) in sortedWords.enumerated() {
            let offset = strings.count
            strings += words[wordID]
            let start = postings.count
            var previous: UInt64?
            while cursor < pairs.count, pairs[cursor] >> 32 == UInt64(position) {
                if pairs[cursor] != previous { postings.append(posting(UInt32(truncatingIfNeeded: pairs[cursor]))) }
                previous = pairs[cursor]
                cursor += 1
            }
            Self.store(
                in: &table, at: position, offset: offset, length: words[wordID].count, start: start,
                count: postings.count - start)
        }
        pairs = []
        return (table, postings)
    }

    private static func store(
        in table: inout [UInt8], at position: Int, offset: Int, length: Int, start: Int, count: Int
    ) {
        table.withUnsafeMutableBytes { buffer in
            let base = position * CatalogueLayout.wordSize
            buffer.storeBytes(
                of: UInt32(offset).littleEndian, toByteOffset: base + CatalogueLayout.Word.stringOffset,
                as: UInt32.self)
            buffer.storeBytes(
                of: UInt16(length).littleEndian, toByteOffset: base + CatalogueLayout.Word.length, as: UInt16.self)
            buffer.storeBytes(
                of: UInt32(start).littleEndian, toByteOffset: base + CatalogueLayout.Word.postingsStart,
                as: UInt32.self)
            buffer.storeBytes(
                of: UInt32(count).littleEndian, toByteOffset: base + CatalogueLayout.Word.postingsCount,
                as: UInt32.self)
        }
    }
}
