/// The people section of a mapped catalogue file (`CatalogueLayout.People`), read in place: a film's credits,
/// a person's credits, people by id and by the words of their names. Nothing here scans every film.
public struct CataloguePeople {
    /// One person.
    public struct Person {
        let index: Int
        /// The number in the nm id.
        public let id: Int
        /// Where the name is, for `string(_:)`.
        public let nameRange: Range<Int>
        /// How many distinct words the name has.
        let wordCount: Int
        /// The votes of every film credited, added up.
        let fame: Int
        /// How many credits (a film can credit a person twice, in two roles).
        let creditCount: Int
    }

    /// One person's part in one film.
    public struct Credit {
        /// The film's record index.
        public let film: Int
        /// The person's index.
        public let person: Int
        /// Characters played (newline-separated) or the job.
        public let textRange: Range<Int>
        /// What the person did, as IMDb names it.
        public let category: CreditCategory
        /// From 1 in title.principals' order; 0 when only title.crew names them.
        public let billing: Int
    }

    private let base: UnsafeRawPointer
    let personCount: Int
    let creditCount: Int
    private let filmCount: Int
    private let personsOffset: Int
    private let personCreditsOffset: Int
    private let personStartsOffset: Int
    private let filmStartsOffset: Int
    private let creditsOffset: Int
    private let stringsOffset: Int
    /// The words of people's names; a word's postings are person indexes, ascending.
    let nameWords: CatalogueVocabulary

    /// The section at `range` of the file mapped at `base`, which has `movieCount` films; nil when its header
    /// or any table it describes falls outside the section.
    init?(base: UnsafeRawPointer, range: Range<Int>, movieCount: Int) {
        guard range.count >= CatalogueLayout.People.headerSize,
            UnsafeRawBufferPointer(start: base + range.lowerBound, count: 8).elementsEqual(CatalogueLayout.People.magic)
        else { return nil }
        func u32(_ field: Int) -> Int {
            Int(base.loadUnaligned(fromByteOffset: range.lowerBound + field, as: UInt32.self).littleEndian)
        }
        typealias Field = CatalogueLayout.People.Header
        self.base = base
        personCount = u32(Field.personCount)
        creditCount = u32(Field.creditCount)
        filmCount = u32(Field.filmCount)
        personsOffset = u32(Field.personsOffset)
        personCreditsOffset = u32(Field.personCreditsOffset)
        personStartsOffset = u32(Field.personStartsOffset)
        filmStartsOffset = u32(Field.filmStartsOffset)
        creditsOffset = u32(Field.creditsOffset)
        stringsOffset = u32(Field.stringsOffset)
        let wordCount = u32(Field.nameWordCount)
        let tables: [(offset: Int, length: Int)] = [
            (personsOffset, personCount * CatalogueLayout.People.personSize),
            (personCreditsOffset, creditCount * 4), (personStartsOffset, (personCount + 1) * 4),
            (filmStartsOffset, (filmCount + 1) * 4), (creditsOffset, creditCount * CatalogueLayout.People.creditSize),
            (u32(Field.nameWordsOffset), wordCount * CatalogueLayout.wordSize),
            (stringsOffset, u32(Field.stringsLength)),
        ]
        guard filmCount == movieCount,
            tables.allSatisfy({ $0.offset >= range.lowerBound && $0.offset + $0.length <= range.upperBound })
        else { return nil }
        nameWords = CatalogueVocabulary(
            base: base, count: wordCount, tableOffset: u32(Field.nameWordsOffset), stringsOffset: stringsOffset,
            postingsOffset: u32(Field.namePostingsOffset))
    }

    private func u32(_ offset: Int) -> Int {
        Int(base.loadUnaligned(fromByteOffset: offset, as: UInt32.self).littleEndian)
    }

    private func u16(_ offset: Int) -> Int {
        Int(base.loadUnaligned(fromByteOffset: offset, as: UInt16.self).littleEndian)
    }

    private func stringRange(_ offset: Int, _ length: Int) -> Range<Int> {
        (stringsOffset + offset)..<(stringsOffset + offset + length)
    }

    /// The person at `index`.
    public func person(_ index: Int) -> Person {
        typealias Field = CatalogueLayout.People.Person
        let offset = personsOffset + index * CatalogueLayout.People.personSize
        let start = u32(personStartsOffset + index * 4)
        return Person(
            index: index, id: u32(offset + Field.id),
            nameRange: stringRange(u32(offset + Field.nameOffset), u16(offset + Field.nameLength)),
            wordCount: Int(base.load(fromByteOffset: offset + Field.wordCount, as: UInt8.self)),
            fame: u32(offset + Field.fame), creditCount: u32(personStartsOffset + (index + 1) * 4) - start)
    }

    /// The index of the person numbered `id`: persons are in id order.
    public func index(ofPersonID id: Int) -> Int? {
        var low = 0, high = personCount
        while low < high {
            let middle = (low + high) / 2
            if u32(personsOffset + middle * CatalogueLayout.People.personSize) < id {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < personCount && u32(personsOffset + low * CatalogueLayout.People.personSize) == id ? low : nil
    }

    /// The credits of the film at record `index`, in billing order (title.crew's unbilled ones last).
    public func credits(ofFilm index: Int) -> [Credit] {
        let start = u32(filmStartsOffset + index * 4), end = u32(filmStartsOffset + (index + 1) * 4)
        return (start..<end).map(credit)
    }

    /// The credits of the person at `index`, their films most voted first.
    public func credits(ofPerson index: Int) -> [Credit] {
        let start = u32(personStartsOffset + index * 4), end = u32(personStartsOffset + (index + 1) * 4)
        return (start..<end).map { credit(u32(personCreditsOffset + $0 * 4)) }
    }

    private func credit(_ index: Int) -> Credit {
        typealias Field = CatalogueLayout.People.Credit
        let offset = creditsOffset + index * CatalogueLayout.People.creditSize
        return Credit(
            film: u32(offset + Field.film), person: u32(offset + Field.person),
            textRange: stringRange(u32(offset + Field.textOffset), u16(offset + Field.textLength)),
            category: CreditCategory(rawValue: base.load(fromByteOffset: offset + Field.category, as: UInt8.self))
                ?? .actor,
            billing: Int(base.load(fromByteOffset: offset + Field.billing, as: UInt8.self)))
    }

    /// The text at `range` (a name, characters, a job).
    public func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeRawBufferPointer(start: base + range.lowerBound, count: range.count), as: UTF8.self)
    }
}
