import DependencyInjection
import FoundationEssentials
import HistoryDomain
import HistoryDomainApi

/// Registers the History feature's implementations: the one place the feature is put together.
public enum HistoryDependencies: AutoRegistering {
    /// The use cases and the clock; the file comes with `register(dataDirectory:in:)`.
    public static func autoRegister(_ container: Container) {
        container.historyToday.register { { Self.today(Date()) } }
        container.rateFilm.register { RateFilm.make(container) }
        container.addViewing.register { AddViewing.make(container) }
        container.listDiary.register { ListDiary.make(container) }
        container.removeViewing.register { RemoveViewing.make(container) }
        container.placeKeptRow.register { PlaceKeptRow.make(container) }
        container.removeKeptRow.register { RemoveKeptRow.make(container) }
        container.checkHistory.register { CheckHistory.make(container) }
        container.historyFileReader.register { HistoryFileReader() }
        container.historyFileWriter.register { HistoryFileWriter() }
        container.importHistory.register { ImportHistory.make(container) }
        container.exportHistory.register { ExportHistory.make(container) }
        container.computeHistoryStats.register { ComputeHistoryStats.make(container) }
        container.recommendFilms.register { RecommendFilms.make(container) }
        container.historyQuerying.register { HistoryQueries.make(container) }
    }

    /// Keeps the history in `history.tsv` in Movieland's data folder, which the App resolves once; the lines of
    /// the file that cannot be read go to `onDamagedLines` (with the file's path) each time it is read, and why
    /// the file cannot be read at all, when a list's marks were asked of it, to `onUnreadableForMarks`.
    public static func register(
        dataDirectory: URL, in container: Container,
        onDamagedLines: @escaping @Sendable (String, [DamagedHistoryLine]) -> Void = { _, _ in },
        onUnreadableForMarks: @escaping @Sendable (HistoryError) -> Void = { _ in }
    ) {
        container.historyUnreadableForMarks.register { onUnreadableForMarks }
        // The file's URL is made when the repository is first resolved: a command that never reads the file
        // does not pay for `appendingPathComponent`.
        container.historyRepository.register {
            FileHistoryRepository(
                fileURL: dataDirectory.appendingPathComponent("history.tsv"), onDamagedLines: onDamagedLines)
        }
    }

    /// The day `date` falls on in the person's time zone.
    static func today(_ date: Date) -> DiaryDate {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone.current
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        guard let year = parts.year, let month = parts.month, let day = parts.day,
            let today = DiaryDate(year: year, month: month, day: day)
        else { preconditionFailure("the Gregorian calendar gave no day for \(date)") }
        return today
    }
}
