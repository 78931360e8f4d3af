import FoundationEssentials
import SystemIO

/// An on-disk cache of GET responses: one file per request, written atomically, bounded in size.
///
/// Each file holds a one-line JSON header (when it was stored, ETag, content type, body length) and
/// the body. An unreadable or inconsistent file is treated as a miss and removed, never as an error.
/// File names are hashes, so no URL (and no API key in one) is ever written to disk.
public final class ResponseCache: @unchecked Sendable {
    struct Entry: Equatable {
        let body: Data
        let storedAt: Date
        let etag: String?
        let contentType: String?
        /// The entry's own lifetime, when the answer chose one; otherwise the request's.
        var timeToLive: TimeInterval? = nil
    }

    private struct Header: Codable {
        let version: Int
        let storedAt: Double
        let etag: String?
        let contentType: String?
        let length: Int
        let timeToLive: Double?
    }

    let directory: URL
    let maximumBytes: Int
    private let now: @Sendable () -> Date
    private let lock = Lock()

    /// A cache in `directory`.
    /// - Parameters:
    ///   - directory: Where the entries are kept; created on first write.
    ///   - maximumBytes: The size above which the oldest entries are removed.
    ///   - now: The clock entries expire by (fixed in tests).
    public init(directory: URL, maximumBytes: Int = 64 << 20, now: @escaping @Sendable () -> Date = { Date() }) {
        self.directory = directory
        self.maximumBytes = maximumBytes
        self.now = now
    }

    /// The cache key of a request: method, URL and the Accept header, hashed.
    static func key(for request: HTTPRequest) -> String {
        let identity = [
            request.method, request.url.absoluteString,
            request.value(forHeader: "Accept") ?? "",
        ]
        .joined(separator: "\n")
        // FNV-1a, twice with different offsets, for a 128-bit name: no dependency on a crypto library.
        var first: UInt64 = 0xcbf2_9ce4_8422_2325
        var second: UInt64 = 0x6c62_272e_07bb_0142
        for byte in identity.utf8 {
            first = (first ^ UInt64(byte)) &* 0x100_0000_01b3
            second = (second ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return [first, second].map { value in
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }.joined()
    }

    func entry(for key: String) -> Entry? {
        let url = fileURL(key)
        guard let data = try? Data(contentsOf: url) else { return nil }
        guard let newline = data.firstIndex(of: UInt8(ascii: "\n")),
            let header = try? JSONDecoder().decode(Header.self, from: data[data.startIndex..<newline]),
            header.version == 1, data.count - newline - 1 == header.length
        else {
            // Corrupt or from another version: drop it; the network answer will replace it.
            try? FileManager.default.removeItem(at: url)
            return nil
        }
        return Entry(
            body: data[(newline + 1)...], storedAt: Date(timeIntervalSince1970: header.storedAt), etag: header.etag,
            contentType: header.contentType, timeToLive: header.timeToLive)
    }

    /// `timeToLive`: the entry's own lifetime; nil leaves it to each request's cache policy.
    func store(body: Data, etag: String?, contentType: String?, timeToLive: TimeInterval? = nil, for key: String) {
        let header = Header(
            version: 1, storedAt: now().timeIntervalSince1970, etag: etag, contentType: contentType, length: body.count,
            timeToLive: timeToLive)
        guard var data = try? JSONEncoder().encode(header) else { return }
        data.append(UInt8(ascii: "\n"))
        data.append(body)
        guard data.count <= maximumBytes else { return }
        lock.withLock {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try data.write(to: fileURL(key), options: .atomic)
            } catch {
                return  // A cache that cannot be written is only a slower network.
            }
            evictIfNeeded()
        }
    }

    /// Marks an entry fresh again after a 304.
    func refresh(_ entry: Entry, for key: String) {
        store(
            body: entry.body, etag: entry.etag, contentType: entry.contentType, timeToLive: entry.timeToLive, for: key)
    }

    /// Whether `entry` is younger than its own lifetime, or else than `timeToLive`.
    func isFresh(_ entry: Entry, timeToLive: TimeInterval) -> Bool {
        now().timeIntervalSince(entry.storedAt) < (entry.timeToLive ?? timeToLive)
    }

    /// Removes the oldest entries until the cache fits `maximumBytes`.
    private func evictIfNeeded() {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        var entries = names.filter { $0.hasSuffix(".entry") }.compactMap { name -> (URL, Int, Date)? in
            let url = directory.appendingPathComponent(name)
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else { return nil }
            return (
                url, (attributes[.size] as? Int) ?? 0, (attributes[.modificationDate] as? Date) ?? .distantPast
            )
        }
        var total = entries.reduce(0) { $0 + $1.1 }
        guard total > maximumBytes else { return }
        entries.sort { $0.2 < $1.2 }
        for (url, size, _) in entries where total > maximumBytes {
            try? FileManager.default.removeItem(at: url)
            total -= size
        }
    }

    private func fileURL(_ key: String) -> URL { directory.appendingPathComponent("\(key).entry") }
}
