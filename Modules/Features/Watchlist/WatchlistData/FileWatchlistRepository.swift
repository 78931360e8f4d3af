import DesignSystem
import FoundationEssentials
import SystemIO
import WatchlistDomain
import WatchlistDomainApi

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The watchlist as a JSON file, safe when several processes change it at once and never lost:
///
/// - every read-modify-write holds an exclusive `flock` on a lock file beside it, so concurrent
///   `watchlist add` runs queue up instead of overwriting each other;
/// - writes go to a temporary file that is flushed and renamed over the old one, so a crash leaves
///   the old or the new watchlist, never half of one;
/// - a file that cannot be read is renamed aside (`watchlist.json.unreadable-<time>`), reported, and
///   never overwritten.
struct FileWatchlistRepository: WatchlistRepository {
    let fileURL: URL
    private let now: @Sendable () -> Date

    init(fileURL: URL, now: @escaping @Sendable () -> Date = { Date() }) {
        self.fileURL = fileURL
        self.now = now
    }

    func entries() async throws(WatchlistError) -> [WatchlistEntry] {
        try withLock { () throws(WatchlistError) -> [WatchlistEntry] in try load() }
    }

    func modify<Result: Sendable>(
        _ change: @Sendable (inout [WatchlistEntry]) throws(WatchlistError) -> Result
    )
        async throws(WatchlistError) -> Result
    {
        try withLock { () throws(WatchlistError) -> Result in
            var entries = try load()
            let result = try change(&entries)
            try save(entries)
            return result
        }
    }

    // MARK: - File

    private struct Document: Codable {
        let version: Int
        let entries: [WatchlistEntry]
    }

    private static let currentVersion = 1

    private func load() throws(WatchlistError) -> [WatchlistEntry] {
        let data: Data
        do {
            let file = try FileDescriptor.open(readingFrom: fileURL.path)
            defer { file.close() }
            data = try file.readToEnd()
        } catch  where error.code == ENOENT {
            return []
        } catch {
            throw .cannotWrite(path: fileURL.path, reason: "it cannot be read: \(error.reason)")
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        do {
            let document = try decoder.decode(Document.self, from: data)
            guard document.version == Self.currentVersion else {
                throw WatchlistError.unreadable(
                    path: fileURL.path, reason: "it is version \(document.version), this Movieland reads version 1",
                    keptAt: try keepAside())
            }
            return document.entries
        } catch let error as WatchlistError {
            throw error
        } catch {
            throw .unreadable(path: fileURL.path, reason: Self.reason(error), keptAt: try keepAside())
        }
    }

    private func save(_ entries: [WatchlistEntry]) throws(WatchlistError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        let data: Data
        do {
            data = try encoder.encode(Document(version: Self.currentVersion, entries: entries))
        } catch {
            throw .cannotWrite(path: fileURL.path, reason: "the watchlist cannot be encoded (\(error))")
        }
        do {
            try AtomicFile.write(data, to: fileURL.path)
        } catch {
            throw .cannotWrite(path: fileURL.path, reason: error.reason)
        }
    }

    /// Renames the unreadable file so nothing can overwrite it; returns where it went.
    private func keepAside() throws(WatchlistError) -> String {
        var kept = fileURL.path + ".unreadable-" + DateText.compact(now())
        var suffix = 1
        while FileManager.default.fileExists(atPath: kept) {
            suffix += 1
            kept = fileURL.path + ".unreadable-" + DateText.compact(now()) + "-\(suffix)"
        }
        guard rename(fileURL.path, kept) == 0 else {
            throw .cannotWrite(path: fileURL.path, reason: "it is unreadable and could not be moved aside")
        }
        return kept
    }

    private static func reason(_ error: any Error) -> String {
        guard let decoding = error as? DecodingError else { return "it is not valid JSON" }
        switch decoding {
        case .dataCorrupted: return "it is not valid JSON"
        case .keyNotFound(let key, _): return "the field \"\(key.stringValue)\" is missing"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "the field \"\(context.codingPath.map(\.stringValue).joined(separator: "."))\" has the wrong type"
        @unknown default: return "it is not a watchlist"
        }
    }

    /// Runs `body` holding an exclusive lock on `<file>.lock`, creating the folder if needed.
    private func withLock<T>(_ body: () throws(WatchlistError) -> T) throws(WatchlistError) -> T {
        let folder = fileURL.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(path: fileURL.path, reason: "the folder \(folder.path) cannot be created")
        }
        let lockPath = fileURL.path + ".lock"
        let descriptor = open(lockPath, O_RDWR | O_CREAT, 0o644)
        guard descriptor >= 0 else {
            throw .cannotWrite(
                path: fileURL.path, reason: "cannot open \(lockPath): \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                throw .cannotWrite(
                    path: fileURL.path, reason: "cannot lock \(lockPath): \(String(cString: strerror(errno)))")
            }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
