/// The words that begin the stems of some titles (`FranchiseTitle.stems`), each also with a trailing "s" added
/// and taken away, to tell at little cost which other titles may be of their series: a title akin to one of them
/// has a stem beginning with one of these words. Titles are read byte by byte, as `FranchiseTitle` reads them,
/// without building their stems.
struct StemStarts {
    /// The words, as one bit each at their hash (`hash(of:)`) modulo `bitCount`: a title whose word hashes alike
    /// is let through too, never one of the words left out.
    private let bits: [UInt64]
    private static let bitCount: UInt64 = 1 << 16

    /// The words beginning the stems of `titles`.
    init(of titles: [String]) {
        var bits = [UInt64](repeating: 0, count: Int(Self.bitCount / 64))
        for title in titles {
            for stem in FranchiseTitle(title).stems {
                guard let first = stem.split(separator: " ").first.map(String.init) else { continue }
                for word in [first, first + "s", first.hasSuffix("s") ? String(first.dropLast()) : first] {
                    let bit = Self.hash(of: Array(word.utf8)) % Self.bitCount
                    bits[Int(bit / 64)] |= 1 << (bit % 64)
                }
            }
        }
        self.bits = bits
    }

    private func contains(_ hash: UInt64) -> Bool {
        let bit = hash % Self.bitCount
        return bits[Int(bit / 64)] & (1 << (bit % 64)) != 0
    }

    /// Whether a stem of `title` may begin with one of the words, lowercased as `FranchiseTitle` lowercases them.
    /// Only the words where a stem can begin are looked up (`StemReading`): the first of each part of the title
    /// (after ":", a bracket or a dash standing alone), the one after a leading article, and the one after
    /// "and the"; a word in the middle of a title begins no stem.
    func mayBegin(_ title: String) -> Bool {
        var reading = StemReading()
        var word: [UInt8] = []
        word.reserveCapacity(32)
        var ascii = true
        func wordEnds() -> Bool {
            defer {
                word.removeAll(keepingCapacity: true)
                ascii = true
            }
            guard !word.isEmpty, reading.read(word) else { return false }
            if ascii { return contains(Self.hash(of: word)) }
            return contains(Self.hash(of: Array(String(decoding: word, as: UTF8.self).lowercased().utf8)))
        }
        for byte in title.utf8 {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                if wordEnds() { return true }
            case UInt8(ascii: ":"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"):
                if wordEnds() { return true }
                reading.partEnds()
            default:
                ascii = ascii && byte < 0x80
                word.append((UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte)
            }
        }
        return wordEnds()
    }

    /// FNV-1a of `bytes`.
    private static func hash(of bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return hash
    }
}
