import CatalogueDomainApi
import WatchlistDomainApi

/// What became of one row of an imported list.
public enum RowOutcome: Sendable, Equatable {
    /// Added to the watchlist (or would be, in a dry run).
    case added(WatchlistEntry)
    /// The film was on the watchlist already (or earlier in the same file).
    case alreadyListed(WatchlistEntry)
    /// The row is a series, an episode or another thing that is not a film; the type as the file names it.
    case notAFilm(type: String)
    /// Several films fit and none clearly wins: the candidates, for the person to choose.
    case ambiguous([FilmChoice])
    /// No film of the catalogue in use fits.
    case notFound
}

/// One row and what became of it.
public struct PlacedRow: Sendable, Equatable {
    /// The row, as the file has it.
    public let row: ListFileRow
    /// What became of it.
    public let outcome: RowOutcome

    /// Whether the row is kept for a later import: its film is not in the catalogue in use, or several are.
    public var isKept: Bool {
        switch outcome {
        case .ambiguous, .notFound: true
        default: false
        }
    }

    /// `row` with its `outcome`.
    public init(row: ListFileRow, outcome: RowOutcome) {
        self.row = row
        self.outcome = outcome
    }
}
