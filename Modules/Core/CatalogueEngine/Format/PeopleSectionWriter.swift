import FoundationEssentials

/// Builds the people section (`CatalogueLayout.People`) from an import's credits and names, once the films'
/// record indexes and votes are known.
struct PeopleSectionWriter {
    let input: CataloguePeopleInput
    /// Each entry's record index (records are in id order, entries in the order the import read them).
    let recordOfEntry: [Int]
    /// Each record's votes and its place in the most-voted-first order.
    let votes: [UInt32]
    let voteRank: [UInt32]

    /// Films and credits a section can hold: their sort keys pack a film in 24 bits and a credit in 28.
    static let maximumFilms = 1 << 24
    static let maximumCredits = 1 << 28

    /// The section, to be written at byte `start` of the file (four-byte aligned), in parts to be written one
    /// after the other (hundreds of megabytes at IMDb scale: never joined in memory).
    func build(at start: Int) -> [[UInt8]] {
        let credits = orderedCredits()
        let personNumbers = Array(Set(credits.lazy.map { input.credits[$0].person })).sorted()
        let personOf = credits.map { UInt32(Self.position(of: input.credits[$0].person, in: personNumbers)) }
        var roles = [UInt32](repeating: 0, count: personNumbers.count)
        for (position, index) in credits.enumerated() {
            roles[Int(personOf[position])] |= CatalogueLayout.People.roleBit(input.credits[index].category.role)
        }
        var strings: [UInt8] = []
        var (persons, names) = personTable(personNumbers, roles: roles, strings: &strings)
        let textBase = strings.count
        strings += input.text
        let creditTable = creditTable(credits, personOf: personOf, textBase: textBase)
        let filmStarts = starts(
            counting: credits.map { recordOfEntry[Int(input.credits[$0].entry)] }, into: votes.count)
        let (personStarts, personCredits) = byPerson(credits, personOf: personOf, persons: &persons)
        let (wordTable, postings) = names.build(strings: &strings)
        let parts: [[UInt8]] = [
            persons.bytes, Self.bytes(personCredits), Self.bytes(personStarts), Self.bytes(filmStarts), creditTable,
            wordTable, Self.bytes(postings), strings,
        ]
        let counts = (
            persons: personNumbers.count, credits: credits.count, words: wordTable.count, strings: strings.count
        )
        return [header(start: start, parts: parts, counts: counts)] + parts
    }

    /// The section's header: its counts and where each part starts.
    private func header(
        start: Int, parts: [[UInt8]], counts: (persons: Int, credits: Int, words: Int, strings: Int)
    ) -> [UInt8] {
        var offsets: [Int] = []
        var position = start + CatalogueLayout.People.headerSize
        for part in parts {
            offsets.append(position)
            position += part.count
        }
        var header = Table(count: 1, size: CatalogueLayout.People.headerSize)
        header.bytes.replaceSubrange(0..<8, with: CatalogueLayout.People.magic)
        typealias Field = CatalogueLayout.People.Header
        let fields: [(Int, Int)] = [
            (Field.personCount, counts.persons), (Field.creditCount, counts.credits),
            (Field.nameWordCount, counts.words / CatalogueLayout.wordSize), (Field.filmCount, votes.count),
            (Field.personsOffset, offsets[0]), (Field.personCreditsOffset, offsets[1]),
            (Field.personStartsOffset, offsets[2]), (Field.filmStartsOffset, offsets[3]),
            (Field.creditsOffset, offsets[4]), (Field.nameWordsOffset, offsets[5]),
            (Field.namePostingsOffset, offsets[6]), (Field.stringsOffset, offsets[7]),
            (Field.stringsLength, counts.strings),
        ]
        for (field, value) in fields { header.put(UInt32(value), at: 0, field) }
        return header.bytes
    }

    /// The persons (id, name, its word count; fame comes later) with their names appended to `strings`, and
    /// the index of their names' words, each posting carrying the person's `roles`.
    private func personTable(
        _ personNumbers: [UInt32], roles: [UInt32], strings: inout [UInt8]
    ) -> (Table, WordIndexBuilder) {
        var persons = Table(count: personNumbers.count, size: CatalogueLayout.People.personSize)
        var names = WordIndexBuilder(expectedPairs: personNumbers.count * 2)
        for (index, number) in personNumbers.enumerated() {
            let known = input.knownName(of: number)
            let name = known ?? ArraySlice(PrefixedID.imdbPerson.text(Int(number)).utf8)
            persons.put(number, at: index, CatalogueLayout.People.Person.id)
            persons.put(UInt32(strings.count), at: index, CatalogueLayout.People.Person.nameOffset)
            persons.put(UInt16(name.count), at: index, CatalogueLayout.People.Person.nameLength)
            strings += name
            // A person name.basics does not name is found by id alone: their id is no word of a name.
            let words = known.map { Set(MovieTextNormalizer.tokens(of: String(decoding: $0, as: UTF8.self))) } ?? []
            persons.put(UInt8(clamping: words.count), at: index, CatalogueLayout.People.Person.wordCount)
            for word in words {
                names.add(word, posting: UInt32(index) << 8 | roles[index])
            }
        }
        return (persons, names)
    }

