import Foundation
import OffThePool
import ProcessRunner
import Testing

@testable import ForgeHasher

/// forge's SHA-256 against the standard's test vectors and against `sha256sum` on files of every size around a block.
@Suite(.offThePool) struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
    ])
    func standardVectors(message: String, digest: String) {
        #expect(SHA256.hex(Array(message.utf8)) == digest)
    }

    @Test func pieceByPieceIsTheSameAsAtOnce() {
        let bytes = (0..<1_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        var hasher = SHA256()
        for chunk in stride(from: 0, to: bytes.count, by: 37) {
            hasher.update(bytes[chunk..<min(chunk + 37, bytes.count)])
        }
        #expect(hasher.hexDigest() == SHA256.hex(bytes))
    }

    @Test func emptyPiecesAndCopiesChangeNothing() {
        var hasher = SHA256()
        hasher.update("abc")
        hasher.update([UInt8]())
        hasher.update("")
        // A copy goes on from the same state; the original is untouched by what the copy is given.
        var copy = hasher
        copy.update("d")
        #expect(hasher.hexDigest() == SHA256.hex(Array("abc".utf8)))
        #expect(copy.hexDigest() == SHA256.hex(Array("abcd".utf8)))
    }

    @Test func agreesWithSha256sum() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("forge-sha256-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Sizes on both sides of the 55- and 64-byte boundaries where the padding spills into a second block.
        let sizes = [0, 1, 55, 56, 63, 64, 65, 119, 120, 1_000, 100_003]
        let files = sizes.map { "\($0).bin" }
        for size in sizes {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 7) }
            try Data(bytes).write(to: folder.appendingPathComponent("\(size).bin"))
        }
        let result = try BuiltProducts.runCommand(["sha256sum"] + files, in: folder)
        try #require(result.status == 0, "\(result.errors)")
        for (file, line) in zip(files, result.output.split(separator: "\n")) {
            let bytes = try Data(contentsOf: folder.appendingPathComponent(file))
            #expect(SHA256.hex(Array(bytes)) == String(line.prefix(64)), "\(file)")
        }
    }
}
