import DesignSystem
import FoundationEssentials
import SystemIO
import WatchlistDomain
import WatchlistDomainApi

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
        try file.read()?.entries ?? []
    }

    func unplacedRows() async throws(WatchlistError) -> [ListFileRow] {
        try file.read()?.unplaced ?? []
    }

    func modifyAll<Result: Sendable>(
        _ change: @Sendable (inout [WatchlistEntry], inout [ListFileRow]) throws(WatchlistError) -> Result
    ) async throws(WatchlistError) -> Result {
        try file.modify { (document: Document?) throws(WatchlistError) -> (Document, Result) in
            var entries = document?.entries ?? []
            var unplaced = document?.unplaced ?? []
            let result = try change(&entries, &unplaced)
            return (Document(version: Self.currentVersion, entries: entries, unplaced: unplaced), result)
        }
    }

    // MARK: - File

    private struct Document: VersionedDocument {
        let version: Int
        let entries: [WatchlistEntry]
        /// Rows imports kept; a file written before they were kept has none.
        let unplaced: [ListFileRow]

        init(version: Int, entries: [WatchlistEntry], unplaced: [ListFileRow]) {
            self.version = version
            self.entries = entries
            self.unplaced = unplaced
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            version = try container.decode(Int.self, forKey: .version)
            entries = try container.decode([WatchlistEntry].self, forKey: .entries)
            unplaced = try container.decodeIfPresent([ListFileRow].self, forKey: .unplaced) ?? []
        }

        private enum CodingKeys: String, CodingKey {
            case version, entries, unplaced
        }
    }

    private static let currentVersion = 1

    private var file: LockedFile<Document, WatchlistError> {
        let path = fileURL.path
        let now = self.now
        return LockedFile(
            path: path, version: Self.currentVersion,
            failures: .init(
                cannotWrite: { .cannotWrite(path: path, reason: $0) },
                unreadable: { .unreadable(path: path, reason: $0, keptAt: $1) }),
            stamp: { DateText.compact(now()) })
    }
}
