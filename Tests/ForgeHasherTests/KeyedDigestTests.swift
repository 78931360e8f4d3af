import Testing

@testable import ForgeHasher

/// HMAC-SHA256 against RFC 4231's test vectors: a short key, and a key longer than a block.
@Suite struct KeyedDigestTests {
    @Test func rfc4231Vectors() {
        #expect(
            KeyedDigest.hex(key: Array("Jefe".utf8), message: Array("what do ya want for nothing?".utf8))
                == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
        let longKey = [UInt8](repeating: 0xaa, count: 131)
        let message = Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8)
        #expect(
            KeyedDigest.hex(key: longKey, message: message)
                == "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54")
    }

    @Test func theSameValueUnderAnotherKeyDigestsApart() {
        let value = Array("set\u{0}1".utf8)
        #expect(
            KeyedDigest.hex(key: Array("a".utf8), message: value)
                != KeyedDigest.hex(key: Array("b".utf8), message: value))
    }
}
