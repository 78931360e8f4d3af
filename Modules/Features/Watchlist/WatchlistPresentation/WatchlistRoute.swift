import Common

/// Where the Watchlist feature can go.
enum WatchlistRoute: Route {
    case add(String, year: Int?)
    case remove(String, year: Int?)
    case list(format: OutputFormat)
}
