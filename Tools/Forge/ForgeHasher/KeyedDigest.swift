/// HMAC-SHA256 (RFC 2104): a digest that only someone holding the key can compute, so a digest of a value with
/// little entropy (a feature flag, a short token) cannot be reversed by trying every value.
package enum KeyedDigest {
    /// The HMAC-SHA256 of `message` under `key`, as 64 lowercase hexadecimal digits.
    package static func hex(key: [UInt8], message: [UInt8]) -> String {
        let blockSize = 64
        var block = key.count > blockSize ? bytes(ofHex: SHA256.hex(key)) : key
        block += [UInt8](repeating: 0, count: blockSize - block.count)
        var inner = SHA256()
        inner.update(block.map { $0 ^ 0x36 })
        inner.update(message)
        var outer = SHA256()
        outer.update(block.map { $0 ^ 0x5c })
        outer.update(bytes(ofHex: inner.hexDigest()))
        return outer.hexDigest()
    }

    /// The bytes 64 hexadecimal digits stand for.
    private static func bytes(ofHex hex: String) -> [UInt8] {
        let digits = Array(hex.utf8).map {
            $0 <= UInt8(ascii: "9") ? $0 - UInt8(ascii: "0") : $0 - UInt8(ascii: "a") + 10
        }
        return stride(from: 0, to: digits.count, by: 2).map { digits[$0] << 4 | digits[$0 + 1] }
    }
}
