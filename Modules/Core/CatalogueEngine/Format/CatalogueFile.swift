import FoundationEssentials

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A catalogue file, memory-mapped: records, strings and the word index are read in place, never parsed,
/// so a search touches only the pages it needs. Written by Tools/catalogue/build_catalogue.py (the embedded
/// catalogue) and `CatalogueWriter` (imports), in the layout `CatalogueLayout` describes.
public final class CatalogueFile: @unchecked Sendable {
    /// One film's fixed-size record.
    public struct Record {
        /// The record's position in the file.
        public let index: Int
        /// The number in the film's id (133093 for tt0133093).
        public let id: Int
        /// 0 when unknown.
        public let year: Int
        /// 0 when unknown.
        public let runtime: Int
        /// As the source gives it, when known.
        public let budget: Int?
        /// How many people rated it.
        public let votes: Int
        /// Rating times ten; 0 for no rating.
        public let rating10: Int
        /// A code into the metadata's certification names; 0 for none.
        public let certification: UInt8
        /// Whether the file keeps its rating distribution (`distribution(_:)`).
        public let hasDistribution: Bool
        /// Bits into the metadata's genre names (`CatalogueMetadata.genres(inBits:)`).
        public let genreBits: UInt32
        /// "Matrix, The": the title with a leading article moved to its end, as the catalogue stores it.
        public let titleRange: Range<Int>
        /// The title's search tokens, space-separated; other titles' tokens follow, each after a newline.
        let tokensRange: Range<Int>
        /// Empty when the original title is the title.
        public let originalTitleRange: Range<Int>
        /// Directors' names, separated by newlines.
        public let directorsRange: Range<Int>
    }

    /// What ranking a match reads of a film: its popularity and its search tokens.
    public struct Rank {
        /// How many people rated it.
        public let votes: Int
        /// Rating times ten; 0 for no rating.
        public let rating10: Int
        let tokensRange: Range<Int>
    }

    /// How many films the file holds; records are numbered from 0.
    public let movieCount: Int
    /// The words of the films' titles, each with its films, most voted first.
    let titleWords: CatalogueVocabulary
    /// Who made and played in each film: an IMDb import with title.principals has them; nil otherwise.
    public let people: CataloguePeople?
    /// What the file says about itself.
    public let metadata: CatalogueMetadata
    /// The file's size in bytes.
    public let length: Int
    private let base: UnsafeRawPointer
    private let recordsOffset: Int
    private let stringsOffset: Int
    /// Where the record indexes sorted by votes (most first) start; 0 when the file has none.
    private let votesOrderOffset: Int
    /// Where the ranks section starts; 0 when the file has none (ranking then reads the records).
    private let ranksOffset: Int