    /// The credits kept, by film in billing order, title.crew's unbilled ones last; an unbilled credit is
    /// dropped when the film bills the person in that role (title.crew and title.principals both name most
    /// directors and writers). Sorted as packed keys: film, unbilled, billing, category, then the credit.
    private func orderedCredits() -> [Int] {
        let all = input.credits
        var keys = all.indices.map { index -> UInt64 in
            let credit = all[index]
            return UInt64(recordOfEntry[Int(credit.entry)]) << 40 | UInt64(credit.billing == 0 ? 1 : 0) << 39
                | UInt64(credit.billing) << 31 | UInt64(credit.category.rawValue) << 28 | UInt64(index)
        }
        keys.sort()
        var kept: [Int] = []
        kept.reserveCapacity(keys.count)
        var film: UInt32 = .max
        var billed: Set<UInt64> = []
        for key in keys {
            let index = Int(key & (UInt64(Self.maximumCredits) - 1))
            let credit = all[index]
            if credit.entry != film {
                film = credit.entry
                billed.removeAll(keepingCapacity: true)
            }
            let role = UInt64(credit.category.role == .cast ? 0 : credit.category.rawValue)
            guard billed.insert(UInt64(credit.person) << 8 | role).inserted || credit.billing != 0 else { continue }
            kept.append(index)
        }
        return kept
    }

    private func creditTable(_ credits: [Int], personOf: [UInt32], textBase: Int) -> [UInt8] {
        typealias Field = CatalogueLayout.People.Credit
        var table = Table(count: credits.count, size: CatalogueLayout.People.creditSize)
        for (position, index) in credits.enumerated() {
            let credit = input.credits[index]
            table.put(UInt32(recordOfEntry[Int(credit.entry)]), at: position, Field.film)
            table.put(personOf[position], at: position, Field.person)
            table.put(UInt32(textBase) + credit.textOffset, at: position, Field.textOffset)
            table.put(credit.textLength, at: position, Field.textLength)
            table.put(credit.category.rawValue, at: position, Field.category)
            table.put(credit.billing, at: position, Field.billing)
        }
        return table.bytes
    }

    /// Where each group's items start, and one more, for items already in group order.
    private func starts(counting groups: [Int], into count: Int) -> [UInt32] {
        var starts = [UInt32](repeating: 0, count: count + 1)
        for group in groups { starts[group + 1] += 1 }
        for index in 0..<count { starts[index + 1] += starts[index] }
        return starts
    }

    /// Each person's credit positions, their films most voted first, and where each person's start; each
    /// person's fame (the votes of their films, added up) goes into `persons`.
    private func byPerson(
        _ credits: [Int], personOf: [UInt32], persons: inout Table
    ) -> (starts: [UInt32], list: [UInt32]) {
        let personCount = persons.bytes.count / CatalogueLayout.People.personSize
        let starts = starts(counting: personOf.map(Int.init), into: personCount)
        var next = starts
        // Vote rank high, position low: sorting a person's keys orders their films most voted first.
        var keys = [UInt64](repeating: 0, count: credits.count)
        for (position, person) in personOf.enumerated() {
            let record = recordOfEntry[Int(input.credits[credits[position]].entry)]
            keys[Int(next[Int(person)])] = UInt64(voteRank[record]) << 32 | UInt64(position)
            next[Int(person)] += 1
        }
        for person in 0..<personCount {
            let range = Int(starts[person])..<Int(starts[person + 1])
            if range.count > 1 { keys[range].sort() }
            let fame = keys[range].reduce(UInt64(0)) { total, key in
                total + UInt64(votes[recordOfEntry[Int(input.credits[credits[Int(key & 0xFFFF_FFFF)]].entry)]])
            }
            persons.put(UInt32(clamping: fame), at: person, CatalogueLayout.People.Person.fame)
        }
        return (starts, keys.map { UInt32(truncatingIfNeeded: $0) })
    }

    private static func position(of number: UInt32, in sorted: [UInt32]) -> Int {
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < number { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private static func bytes(_ values: [UInt32]) -> [UInt8] {
        values.withUnsafeBufferPointer { buffer in
            var bytes = [UInt8](repeating: 0, count: buffer.count * 4)
            bytes.withUnsafeMutableBytes { target in
                for (index, value) in buffer.enumerated() {
                    target.storeBytes(of: value.littleEndian, toByteOffset: index * 4, as: UInt32.self)
                }
            }
            return bytes
        }
    }

    /// Fixed-size little-endian rows in one byte buffer.
    private struct Table {
        var bytes: [UInt8]
        let size: Int

        init(count: Int, size: Int) {
            bytes = [UInt8](repeating: 0, count: count * size)
            self.size = size
        }

        mutating func put<T: FixedWidthInteger>(_ value: T, at row: Int, _ field: Int) {
            let offset = row * size + field
            bytes.withUnsafeMutableBytes { $0.storeBytes(of: value.littleEndian, toByteOffset: offset, as: T.self) }
        }
    }
}
