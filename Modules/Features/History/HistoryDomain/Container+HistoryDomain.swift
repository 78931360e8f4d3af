import DependencyInjection
import HistoryDomainApi

/// The History feature's keys, all registered by `HistoryDependencies`.
extension Container {
    /// Where the history is kept.
    public var historyRepository: Factory<any HistoryRepository> { promised().singleton }
    /// Told when the marks of a list cannot be read because the history cannot be read at all (the list is
    /// shown unmarked); nothing by default.
    public var historyUnreadableForMarks: Factory<@Sendable (HistoryError) -> Void> { self { { _ in } } }
    /// Today, as the diary counts days (the person's time zone).
    public var historyToday: Factory<@Sendable () -> DiaryDate> { promised() }

    /// `rate`.
    public var rateFilm: Factory<any RateFilmUseCase> { promised() }
    /// `diary add`.
    public var addViewing: Factory<any AddViewingUseCase> { promised() }
    /// `diary list`, the History tab.
    public var listDiary: Factory<any ListDiaryUseCase> { promised() }
    /// Reads exported histories (`diary import`).
    public var historyFileReader: Factory<any HistoryFileReading> { promised() }
    /// `diary import`.
    public var importHistory: Factory<any ImportHistoryUseCase> { promised() }
    /// Writes exported histories (`diary export`).
    public var historyFileWriter: Factory<any HistoryFileWriting> { promised() }
    /// `diary export`.
    public var exportHistory: Factory<any ExportHistoryUseCase> { promised() }
    /// `recommend`.
    public var recommendFilms: Factory<any RecommendFilmsUseCase> { promised() }
    /// `stats`.
    public var computeHistoryStats: Factory<any ComputeHistoryStatsUseCase> { promised() }
    /// `diary place`.
    public var placeKeptRow: Factory<any PlaceKeptRowUseCase> { promised() }
    /// `diary remove k3`.
    public var removeKeptRow: Factory<any RemoveKeptRowUseCase> { promised() }
    /// `diary check`.
    public var checkHistory: Factory<any CheckHistoryUseCase> { promised() }
    /// `diary remove`.
    public var removeViewing: Factory<any RemoveViewingUseCase> { promised() }
}
