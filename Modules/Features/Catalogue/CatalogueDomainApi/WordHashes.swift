/// A set of words (or runs of words) as one bit each at their FNV-1a hash modulo `bitCount`: a word that hashes
/// alike to one put in is found too, never one put in missed. `StemStarts` looks thousands of titles' words up
/// in a few of them.
struct WordHashes {
    private var bits = [UInt64](repeating: 0, count: Int(Self.bitCount / 64))
    private static let bitCount: UInt64 = 1 << 16
    /// FNV-1a's offset basis: the hash of no byte.
    static let empty: UInt64 = 0xcbf2_9ce4_8422_2325

    /// Puts the word of `hash` in.
    mutating func insert(_ hash: UInt64) {
        let bit = hash % Self.bitCount
        bits[Int(bit / 64)] |= 1 << (bit % 64)
    }

    /// Puts `word` in.
    mutating func insert(_ word: String) { insert(Self.hash(of: word.utf8)) }

    /// Whether the word of `hash` may have been put in.
    func contains(_ hash: UInt64) -> Bool {
        let bit = hash % Self.bitCount
        return bits[Int(bit / 64)] & (1 << (bit % 64)) != 0
    }

    /// FNV-1a of `bytes` after those hashed into `hash`: the hash of "star wars" is that of " wars" from the hash
    /// of "star".
    static func hash(of bytes: some Sequence<UInt8>, from hash: UInt64 = empty) -> UInt64 {
        var hash = hash
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return hash
    }
}
