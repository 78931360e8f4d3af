import FoundationEssentials
import SystemIO

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a catalogue file `CatalogueFile` maps, in the layout `CatalogueLayout` describes.
public struct CatalogueWriter {
    /// Bytes of tokens kept per film: a film known by dozens of titles keeps the first ones.
    static let maximumTokenBytes = 4_000

    /// Bytes a string field may take (lengths are u16); longer titles are cut at a character boundary.
    static let maximumFieldBytes = 1_000

    let metadata: CatalogueMetadata

    /// A writer of catalogues that say `metadata` about themselves.
    public init(metadata: CatalogueMetadata) {
        self.metadata = metadata
    }

    /// Builds the catalogue of `entries` (and of `people`, when the import read them) and writes it to `path`,
    /// flushed to disk; returns the size in bytes. `progress` is told how many films have been indexed.
    public func write(
        _ unsortedEntries: [CatalogueEntry], people: CataloguePeopleInput? = nil, to path: String,
        progress: (Int) -> Void = { _ in }
    ) throws -> Int {
        let order = unsortedEntries.indices.sorted { unsortedEntries[$0].id < unsortedEntries[$1].id }
        let entries = order.map { unsortedEntries[$0] }
        var sections = Sections(filmCount: entries.count)
        for (index, entry) in entries.enumerated() {
            sections.add(entry, at: index)
            if index % 65_536 == 0 { progress(index) }
        }
        progress(entries.count)
        sections.placeTokensAndRanks()
        let byVotes = entries.indices.sorted { (entries[$0].votes, $1) > (entries[$1].votes, $0) }
        sections.buildPostings(byVotes: byVotes)
        let metadataBytes = try Self.encoded(metadata)
        var layout = Layout(sections, metadataCount: metadataBytes.count, filmCount: entries.count)
        if let people,
            people.personCount >= CatalogueLayout.People.maximumPersons
                || people.credits.count >= PeopleSectionWriter.maximumCredits
                || entries.count >= PeopleSectionWriter.maximumFilms
        {
            throw CatalogueWriterError.tooManyPeople(
                films: entries.count, credits: people.credits.count, people: people.personCount)
        }
        let peopleSection = people.map { people in
            var recordOfEntry = [Int](repeating: 0, count: order.count)
            for (record, entry) in order.enumerated() { recordOfEntry[entry] = record }
            var voteRank = [UInt32](repeating: 0, count: byVotes.count)
            for (rank, record) in byVotes.enumerated() { voteRank[record] = UInt32(rank) }
            return PeopleSectionWriter(
                input: people, recordOfEntry: recordOfEntry, votes: entries.map(\.votes), voteRank: voteRank
            ).build(at: layout.total)
        }
        layout.peopleLength = peopleSection?.reduce(0) { $0 + $1.count } ?? 0
        guard layout.total + layout.peopleLength <= Int(UInt32.max) else {
            throw CatalogueWriterError.tooLarge(bytes: layout.total + layout.peopleLength)
        }
        try Self.writeFile(
            path, header: layout.header(sections, metadataCount: metadataBytes.count, filmCount: entries.count),
            sections: sections, metadata: metadataBytes, byVotes: byVotes, people: peopleSection ?? [],
            layout: layout)
        return layout.total + layout.peopleLength
    }

    private static func encoded(_ metadata: CatalogueMetadata) throws -> Data {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = .sortedKeys
        return try encoder.encode(metadata)
    }

    /// Writes the sections in file order, the gaps that align words and votes to four bytes zeroed.
    private static func writeFile(
        _ path: String, header: [UInt8], sections: Sections, metadata: Data, byVotes: [Int], people: [[UInt8]],
        layout: Layout
    ) throws {
        do throws(SystemError) {
            let file = try FileDescriptor.open(writingTo: path)
            defer { file.close() }
            try file.write(header)
            try file.write(sections.records)
            try file.write(sections.strings)
            try file.write([UInt8](repeating: 0, count: layout.wordsOffset - layout.stringsEnd))
            try file.write(sections.wordTable)
            try file.write(sections.postings.withUnsafeBytes { Data($0) })
            try file.write(metadata)
            try file.write([UInt8](repeating: 0, count: layout.votesOrderOffset - layout.metadataEnd))
            try file.write(byVotes.map { UInt32($0).littleEndian }.withUnsafeBytes { Data($0) })
            try file.write(sections.ranks)
            for part in people { try file.write(part) }
            try file.synchronize()
        } catch {
            throw CatalogueWriterError.cannotWrite(path: path, reason: error.reason)
        }
    }

