import CatalogueDomainApi
import Common
import WatchlistDomain

/// Where the Watchlist feature can go.
enum WatchlistRoute: Route {
    case add(FilmName)
    case remove(FilmName)
    case list(format: OutputFormat)
    /// `watchlist import FILE [--dry-run] [--json]`.
    case importFile(String, dryRun: Bool, format: OutputFormat)
    /// `watchlist export [--format F] [FILE]`: to standard output when no file is given.
    case export(ListFileFormat, path: String?)
}
