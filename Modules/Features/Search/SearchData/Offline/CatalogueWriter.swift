import Foundation

/// Writes a catalogue file `CatalogueFile` maps, in the layout Tools/catalogue/build_catalogue.py documents:
///
///     header    64 bytes: "MVLCAT02", counts and section offsets (u32, little-endian)
///     records   64 bytes a film, in id order
///     strings   stored titles, tokens (the title's, then each other title's after a newline), original
///               titles, directors (newline-separated), vocabulary words; UTF-8
///     words     16 bytes a word, sorted: string offset, length, postings start, postings count
///     postings  record indexes (u32) per word, most-voted first
///     metadata  JSON (`CatalogueMetadata`)
///     votes     record indexes (u32), most-voted first: charts read only the films they can show
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
        var strings: [UInt8] = []
        var records = [UInt8](repeating: 0, count: entries.count * CatalogueFile.recordSize)
        var vocabulary: [[UInt8]: UInt32] = [:]
        var words: [[UInt8]] = []
        // One (word, film) pair per title word, packed for a fast sort: word id high, film low.
        var pairs: [UInt64] = []
        pairs.reserveCapacity(entries.count * 4)

        func append(_ text: String) -> (offset: Int, length: Int) {
            let offset = strings.count
            strings += Self.clipped(text)
            return (offset, strings.count - offset)
        }
        for (index, entry) in entries.enumerated() {
            let stored = append(MovieTextNormalizer.storedTitle(entry.title))
            let tokens = Self.tokens(of: entry)
            let tokensOffset = strings.count
            strings += tokens.text
            for word in tokens.words {
                let wordID: UInt32
                if let known = vocabulary[word] {
                    wordID = known
                } else {
                    wordID = UInt32(words.count)
                    vocabulary[word] = wordID
                    words.append(word)
                }
                pairs.append(UInt64(wordID) << 32 | UInt64(index))
            }
            let original = entry.originalTitle.map(append) ?? (strings.count, 0)
            let directors = append(entry.directors.joined(separator: "\n"))
            records.withUnsafeMutableBytes { buffer in
                let base = index * CatalogueFile.recordSize
                func put<T: FixedWidthInteger>(_ value: T, at offset: Int) {
                    buffer.storeBytes(of: value.littleEndian, toByteOffset: base + offset, as: T.self)
                }
                put(entry.id, at: 0)
                put(entry.year, at: 4)
                put(entry.runtime, at: 6)
                put(UInt32.max, at: 8)  // budget: unknown
                put(entry.votes, at: 12)
                put(entry.rating10, at: 16)
                put(UInt16(stored.length), at: 30)
                put(UInt32(stored.offset), at: 32)
                put(UInt32(tokensOffset), at: 36)
                put(UInt16(tokens.text.count), at: 40)
                put(UInt16(original.length), at: 42)
                put(entry.genreBits, at: 44)
                put(UInt32(original.offset), at: 48)
                put(UInt32(directors.offset), at: 52)
                put(UInt16(directors.length), at: 56)
            }
            if index % 65_536 == 0 { progress(index) }
        }
        progress(entries.count)

        // Postings most-voted first: sort by (word rank, vote order), then read the films back.
        let byVotes = entries.indices.sorted { (entries[$0].votes, $1) > (entries[$1].votes, $0) }
        var voteOrder = [UInt32](repeating: 0, count: entries.count)
        for (order, index) in byVotes.enumerated() { voteOrder[index] = UInt32(order) }
        let sortedWords = words.indices.sorted { words[$0].lexicographicallyPrecedes(words[$1]) }
        var rank = [UInt32](repeating: 0, count: words.count)
        for (position, wordID) in sortedWords.enumerated() { rank[wordID] = UInt32(position) }
        for position in pairs.indices {
            let pair = pairs[position]
            pairs[position] = UInt64(rank[Int(pair >> 32)]) << 32 | UInt64(voteOrder[Int(pair & 0xFFFF_FFFF)])
        }
        pairs.sort()

        var wordTable = [UInt8](repeating: 0, count: words.count * CatalogueFile.wordSize)
        var postings: [UInt32] = []
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
            wordTable.withUnsafeMutableBytes { buffer in
                let base = position * CatalogueFile.wordSize
                buffer.storeBytes(of: UInt32(offset).littleEndian, toByteOffset: base, as: UInt32.self)
                buffer.storeBytes(of: UInt16(words[wordID].count).littleEndian, toByteOffset: base + 4, as: UInt16.self)
                buffer.storeBytes(of: UInt32(start).littleEndian, toByteOffset: base + 8, as: UInt32.self)
                buffer.storeBytes(
                    of: UInt32(postings.count - start).littleEndian, toByteOffset: base + 12, as: UInt32.self)
            }
        }

        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = .sortedKeys
        let metadataBytes = try encoder.encode(metadata)
        let recordsOffset = CatalogueFile.headerSize
        let stringsOffset = recordsOffset + records.count
        let wordsOffset = (stringsOffset + strings.count + 3) / 4 * 4
        let postingsOffset = wordsOffset + wordTable.count
        let metadataOffset = postingsOffset + postings.count * 4
        let votesOrderOffset = (metadataOffset + metadataBytes.count + 3) / 4 * 4
        let total = votesOrderOffset + entries.count * 4
        guard total <= Int(UInt32.max) else { throw CatalogueWriterError.tooLarge(bytes: total) }
        var header = [UInt8](repeating: 0, count: CatalogueFile.headerSize)
        header.replaceSubrange(0..<8, with: CatalogueFile.magic)
        header.withUnsafeMutableBytes { buffer in
            let fields = [
                entries.count, words.count, recordsOffset, stringsOffset, strings.count, wordsOffset, postingsOffset,
                postings.count, metadataOffset, metadataBytes.count, votesOrderOffset,
            ]
            for (position, value) in fields.enumerated() {
                buffer.storeBytes(of: UInt32(value).littleEndian, toByteOffset: 8 + position * 4, as: UInt32.self)
            }
        }

        guard FileManager.default.createFile(atPath: path, contents: nil) else {
            throw CatalogueWriterError.cannotWrite(path: path, reason: String(cString: strerror(errno)))
        }
        do {
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            try handle.write(contentsOf: header)
            try handle.write(contentsOf: records)
            try handle.write(contentsOf: strings)
            try handle.write(contentsOf: [UInt8](repeating: 0, count: wordsOffset - stringsOffset - strings.count))
            try handle.write(contentsOf: wordTable)
            try postings.withUnsafeBytes { try handle.write(contentsOf: Data($0)) }
            try handle.write(contentsOf: metadataBytes)
            try handle.write(
                contentsOf: [UInt8](repeating: 0, count: votesOrderOffset - metadataOffset - metadataBytes.count))
            try byVotes.map { UInt32($0).littleEndian }.withUnsafeBytes { try handle.write(contentsOf: Data($0)) }
            try handle.synchronize()
        } catch {
            throw CatalogueWriterError.cannotWrite(path: path, reason: error.localizedDescription)
        }
        return total
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
