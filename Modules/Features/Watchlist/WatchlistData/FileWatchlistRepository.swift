import FoundationEssentials
import SystemIO
import WatchlistDomain
import WatchlistDomainApi

/// The watchlist as a JSON file (`WatchlistDocument`), safe when several processes change it at once and
/// never lost:
///
/// - every read-modify-write holds an exclusive `flock` on a lock file beside it, so concurrent
///   `watchlist add` runs queue up instead of overwriting each other;
/// - writes go to a temporary file that is flushed and renamed over the old one, so a crash leaves
///   the old or the new watchlist, never half of one;
/// - an entry that cannot be read is named (`onDamagedEntries`) and kept in the file as it is, while every
///   other entry is read; a file that is not a watchlist at all is left as it is, and every command that needs
///   it says so until the person fixes or moves it (`LockedFile`).
struct FileWatchlistRepository: WatchlistRepository {
    let fileURL: URL
    /// Told of the entries that cannot be read each time the file is read (with its path), to name them.
    private let onDamagedEntries: @Sendable (String, [DamagedWatchlistEntry]) -> Void

    init(
        fileURL: URL,
        onDamagedEntries: @escaping @Sendable (String, [DamagedWatchlistEntry]) -> Void = { _, _ in }
    ) {
        self.fileURL = fileURL
        self.onDamagedEntries = onDamagedEntries
    }

    func entries() async throws(WatchlistError) -> [WatchlistEntry] {
        try document()?.entries ?? []
    }

    func unplacedRows() async throws(WatchlistError) -> [ListFileRow] {
        try document()?.unplaced ?? []
    }

    func modifyAll<Result: Sendable>(
        _ change: @Sendable (inout [WatchlistEntry], inout [ListFileRow]) throws(WatchlistError) -> Result
    ) async throws(WatchlistError) -> Result {
        let (path, onDamagedEntries) = (fileURL.path, onDamagedEntries)
        return try file.modify { (document: WatchlistDocument?) throws(WatchlistError) -> (WatchlistDocument, Result) in
            var entries = document?.entries ?? []
            var unplaced = document?.unplaced ?? []
            let damaged = document?.damaged ?? []
            if !damaged.isEmpty { onDamagedEntries(path, damaged.map(\.notice)) }
            let result = try change(&entries, &unplaced)
            return (
                WatchlistDocument(
                    version: Self.currentVersion, entries: entries, unplaced: unplaced, damaged: damaged),
                result
            )
        }
    }

    private func document() throws(WatchlistError) -> WatchlistDocument? {
        let document = try file.read()
        if let damaged = document?.damaged, !damaged.isEmpty { onDamagedEntries(fileURL.path, damaged.map(\.notice)) }
        return document
    }

    private static let currentVersion = 1

    private var file: LockedFile<WatchlistDocument, WatchlistError> {
        let path = fileURL.path
        return LockedFile(
            path: path, version: Self.currentVersion,
            failures: .init(
                cannotWrite: { .cannotWrite(path: path, reason: $0) },
                unreadable: { .unreadable(path: path, reason: $0) },
                noRoom: { .noRoom(path: path, reason: $0) }))
    }
}