    /// Where each section starts, four-byte aligned where it holds u32s.
    private struct Layout {
        let recordsOffset = CatalogueLayout.headerSize
        let stringsOffset: Int
        let stringsEnd: Int
        let wordsOffset: Int
        let postingsOffset: Int
        let metadataOffset: Int
        let metadataEnd: Int
        let votesOrderOffset: Int
        let ranksOffset: Int
        /// Where the people section would start: the end of the rest.
        let total: Int
        var peopleLength = 0

        init(_ sections: Sections, metadataCount: Int, filmCount: Int) {
            stringsOffset = recordsOffset + sections.records.count
            stringsEnd = stringsOffset + sections.strings.count
            wordsOffset = (stringsEnd + 3) / 4 * 4
            postingsOffset = wordsOffset + sections.wordTable.count
            metadataOffset = postingsOffset + sections.postings.count * 4
            metadataEnd = metadataOffset + metadataCount
            votesOrderOffset = (metadataEnd + 3) / 4 * 4
            ranksOffset = votesOrderOffset + filmCount * 4
            total = ranksOffset + sections.ranks.count
        }

        /// The magic, then the counts and offsets as u32s.
        func header(_ sections: Sections, metadataCount: Int, filmCount: Int) -> [UInt8] {
            var header = [UInt8](repeating: 0, count: CatalogueLayout.headerSize)
            header.replaceSubrange(0..<8, with: CatalogueLayout.magic)
            let fields = [
                filmCount, sections.index.wordCount, recordsOffset, stringsOffset, sections.strings.count, wordsOffset,
                postingsOffset, sections.postings.count, metadataOffset, metadataCount, votesOrderOffset,
            ]
            let people =
                peopleLength == 0
                ? []
                : [(CatalogueLayout.Header.peopleOffset, total), (CatalogueLayout.Header.peopleLength, peopleLength)]
            let ranks = [(CatalogueLayout.Header.ranksOffset, ranksOffset)]
            header.withUnsafeMutableBytes { buffer in
                for (field, value) in zip(CatalogueLayout.Header.fields, fields) + people + ranks {
                    buffer.storeBytes(of: UInt32(value).littleEndian, toByteOffset: field, as: UInt32.self)
                }
            }
            return header
        }
    }

    /// The records, strings, words and postings as they are built, film by film.
    private struct Sections {
        var strings: [UInt8] = []
        /// Every film's search tokens, together: placed after the other strings once all are known, so that
        /// ranking a thousand matches reads a few dense pages.
        private var tokenStrings: [UInt8] = []
        var records: [UInt8]
        /// What ranking reads of each film (`CatalogueLayout.Rank`), filled by `placeTokensAndRanks`.
        private(set) var ranks: [UInt8] = []
        var index: WordIndexBuilder
        var wordTable: [UInt8] = []
        var postings: [UInt32] = []

        init(filmCount: Int) {
            records = [UInt8](repeating: 0, count: filmCount * CatalogueLayout.recordSize)
            index = WordIndexBuilder(expectedPairs: filmCount * 4)
        }

        private mutating func append(_ text: String) -> (offset: Int, length: Int) {
            let offset = strings.count
            strings += CatalogueWriter.clipped(text)
            return (offset, strings.count - offset)
        }

        /// The film's strings, its words' pairs and its record.
        mutating func add(_ entry: CatalogueEntry, at index: Int) {
            let stored = append(MovieTextNormalizer.storedTitle(entry.title))
            let tokens = CatalogueWriter.tokens(of: entry)
            // Relative to the tokens' own buffer until `placeTokensAndRanks` knows where it goes.
            let tokensOffset = tokenStrings.count
            tokenStrings += tokens.text
            for word in tokens.words { self.index.add(word, posting: UInt32(index)) }
            let original = entry.originalTitle.map { append($0) } ?? (offset: strings.count, length: 0)
            let directors = append(entry.directors.joined(separator: "\n"))
            records.withUnsafeMutableBytes { buffer in
                let base = index * CatalogueLayout.recordSize
                func put<T: FixedWidthInteger>(_ value: T, at offset: Int) {
                    buffer.storeBytes(of: value.littleEndian, toByteOffset: base + offset, as: T.self)
                }
                put(entry.id, at: CatalogueLayout.Record.id)
                put(entry.year, at: CatalogueLayout.Record.year)
                put(entry.runtime, at: CatalogueLayout.Record.runtime)
                put(UInt32.max, at: CatalogueLayout.Record.budget)  // budget: unknown
                put(entry.votes, at: CatalogueLayout.Record.votes)
                put(entry.rating10, at: CatalogueLayout.Record.rating10)
                put(UInt16(stored.length), at: CatalogueLayout.Record.titleLength)
                put(UInt32(stored.offset), at: CatalogueLayout.Record.titleOffset)
                put(UInt32(tokensOffset), at: CatalogueLayout.Record.tokensOffset)
                put(UInt16(tokens.text.count), at: CatalogueLayout.Record.tokensLength)
                put(UInt16(original.length), at: CatalogueLayout.Record.originalTitleLength)
                put(entry.genreBits, at: CatalogueLayout.Record.genreBits)
                put(UInt32(original.offset), at: CatalogueLayout.Record.originalTitleOffset)
                put(UInt32(directors.offset), at: CatalogueLayout.Record.directorsOffset)
                put(UInt16(directors.length), at: CatalogueLayout.Record.directorsLength)
            }
        }

