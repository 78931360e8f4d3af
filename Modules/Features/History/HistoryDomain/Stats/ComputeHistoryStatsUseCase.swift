import HistoryDomainApi

/// Your year in figures.
public protocol ComputeHistoryStatsUseCase: Sendable {
    /// The figures of `year`'s viewings and ratings, or of the whole history when nil.
    func execute(year: Int?) async throws(HistoryError) -> HistoryStats
}
