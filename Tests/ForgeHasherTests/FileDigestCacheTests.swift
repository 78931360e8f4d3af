import Foundation
import Testing

@testable import ForgeHasher

/// The digest cache skips reading a file whose stamp is unchanged, and never hides a change.
@Suite struct FileDigestCacheTests {
    /// A fresh folder with a file, and a clock an hour ahead (every file counts as settled).
    private func folder() throws -> (root: String, file: String, later: Int) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("digests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let file = root + "/a.txt"
        try Data("hello\n".utf8).write(to: URL(fileURLWithPath: file))
        return (root, file, Int(Date().timeIntervalSince1970) + 3_600)
    }

    private func cacheFile(_ root: String) -> String { root + "/.build/forge/file-digests" }

    @Test func anUnchangedFileIsNotReadAgainAndAChangedOneIs() throws {
        let (root, file, later) = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let first = FileDigestCache(rootPath: root, now: later)
        #expect(first.digest(of: "a.txt", at: file) == SHA256.hex(Array("hello\n".utf8)))
        first.save()
        // The cache's digest, made wrong on purpose: a cache that answers it did not read the file.
        let real = SHA256.hex(Array("hello\n".utf8))
        let forged = String(repeating: "0", count: 64)
        let text = try String(contentsOfFile: cacheFile(root), encoding: .utf8)
        try text.replacingOccurrences(of: real, with: forged).write(
            toFile: cacheFile(root), atomically: true, encoding: .utf8)
        #expect(FileDigestCache(rootPath: root, now: later).digest(of: "a.txt", at: file) == forged)
        // The same size, new content: the stamp differs, so the file is read.
        try Data("HELLO\n".utf8).write(to: URL(fileURLWithPath: file))
        #expect(
            FileDigestCache(rootPath: root, now: later).digest(of: "a.txt", at: file)
                == SHA256.hex(Array("HELLO\n".utf8)))
    }

    @Test func aDamagedOrForeignCacheIsIgnored() throws {
        let (root, file, later) = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let cache = FileDigestCache(rootPath: root, now: later)
        _ = cache.digest(of: "a.txt", at: file)
        cache.save()
        let text = try String(contentsOfFile: cacheFile(root), encoding: .utf8)
        let forged = text.replacingOccurrences(
            of: SHA256.hex(Array("hello\n".utf8)), with: String(repeating: "0", count: 64))
        for damaged in [forged + "not a line\n", "forge-file-digests 0\n" + forged.drop { $0 != "\n" }.dropFirst()] {
            try damaged.write(toFile: cacheFile(root), atomically: true, encoding: .utf8)
            #expect(
                FileDigestCache(rootPath: root, now: later).digest(of: "a.txt", at: file)
                    == SHA256.hex(Array("hello\n".utf8)))
        }
    }

    @Test func aFileWrittenMomentsAgoIsNotRemembered() throws {
        let (root, file, _) = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let cache = FileDigestCache(rootPath: root)
        #expect(cache.digest(of: "a.txt", at: file) == SHA256.hex(Array("hello\n".utf8)))
        cache.save()
        // Nothing settled was learnt, so nothing is written.
        #expect(!FileManager.default.fileExists(atPath: cacheFile(root)))
    }

    @Test func aMissingFileHasNoDigest() throws {
        let (root, _, later) = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(FileDigestCache(rootPath: root, now: later).digest(of: "b.txt", at: root + "/b.txt") == nil)
    }
}
