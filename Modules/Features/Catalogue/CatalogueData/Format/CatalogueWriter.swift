import Foundation

/// Writes a catalogue file `CatalogueFile` maps, in the layout `CatalogueLayout` describes.
struct CatalogueWriter {
    /// Bytes of tokens kept per film: a film known by dozens of titles keeps the first ones.
    static let maximumTokenBytes = 4_000

    /// Bytes a string field may take (lengths are u16); longer titles are cut at a character boundary.
    static let maximumFieldBytes = 1_000

    let metadata: CatalogueMetadata

    /// Builds the catalogue of `entries` and writes it to `path`, flushed to disk; returns the size in bytes.
    /// `progress` is told how many films have been indexed.
    func write(
        _ unsortedEntries: [CatalogueEntry], to path: String, progress: (Int) -> Void = { _ in }
    ) throws -> Int {
        let entries = unsortedEntries.sorted { $0.id < $1.id }
        var sections = Sections(filmCount: entries.count)
        for (index, entry) in entries.enumerated() {
            sections.add(entry, at: index)
            if index % 65_536 == 0 { progress(index) }
        }
        progress(entries.count)
        let byVotes = entries.indices.sorted { (entries[$0].votes, $1) > (entries[$1].votes, $0) }
        sections.buildPostings(byVotes: byVotes)
        let metadataBytes = try Self.encoded(metadata)
        let layout = Layout(sections, metadataCount: metadataBytes.count, filmCount: entries.count)
        guard layout.total <= Int(UInt32.max) else { throw CatalogueWriterError.tooLarge(bytes: layout.total) }
        try Self.writeFile(
            path, header: layout.header(sections, metadataCount: metadataBytes.count, filmCount: entries.count),
            sections: sections, metadata: metadataBytes, byVotes: byVotes, layout: layout)
        return layout.total
    }

    private static func encoded(_ metadata: CatalogueMetadata) throws -> Data {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = .sortedKeys
        return try encoder.encode(metadata)
    }

    /// Writes the sections in file order, the gaps that align words and votes to four bytes zeroed.
    private static func writeFile(
        _ path: String, header: [UInt8], sections: Sections, metadata: Data, byVotes: [Int], layout: Layout
    ) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil) else {
            throw CatalogueWriterError.cannotWrite(path: path, reason: String(cString: strerror(errno)))
        }
        do {
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            try handle.write(contentsOf: header)
            try handle.write(contentsOf: sections.records)
            try handle.write(contentsOf: sections.strings)
            try handle.write(contentsOf: [UInt8](repeating: 0, count: layout.wordsOffset - layout.stringsEnd))
            try handle.write(contentsOf: sections.wordTable)
            try sections.postings.withUnsafeBytes { try handle.write(contentsOf: Data($0)) }
            try handle.write(contentsOf: metadata)
            try handle.write(contentsOf: [UInt8](repeating: 0, count: layout.votesOrderOffset - layout.metadataEnd))
            try byVotes.map { UInt32($0).littleEndian }.withUnsafeBytes { try handle.write(contentsOf: Data($0)) }
            try handle.synchronize()
        } catch {
            throw CatalogueWriterError.cannotWrite(path: path, reason: error.localizedDescription)
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
        let total: Int

        init(_ sections: Sections, metadataCount: Int, filmCount: Int) {
            stringsOffset = recordsOffset + sections.records.count
            stringsEnd = stringsOffset + sections.strings.count
            wordsOffset = (stringsEnd + 3) / 4 * 4
            postingsOffset = wordsOffset + sections.wordTable.count
            metadataOffset = postingsOffset + sections.postings.count * 4
            metadataEnd = metadataOffset + metadataCount
            votesOrderOffset = (metadataEnd + 3) / 4 * 4
            total = votesOrderOffset + filmCount * 4
        }

        /// The magic, then the counts and offsets as u32s.
        func header(_ sections: Sections, metadataCount: Int, filmCount: Int) -> [UInt8] {
            var header = [UInt8](repeating: 0, count: CatalogueLayout.headerSize)
            header.replaceSubrange(0..<8, with: CatalogueLayout.magic)
            let fields = [
                filmCount, sections.words.count, recordsOffset, stringsOffset, sections.strings.count, wordsOffset,
                postingsOffset, sections.postings.count, metadataOffset, metadataCount, votesOrderOffset,
            ]
            header.withUnsafeMutableBytes { buffer in
                for (field, value) in zip(CatalogueLayout.Header.fields, fields) {
                    buffer.storeBytes(of: UInt32(value).littleEndian, toByteOffset: field, as: UInt32.self)
                }
            }
            return header
        }
    }

    /// The records, strings, words and postings as they are built, film by film.
    private struct Sections {
        var strings: [UInt8] = []
        var records: [UInt8]
        var vocabulary: [[UInt8]: UInt32] = [:]
        var words: [[UInt8]] = []
        /// One (word, film) pair per title word, packed for a fast sort: word id high, film low.
        var pairs: [UInt64] = []
        var wordTable: [UInt8] = []
        var postings: [UInt32] = []

        init(filmCount: Int) {
            records = [UInt8](repeating: 0, count: filmCount * CatalogueLayout.recordSize)
            pairs.reserveCapacity(filmCount * 4)
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
            let tokensOffset = strings.count
            strings += tokens.text
            for word in tokens.words { pairs.append(UInt64(wordID(word)) << 32 | UInt64(index)) }
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

        private mutating func wordID(_ word: [UInt8]) -> UInt32 {
            if let known = vocabulary[word] { return known }
            let id = UInt32(words.count)
            vocabulary[word] = id
            words.append(word)
            return id
        }

        /// Postings most-voted first: sorts the pairs by (word rank, vote order), then reads the films back.
        mutating func buildPostings(byVotes: [Int]) {
            var voteOrder = [UInt32](repeating: 0, count: byVotes.count)
            for (order, index) in byVotes.enumerated() { voteOrder[index] = UInt32(order) }
            let sortedWords = words.indices.sorted { words[$0].lexicographicallyPrecedes(words[$1]) }
            var rank = [UInt32](repeating: 0, count: words.count)
            for (position, wordID) in sortedWords.enumerated() { rank[wordID] = UInt32(position) }
            for position in pairs.indices {
                let pair = pairs[position]
                pairs[position] = UInt64(rank[Int(pair >> 32)]) << 32 | UInt64(voteOrder[Int(pair & 0xFFFF_FFFF)])
            }
            pairs.sort()
            wordTable = [UInt8](repeating: 0, count: words.count * CatalogueLayout.wordSize)
            postings.reserveCapacity(pairs.count)
            var cursor = 0
            for (position, wordID) in sortedWords.enumerated() {
                let offset = strings.count
                strings += words[wordID]
                let start = postings.count
                var previous: UInt64?
                while cursor < pairs.count, pairs[cursor] >> 32 == UInt64(position) {
                    if pairs[cursor] != previous { postings.append(UInt32(byVotes[Int(pairs[cursor] & 0xFFFF_FFFF)])) }
                    previous = pairs[cursor]
                    cursor += 1
                }
                storeWord(at: position, offset: offset, length: words[wordID].count, start: start)
            }
        }

        private mutating func storeWord(at position: Int, offset: Int, length: Int, start: Int) {
            let count = postings.count - start
            wordTable.withUnsafeMutableBytes { buffer in
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

    /// The film's search tokens as stored (its title's words, then each other title's after a newline, each
    /// distinct title once) and the distinct words among them.
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
