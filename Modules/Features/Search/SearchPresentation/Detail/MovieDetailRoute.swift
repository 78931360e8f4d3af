import Common

/// Where the detail screen can go.
public enum MovieDetailRoute: Route {
    /// The film named by id or title (and year).
    case movie(String, year: Int?, format: OutputFormat)
}
