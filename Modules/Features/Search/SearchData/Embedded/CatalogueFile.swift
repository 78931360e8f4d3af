import Foundation
import SearchDomainApi

/// The embedded catalogue, memory-mapped: records, strings and the word index are read in place,
/// never parsed, so a search touches only the pages it needs. Layout: Tools/catalogue/build_catalogue.py.
final class CatalogueFile: @unchecked Sendable {
    /// One film's fixed-size record.
    struct Record {
        let index: Int
        let id: Int
        let year: Int
        let runtime: Int
        let budget: Int?
        let votes: Int
        /// Rating times ten.
        let rating10: Int
        let mpaa: UInt8
        let genreBits: UInt8
        let titleRange: Range<Int>
        let tokensRange: Range<Int>
    }

    static let magic = Array("MVLCAT01".utf8)
    static let recordSize = 48
    static let wordSize = 16
    static let genreNames = ["Action", "Animation", "Comedy", "Drama", "Documentary", "Romance", "Short"]
    static let mpaaNames = ["", "G", "PG", "PG-13", "R", "NC-17"]

    let movieCount: Int
    let wordCount: Int
    private let base: UnsafeRawPointer
    private let length: Int
    private let recordsOffset: Int
    private let stringsOffset: Int
    private let wordsOffset: Int
    private let postingsOffset: Int

    /// Maps the file at `path`; throws `unavailable` when it is missing or not a catalogue.
    init(path: String) throws(CatalogueError) {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw .unavailable("cannot open the embedded catalogue \(path): \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_size >= 64,
            let mapping = mmap(nil, Int(status.st_size), PROT_READ, MAP_PRIVATE, descriptor, 0), mapping != MAP_FAILED
        else {
            throw .unavailable("cannot read the embedded catalogue \(path); reinstall Movieland")
        }
        base = UnsafeRawPointer(mapping)
        length = Int(status.st_size)
        let header = UnsafeRawBufferPointer(start: base, count: 64)
        func u32(_ offset: Int) -> Int {
            Int(header.loadUnaligned(fromByteOffset: offset, as: UInt32.self).littleEndian)
        }
        movieCount = u32(8)
        wordCount = u32(12)
        recordsOffset = u32(16)
        stringsOffset = u32(20)
        wordsOffset = u32(28)
        postingsOffset = u32(32)
        let postingsCount = u32(36)
        guard Array(header[0..<8]) == Self.magic,
            recordsOffset + movieCount * Self.recordSize <= length, wordsOffset + wordCount * Self.wordSize <= length,
            postingsOffset + postingsCount * 4 <= length
        else {
            munmap(mapping, length)
            throw .unavailable("the embedded catalogue \(path) is damaged or from another version; reinstall Movieland")
        }
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

    func record(_ index: Int) -> Record {
        let offset = recordsOffset + index * Self.recordSize
        let budget = u32(offset + 8)
        let titleOffset = stringsOffset + u32(offset + 32)
        let tokensOffset = stringsOffset + u32(offset + 36)
        return Record(
            index: index, id: u32(offset), year: u16(offset + 4), runtime: u16(offset + 6),
            budget: budget == 0xFFFF_FFFF ? nil : budget, votes: u32(offset + 12), rating10: u16(offset + 16),
            mpaa: base.load(fromByteOffset: offset + 18, as: UInt8.self),
            genreBits: base.load(fromByteOffset: offset + 19, as: UInt8.self),
            titleRange: titleOffset..<(titleOffset + u16(offset + 30)),
            tokensRange: tokensOffset..<(tokensOffset + u16(offset + 40)))
    }

    /// The ten rating shares in percent.
    func distribution(_ index: Int) -> [Double] {
        let offset = recordsOffset + index * Self.recordSize + 20
        return (0..<10).map { Double(base.load(fromByteOffset: offset + $0, as: UInt8.self)) / 2 }
    }

    func bytes(_ range: Range<Int>) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: base + range.lowerBound, count: range.count)
    }

    func string(_ range: Range<Int>) -> String {
        String(decoding: bytes(range), as: UTF8.self)
    }

    /// The vocabulary word at `index` (sorted order).
    func word(_ index: Int) -> UnsafeRawBufferPointer {
        let offset = wordsOffset + index * Self.wordSize
        let start = stringsOffset + u32(offset)
        return bytes(start..<(start + u16(offset + 4)))
    }

    /// Record indexes of the films whose titles contain word `index`, most-voted first.
    func postings(_ index: Int) -> [Int] {
        let offset = wordsOffset + index * Self.wordSize
        let start = postingsOffset + u32(offset + 8) * 4
        return (0..<u32(offset + 12)).map { u32(start + $0 * 4) }
    }

    /// The first word index whose word is not less than `key`.
    func lowerBound(_ key: [UInt8]) -> Int {
        var low = 0, high = wordCount
        while low < high {
            let middle = (low + high) / 2
            if word(middle).lexicographicallyPrecedes(key) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
