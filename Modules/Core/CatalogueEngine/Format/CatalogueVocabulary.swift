/// A sorted word table in a mapped catalogue file and each word's postings: the titles' words (postings are
/// films, most voted first) or the people's names' words (postings are people, in index order). Each word is
/// `CatalogueLayout.Word`'s 16 bytes; postings are u32s.
struct CatalogueVocabulary {
    private let base: UnsafeRawPointer
    /// How many words the table holds.
    let count: Int
    private let tableOffset: Int
    private let stringsOffset: Int
    private let postingsOffset: Int

    /// The table of `count` words at `tableOffset`, their text at `stringsOffset` + each word's offset, their
    /// postings at `postingsOffset` + 4 x each word's start.
    init(base: UnsafeRawPointer, count: Int, tableOffset: Int, stringsOffset: Int, postingsOffset: Int) {
        self.base = base
        self.count = count
        self.tableOffset = tableOffset
        self.stringsOffset = stringsOffset
        self.postingsOffset = postingsOffset
    }

    private func u32(_ offset: Int) -> Int {
        Int(base.loadUnaligned(fromByteOffset: offset, as: UInt32.self).littleEndian)
    }

    /// The word at `index` (sorted order).
    func word(_ index: Int) -> UnsafeRawBufferPointer {
        let offset = tableOffset + index * CatalogueLayout.wordSize
        let start = stringsOffset + u32(offset + CatalogueLayout.Word.stringOffset)
        let length = Int(
            base.loadUnaligned(fromByteOffset: offset + CatalogueLayout.Word.length, as: UInt16.self).littleEndian)
        return UnsafeRawBufferPointer(start: base + start, count: length)
    }

    /// How many postings word `index` has, without reading them.
    func postingsCount(_ index: Int) -> Int {
        u32(tableOffset + index * CatalogueLayout.wordSize + CatalogueLayout.Word.postingsCount)
    }

    /// The postings of word `index`, in the order the table keeps them.
    func postings(_ index: Int) -> [Int] {
        let offset = tableOffset + index * CatalogueLayout.wordSize
        let start = postingsOffset + u32(offset + CatalogueLayout.Word.postingsStart) * 4
        return (0..<u32(offset + CatalogueLayout.Word.postingsCount)).map { u32(start + $0 * 4) }
    }

    /// The postings every one of `words` has, for a table whose postings ascend (people's names): the rarest
    /// word's list walked against the others in place, nothing else copied out of the file.
    func commonPostings(_ words: [Int]) -> [Int] {
        guard let rarest = words.min(by: { postingsCount($0) < postingsCount($1) }) else { return [] }
        var result = postings(rarest)
        for word in words where word != rarest && !result.isEmpty {
            let offset = tableOffset + word * CatalogueLayout.wordSize
            let start = postingsOffset + u32(offset + CatalogueLayout.Word.postingsStart) * 4
            let count = u32(offset + CatalogueLayout.Word.postingsCount)
            var cursor = 0
            var kept = 0
            for value in result {
                while cursor < count, u32(start + cursor * 4) < value { cursor += 1 }
                if cursor < count, u32(start + cursor * 4) == value {
                    result[kept] = value
                    kept += 1
                }
            }
            result.removeSubrange(kept...)
        }
        return result
    }

    /// The first word index whose word is not less than `key`.
    func lowerBound(_ key: [UInt8]) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if word(middle).lexicographicallyPrecedes(key) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The index of `word`, when the table has it.
    func index(of word: [UInt8]) -> Int? {
        let index = lowerBound(word)
        return index < count && self.word(index).elementsEqual(word) ? index : nil
    }

    /// The words matching `token` with the typos each takes: the word itself, the words it begins when
    /// `allowPrefix` (no typo), and with `typos` the words within `TypoTolerance.allowed(forLength:)` edits.
    func matches(for token: [UInt8], allowPrefix: Bool, typos: Bool = true) -> [(index: Int, typos: Int)] {
        var found: [(index: Int, typos: Int)] = []
        var index = lowerBound(token)
        if index < count, word(index).elementsEqual(token) {
            found.append((index, 0))
            index += 1
        }
        if allowPrefix {
            while index < count, word(index).starts(with: token) {
                found.append((index, 0))
                index += 1
            }
        }
        let limit = typos ? TypoTolerance.allowed(forLength: token.count) : 0
        guard limit > 0 else { return found }
        if limit == 1 {
            // Words of up to seven letters allow one typo: their neighbours are looked up, not scanned for.
            for candidate in OneEditNeighbours(vocabulary: self).indexes(of: token)
            where !(allowPrefix && word(candidate).starts(with: token)) {
                found.append((candidate, 1))
            }
            return found
        }
        return found + scan(for: token, limit: limit, allowPrefix: allowPrefix)
    }

    /// Where the words start: a title table keeps its initials keys (`TitleInitials`) before them.
    var firstWord: Int { lowerBound([TitleInitials.marker + 1]) }

    /// Words within `limit` edits of `token` (and at least one), by a pass over the table.
    private func scan(for token: [UInt8], limit: Int, allowPrefix: Bool) -> [(index: Int, typos: Int)] {
        var found: [(index: Int, typos: Int)] = []
        var tolerance = TypoTolerance(word: token)
        for candidate in firstWord..<count {
            let word = self.word(candidate)
            guard abs(word.count - token.count) <= limit else { continue }
            // Cheapest tests first: one edit needs no programme; two need it only past the letter-count test.
            var distance: Int?
            if TypoTolerance.isOneEditAway(token, word) {
                distance = 1
            } else if limit > 1, tolerance.mayBeWithin(limit, of: word) {
                distance = tolerance.distance(token, word, limit: limit)
            }
            // A word the last word begins is already a match without typos.
            guard let distance, distance > 0, !(allowPrefix && word.starts(with: token)) else { continue }
            found.append((candidate, distance))
        }
        return found
    }
}
