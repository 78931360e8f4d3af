import Foundation

/// Builds the people section (`CatalogueLayout.People`) from an import's credits and names, once the films'
/// record indexes and votes are known.
struct PeopleSectionWriter {
    let input: CataloguePeopleInput
    /// Each entry's record index (records are in id order, entries in the order the import read them).
    let recordOfEntry: [Int]
    /// Each record's votes and its place in the most-voted-first order.
    let votes: [UInt32]
    let voteRank: [UInt32]

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
        var persons = Table(count: personNumbers.count, size: CatalogueLayout.People.personSize)
        var names = WordIndexBuilder(expectedPairs: personNumbers.count * 2)
        for (index, number) in personNumbers.enumerated() {
            let name = input.name(of: number)
            persons.put(number, at: index, CatalogueLayout.People.Person.id)
            persons.put(UInt32(strings.count), at: index, CatalogueLayout.People.Person.nameOffset)
            persons.put(UInt16(name.count), at: index, CatalogueLayout.People.Person.nameLength)
            strings += name
            let words = Set(MovieTextNormalizer.tokens(of: String(decoding: name, as: UTF8.self)))
            persons.put(UInt8(clamping: words.count), at: index, CatalogueLayout.People.Person.wordCount)
            for word in words {
                names.add(word, posting: UInt32(index) << 8 | roles[index])
            }
        }
        let textBase = strings.count
        strings += input.text
        let creditTable = creditTable(credits, personOf: personOf, textBase: textBase)
        let filmStarts = starts(
            counting: credits.map { recordOfEntry[Int(input.credits[$0].entry)] }, into: votes.count)
        let (personStarts, personCredits) = byPerson(credits, personOf: personOf, personCount: personNumbers.count)
        for person in personNumbers.indices {
            let fame = personCredits[Int(personStarts[person])..<Int(personStarts[person + 1])].reduce(UInt64(0)) {
                $0 + UInt64(votes[recordOfEntry[Int(input.credits[credits[Int($1)]].entry)]])
            }
            persons.put(UInt32(clamping: fame), at: person, CatalogueLayout.People.Person.fame)
        }
        let (wordTable, postings) = names.build(strings: &strings)
        let parts: [[UInt8]] = [
            persons.bytes, Self.bytes(personCredits), Self.bytes(personStarts), Self.bytes(filmStarts), creditTable,
            wordTable, Self.bytes(postings), strings,
        ]
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
            (Field.personCount, personNumbers.count), (Field.creditCount, credits.count),
            (Field.nameWordCount, wordTable.count / CatalogueLayout.wordSize), (Field.filmCount, votes.count),
            (Field.personsOffset, offsets[0]), (Field.personCreditsOffset, offsets[1]),
            (Field.personStartsOffset, offsets[2]), (Field.filmStartsOffset, offsets[3]),
            (Field.creditsOffset, offsets[4]), (Field.nameWordsOffset, offsets[5]),
            (Field.namePostingsOffset, offsets[6]), (Field.stringsOffset, offsets[7]),
            (Field.stringsLength, strings.count),
        ]
        for (field, value) in fields { header.put(UInt32(value), at: 0, field) }
        return [header.bytes] + parts
    }

    /// The credits kept, by film in billing order, title.crew's unbilled ones last; an unbilled credit is
    /// dropped when the film bills the person in that role (title.crew and title.principals both name most
    /// directors and writers).
    private func orderedCredits() -> [Int] {
        let all = input.credits
        let order = all.indices.sorted { a, b in
            let (x, y) = (all[a], all[b])
            let (filmX, filmY) = (recordOfEntry[Int(x.entry)], recordOfEntry[Int(y.entry)])
            if filmX != filmY { return filmX < filmY }
            if (x.billing == 0) != (y.billing == 0) { return x.billing != 0 }
            if x.billing != y.billing { return x.billing < y.billing }
            if x.category != y.category { return x.category.rawValue < y.category.rawValue }
            return a < b
        }
        var kept: [Int] = []
        kept.reserveCapacity(order.count)
        var film: UInt32 = .max
        var billed: Set<UInt64> = []
        for index in order {
            let credit = all[index]
            if credit.entry != film {
                film = credit.entry
                billed.removeAll(keepingCapacity: true)
            }
            let key = UInt64(credit.person) << 8 | UInt64(credit.category.role == .actor ? 0 : credit.category.rawValue)
            guard billed.insert(key).inserted || credit.billing != 0 else { continue }
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

    /// Each person's credit positions, their films most voted first, and where each person's start.
    private func byPerson(_ credits: [Int], personOf: [UInt32], personCount: Int) -> ([UInt32], [UInt32]) {
        let starts = starts(counting: personOf.map(Int.init), into: personCount)
        var next = starts
        var list = [UInt32](repeating: 0, count: credits.count)
        for (position, person) in personOf.enumerated() {
            list[Int(next[Int(person)])] = UInt32(position)
            next[Int(person)] += 1
        }
        let rank = { (position: UInt32) in
            self.voteRank[self.recordOfEntry[Int(self.input.credits[credits[Int(position)]].entry)]]
        }
        for person in 0..<personCount where starts[person + 1] - starts[person] > 1 {
            list[Int(starts[person])..<Int(starts[person + 1])].sort { (rank($0), $0) < (rank($1), $1) }
        }
        return (starts, list)
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
