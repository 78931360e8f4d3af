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
    case ambiguous([FilmSummary])
    /// No film of the catalogue in use fits.
    case notFound
}

/// One row and what became of it.
public struct PlacedRow: Sendable, Equatable {
    /// The row, as the file has it.
    public let row: ListFileRow
    /// What became of it.
    public let outcome: RowOutcome

    /// `row` with its `outcome`.
    public init(row: ListFileRow, outcome: RowOutcome) {
        self.row = row
        self.outcome = outcome
    }
}

/// What an import did: every row of the file, each with exactly one outcome.
public struct ImportReport: Sendable, Equatable {
    /// The file's shape ("IMDb list", ...).
    public let shape: String
    /// Every row, in the file's order.
    public let rows: [PlacedRow]
    /// Whether nothing was written (`--dry-run`).
    public let dryRun: Bool

    /// A report of `rows` read from a file of `shape`.
    public init(shape: String, rows: [PlacedRow], dryRun: Bool) {
        self.shape = shape
        self.rows = rows
        self.dryRun = dryRun
    }

    /// The rows that were not added: each is named in the report.
    public var notAdded: [PlacedRow] {
        rows.filter { if case .added = $0.outcome { false } else { true } }
    }
}
