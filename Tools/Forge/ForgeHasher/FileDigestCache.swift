import ForgeSupport
import Foundation

/// The SHA-256 of files forge has hashed before, each with the file's `FileStamp` (size, inode, change and
/// modification time) when it was hashed: a file whose stamp is still the same is not read again, as git's
/// index spares `git status` from reading a checkout. Kept in `.build/forge/file-digests`, a line a file:
/// `<digest> <stamp line>`.
///
/// Only work is skipped, never a change: any difference in the stamp reads the file; a file changed in the last
/// two seconds is never remembered (`FileStamp.isRecent`); a cache file that is missing, damaged or of another
/// format is ignored; and one that cannot be written is not (the next run hashes those files again).
package final class FileDigestCache: @unchecked Sendable {
    private struct Entry {
        let stamp: String
        let digest: String
    }

    static let header = "forge-file-digests 1"

    private let file: String?
    /// Seconds since 1970, for `FileStamp.isRecent`.
    private let now: Int
    private let lock = NSLock()
    private let known: [String: Entry]
    /// The entries this run used or learnt: what the file keeps when it is written.
    private var kept: [String: Entry] = [:]
    private var learnt = false

    /// The cache of the repository at `rootPath`, or an empty one that is never written when `rootPath` is nil;
    /// `now` (seconds since 1970) is the clock's unless a test sets it.
    package init(rootPath: String?, now: Int = time(nil)) {
        file = rootPath.map { FileSystem.join($0, ".build/forge/file-digests") }
        known = file.flatMap(Self.load) ?? [:]
        self.now = now
    }

    /// The stamp of the file at `absolutePath`, known as `path` (from the root).
    private func stamp(of path: String, at absolutePath: String) -> FileStamp? {
        FileStamp(path: absolutePath, name: path, now: now)
    }

    /// The stamp of the file known as `path` whose `stat` said `status`.
    package func stamp(of path: String, status: stat) -> FileStamp {
        FileStamp(status, name: path, now: now)
    }

    /// The digest of the file at `absolutePath` (known as `path`, from the root), read and hashed only when the
    /// cache has no digest for its current stamp; nil when it cannot be read.
    package func digest(of path: String, at absolutePath: String) -> String? {
        guard let stamp = stamp(of: path, at: absolutePath) else { return nil }
        return digest(of: path, stamp: stamp) { FileSystem.bytes(at: absolutePath) }
    }

    /// The digest of the file known as `path` whose stamp is `stamp`: the cached one, or else the SHA-256 of what
    /// `read` returns (nil when the file cannot be read).
    package func digest(of path: String, stamp: FileStamp, read: () -> [UInt8]?) -> String? {
        if let entry = known[path], entry.stamp == stamp.line {
            remember(path, entry, isNew: false)
            return entry.digest
        }
        guard let bytes = read() else { return nil }
        let digest = SHA256.hex(bytes)
        // A file written in the last moments may be written again with the same stamp: not remembered yet.
        if !stamp.isRecent, !path.contains("\n") {
            remember(path, Entry(stamp: stamp.line, digest: digest), isNew: true)
        }
        return digest
    }

    private func remember(_ path: String, _ entry: Entry, isNew: Bool) {
        lock.lock()
        kept[path] = entry
        if isNew { learnt = true }
        lock.unlock()
    }

    /// Writes what this run used and learnt when it differs from what was read, atomically.
    package func save() {
        lock.lock()
        defer { lock.unlock() }
        guard let file, learnt || kept.count != known.count else { return }
        var text = Self.header + "\n"
        for (_, entry) in kept.sorted(by: { $0.key < $1.key }) { text += "\(entry.digest) \(entry.stamp)\n" }
        let folder = (file as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try? AtomicFile.write(text, to: URL(fileURLWithPath: file))
    }

    /// The entries of the cache file at `file`; nil when it is missing or not entirely well formed.
    private static func load(_ file: String) -> [String: Entry]? {
        guard let bytes = FileSystem.bytes(at: file) else { return nil }
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard let first = lines.first, first.elementsEqual(header.utf8), lines.last?.isEmpty == true else { return nil }
        var entries: [String: Entry] = [:]
        for line in lines.dropFirst().dropLast() {
            // <digest> F <size> <inode> <ctime> <mtime> <path>
            let fields = line.split(separator: UInt8(ascii: " "), maxSplits: 6, omittingEmptySubsequences: false)
            guard fields.count == 7, fields[0].count == 64, fields[1].elementsEqual("F".utf8), !fields[6].isEmpty
            else { return nil }
            let text = String(decoding: line, as: UTF8.self)
            entries[String(decoding: fields[6], as: UTF8.self)] = Entry(
                stamp: String(text.dropFirst(65)), digest: String(decoding: fields[0], as: UTF8.self))
        }
        return entries
    }
}