        /// Appends the films' tokens after the other strings, moves each record's tokens offset there, and
        /// builds the ranks from the records.
        mutating func placeTokensAndRanks() {
            let shift = strings.count
            strings += tokenStrings
            tokenStrings = []
            let filmCount = records.count / CatalogueLayout.recordSize
            ranks = [UInt8](repeating: 0, count: filmCount * CatalogueLayout.rankSize)
            records.withUnsafeMutableBytes { records in
                ranks.withUnsafeMutableBytes { ranks in
                    for index in 0..<filmCount {
                        let record = index * CatalogueLayout.recordSize
                        let rank = index * CatalogueLayout.rankSize
                        func copy<T: FixedWidthInteger>(_ type: T.Type, from field: Int, to target: Int) {
                            let value = records.loadUnaligned(fromByteOffset: record + field, as: T.self)
                            ranks.storeBytes(of: value, toByteOffset: rank + target, as: T.self)
                        }
                        let relative = UInt32(
                            littleEndian: records.loadUnaligned(
                                fromByteOffset: record + CatalogueLayout.Record.tokensOffset, as: UInt32.self))
                        let tokensOffset = (relative + UInt32(shift)).littleEndian
                        records.storeBytes(
                            of: tokensOffset, toByteOffset: record + CatalogueLayout.Record.tokensOffset,
                            as: UInt32.self)
                        copy(UInt32.self, from: CatalogueLayout.Record.votes, to: CatalogueLayout.Rank.votes)
                        copy(
                            UInt32.self, from: CatalogueLayout.Record.tokensOffset,
                            to: CatalogueLayout.Rank.tokensOffset)
                        copy(
                            UInt16.self, from: CatalogueLayout.Record.tokensLength,
                            to: CatalogueLayout.Rank.tokensLength)
                        copy(UInt16.self, from: CatalogueLayout.Record.rating10, to: CatalogueLayout.Rank.rating10)
                    }
                }
            }
        }

        /// Postings most-voted first: each posting's rank is its film's place in the votes order.
        mutating func buildPostings(byVotes: [Int]) {
            var voteOrder = [UInt32](repeating: 0, count: byVotes.count)
            for (order, index) in byVotes.enumerated() { voteOrder[index] = UInt32(order) }
            (wordTable, postings) = index.build(strings: &strings, rank: voteOrder) { UInt32(byVotes[Int($0)]) }
        }
    }

    /// The film's search tokens as stored (its title's words, then each other title's after a newline, each
    /// distinct title once) and the distinct words among them, with the titles' initials keys.
    private static func tokens(of entry: CatalogueEntry) -> (text: [UInt8], words: Set<[UInt8]>) {
        var text: [UInt8] = []
        var words: Set<[UInt8]> = []
        var seen: Set<[UInt8]> = []
        let titles = [entry.title] + (entry.originalTitle.map { [$0] } ?? []) + entry.alternativeTitles
        for (position, title) in titles.enumerated() {
            let tokens = MovieTextNormalizer.titleTokens(MovieTextNormalizer.storedTitle(title))
            let line = Array(tokens.joined(separator: [UInt8(ascii: " ")]))
            guard position == 0 || (!line.isEmpty && !seen.contains(line)) else { continue }
            guard text.count + line.count + 1 <= maximumTokenBytes else { break }
            if position > 0 { text.append(UInt8(ascii: "\n")) }
            text += line
            seen.insert(line)
            words.formUnion(tokens)
            words.formUnion(TitleInitials.keys(ofTitle: title))
        }
        return (text, words)
    }

    /// `text` as UTF-8, cut at a character boundary to `maximumFieldBytes`.
    private static func clipped(_ text: String) -> [UInt8] {
        var bytes = Array(text.utf8)
        guard bytes.count > maximumFieldBytes else { return bytes }
        var end = maximumFieldBytes
        while end > 0, bytes[end] & 0xC0 == 0x80 { end -= 1 }
        bytes.removeSubrange(end...)
        return bytes
    }
}
