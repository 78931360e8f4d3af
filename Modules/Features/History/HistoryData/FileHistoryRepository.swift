import DesignSystem
import FoundationEssentials
import HistoryDomain
import HistoryDomainApi
import SystemIO

/// The film history as a file of its own line format (`history.tsv` in Movieland's data folder,
/// `HistoryStoreText`), kept as the watchlist is (`LockedFile`): concurrent runs queue up on a lock, writes are
/// atomic, and a file that cannot be read is moved aside, reported and never overwritten.
struct FileHistoryRepository: HistoryRepository {
    let fileURL: URL
    private let now: @Sendable () -> Date

    init(fileURL: URL, now: @escaping @Sendable () -> Date = { Date() }) {
        self.fileURL = fileURL
        self.now = now
    }

    func record() async throws(HistoryError) -> HistoryRecord {
        try file.read() ?? HistoryRecord()
    }

    func modify<Result: Sendable>(
        _ change: @Sendable (inout HistoryRecord) throws(HistoryError) -> Result
    ) async throws(HistoryError) -> Result {
        try file.modify { (kept: HistoryRecord?) throws(HistoryError) -> (HistoryRecord, Result) in
            var history = kept ?? HistoryRecord()
            let result = try change(&history)
            return (history, result)
        }
    }

    private var file: LockedFile<HistoryRecord, HistoryError> {
        let path = fileURL.path
        let now = self.now
        return LockedFile(
            path: path,
            codec: .init(
                encode: { HistoryStoreText.encode($0) }, decode: { try HistoryStoreText.decode($0) },
                reason: { "\($0)" }),
            failures: .init(
                cannotWrite: { .cannotWrite(path: path, reason: $0) },
                unreadable: { .unreadable(path: path, reason: $0, keptAt: $1) }),
            stamp: { DateText.compact(now()) })
    }
}
