import CatalogueDomainApi
import HistoryDomainApi

/// What became of a kept row `diary place` settled.
public struct KeptRowPlaced: Sendable, Equatable {
    /// The row, as it was kept.
    public let kept: KeptRow
    /// The film it was placed as.
    public let film: FilmChoice
    /// What placing it did.
    public let outcome: HistoryImportReport.Outcome
}