    /// Maps the file at `path`; throws `unavailable` when it is missing or not a catalogue.
    public init(path: String) throws(CatalogueFileError) {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw .unreadable("cannot open the catalogue \(path): \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_size >= CatalogueLayout.headerSize,
            let mapping = mmap(nil, Int(status.st_size), PROT_READ, MAP_PRIVATE, descriptor, 0), mapping != MAP_FAILED
        else {
            throw .unreadable("cannot read the catalogue \(path): it is empty or unreadable")
        }
        base = UnsafeRawPointer(mapping)
        length = Int(status.st_size)
        let header = UnsafeRawBufferPointer(start: base, count: CatalogueLayout.headerSize)
        func u32(_ offset: Int) -> Int {
            Int(header.loadUnaligned(fromByteOffset: offset, as: UInt32.self).littleEndian)
        }
        movieCount = u32(CatalogueLayout.Header.movieCount)
        let wordCount = u32(CatalogueLayout.Header.wordCount)
        recordsOffset = u32(CatalogueLayout.Header.recordsOffset)
        stringsOffset = u32(CatalogueLayout.Header.stringsOffset)
        let wordsOffset = u32(CatalogueLayout.Header.wordsOffset)
        let postingsOffset = u32(CatalogueLayout.Header.postingsOffset)
        let postingsCount = u32(CatalogueLayout.Header.postingsCount)
        let metadataStart = u32(CatalogueLayout.Header.metadataOffset)
        let metadataRange = metadataStart..<(metadataStart + u32(CatalogueLayout.Header.metadataLength))
        votesOrderOffset = u32(CatalogueLayout.Header.votesOrderOffset)
        ranksOffset = u32(CatalogueLayout.Header.ranksOffset)
        let peopleStart = u32(CatalogueLayout.Header.peopleOffset)
        let peopleRange = peopleStart..<(peopleStart + u32(CatalogueLayout.Header.peopleLength))
        // Both are read next, far apart in the file: with a cold cache, read together.
        Self.prefetch([metadataStart, peopleStart].filter { $0 != 0 }, base: base, length: length)
        let people =
            peopleStart == 0 || peopleRange.upperBound > length
            ? nil : CataloguePeople(base: base, range: peopleRange, movieCount: movieCount)
        let metadataBytes = UnsafeRawBufferPointer(
            start: base + metadataRange.lowerBound,
            count: metadataRange.upperBound <= length ? metadataRange.count : 0)
        guard Array(header[0..<8]) == CatalogueLayout.magic,
            recordsOffset + movieCount * CatalogueLayout.recordSize <= length,
            wordsOffset + wordCount * CatalogueLayout.wordSize <= length,
            postingsOffset + postingsCount * 4 <= length, metadataRange.upperBound <= length,
            votesOrderOffset == 0 || votesOrderOffset + movieCount * 4 <= length,
            ranksOffset == 0 || ranksOffset + movieCount * CatalogueLayout.rankSize <= length,
            peopleStart == 0 || people != nil,
            let metadata = CatalogueMetadataReader.read(metadataBytes) ?? Self.decodeMetadata(metadataBytes)
        else {
            munmap(mapping, length)
            throw .damaged(path: path)
        }
        self.metadata = metadata
        self.people = people
        titleWords = CatalogueVocabulary(
            base: base, count: wordCount, tableOffset: wordsOffset, stringsOffset: stringsOffset,
            postingsOffset: postingsOffset)
    }

    /// The metadata as `JSONDecoder` reads it: for what `CatalogueMetadataReader` leaves to it.
    static func decodeMetadata(_ bytes: UnsafeRawBufferPointer) -> CatalogueMetadata? {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try? decoder.decode(CatalogueMetadata.self, from: Data(bytes))
    }

    deinit {
        munmap(UnsafeMutableRawPointer(mutating: base), length)
    }

    private func u32(_ offset: Int) -> Int {
        Int(base.loadUnaligned(fromByteOffset: offset, as: UInt32.self).littleEndian)
    }
    private func u16(_ offset: Int) -> Int {
        Int(base.loadUnaligned(fromByteOffset: offset, as: UInt16.self).littleEndian)
    }
    private func u8(_ offset: Int) -> UInt8 {
        base.load(fromByteOffset: offset, as: UInt8.self)
    }
    private func stringRange(offset: Int, length: Int) -> Range<Int> {
        (stringsOffset + offset)..<(stringsOffset + offset + length)
    }

    /// The record at `index`, read in place.
    public func record(_ index: Int) -> Record {
        let offset = recordsOffset + index * CatalogueLayout.recordSize
        let budget = u32(offset + CatalogueLayout.Record.budget)
        return Record(
            index: index, id: u32(offset + CatalogueLayout.Record.id), year: u16(offset + CatalogueLayout.Record.year),
            runtime: u16(offset + CatalogueLayout.Record.runtime),
            budget: budget == 0xFFFF_FFFF ? nil : budget, votes: u32(offset + CatalogueLayout.Record.votes),
            rating10: u16(offset + CatalogueLayout.Record.rating10),
            certification: u8(offset + CatalogueLayout.Record.certification),
            hasDistribution: u8(offset + CatalogueLayout.Record.flags) & 1 != 0,
            genreBits: UInt32(u32(offset + CatalogueLayout.Record.genreBits)),
            titleRange: stringRange(
                offset: u32(offset + CatalogueLayout.Record.titleOffset),
                length: u16(offset + CatalogueLayout.Record.titleLength)),
            tokensRange: stringRange(
                offset: u32(offset + CatalogueLayout.Record.tokensOffset),
                length: u16(offset + CatalogueLayout.Record.tokensLength)),
            originalTitleRange: stringRange(
                offset: u32(offset + CatalogueLayout.Record.originalTitleOffset),
                length: u16(offset + CatalogueLayout.Record.originalTitleLength)),
            directorsRange: stringRange(
                offset: u32(offset + CatalogueLayout.Record.directorsOffset),
                length: u16(offset + CatalogueLayout.Record.directorsLength)))
    }

    /// Asks the kernel to read the records of the films at `indexes` now, all at once: with a cold cache, reading
    /// a page of results one record after another waits for the disk once per record.
    public func prefetchRecords(_ indexes: [Int]) {
        Self.prefetch(indexes.map { recordsOffset + $0 * CatalogueLayout.recordSize }, base: base, length: length)
    }

    /// The same for the strings a film shows (title, original title, directors) of each of `records`.
    public func prefetchStrings(of records: [Record]) {
        Self.prefetch(
            records.flatMap {
                [$0.titleRange.lowerBound, $0.originalTitleRange.lowerBound, $0.directorsRange.lowerBound]
            }, base: base, length: length)
    }

    /// `madvise(MADV_WILLNEED)` on the pages holding `offsets`, each page once: the reads start together and
    /// run while the first is waited for. A page already in memory costs a system call and a lookup.
    private static func prefetch(_ offsets: [Int], base: UnsafeRawPointer, length: Int) {
        var pages = Set<Int>()
        for offset in offsets where offset < length { pages.insert(offset / pageSize) }
        for page in pages {
            madvise(UnsafeMutableRawPointer(mutating: base + page * pageSize), pageSize, MADV_WILLNEED)
        }
    }

    private static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

    /// The ranking fields of the film at `index`: from the ranks section when the file has one.
    public func rank(_ index: Int) -> Rank {
        guard ranksOffset != 0 else {
            let record = record(index)
            return Rank(votes: record.votes, rating10: record.rating10, tokensRange: record.tokensRange)
        }
        let offset = ranksOffset + index * CatalogueLayout.rankSize
        return Rank(
            votes: u32(offset + CatalogueLayout.Rank.votes), rating10: u16(offset + CatalogueLayout.Rank.rating10),
            tokensRange: stringRange(
                offset: u32(offset + CatalogueLayout.Rank.tokensOffset),
                length: u16(offset + CatalogueLayout.Rank.tokensLength)))
    }

    /// The votes of the film at `index`, read alone (charts scan every film for it).
    func votes(_ index: Int) -> Int {
        u32(recordsOffset + index * CatalogueLayout.recordSize + CatalogueLayout.Record.votes)
    }

    /// The indexes of the films with at least `minimumVotes` votes, in record order. With the votes order
    /// the file keeps, only those films are read (a chart over 900,000 films reads the 10,000 it shows).
    public func indexes(withVotesAtLeast minimumVotes: Int) -> [Int] {
        guard votesOrderOffset != 0 else {
            return (0..<movieCount).filter { votes($0) >= minimumVotes }
        }
        var found: [Int] = []
        for position in 0..<movieCount {
            let index = u32(votesOrderOffset + position * 4)
            guard votes(index) >= minimumVotes else { break }
            found.append(index)
        }
        return found.sorted()
    }

    /// The index of the film numbered `id`: records are in id order. A few interpolation probes first, each
    /// bracketed by a neighbour a window away (ids are spread evenly enough that the film is usually within it),
    /// then a binary search of what is left: a lookup touches two or three pages of the records, not twenty.
    public func index(ofID id: Int) -> Int? {
        var low = 0, high = movieCount
        for _ in 0..<Self.interpolationRounds where high - low > Self.interpolationWindow {
            let lowID = recordID(low), highID = recordID(high - 1)
            guard lowID < id, id < highID else { break }
            let guess = low + (id - lowID) * (high - 1 - low) / (highID - lowID)
            if recordID(guess) < id {
                low = guess + 1
                let bound = guess + Self.interpolationWindow
                if bound < high, recordID(bound) >= id { high = bound }
            } else {
                high = guess
                let bound = guess - Self.interpolationWindow
                if bound >= low, recordID(bound) < id { low = bound + 1 }
            }
        }
        while low < high {
            let middle = (low + high) / 2
            if recordID(middle) < id {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < movieCount && recordID(low) == id ? low : nil
    }

    /// How many interpolation probes `index(ofID:)` makes before it bisects.
    private static let interpolationRounds = 3
    /// How far from an interpolation probe its bracketing neighbour is, in records.
    private static let interpolationWindow = 64

    private func recordID(_ index: Int) -> Int {
        u32(recordsOffset + index * CatalogueLayout.recordSize + CatalogueLayout.Record.id)
    }

    /// The ten rating shares in percent.
    public func distribution(_ index: Int) -> [Double] {
        let offset = recordsOffset + index * CatalogueLayout.recordSize + CatalogueLayout.Record.distribution
        return (0..<CatalogueLayout.Record.distributionCount).map { Double(u8(offset + $0)) / 2 }
    }

    /// The ten rating shares in percent, as `distribution(_:)` reads them, read as they are iterated: no array
    /// for each of the ten thousand films a recommendation weighs.
    public func distributionShares(_ index: Int) -> LazyMapCollection<Range<Int>, Double> {
        let offset = recordsOffset + index * CatalogueLayout.recordSize + CatalogueLayout.Record.distribution
        return (0..<CatalogueLayout.Record.distributionCount).lazy.map { Double(self.u8(offset + $0)) / 2 }
    }

    /// The bytes of the strings section in `range`, in place.
    public func bytes(_ range: Range<Int>) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: base + range.lowerBound, count: range.count)
    }

    /// The text of the strings section in `range`.
    public func string(_ range: Range<Int>) -> String {
        String(decoding: bytes(range), as: UTF8.self)
    }

    /// The year of the film at `index` (0 when unknown), read alone: a lookup by title and year checks it first.
    public func year(_ index: Int) -> Int {
        u16(recordsOffset + index * CatalogueLayout.recordSize + CatalogueLayout.Record.year)
    }
}
