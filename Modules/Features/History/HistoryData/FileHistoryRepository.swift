import FoundationEssentials
import HistoryDomain
import HistoryDomainApi
import SystemIO

/// The film history as a file of its own line format (`history.tsv` in Movieland's data folder,
/// `HistoryStoreText`), kept as the watchlist is (`LockedFile`): concurrent runs queue up on a lock, writes are
/// atomic, and a line that cannot be read is reported (`onDamagedLines`) and kept in the file as it is, while
/// every other line is read: a damaged line never hides the rest.
struct FileHistoryRepository: HistoryRepository {
    let fileURL: URL
    /// Told of the lines that cannot be read each time the file is read (with its path), to name them.
    private let onDamagedLines: @Sendable (String, [DamagedHistoryLine]) -> Void

    init(
        fileURL: URL,
        onDamagedLines: @escaping @Sendable (String, [DamagedHistoryLine]) -> Void = { _, _ in }
    ) {
        self.fileURL = fileURL
        self.onDamagedLines = onDamagedLines
    }

    var location: String { fileURL.path }

    func record() async throws(HistoryError) -> HistoryRecord {
        let history = try file().read() ?? HistoryRecord()
        if !history.damagedLines.isEmpty { onDamagedLines(fileURL.path, history.damagedLines) }
        return history
    }

    /// Reads every line as `record()` does, and makes records only of the films `movieIDs`.
    func record(ofFilms movieIDs: Set<String>) async throws(HistoryError) -> HistoryRecord {
        let history = try file(films: movieIDs).read() ?? HistoryRecord()
        if !history.damagedLines.isEmpty { onDamagedLines(fileURL.path, history.damagedLines) }
        return history
    }

    func modify<Result: Sendable>(
        _ change: @Sendable (inout HistoryRecord) throws(HistoryError) -> Result
    ) async throws(HistoryError) -> Result {
        let (path, onDamagedLines) = (fileURL.path, onDamagedLines)
        return try file().modify { (kept: HistoryRecord?) throws(HistoryError) -> (HistoryRecord, Result) in
            var history = kept ?? HistoryRecord()
            if !history.damagedLines.isEmpty { onDamagedLines(path, history.damagedLines) }
            let result = try change(&history)
            return (history, result)
        }
    }

    /// The file, read whole, or (`films`) for the records of those films alone; never written then.
    private func file(films: Set<String>? = nil) -> LockedFile<HistoryRecord, HistoryError> {
        let path = fileURL.path
        return LockedFile(
            path: path,
            codec: .init(
                encode: { HistoryStoreText.encode($0) }, decode: { HistoryStoreText.decode($0, films: films) },
                reason: { "\($0)" }),
            failures: .init(
                cannotWrite: { .cannotWrite(path: path, reason: $0) },
                unreadable: { .unreadable(path: path, reason: $0) },
                noRoom: { .noRoom(path: path, reason: $0) }))
    }
}
