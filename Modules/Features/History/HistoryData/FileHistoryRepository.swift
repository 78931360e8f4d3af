import DesignSystem
import FoundationEssentials
import HistoryDomain
import HistoryDomainApi
import SystemIO

/// The film history as a JSON file (`history.json` in Movieland's data folder), kept as the watchlist is
/// (`LockedJSONFile`): concurrent runs queue up on a lock, writes are atomic, and a file that cannot be read is
/// moved aside, reported and never overwritten.
struct FileHistoryRepository: HistoryRepository {
    let fileURL: URL
    private let now: @Sendable () -> Date

    init(fileURL: URL, now: @escaping @Sendable () -> Date = { Date() }) {
        self.fileURL = fileURL
        self.now = now
    }

    func record() async throws(HistoryError) -> HistoryRecord {
        try file.read()?.history ?? HistoryRecord()
    }

    func modify<Result: Sendable>(
        _ change: @Sendable (inout HistoryRecord) throws(HistoryError) -> Result
    ) async throws(HistoryError) -> Result {
        try file.modify { (document: Document?) throws(HistoryError) -> (Document, Result) in
            var history = document?.history ?? HistoryRecord()
            let result = try change(&history)
            return (Document(version: Self.currentVersion, history: history), result)
        }
    }

    private struct Document: VersionedDocument {
        let version: Int
        let history: HistoryRecord
    }

    private static let currentVersion = 1

    private var file: LockedJSONFile<Document, HistoryError> {
        let path = fileURL.path
        let now = self.now
        return LockedJSONFile(
            path: path, version: Self.currentVersion,
            failures: .init(
                cannotWrite: { .cannotWrite(path: path, reason: $0) },
                unreadable: { .unreadable(path: path, reason: $0, keptAt: $1) }),
            stamp: { DateText.compact(now()) })
    }
}
