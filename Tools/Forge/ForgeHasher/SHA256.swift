/// SHA-256 (FIPS 180-4), for content hashes that are the same on every machine. Foundation on Linux has no
/// digest, and forge takes no package dependency, so it is computed here.
package struct SHA256: Sendable {
    // Fixed-size fields, no arrays: a hasher is copied for every target (each goes on from the shared inputs'
    // state), and arrays made each copy and each block cost allocations.
    private var state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) = (
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19
    )
    /// Bytes waiting for a whole block: the first `pendingCount` of these 64.
    private var pending: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
    private var pendingCount = 0
    private var length: UInt64 = 0

    package init() {}

    /// Adds bytes to what is hashed.
    package mutating func update(_ bytes: some Collection<UInt8>) {
        let done: Void? = bytes.withContiguousStorageIfAvailable { update(buffer: $0) }
        if done == nil { Array(bytes).withUnsafeBufferPointer { update(buffer: $0) } }
    }

    /// Adds a string's UTF-8 bytes.
    package mutating func update(_ text: String) {
        var text = text
        text.withUTF8 { update(buffer: $0) }
    }

    private mutating func update(buffer bytes: UnsafeBufferPointer<UInt8>) {
        // An empty buffer may have no address at all.
        guard !bytes.isEmpty else { return }
        length &+= UInt64(bytes.count)
        var start = 0
        if pendingCount > 0 {
            let taken = min(64 - pendingCount, bytes.count)
            withUnsafeMutableBytes(of: &pending) { pending in
                pending.baseAddress!.advanced(by: pendingCount).copyMemory(from: bytes.baseAddress!, byteCount: taken)
            }
            pendingCount += taken
            start = taken
            guard pendingCount == 64 else { return }
            compressPending()
        }
        while bytes.count - start >= 64 {
            compress(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[start..<start + 64]))
            start += 64
        }
        let rest = bytes.count - start
        if rest > 0 {
            withUnsafeMutableBytes(of: &pending) { pending in
                pending.baseAddress!.copyMemory(from: bytes.baseAddress! + start, byteCount: rest)
            }
        }
        pendingCount = rest
    }

    private mutating func compressPending() {
        var block = pending
        withUnsafeBytes(of: &block) { compress($0) }
        pendingCount = 0
    }

    /// The digest as 64 lowercase hexadecimal digits.
    package func hexDigest() -> String {
        var copy = self
        let bitLength = length &* 8
        // The padding: a one bit, zeros up to 8 bytes short of a block's end (in a second block when the
        // pending bytes leave no room), then the length in bits.
        copy.appendPadding(byte: 0x80)
        while copy.pendingCount != 56 { copy.appendPadding(byte: 0) }
        for shift in stride(from: 56, through: 0, by: -8) {
            copy.appendPadding(byte: UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
        }
        // Hex digits written into one buffer: String(radix:) and joined() per word cost more than the hashing.
        let state = [
            copy.state.0, copy.state.1, copy.state.2, copy.state.3, copy.state.4, copy.state.5,
            copy.state.6, copy.state.7,
        ]
        return String(unsafeUninitializedCapacity: 64) { text in
            var position = 0
            for word in state {
                for shift in stride(from: 28, through: 0, by: -4) {
                    text[position] = Self.hexDigits[Int((word >> UInt32(shift)) & 0xf)]
                    position += 1
                }
            }
            return 64
        }
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    /// One byte of the final padding, compressing the block it fills.
    private mutating func appendPadding(byte: UInt8) {
        withUnsafeMutableBytes(of: &pending) { $0[pendingCount] = byte }
        pendingCount += 1
        if pendingCount == 64 { compressPending() }
    }

    /// The digest of `bytes`.
    package static func hex(_ bytes: some Collection<UInt8>) -> String {
        var hasher = SHA256()
        hasher.update(bytes)
        return hasher.hexDigest()
    }

    private static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]

    /// One 64-byte block into the state. On raw buffers and a stack schedule: with bounds checks, the constants
    /// read through their global accessor and arrays for the state, this was ten times slower.
    private mutating func compress(_ bytes: UnsafeRawBufferPointer) {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { words in
            withUnsafeMutableBytes(of: &state) { state in
                Self.roundConstants.withUnsafeBufferPointer { constants in
                    Self.compress(
                        bytes, words: words, state: state.bindMemory(to: UInt32.self), constants: constants)
                }
            }
        }
    }

    private static func compress(
        _ bytes: UnsafeRawBufferPointer, words: UnsafeMutableBufferPointer<UInt32>,
        state: UnsafeMutableBufferPointer<UInt32>, constants: UnsafeBufferPointer<UInt32>
    ) {
        for word in 0..<16 {
            words[word] = UInt32(bigEndian: bytes.loadUnaligned(fromByteOffset: word * 4, as: UInt32.self))
        }
        for word in 16..<64 {
            let s0 = words[word - 15].rotatedRight(7) ^ words[word - 15].rotatedRight(18) ^ (words[word - 15] >> 3)
            let s1 = words[word - 2].rotatedRight(17) ^ words[word - 2].rotatedRight(19) ^ (words[word - 2] >> 10)
            words[word] = words[word - 16] &+ s0 &+ words[word - 7] &+ s1
        }
        var (a, b, c, d, e, f, g, h) = (state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7])
        for round in 0..<64 {
            let s1 = e.rotatedRight(6) ^ e.rotatedRight(11) ^ e.rotatedRight(25)
            let choice = (e & f) ^ (~e & g)
            let temp1 = h &+ s1 &+ choice &+ constants[round] &+ words[round]
            let s0 = a.rotatedRight(2) ^ a.rotatedRight(13) ^ a.rotatedRight(22)
            let majority = (a & b) ^ (a & c) ^ (b & c)
            (h, g, f, e, d, c, b, a) = (g, f, e, d &+ temp1, c, b, a, temp1 &+ s0 &+ majority)
        }
        state[0] &+= a
        state[1] &+= b
        state[2] &+= c
        state[3] &+= d
        state[4] &+= e
        state[5] &+= f
        state[6] &+= g
        state[7] &+= h
    }
}

extension UInt32 {
    fileprivate func rotatedRight(_ count: UInt32) -> UInt32 { (self >> count) | (self << (32 - count)) }
}
